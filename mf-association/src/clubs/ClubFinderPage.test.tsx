import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { FRENCH_REGIONS, type Club, type ClubListResponse, type NearestClubs } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import ClubFinderPage from './ClubFinderPage';

const base: Omit<Club, 'id' | 'name' | 'city' | 'postalCode' | 'department' | 'departmentName' | 'region'> = {
  address: 'Gymnase municipal',
  trainingTimes: ['Lundi 18 h – 19 h : enfants'],
  email: 'contact@exemple.fr',
  phone: '04 65 71 10 21',
  website: null,
};
const LYON: Club = {
  ...base,
  id: 1,
  name: 'Wado Karaté Lyon',
  city: 'Lyon',
  postalCode: '69002',
  department: '69',
  departmentName: 'Rhône',
  region: 'Auvergne-Rhône-Alpes',
  website: 'https://www.wado-lyon.fr',
};
const SAINT_ETIENNE: Club = {
  ...base,
  id: 2,
  name: 'Karaté Wado Saint-Étienne',
  city: 'Saint-Étienne',
  postalCode: '42000',
  department: '42',
  departmentName: 'Loire',
  region: 'Auvergne-Rhône-Alpes',
  email: null,
};
const AJACCIO: Club = {
  ...base,
  id: 3,
  name: 'Wado Karaté Ajaccio',
  city: 'Ajaccio',
  postalCode: '20000',
  department: '2A',
  departmentName: 'Corse-du-Sud',
  region: 'Corse',
  phone: null,
};
const REGIONS: ClubListResponse['regions'] = FRENCH_REGIONS.map((region) => ({
  region,
  count: region === 'Auvergne-Rhône-Alpes' ? 2 : region === 'Corse' ? 1 : 0,
}));

function answer(items: Club[], extra: Partial<ClubListResponse> = {}): ClubListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 12,
    pages: items.length ? 1 : 0,
    regions: REGIONS,
    nearest: null,
    ...extra,
  };
}

const DIJON: NearestClubs = {
  place: {
    kind: 'town',
    name: 'Dijon',
    centre: 'Dijon',
    department: { code: '21', name: "Côte-d'Or" },
    region: 'Bourgogne-Franche-Comté',
  },
  message: "Les clubs les plus proches de Dijon (Côte-d'Or)",
  note: null,
  clubs: [
    { club: LYON, distanceKm: 174 },
    { club: SAINT_ETIENNE, distanceKm: 222 },
  ],
};

function renderAt(url: string) {
  return renderPage({ '/affiliated_clubs': <ClubFinderPage /> }, { url, showLocation: true });
}

/** Texts compared as they are, non-breaking spaces included. */
const exactly = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };

/** The count above the list (the test's own address outputs are statuses too). */
const countLine = () => {
  const line = screen.queryAllByRole('status').find((element) => element.tagName === 'P');
  if (!line) throw new Error('no count line yet');
  return line;
};
const findCountLine = () => waitFor(countLine);

const namesIn = (listName: string, level = 2) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

describe('ClubFinderPage', () => {
  it('loads the first page of the directory and shows its clubs with their contacts and the count', async () => {
    const { calls } = mockFetch({ '/api/clubs?page=1&limit=12': { body: answer([LYON, SAINT_ETIENNE, AJACCIO]) } });
    renderAt('/affiliated_clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Clubs affiliés' })).toBeInTheDocument();
    expect(await findCountLine()).toHaveTextContent(/^3 clubs$/);
    expect(namesIn('Clubs affiliés')).toEqual(['Wado Karaté Lyon', 'Karaté Wado Saint-Étienne', 'Wado Karaté Ajaccio']);
    expect(screen.getByRole('link', { name: 'Site du club Wado Karaté Lyon' })).toHaveAttribute(
      'href',
      'https://www.wado-lyon.fr',
    );
    expect(screen.getAllByRole('link', { name: '04 65 71 10 21' })[0]).toHaveAttribute('href', 'tel:0465711021');
    expect(screen.queryByRole('navigation', { name: 'Pages des clubs' })).not.toBeInTheDocument();
    expect(document.title).toBe('Clubs affiliés – Wado France');
    expect(calls).toHaveLength(1);
  });

  it('shows what a club teaches besides its timetable', async () => {
    mockFetch({
      '/api/clubs?page=1&limit=12': {
        body: answer([{ ...LYON, disciplines: ['wado', 'self-defense'] }, SAINT_ETIENNE]),
      },
    });
    renderAt('/affiliated_clubs');
    await findCountLine();
    const lyon = screen.getByRole('heading', { level: 2, name: 'Wado Karaté Lyon' }).closest('li')!;
    expect(within(lyon).getByText('Karaté Wado · Self-défense')).toHaveTextContent(
      'Disciplines : Karaté Wado · Self-défense',
    );
    const saintEtienne = screen.getByRole('heading', { level: 2, name: 'Karaté Wado Saint-Étienne' }).closest('li')!;
    expect(within(saintEtienne).queryByText(/Disciplines/)).toBeNull();
  });

  it('offers every region, with its number of clubs, even those without one', async () => {
    mockFetch({ '/api/clubs?page=1&limit=12': { body: answer([LYON, SAINT_ETIENNE, AJACCIO]) } });
    renderAt('/affiliated_clubs');
    await screen.findByRole('heading', { name: 'Wado Karaté Lyon' });
    const options = within(screen.getByLabelText('Région')).getAllByRole('option');
    expect(options).toHaveLength(FRENCH_REGIONS.length + 1);
    expect(options[0]).toHaveTextContent('Toutes les régions');
    expect(screen.getByRole('option', { name: 'Auvergne-Rhône-Alpes (2 clubs)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Corse (1 club)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bourgogne-Franche-Comté (aucun club)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mayotte (aucun club)' })).toBeInTheDocument();
  });

  it('is a GET form of the page, so that the search works without JavaScript', async () => {
    mockFetch({ '/api/clubs?page=1&limit=12': { body: answer([LYON]) } });
    renderAt('/affiliated_clubs');
    await screen.findByRole('heading', { name: 'Wado Karaté Lyon' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/affiliated_clubs');
    expect(screen.getByLabelText('Rechercher un club')).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Région')).toHaveAttribute('name', 'region');
    expect(within(form).getByRole('button', { name: 'Rechercher' })).toHaveAttribute('type', 'submit');
  });

  it('reads the search and the region from the URL and asks the API for them', async () => {
    const { calls } = mockFetch({
      '/api/clubs?q=2a&region=Corse&page=1&limit=12': {
        body: answer([AJACCIO]),
      },
    });
    renderAt('/affiliated_clubs?q=2a&region=Corse');
    expect(await findCountLine()).toHaveTextContent('1 club sur 3');
    expect(namesIn('Clubs affiliés')).toEqual(['Wado Karaté Ajaccio']);
    expect(screen.getByLabelText('Rechercher un club')).toHaveValue('2a');
    expect(screen.getByLabelText('Région')).toHaveValue('Corse');
    expect(calls.map((call) => call.url)).toEqual(['/api/clubs?q=2a&region=Corse&page=1&limit=12']);
  });

  it('searches on submit and applies a region at once, keeping both in the URL and leaving the page', async () => {
    const { calls } = mockFetch({
      '/api/clubs?page=2&limit=12': { body: answer([AJACCIO], { page: 2, total: 13, pages: 2 }) },
      '/api/clubs?q=saint+etienne&page=1&limit=12': { body: answer([SAINT_ETIENNE]) },
      '/api/clubs?q=saint+etienne&region=Corse&page=1&limit=12': {
        body: answer([], { nearest: { ...DIJON, message: 'Les clubs les plus proches de Saint-Étienne (Loire)' } }),
      },
    });
    renderAt('/affiliated_clubs?page=2');
    await screen.findByRole('heading', { name: 'Wado Karaté Ajaccio' });
    await userEvent.type(screen.getByLabelText('Rechercher un club'), 'saint etienne');
    // Typing alone asks nothing.
    expect(calls).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Karaté Wado Saint-Étienne' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=saint\+etienne$/);
    await userEvent.selectOptions(screen.getByLabelText('Région'), 'Corse');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Les clubs les plus proches de Saint-Étienne (Loire)' }),
    ).toBeInTheDocument();
    expect(countLine().textContent).toBe('Aucun club ne correspond à «\u00a0saint etienne\u00a0» en Corse.');
    expect(screen.getByTestId('search')).toHaveTextContent('?q=saint+etienne&region=Corse');
  });

  it('answers a search without a club with the nearest clubs and their distances', async () => {
    mockFetch({
      '/api/clubs?q=Dijon&page=1&limit=12': { body: answer([], { nearest: DIJON }) },
      '/api/clubs?page=1&limit=12': { body: answer([LYON, SAINT_ETIENNE, AJACCIO]) },
    });
    renderAt('/affiliated_clubs?q=Dijon');
    expect((await findCountLine()).textContent).toBe('Aucun club ne correspond à «\u00a0Dijon\u00a0».');
    const section = screen.getByRole('region', { name: "Les clubs les plus proches de Dijon (Côte-d'Or)" });
    expect(namesIn('Clubs les plus proches', 3)).toEqual(['Wado Karaté Lyon', 'Karaté Wado Saint-Étienne']);
    expect(within(section).getByText('À 174\u00a0km de Dijon', exactly)).toBeInTheDocument();
    expect(within(section).getByText('À 222\u00a0km de Dijon', exactly)).toBeInTheDocument();
    expect(within(section).getAllByRole('heading', { level: 4, name: 'Horaires' })).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Afficher tous les clubs' })).toHaveAttribute(
      'href',
      '/affiliated_clubs',
    );
    expect(screen.queryByRole('list', { name: 'Clubs affiliés' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher un club')).toHaveValue('Dijon');
    await userEvent.click(within(section).getByRole('link', { name: 'Afficher tous les clubs' }));
    expect(await screen.findByRole('list', { name: 'Clubs affiliés' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher un club')).toHaveValue('');
  });

  it('says where distances start from and how to pick another town', async () => {
    const note = '4\u00a0communes s’appellent Saint-Denis\u00a0: voici la plus peuplée.';
    const saintDenis: NearestClubs = {
      ...DIJON,
      place: { ...DIJON.place!, name: 'Saint-Denis', centre: 'Orléans' },
      message: 'Les clubs les plus proches de Saint-Denis (La Réunion)',
      note,
      clubs: [{ club: AJACCIO, distanceKm: 0 }],
    };
    mockFetch({ '/api/clubs?q=saint-denis&page=1&limit=12': { body: answer([], { nearest: saintDenis }) } });
    renderAt('/affiliated_clubs?q=saint-denis');
    expect(await screen.findByText(note, exactly)).toBeInTheDocument();
    expect(screen.getByText('À moins d’un kilomètre d’Orléans')).toBeInTheDocument();
  });

  it('says when a region has no club yet, and shows the clubs nearest to it', async () => {
    const normandie: NearestClubs = {
      ...DIJON,
      place: { ...DIJON.place!, kind: 'region', name: 'Normandie', centre: 'Rouen' },
      message: 'Les clubs les plus proches de la région Normandie',
      note: 'Les distances partent de Rouen, son chef-lieu.',
    };
    mockFetch({ '/api/clubs?region=Normandie&page=1&limit=12': { body: answer([], { nearest: normandie }) } });
    renderAt('/affiliated_clubs?region=Normandie');
    expect(await findCountLine()).toHaveTextContent('Aucun club affilié en Normandie pour le moment.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Les clubs les plus proches de la région Normandie' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Les distances partent de Rouen, son chef-lieu.')).toBeInTheDocument();
    expect(screen.getByText('À 174\u00a0km de Rouen', exactly)).toBeInTheDocument();
  });

  it('offers every region when the place is unknown: never a dead end', async () => {
    const unknown: NearestClubs = {
      place: null,
      message: 'Nous ne connaissons aucun club ni aucun lieu nommé «\u00a0Tombouctou\u00a0».',
      note: null,
      clubs: [],
    };
    mockFetch({ '/api/clubs?q=Tombouctou&page=1&limit=12': { body: answer([], { nearest: unknown }) } });
    renderAt('/affiliated_clubs?q=Tombouctou');
    expect(await screen.findByRole('heading', { level: 2, name: unknown.message })).toBeInTheDocument();
    const regions = within(screen.getByRole('list', { name: 'Régions' })).getAllByRole('link');
    expect(regions.map((link) => link.textContent)).toEqual([...FRENCH_REGIONS]);
    expect(screen.getByRole('link', { name: 'Bretagne' })).toHaveAttribute('href', '/affiliated_clubs?region=Bretagne');
    expect(screen.getByRole('list', { name: 'Régions' })).toHaveTextContent('Corse (1 club)');
    expect(screen.getByRole('list', { name: 'Régions' })).toHaveTextContent('Bretagne (aucun club)');
  });

  it('pages a long list with links that keep the search, and brings the focus back to the count', async () => {
    const clubs = (page: number) =>
      Array.from({ length: page < 3 ? 12 : 6 }, (_, index) => ({
        ...LYON,
        id: page * 100 + index,
        name: `Club ${page}-${index + 1}`,
      }));
    const pageOf = (page: number) => answer(clubs(page), { page, total: 30, pages: 3 });
    mockFetch({
      '/api/clubs?q=wado&page=1&limit=12': { body: pageOf(1) },
      '/api/clubs?q=wado&page=2&limit=12': { body: pageOf(2) },
    });
    renderAt('/affiliated_clubs?q=wado');
    expect(await findCountLine()).toHaveTextContent('30 clubs sur 3 — page 1 sur 3');
    expect(namesIn('Clubs affiliés')).toHaveLength(12);
    const pages = screen.getByRole('navigation', { name: 'Pages des clubs' });
    const next = within(pages).getByRole('link', { name: 'Page suivante →' });
    expect(next).toHaveAttribute('href', '/affiliated_clubs?q=wado&page=2');
    await userEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'Club 2-1' })).toBeInTheDocument();
    expect(countLine()).toHaveTextContent('page 2 sur 3');
    expect(countLine()).toHaveFocus();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages des clubs' })).getByRole('link', {
        name: '← Page précédente',
      }),
    ).toHaveAttribute('href', '/affiliated_clubs?q=wado');
  });

  it('leads back to the first page from a page past the end', async () => {
    mockFetch({ '/api/clubs?page=9&limit=12': { body: answer([], { page: 9, total: 30, pages: 3 }) } });
    renderAt('/affiliated_clubs?page=9');
    expect(await screen.findByText(/Cette page n’existe pas : la liste compte 3 pages\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir à la première page' })).toHaveAttribute(
      'href',
      '/affiliated_clubs',
    );
  });

  it('shows an error with a retry inside the page', async () => {
    let fail = true;
    mockFetch({
      '/api/clubs?page=1&limit=12': () => (fail ? { networkError: true } : { body: answer([LYON]) }),
    });
    renderAt('/affiliated_clubs');
    expect(await screen.findByText(/La liste des clubs n’a pas pu être chargée/)).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher un club')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Wado Karaté Lyon' })).toBeInTheDocument();
  });
});
