import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import type { ClubDetail } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import ClubPage from './ClubPage';

const BEAUNE: ClubDetail = {
  id: 12,
  name: 'Wado Karaté Beaune',
  city: 'Beaune',
  postalCode: '21200',
  department: '21',
  departmentName: "Côte-d'Or",
  region: 'Bourgogne-Franche-Comté',
  address: 'Gymnase Jean-Moulin, 3 rue du Dojo',
  trainingTimes: ['Lundi 18 h – 19 h : enfants 6-11 ans', 'Jeudi 19 h – 20 h 30 : adultes'],
  email: 'contact@wado-beaune.fr',
  phone: '03 53 01 10 21',
  website: 'https://www.wado-beaune.fr/',
  disciplines: ['wado', 'enfants'],
  position: { latitude: 47.026, longitude: 4.838 },
  coaches: [{ slug: 'claire-martin', name: 'Claire Martin', role: 'Entraîneuse nationale kata' }],
  competitors: [{ slug: 'lea-durand', name: 'Léa Durand', discipline: 'kata', ageGroup: 'juniors', grade: '1er dan' }],
  events: [
    {
      slug: 'stage-dijon-2026',
      title: 'Stage régional de Dijon',
      kind: 'stage',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      place: 'Dojo municipal',
      city: 'Dijon',
      summary: 'Deux jours de kata.',
      distanceKm: 36,
    },
    {
      slug: 'passage-grades-beaune-2026',
      title: 'Passage de grades',
      kind: 'grades',
      startDate: '2027-01-16',
      endDate: '2027-01-16',
      place: 'Gymnase',
      city: 'Beaune',
      summary: 'Examens de kyu.',
      distanceKm: 0,
    },
  ],
  eventsRadiusKm: 200,
};

function renderAt(url: string) {
  return renderPage({ '/club/:club': <ClubPage /> }, { url });
}

describe('ClubPage', () => {
  it('shows the club: where, when, what, how to reach it, titled with its name', async () => {
    const { calls } = mockFetch({ '/api/clubs/12': { body: BEAUNE } });
    renderAt('/club/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wado Karaté Beaune' })).toBeInTheDocument();
    expect(document.title).toBe('Wado Karaté Beaune – Wado France');
    expect(calls.map((call) => call.url)).toEqual(['/api/clubs/12']);
    expect(screen.getByText("Beaune · Côte-d'Or (21) · Bourgogne-Franche-Comté")).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Disciplines' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Karaté Wado', 'Karaté enfants']);
    const times = screen.getByRole('region', { name: 'Horaires' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BEAUNE.trainingTimes);
    const contact = screen.getByRole('region', { name: 'Adresse et contact' });
    expect(within(contact).getByText(/Gymnase Jean-Moulin, 3 rue du Dojo/)).toHaveTextContent('21200 Beaune');
    expect(within(contact).getByRole('link', { name: 'contact@wado-beaune.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@wado-beaune.fr',
    );
    expect(within(contact).getByRole('link', { name: '03 53 01 10 21' })).toHaveAttribute('href', 'tel:0353011021');
    expect(within(contact).getByRole('link', { name: 'wado-beaune.fr' })).toHaveAttribute(
      'href',
      'https://www.wado-beaune.fr/',
    );
  });

  it('links its people of the national team: the coaches’ page and each competitor’s page', async () => {
    mockFetch({ '/api/clubs/12': { body: BEAUNE } });
    renderAt('/club/12');
    const team = await screen.findByRole('region', { name: 'À la sélection nationale' });
    expect(within(team).getByText('Claire Martin')).toBeInTheDocument();
    expect(within(team).getByText(/Entraîneuse nationale kata/)).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Les entraîneurs de la sélection nationale' })).toHaveAttribute(
      'href',
      '/coaches',
    );
    expect(within(team).getByRole('link', { name: 'Léa Durand' })).toHaveAttribute('href', '/competitor/lea-durand');
    expect(within(team).getByText(/Kata · Juniors \(16-17 ans\) · 1er dan/)).toBeInTheDocument();
  });

  it('lists the next events near the club, within the distance it says, with theirs', async () => {
    mockFetch({ '/api/clubs/12': { body: BEAUNE } });
    renderAt('/club/12');
    const events = await screen.findByRole('region', { name: 'Prochains événements à moins de 200\u00a0km' });
    const items = within(events).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Stage régional de Dijon' })).toHaveAttribute(
      'href',
      '/event/stage-dijon-2026',
    );
    expect(items[0]!.textContent).toContain('du 5 au 6 décembre 2026 · Dijon, à 36\u00a0km');
    expect(items[1]!.textContent).toContain('Beaune, dans la même commune');
    expect(within(events).getByRole('link', { name: 'Tout le calendrier des événements' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('shows the club’s own words, paragraph by paragraph, and nothing when it has none', async () => {
    mockFetch({
      '/api/clubs/12': {
        body: { ...BEAUNE, presentation: 'Un club familial.\n\nCours d’essai offerts en septembre.' },
      },
    });
    const { unmount } = renderAt('/club/12');
    const words = await screen.findByRole('region', { name: 'Présentation du club' });
    expect(
      within(words)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Un club familial.', 'Cours d’essai offerts en septembre.']);
    unmount();
    mockFetch({ '/api/clubs/12': { body: { ...BEAUNE, presentation: null } } });
    renderAt('/club/12');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Présentation du club' })).toBeNull();
  });

  it('shows the photo its managers sent, with its text alternative', async () => {
    mockFetch({
      '/api/clubs/12': {
        body: {
          ...BEAUNE,
          photo: {
            url: '/media/uploads/abc-800.jpg',
            alt: 'Le dojo de Beaune, tatamis bleus',
            width: 800,
            height: 533,
          },
        },
      },
    });
    renderAt('/club/12');
    const photo = await screen.findByRole('img', { name: 'Le dojo de Beaune, tatamis bleus' });
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('leads back to the finder, and to the clubs around its town', async () => {
    mockFetch({ '/api/clubs/12': { body: BEAUNE } });
    renderAt('/club/12');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: '← Tous les clubs' })).toHaveAttribute('href', '/affiliated_clubs');
    expect(screen.getByRole('link', { name: 'Les autres clubs près de Beaune' })).toHaveAttribute(
      'href',
      '/affiliated_clubs?q=Beaune+21',
    );
  });

  it('says so when nothing is near, no one of the team trains there, or the club gave no way to reach it', async () => {
    mockFetch({
      '/api/clubs/12': {
        body: {
          ...BEAUNE,
          events: [],
          coaches: [],
          competitors: [],
          email: null,
          phone: null,
          website: null,
          trainingTimes: [],
        },
      },
    });
    renderAt('/club/12');
    expect(
      await screen.findByText(/^Aucun événement publié à moins de 200\s+km du club pour le moment\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'À la sélection nationale' })).not.toBeInTheDocument();
    expect(screen.getByText('Le club n’a pas encore donné ses horaires : contactez-le.')).toBeInTheDocument();
    expect(
      screen.getByText('Le club n’a pas encore donné ses coordonnées : écrivez à Wado France, qui transmettra.'),
    ).toBeInTheDocument();
  });

  it('says « Club introuvable » for an unknown club, with the way back', async () => {
    mockFetch({ '/api/clubs/99': { status: 404, body: { error: 'Not Found', message: 'Ce club est introuvable.' } } });
    renderAt('/club/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club introuvable' })).toBeInTheDocument();
    expect(screen.getByText(/Ce club n’existe pas ou a quitté l’annuaire\./)).toBeInTheDocument();
    expect(document.title).toBe('Club introuvable – Wado France');
  });
});
