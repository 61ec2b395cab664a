import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { FRENCH_REGIONS, type ClubListResponse, type FrenchRegion } from '@wado/shared/contract';
import { migrate } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { fillClubCoordinates } from '../src/features/clubs/coordinates';
import { expectApiError, openTestDatabase, startTestApp } from './helpers';

/**
 * Town centres from an atlas, independent of the dataset the API reads (which has the centre of
 * each commune's area: Ajaccio's is 6 km inland).
 */
const ATLAS = {
  Dijon: { latitude: 47.322, longitude: 5.0415 },
  Beaune: { latitude: 47.026, longitude: 4.84 },
  Besançon: { latitude: 47.238, longitude: 6.0244 },
  Lyon: { latitude: 45.764, longitude: 4.8357 },
  Paris: { latitude: 48.8566, longitude: 2.3522 },
  Marseille: { latitude: 43.2965, longitude: 5.3698 },
  Brest: { latitude: 48.3904, longitude: -4.4861 },
  Ajaccio: { latitude: 41.9192, longitude: 8.7386 },
} as const;
type AtlasTown = keyof typeof ATLAS;

/** Haversine, written again here so that the test does not trust the server's. */
function kilometres(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(rad(to.longitude - from.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** A directory the tests know entirely (the seeded one may change). The last town is nowhere. */
const DIRECTORY: [name: string, city: string, postalCode: string, department: string, region: FrenchRegion][] = [
  ['Wado Karaté Beaune', 'Beaune', '21200', '21', 'Bourgogne-Franche-Comté'],
  ['Karaté Wado Besançon', 'Besançon', '25000', '25', 'Bourgogne-Franche-Comté'],
  ['Wado Lyon Guillotière', 'Lyon', '69007', '69', 'Auvergne-Rhône-Alpes'],
  ['Wado Paris Bastille', 'Paris', '75011', '75', 'Île-de-France'],
  ['Wado Marseille Castellane', 'Marseille', '13006', '13', "Provence-Alpes-Côte d'Azur"],
  ['Karaté Wado Brest', 'Brest', '29200', '29', 'Bretagne'],
  ['Dojo de l’Atlantide', 'Atlantide', '99999', '75', 'Île-de-France'],
];

let seeded: Awaited<ReturnType<typeof startTestApp>>;
let known: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  [seeded, known] = await Promise.all([startTestApp(), startTestApp()]);
  await known.app.db.deleteFrom('clubs').execute();
  await known.app.db
    .insertInto('clubs')
    .values(
      DIRECTORY.map(([name, city, postalCode, department, region]) => ({
        name,
        city,
        postal_code: postalCode,
        department,
        department_name: department,
        region,
        address: 'Gymnase municipal',
        training_times: '["Lundi 19 h – 20 h 30 : adultes"]',
        email: 'contact@exemple.fr',
      })),
    )
    .execute();
  expect(await fillClubCoordinates(known.app.db)).toBe(DIRECTORY.length - 1);
});
afterAll(() => Promise.all([seeded?.cleanup(), known?.cleanup()]));

async function clubs(query: string, app: FastifyInstance = known.app): Promise<ClubListResponse> {
  const response = await app.inject(`/api/clubs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ClubListResponse>();
}

const cityOf = (name: string) => DIRECTORY.find((row) => row[0] === name)![1] as AtlasTown;
const nearestCities = (list: ClubListResponse) => list.nearest!.clubs.map((entry) => cityOf(entry.club.name));

describe('the nearest clubs of a search that finds none', () => {
  it('reads « Dijon » as the town and lists the five nearest clubs, nearest first, with their distances', async () => {
    const list = await clubs('?q=Dijon');
    expect(list).toMatchObject({ items: [], total: 0, pages: 0 });
    expect(list.nearest).toMatchObject({
      place: {
        kind: 'town',
        name: 'Dijon',
        centre: 'Dijon',
        department: { code: '21', name: "Côte-d'Or" },
        region: 'Bourgogne-Franche-Comté',
      },
      message: "Les clubs les plus proches de Dijon (Côte-d'Or)",
      note: null,
    });
    // Brest is the sixth: five at most; the club of an unknown town has no place at all.
    expect(nearestCities(list)).toEqual(['Beaune', 'Besançon', 'Lyon', 'Paris', 'Marseille']);
    for (const { club, distanceKm } of list.nearest!.clubs) {
      expect(Number.isInteger(distanceKm)).toBe(true);
      expect(Math.abs(distanceKm - kilometres(ATLAS.Dijon, ATLAS[cityOf(club.name)]))).toBeLessThan(5);
    }
    expect(list.nearest!.clubs[0]!.distanceKm).toBeLessThan(45);
    expect(list.nearest!.clubs[4]!.distanceKm).toBeGreaterThan(450);
  });

  it('measures from Dijon in the seeded directory too, nearest first', async () => {
    const { nearest } = await clubs('?q=dijon', seeded.app);
    expect(nearest!.clubs).toHaveLength(5);
    const distances = nearest!.clubs.map((entry) => entry.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it.each(['saint etienne', 'SAINT-ÉTIENNE', 'St-Étienne', 'saint–etienne'])(
    'ignores accents, case, hyphens and « St » in a town name: %s',
    async (query) => {
      const { nearest } = await clubs(`?q=${encodeURIComponent(query)}`);
      expect(nearest!.place).toMatchObject({ kind: 'town', name: 'Saint-Étienne', department: { code: '42' } });
      expect(nearest!.message).toBe('Les clubs les plus proches de Saint-Étienne (Loire)');
      expect(nearestCities(await clubs(`?q=${encodeURIComponent(query)}`))[0]).toBe('Lyon');
    },
  );

  it('takes the most populous of several towns with one name, says so, and follows a department after the name', async () => {
    const { nearest } = await clubs('?q=Montreuil');
    expect(nearest!.place).toMatchObject({ kind: 'town', name: 'Montreuil', department: { code: '93' } });
    expect(nearest!.message).toBe('Les clubs les plus proches de Montreuil (Seine-Saint-Denis)');
    expect(nearest!.note).toMatch(/^\d+\u00a0communes s’appellent Montreuil\u00a0: voici la plus peuplée\./);
    expect(nearest!.clubs[0]!.club.name).toBe('Wado Paris Bastille');
    const inVendee = await clubs(`?q=${encodeURIComponent('Montreuil 85')}`);
    expect(inVendee.nearest).toMatchObject({
      place: { kind: 'town', department: { code: '85', name: 'Vendée' } },
      note: null,
    });
  });

  it('reads a postal code, with or without the town, and says which commune it measures from', async () => {
    const dijon = await clubs('?q=21000');
    expect(dijon.nearest).toMatchObject({
      place: { kind: 'postalCode', name: '21000', centre: 'Dijon' },
      message: 'Les clubs les plus proches de Dijon (21000)',
      note: null,
    });
    expect(nearestCities(dijon)).toEqual(nearestCities(await clubs('?q=Dijon')));
    const chalon = await clubs('?q=71100');
    expect(chalon.nearest!.place).toMatchObject({ centre: 'Chalon-sur-Saône' });
    expect(chalon.nearest!.note).toMatch(/^Le code postal 71100 couvre \d+\u00a0communes\u00a0: .*Chalon-sur-Saône/);
    const sevrey = await clubs(`?q=${encodeURIComponent('71100 Sevrey')}`);
    expect(sevrey.nearest).toMatchObject({ place: { centre: 'Sevrey' }, note: null });
  });

  it.each(['58', 'Nièvre', 'nievre'])(
    'reads a department by number or name, from its prefecture: %s',
    async (query) => {
      const { nearest } = await clubs(`?q=${encodeURIComponent(query)}`);
      expect(nearest).toMatchObject({
        place: { kind: 'department', name: 'Nièvre', centre: 'Nevers', department: { code: '58' } },
        message: 'Les clubs les plus proches du département Nièvre (58)',
        note: 'Les distances partent de Nevers, sa préfecture.',
      });
      expect(nearest!.clubs).toHaveLength(5);
    },
  );

  it('answers a region without a club with the clubs nearest to its chief town, and lists every region', async () => {
    const list = await clubs('?region=Normandie');
    expect(list.total).toBe(0);
    expect(list.nearest).toMatchObject({
      place: { kind: 'region', name: 'Normandie', centre: 'Rouen', region: 'Normandie' },
      message: 'Les clubs les plus proches de la région Normandie',
      note: 'Les distances partent de Rouen, son chef-lieu.',
    });
    expect(nearestCities(list)[0]).toBe('Paris');
    expect(list.regions.map((entry) => entry.region)).toEqual([...FRENCH_REGIONS]);
    expect(list.regions.find((entry) => entry.region === 'Normandie')!.count).toBe(0);
    expect(list.regions.find((entry) => entry.region === 'Bourgogne-Franche-Comté')!.count).toBe(2);
    const overseas = await clubs(`?region=${encodeURIComponent('La Réunion')}`);
    expect(overseas.nearest!.place).toMatchObject({ kind: 'region', centre: 'Saint-Denis' });
    expect(overseas.nearest!.clubs[0]!.distanceKm).toBeGreaterThan(8000);
  });

  it('looks for the place in the whole directory when the region chosen has no club of that name', async () => {
    const list = await clubs('?q=lyon&region=Bretagne');
    expect(list.total).toBe(0);
    expect(list.nearest!.place).toMatchObject({ kind: 'town', name: 'Lyon' });
    expect(list.nearest!.clubs[0]).toMatchObject({ club: { name: 'Wado Lyon Guillotière' } });
    expect(list.nearest!.clubs[0]!.distanceKm).toBeLessThan(5);
  });

  it('says so in French when the search names no club and no place', async () => {
    const list = await clubs(`?q=${encodeURIComponent('Tombouctou')}`);
    expect(list.nearest).toEqual({
      place: null,
      message: 'Nous ne connaissons aucun club ni aucun lieu nommé «\u00a0Tombouctou\u00a0».',
      note: null,
      clubs: [],
    });
    // The regions stay there to choose from.
    expect(list.regions).toHaveLength(FRENCH_REGIONS.length);
    for (const query of ['20', '97500', '!!!', '2C']) {
      expect((await clubs(`?q=${encodeURIComponent(query)}`)).nearest!.place).toBeNull();
    }
  });

  it('suggests nothing when clubs are found, or when nothing was asked', async () => {
    expect((await clubs('?q=beaune')).nearest).toBeNull();
    expect((await clubs('?region=Bretagne')).nearest).toBeNull();
    expect((await clubs('')).nearest).toBeNull();
    const empty = await startTestApp();
    try {
      await empty.app.db.deleteFrom('clubs').execute();
      expect((await clubs('', empty.app)).nearest).toBeNull();
      expect((await clubs('?q=Dijon', empty.app)).nearest).toMatchObject({ place: { name: 'Dijon' }, clubs: [] });
    } finally {
      await empty.cleanup();
    }
  });
});

describe('the pages of the directory', () => {
  it('pages the clubs found, with their count and the number of pages', async () => {
    const first = await clubs('?limit=4');
    expect(first).toMatchObject({ page: 1, limit: 4, total: 7, pages: 2 });
    const second = await clubs('?limit=4&page=2');
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((club) => club.id)).size).toBe(7);
    expect(await clubs('?limit=4&page=3')).toMatchObject({ items: [], total: 7, pages: 2, nearest: null });
    expect(await clubs(`?region=${encodeURIComponent('Bourgogne-Franche-Comté')}&limit=1&page=2`)).toMatchObject({
      total: 2,
      pages: 2,
      items: [{ city: 'Besançon' }],
    });
  });

  it.each([
    ['?page=10001', 'page'],
    ['?page=1.5', 'page'],
    ['?limit=-1', 'limit'],
    [`?region=${encodeURIComponent('Bourgogne')}`, 'region'],
    [`?q=${encodeURIComponent('Dijon'.repeat(17))}`, 'q'],
  ])('answers %s with a 400 in French', async (query, field) => {
    const body = expectApiError(await known.app.inject(`/api/clubs${query}`), 400);
    expect(body.message).toMatch(/^Requête invalide/);
    expect(body.message).toContain(field);
  });
});

describe('the coordinates of the clubs', () => {
  it('places every seeded club at the centre of its commune', async () => {
    const rows = await seeded.app.db.selectFrom('clubs').select(['city', 'latitude', 'longitude']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.latitude).toEqual(expect.any(Number));
      expect(row.longitude).toEqual(expect.any(Number));
      if (row.city in ATLAS) {
        const town = row as { city: AtlasTown; latitude: number; longitude: number };
        expect(kilometres(town, ATLAS[town.city])).toBeLessThan(10);
      }
    }
    expect(rows.some((row) => row.city === 'Ajaccio')).toBe(true);
  });

  it('places the clubs of an existing database when migration 013 runs', async () => {
    const { db, close } = await openTestDatabase('wado-club-coordinates-');
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '013'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      await db
        .insertInto('clubs')
        .values(
          (
            [
              ['Wado Ajaccio', 'Ajaccio', '20000', '2A'],
              ['Wado Nulle Part', 'Nulle Part', '00000', '75'],
            ] as const
          ).map(([name, city, postalCode, department]) => ({
            name,
            city,
            postal_code: postalCode,
            department,
            department_name: department,
            region: 'Corse',
            address: 'Gymnase',
            training_times: '[]',
            email: 'contact@exemple.fr',
          })),
        )
        .execute();
      await migrate(db);
      const rows = await db.selectFrom('clubs').select(['city', 'latitude', 'longitude']).orderBy('city').execute();
      expect(rows[0]).toMatchObject({ city: 'Ajaccio' });
      expect(kilometres(rows[0] as { latitude: number; longitude: number }, ATLAS.Ajaccio)).toBeLessThan(10);
      expect(rows[1]).toEqual({ city: 'Nulle Part', latitude: null, longitude: null });
    } finally {
      await close();
    }
  });
});
