import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import type { CommitteeResponse } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import CommitteePage from './CommitteePage';

const member = (id: number, name: string, role: string) => ({
  id,
  name,
  role,
  portrait: `/media/committee/${id}.svg`,
  portraitAlt: `Portrait illustré de ${name}`,
  bio: `${name} anime l’association.`,
});
const COMMITTEE: CommitteeResponse = {
  bodies: [
    {
      id: 'bureau',
      name: 'Le bureau',
      description: 'Gestion courante.',
      members: [member(1, 'Hélène Marchand', 'Présidente'), member(2, 'Karim Benali', 'Trésorier')],
    },
    {
      id: 'direction-technique',
      name: 'La direction technique nationale',
      description: 'Programme.',
      members: [member(3, 'Philippe Garnier', 'Directeur technique national')],
    },
  ],
};

describe('CommitteePage', () => {
  it('groups the members by body, each with a portrait, a role and a text', async () => {
    mockFetch({ '/api/committee': { body: COMMITTEE } });
    renderPage(<CommitteePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Comité directeur' })).toBeInTheDocument();
    const bureau = await screen.findByRole('region', { name: 'Le bureau' });
    expect(
      within(bureau)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hélène Marchand', 'Karim Benali']);
    expect(within(bureau).getByRole('img', { name: 'Portrait illustré de Hélène Marchand' })).toHaveAttribute(
      'src',
      '/media/committee/1.svg',
    );
    expect(within(bureau).getByText('Trésorier')).toBeInTheDocument();
    const technical = screen.getByRole('region', { name: 'La direction technique nationale' });
    expect(within(technical).getByText('Philippe Garnier anime l’association.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'le mot de la présidente' })).toHaveAttribute('href', '/manager');
    expect(document.title).toBe('Comité directeur – Wado France');
  });

  it('shows an uploaded portrait in every width, and no picture for a member without one', async () => {
    const photo = {
      url: '/media/uploads/abc-640.jpg',
      alt: 'Photo de Karim Benali',
      width: 640,
      height: 800,
      srcset: '/media/uploads/abc-320.jpg 320w, /media/uploads/abc-640.jpg 640w',
      sources: [{ type: 'image/webp', srcset: '/media/uploads/abc-320.webp 320w' }],
    };
    mockFetch({
      '/api/committee': {
        body: {
          bodies: [
            {
              ...COMMITTEE.bodies[0]!,
              members: [
                {
                  ...member(2, 'Karim Benali', 'Trésorier'),
                  portrait: photo.url,
                  portraitAlt: photo.alt,
                  portraitImage: photo,
                },
                { ...member(4, 'Anne Texier', 'Secrétaire'), portrait: '' },
              ],
            },
          ],
        },
      },
    });
    renderPage(<CommitteePage />);
    const bureau = await screen.findByRole('region', { name: 'Le bureau' });
    const portrait = within(bureau).getByRole('img', { name: 'Photo de Karim Benali' });
    expect(portrait).toHaveAttribute('srcset', photo.srcset);
    expect(portrait.closest('picture')?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(within(bureau).getAllByRole('img')).toHaveLength(1);
    expect(within(bureau).getByText('Anne Texier anime l’association.')).toBeInTheDocument();
  });

  it('keeps its heading and offers a retry when the API fails', async () => {
    mockFetch({ '/api/committee': { status: 500, body: { error: 'Internal Server Error', message: 'Erreur' } } });
    renderPage(<CommitteePage />);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Comité directeur' })).toBeInTheDocument();
  });
});
