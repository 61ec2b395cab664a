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

  it('keeps its heading and offers a retry when the API fails', async () => {
    mockFetch({ '/api/committee': { status: 500, body: { error: 'Internal Server Error', message: 'Erreur' } } });
    renderPage(<CommitteePage />);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Comité directeur' })).toBeInTheDocument();
  });
});
