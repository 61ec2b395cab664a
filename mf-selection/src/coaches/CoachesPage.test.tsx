import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import type { Coach } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import CoachesPage from './CoachesPage';

const COACH: Coach = {
  slug: 'olivier-marchetti',
  name: 'Olivier Marchetti',
  role: 'Entraîneur national kata',
  dan: 6,
  club: 'Shin Wado Toulouse',
  city: 'Toulouse',
  clubId: 12,
  bio: 'Spécialiste des kata supérieurs.',
  portrait: {
    url: '/media/coaches/olivier-marchetti.svg',
    alt: 'Portrait illustré de Olivier Marchetti',
    width: 240,
    height: 240,
  },
};

describe('CoachesPage', () => {
  it('shows each coach with portrait, role, grade, club and biography', async () => {
    mockFetch({ '/api/coaches': { body: [COACH] } });
    renderPage(<CoachesPage />);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Olivier Marchetti' })).closest('li')!;
    expect(within(card).getByRole('img', { name: 'Portrait illustré de Olivier Marchetti' })).toHaveAttribute(
      'width',
      '240',
    );
    expect(within(card).getByText('Entraîneur national kata')).toBeInTheDocument();
    expect(within(card).getByText('6e dan')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Shin Wado Toulouse (Toulouse)' })).toHaveAttribute(
      'href',
      '/club/12',
    );
    expect(document.title).toBe('Entraîneurs de la sélection nationale – Wado France');
  });

  it('names a club the directory does not have without a link', async () => {
    mockFetch({ '/api/coaches': { body: [{ ...COACH, club: 'Wado Genève', city: 'Genève', clubId: null }] } });
    renderPage(<CoachesPage />);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Olivier Marchetti' })).closest('li')!;
    expect(within(card).getByText('Wado Genève (Genève)')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('says so when no coach is published', async () => {
    mockFetch({ '/api/coaches': { body: [] } });
    renderPage(<CoachesPage />);
    expect(await screen.findByText('La liste des entraîneurs de la saison sera bientôt publiée.')).toBeInTheDocument();
  });
});
