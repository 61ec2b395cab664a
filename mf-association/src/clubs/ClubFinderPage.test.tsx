import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import {
  FRENCH_REGIONS,
  RUNTIME_CONFIG_ELEMENT_ID,
  type Club,
  type ClubListItem,
  type ClubListOrigin,
  type ClubListResponse,
  type NearestClubs,
} from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import ClubFinderPage from './ClubFinderPage';
import type { createClubMap, MapClub } from './leafletMap';

/** Leaflet does not draw in jsdom: the map module is replaced by a record of what it was asked. */
const mapCalls: { shown: MapClub[][]; tiles: unknown[]; removed: number } = { shown: [], tiles: [], removed: 0 };
let openClubOnMap: (id: number) => void = () => undefined;
jest.mock('./leafletMap', () => ({
  createClubMap: ((_element, tiles, { openClub }) => {
    mapCalls.tiles.push(tiles);
    openClubOnMap = openClub;
    return {
      show: (clubs: MapClub[]) => mapCalls.shown.push(clubs),
      remove: () => {
        mapCalls.removed += 1;
      },
    };
  }) satisfies typeof createClubMap,
}));

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
  position: { latitude: 45.758, longitude: 4.835 },
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
  position: { latitude: 45.434, longitude: 4.39 },
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
  position: null,
};
const REGIONS: ClubListResponse['regions'] = FRENCH_REGIONS.map((region) => ({
  region,
  count: region === 'Auvergne-Rhône-Alpes' ? 2 : region === 'Corse' ? 1 : 0,
}));

function answer(items: ClubListItem[], extra: Partial<ClubListResponse> = {}): ClubListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 12,
    pages: items.length ? 1 : 0,
    regions: REGIONS,
    origin: null,
    nearest: null,
    ...extra,
  };
}

const FROM_DIJON: ClubListOrigin = {
  place: {
    kind: 'town',
    name: 'Dijon',
    centre: 'Dijon',
    department: { code: '21', name: "Côte-d'Or" },
    region: 'Bourgogne-Franche-Comté',
  },
  message: "Les clubs les plus proches de Dijon (Côte-d'Or)",
  note: null,
};
/** « Dijon »: no club there, every club by distance. */
const DIJON = answer(
  [
    { ...LYON, distanceKm: 174 },
    { ...SAINT_ETIENNE, distanceKm: 222 },
    { ...AJACCIO, distanceKm: 540 },
  ],
  { origin: FROM_DIJON },
);

function renderAt(url: string) {
  return renderPage(
    { '/affiliated_clubs': <ClubFinderPage />, '/club/:club': <p>Page du club</p> },
    { url, showLocation: true },
  );
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
      '/api/clubs?q=wado+karate&page=1&limit=12': { body: answer([SAINT_ETIENNE]) },
      '/api/clubs?q=wado+karate&region=Bretagne&page=1&limit=12': { body: answer([]) },
    });
    renderAt('/affiliated_clubs?page=2');
    await screen.findByRole('heading', { name: 'Wado Karaté Ajaccio' });
    await userEvent.type(screen.getByLabelText('Rechercher un club'), 'wado karate');
    // Typing alone asks nothing.
    expect(calls).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Karaté Wado Saint-Étienne' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=wado\+karate$/);
    await userEvent.selectOptions(screen.getByLabelText('Région'), 'Bretagne');
    await waitFor(() => expect(countLine().textContent).toBe('Aucun club affilié en Bretagne pour le moment.'));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=wado+karate&region=Bretagne');
    // The words name clubs of other regions: one link looks there.
    expect(
      screen.getByRole('link', { name: 'Chercher «\u00a0wado karate\u00a0» dans toutes les régions' }),
    ).toHaveAttribute('href', '/affiliated_clubs?q=wado+karate');
  });

  it('answers a place with every club nearest first, each with its distance and a link to its page', async () => {
    mockFetch({
      '/api/clubs?q=Dijon&page=1&limit=12': { body: DIJON },
      '/api/clubs?page=1&limit=12': { body: answer([LYON, SAINT_ETIENNE, AJACCIO]) },
    });
    renderAt('/affiliated_clubs?q=Dijon');
    expect((await findCountLine()).textContent).toBe('3 clubs, du plus proche au plus éloigné');
    const section = screen.getByRole('region', { name: "Les clubs les plus proches de Dijon (Côte-d'Or)" });
    expect(namesIn('Clubs les plus proches', 3)).toEqual([
      'Wado Karaté Lyon',
      'Karaté Wado Saint-Étienne',
      'Wado Karaté Ajaccio',
    ]);
    expect(within(section).getByText('À 174\u00a0km de Dijon', exactly)).toBeInTheDocument();
    expect(within(section).getByText('À 222\u00a0km de Dijon', exactly)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Wado Karaté Lyon' })).toHaveAttribute('href', '/club/1');
    // Each timetable folded under its summary (the club's page shows it open).
    const timetables = within(section).getAllByText('Horaires (1 créneau)');
    expect(timetables).toHaveLength(3);
    expect(timetables[0]!.closest('details')).not.toHaveAttribute('open');
    expect(timetables[0]!.closest('details')).toHaveTextContent('Lundi 18 h – 19 h : enfants');
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

  it('pages a list by distance with links that keep the search', async () => {
    mockFetch({
      '/api/clubs?q=Dijon&page=2&limit=12': {
        body: { ...DIJON, items: [{ ...AJACCIO, distanceKm: 540 }], total: 13, pages: 2, page: 2 },
      },
    });
    renderAt('/affiliated_clubs?q=Dijon&page=2');
    expect((await findCountLine()).textContent).toBe('13 clubs, du plus proche au plus éloigné — page 2 sur 2');
    expect(screen.getByText('À 540\u00a0km de Dijon', exactly)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages des clubs' })).getByRole('link', {
        name: '← Page précédente',
      }),
    ).toHaveAttribute('href', '/affiliated_clubs?q=Dijon');
  });

  it('says where distances start from and how to pick another town', async () => {
    const note = '4\u00a0communes s’appellent Saint-Denis\u00a0: voici la plus peuplée.';
    const saintDenis = answer([{ ...AJACCIO, distanceKm: 0 }], {
      origin: {
        place: { ...FROM_DIJON.place!, name: 'Saint-Denis', centre: 'Orléans' },
        message: 'Les clubs les plus proches de Saint-Denis (La Réunion)',
        note,
      },
    });
    mockFetch({ '/api/clubs?q=saint-denis&page=1&limit=12': { body: saintDenis } });
    renderAt('/affiliated_clubs?q=saint-denis');
    expect(await screen.findByText(note, exactly)).toBeInTheDocument();
    expect(screen.getByText('À moins d’un kilomètre d’Orléans')).toBeInTheDocument();
  });

  it('says when a region has no club yet, and lists the clubs nearest to it', async () => {
    const normandie = answer([{ ...LYON, distanceKm: 174 }], {
      origin: {
        place: { ...FROM_DIJON.place!, kind: 'region', name: 'Normandie', centre: 'Rouen' },
        message: 'Les clubs les plus proches de la région Normandie',
        note: 'Les distances partent de Rouen, son chef-lieu.',
      },
    });
    mockFetch({ '/api/clubs?region=Normandie&page=1&limit=12': { body: normandie } });
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

describe('« autour de moi »', () => {
  const AROUND: ClubListResponse = answer(
    [
      { ...LYON, distanceKm: 0 },
      { ...SAINT_ETIENNE, distanceKm: 51 },
    ],
    { origin: { place: null, message: 'Les clubs les plus proches de votre position', note: null } },
  );
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else delete (navigator as { geolocation?: Geolocation }).geolocation;
  });

  /** The browser's answer to the next request for the position. */
  function browserPosition(answer: { coords: { latitude: number; longitude: number } } | { code: number } | 'none') {
    const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (answer === 'none') return;
      if ('coords' in answer) success(answer as GeolocationPosition);
      else failure?.(answer as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition } as unknown as Geolocation,
    });
    return getCurrentPosition;
  }

  it('asks for the position on the click only, then lists the clubs around it, rounded, and leaves the URL alone', async () => {
    const asked = browserPosition({ coords: { latitude: 45.763421, longitude: 4.834211 } });
    const { calls } = mockFetch({
      '/api/clubs?q=Dijon&page=1&limit=12': { body: DIJON },
      '/api/clubs?near=45.76%2C4.83&page=1&limit=12': { body: AROUND },
      '/api/clubs?page=1&limit=12': { body: answer([LYON, SAINT_ETIENNE, AJACCIO]) },
    });
    renderAt('/affiliated_clubs?q=Dijon');
    await findCountLine();
    expect(asked).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Les clubs les plus proches de votre position' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/clubs?near=45.76%2C4.83&page=1&limit=12');
    // The position never reaches the page's address (nor, rounded as it is, more than a town's precision the API).
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/affiliated_clubs$/);
    expect(calls.some((call) => call.url.includes('45.7634'))).toBe(false);
    expect(screen.getByText('À moins d’un kilomètre de vous')).toBeInTheDocument();
    expect(screen.getByText('À 51\u00a0km de vous', exactly)).toBeInTheDocument();
    expect(countLine()).toHaveTextContent('2 clubs, du plus proche au plus éloigné');
    expect(countLine()).toHaveFocus();
    expect(screen.getByLabelText('Rechercher un club')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher tous les clubs' }));
    expect(await screen.findByRole('list', { name: 'Clubs affiliés' })).toBeInTheDocument();
    expect(screen.queryByText('À 51\u00a0km de vous', exactly)).not.toBeInTheDocument();
  });

  it('turns the pages of the clubs around the visitor', async () => {
    browserPosition({ coords: { latitude: 45.76, longitude: 4.83 } });
    mockFetch({
      '/api/clubs?page=1&limit=12': { body: answer([LYON, SAINT_ETIENNE, AJACCIO]) },
      '/api/clubs?near=45.76%2C4.83&page=1&limit=12': { body: { ...AROUND, total: 14, pages: 2 } },
      '/api/clubs?near=45.76%2C4.83&page=2&limit=12': {
        body: { ...AROUND, items: [{ ...AJACCIO, distanceKm: 410 }], total: 14, pages: 2, page: 2 },
      },
    });
    renderAt('/affiliated_clubs');
    await findCountLine();
    await userEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    await screen.findByText('À 51\u00a0km de vous', exactly);
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante →' }));
    expect(await screen.findByText('À 410\u00a0km de vous', exactly)).toBeInTheDocument();
    expect(countLine()).toHaveTextContent('14 clubs, du plus proche au plus éloigné — page 2 sur 2');
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?page=2$/);
  });

  it('leaves « autour de moi » for a new search', async () => {
    browserPosition({ coords: { latitude: 45.76, longitude: 4.83 } });
    mockFetch({
      '/api/clubs?near=45.76%2C4.83&page=1&limit=12': { body: AROUND },
      '/api/clubs?page=1&limit=12': { body: answer([LYON, SAINT_ETIENNE, AJACCIO]) },
      '/api/clubs?q=Dijon&page=1&limit=12': { body: DIJON },
    });
    renderAt('/affiliated_clubs');
    await findCountLine();
    await userEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    await screen.findByRole('heading', { name: 'Les clubs les plus proches de votre position' });
    await userEvent.type(screen.getByLabelText('Rechercher un club'), 'Dijon{Enter}');
    expect(
      await screen.findByRole('heading', { name: "Les clubs les plus proches de Dijon (Côte-d'Or)" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?q=Dijon');
  });

  it.each([
    [
      'refused',
      { code: 1 },
      'Vous n’avez pas autorisé le site à connaître votre position. Cherchez plutôt une ville, un code postal ou un département.',
    ],
    [
      'unavailable',
      { code: 2 },
      'Votre position n’a pas pu être trouvée. Réessayez, ou cherchez plutôt une ville, un code postal ou un département.',
    ],
    [
      'too slow',
      { code: 3 },
      'Votre position n’a pas pu être trouvée. Réessayez, ou cherchez plutôt une ville, un code postal ou un département.',
    ],
  ] as const)(
    'says so in French when the position is %s, and keeps the list and the form',
    async (_case, error, message) => {
      browserPosition(error);
      const { calls } = mockFetch({ '/api/clubs?q=Dijon&page=1&limit=12': { body: DIJON } });
      renderAt('/affiliated_clubs?q=Dijon');
      await findCountLine();
      await userEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Autour de moi' })).toBeEnabled();
      expect(
        screen.getByRole('heading', { name: "Les clubs les plus proches de Dijon (Côte-d'Or)" }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('search')).toHaveTextContent('?q=Dijon');
      expect(screen.getByLabelText('Rechercher un club')).toHaveValue('Dijon');
      expect(calls).toHaveLength(1);
    },
  );

  it('says so when the browser gives no position, and while it asks', async () => {
    delete (navigator as { geolocation?: Geolocation }).geolocation;
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    mockFetch({ '/api/clubs?page=1&limit=12': { body: answer([LYON]) } });
    renderAt('/affiliated_clubs');
    await findCountLine();
    await userEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    expect(
      screen.getByText(
        'Votre navigateur ne donne pas votre position. Cherchez plutôt une ville, un code postal ou un département.',
      ),
    ).toBeInTheDocument();
    browserPosition('none');
    await userEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    expect(screen.getByRole('button', { name: 'Localisation…' })).toBeDisabled();
    expect(
      screen.getByText('Votre navigateur vous demande si le site peut connaître votre position.'),
    ).toBeInTheDocument();
  });
});

describe('the map of the results', () => {
  const TILES = {
    tileUrl: 'https://tuiles.example/{z}/{x}/{y}.png',
    attribution: '© les contributeurs d’OpenStreetMap',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
  };
  function pageConfig(map: unknown) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify({ apiBaseUrl: '', remotes: {}, remoteTimeoutMs: 1000, map });
    document.head.append(element);
  }
  beforeEach(() => {
    mapCalls.shown = [];
    mapCalls.tiles = [];
    mapCalls.removed = 0;
  });
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  it('puts the clubs of the page with a known position on a labelled map after the list, with their distances', async () => {
    pageConfig(TILES);
    mockFetch({
      '/api/clubs?q=Dijon&page=1&limit=12': { body: DIJON },
      '/api/clubs?q=Dijon&page=2&limit=12': {
        body: { ...DIJON, items: [{ ...SAINT_ETIENNE, distanceKm: 222 }], page: 2, pages: 2, total: 4 },
      },
    });
    renderAt('/affiliated_clubs?q=Dijon');
    const map = await screen.findByRole('region', { name: 'Carte des clubs de cette page' });
    await waitFor(() => expect(mapCalls.shown).toHaveLength(1));
    expect(mapCalls.tiles).toEqual([TILES]);
    expect(mapCalls.shown[0]).toEqual([
      { id: 1, name: 'Wado Karaté Lyon', city: 'Lyon', position: LYON.position, distance: 'À 174\u00a0km de Dijon' },
      {
        id: 2,
        name: 'Karaté Wado Saint-Étienne',
        city: 'Saint-Étienne',
        position: SAINT_ETIENNE.position,
        distance: 'À 222\u00a0km de Dijon',
      },
    ]);
    // After the list: the list is the page's view, the map an extra.
    const list = screen.getByRole('list', { name: 'Clubs les plus proches' });
    expect(list.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A popup's link opens the club's page within the site.
    act(() => openClubOnMap(2));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/club/2'));
    expect(screen.getByText('Page du club')).toBeInTheDocument();
  });

  it('shows the next page’s clubs when the page changes', async () => {
    pageConfig(TILES);
    mockFetch({
      '/api/clubs?page=1&limit=12': { body: answer([LYON], { total: 2, pages: 2 }) },
      '/api/clubs?page=2&limit=12': { body: answer([SAINT_ETIENNE], { total: 2, pages: 2, page: 2 }) },
    });
    renderAt('/affiliated_clubs');
    await waitFor(() => expect(mapCalls.shown).toHaveLength(1));
    expect(mapCalls.shown[0]).toEqual([{ id: 1, name: 'Wado Karaté Lyon', city: 'Lyon', position: LYON.position }]);
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante →' }));
    await waitFor(() => expect(mapCalls.shown.at(-1)!.map((club) => club.id)).toEqual([2]));
  });

  it('shows no map without a tile server, nor for a list without positions', async () => {
    pageConfig(null);
    mockFetch({ '/api/clubs?page=1&limit=12': { body: answer([LYON, AJACCIO]) } });
    const { unmount } = renderAt('/affiliated_clubs');
    await findCountLine();
    expect(screen.queryByRole('region', { name: 'Carte des clubs de cette page' })).not.toBeInTheDocument();
    unmount();
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    pageConfig(TILES);
    mockFetch({ '/api/clubs?page=1&limit=12': { body: answer([AJACCIO]) } });
    renderAt('/affiliated_clubs');
    await findCountLine();
    expect(screen.queryByRole('region', { name: 'Carte des clubs de cette page' })).not.toBeInTheDocument();
    expect(mapCalls.tiles).toEqual([]);
  });
});
