import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { FRENCH_REGIONS, type ClubDetail, type ClubListResponse, type FrenchRegion } from '@wado/shared/contract';
import { migrate } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { fillClubCoordinates } from '../src/features/clubs/coordinates';
import { redactUrl } from '../src/features/logging/requestLog';
import { emptyTheDirectory, expectApiError, openTestDatabase, startTestApp, tempDir } from './helpers';

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
  await emptyTheDirectory(known.app.db);
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

const cityOf = (name: string) => DIRECTORY.find((row) => row[0] === name)![1] as AtlasTown | 'Atlantide';
const cities = (list: ClubListResponse) => list.items.map((club) => cityOf(club.name));
const ALL_BY_NAME = (list: ClubListResponse) => list.items.map((club) => club.name);

/** Distances from Dijon worked out by hand from the atlas (haversine, R = 6371 km). */
const FROM_DIJON_BY_HAND = { Beaune: 36.3, Besançon: 74.7, Lyon: 174.0 };

describe('a search that names a place: every club, nearest first', () => {
  it('reads « Dijon », where no club is, as the town and lists the clubs by distance from it, paged', async () => {
    const list = await clubs('?q=Dijon');
    expect(list.origin).toEqual({
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
    expect(list.nearest).toBeNull();
    // Every club of the directory; the one whose town is nowhere comes last, without a distance.
    expect(cities(list)).toEqual(['Beaune', 'Besançon', 'Lyon', 'Paris', 'Marseille', 'Brest', 'Atlantide']);
    expect(list.items.at(-1)!.distanceKm).toBeUndefined();
    for (const [town, kilometres] of Object.entries(FROM_DIJON_BY_HAND)) {
      const club = list.items.find((item) => cityOf(item.name) === town)!;
      expect(Number.isInteger(club.distanceKm)).toBe(true);
      expect(Math.abs(club.distanceKm! - kilometres)).toBeLessThan(5);
    }
    for (const club of list.items.slice(0, -1)) {
      expect(Math.abs(club.distanceKm! - kilometres(ATLAS.Dijon, ATLAS[cityOf(club.name) as AtlasTown]))).toBeLessThan(
        5,
      );
      expect(Object.keys(club.position!).sort()).toEqual(['latitude', 'longitude']);
      expect(Number.isFinite(club.position!.latitude) && Number.isFinite(club.position!.longitude)).toBe(true);
    }
    const [first, second] = [await clubs('?q=Dijon&limit=4'), await clubs('?q=Dijon&limit=4&page=2')];
    expect(first).toMatchObject({ total: 7, pages: 2, page: 1 });
    expect([...cities(first), ...cities(second)]).toEqual(cities(list));
    expect(second.origin).toEqual(list.origin);
  });

  it('measures from Dijon in the seeded directory too, nearest first, every club on some page', async () => {
    const list = await clubs('?q=dijon&limit=12', seeded.app);
    expect(list).toMatchObject({ total: 60, pages: 5 });
    const distances = list.items.map((club) => club.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Bourg-en-Bresse is the nearest seeded club, some 125 km away.
    expect(list.items[0]).toMatchObject({ city: 'Bourg-en-Bresse' });
    expect(distances[0]).toBeGreaterThan(100);
    expect(distances[0]).toBeLessThan(150);
  });

  it('answers a town that also names a club by distance from the town: its clubs first, at 0 km', async () => {
    const beaune = await clubs('?q=beaune');
    expect(beaune.origin!.place).toMatchObject({ kind: 'town', name: 'Beaune' });
    expect(beaune.items[0]).toMatchObject({ name: 'Wado Karaté Beaune', distanceKm: 0 });
    expect(beaune.total).toBe(DIRECTORY.length);
    // A club's full name is no place: the text search finds it, in directory order, no distances.
    const byName = await clubs(`?q=${encodeURIComponent('Wado Karaté Beaune')}`);
    expect(byName).toMatchObject({ total: 1, origin: null, nearest: null });
    expect(byName.items[0]!.distanceKm).toBeUndefined();
    const words = await clubs(`?q=${encodeURIComponent('wado paris')}`);
    expect(ALL_BY_NAME(words)).toEqual(['Wado Paris Bastille']);
  });

  it.each(['saint etienne', 'SAINT-ÉTIENNE', 'St-Étienne', 'saint–etienne'])(
    'ignores accents, case, hyphens and « St » in a town name: %s',
    async (query) => {
      const list = await clubs(`?q=${encodeURIComponent(query)}`);
      expect(list.origin!.place).toMatchObject({ kind: 'town', name: 'Saint-Étienne', department: { code: '42' } });
      expect(list.origin!.message).toBe('Les clubs les plus proches de Saint-Étienne (Loire)');
      expect(cities(list)[0]).toBe('Lyon');
    },
  );

  it('takes the most populous of several towns with one name, says so, and follows a department after the name', async () => {
    const { origin, items } = await clubs('?q=Montreuil');
    expect(origin!.place).toMatchObject({ kind: 'town', name: 'Montreuil', department: { code: '93' } });
    expect(origin!.message).toBe('Les clubs les plus proches de Montreuil (Seine-Saint-Denis)');
    expect(origin!.note).toMatch(/^\d+\u00a0communes s’appellent Montreuil\u00a0: voici la plus peuplée\./);
    expect(items[0]!.name).toBe('Wado Paris Bastille');
    const inVendee = await clubs(`?q=${encodeURIComponent('Montreuil 85')}`);
    expect(inVendee.origin).toMatchObject({
      place: { kind: 'town', department: { code: '85', name: 'Vendée' } },
      note: null,
    });
  });

  it('reads a name that several places share as the one where the directory has a club', async () => {
    // Saint-Denis de La Réunion is the most populous Saint-Denis: without a club elsewhere, it is the one.
    expect((await clubs('?q=Saint-Denis')).origin!.place).toMatchObject({ department: { code: '974' } });
    const inserted = await known.app.db
      .insertInto('clubs')
      .values(
        (
          [
            ['Wado Saint-Denis', 'Saint-Denis', '93200', '93', 'Seine-Saint-Denis', 'Île-de-France', 48.936, 2.369],
            ['Wado Vienne', 'Vienne', '38200', '38', 'Isère', 'Auvergne-Rhône-Alpes', 45.521, 4.882],
          ] as const
        ).map(([name, city, postalCode, department, departmentName, region, latitude, longitude]) => ({
          name,
          city,
          postal_code: postalCode,
          department,
          department_name: departmentName,
          region,
          address: 'Gymnase',
          training_times: '[]',
          email: 'contact@exemple.fr',
          latitude,
          longitude,
        })),
      )
      .returning('id')
      .execute();
    try {
      const saintDenis = await clubs('?q=Saint-Denis');
      expect(saintDenis.origin).toMatchObject({
        place: { kind: 'town', name: 'Saint-Denis', department: { code: '93', name: 'Seine-Saint-Denis' } },
        message: 'Les clubs les plus proches de Saint-Denis (Seine-Saint-Denis)',
      });
      expect(saintDenis.origin!.note).toMatch(
        /^\d+\u00a0communes s’appellent Saint-Denis\u00a0: voici celle de l’annuaire des clubs \(Seine-Saint-Denis\)\./,
      );
      expect(saintDenis.items[0]).toMatchObject({ name: 'Wado Saint-Denis', distanceKm: 0 });
      // « Vienne » is a department too: the town of the club, and the note says how to ask for the department.
      const vienne = await clubs('?q=vienne');
      expect(vienne.origin).toMatchObject({
        place: { kind: 'town', name: 'Vienne', department: { code: '38' } },
        note: 'Vienne est aussi un département\u00a0: les distances partent de la commune, qui a un club. Pour le département, cherchez son numéro (86).',
      });
      expect(vienne.items[0]).toMatchObject({ name: 'Wado Vienne', distanceKm: 0 });
      expect((await clubs('?q=86')).origin!.place).toMatchObject({ kind: 'department', name: 'Vienne' });
    } finally {
      await known.app.db
        .deleteFrom('clubs')
        .where(
          'id',
          'in',
          inserted.map((row) => row.id),
        )
        .execute();
    }
    expect((await clubs('?q=vienne')).origin!.place).toMatchObject({ kind: 'department', centre: 'Poitiers' });
  });

  it('reads a postal code, with or without the town, and says which commune it measures from', async () => {
    const dijon = await clubs('?q=21000');
    expect(dijon.origin).toEqual({
      place: expect.objectContaining({ kind: 'postalCode', name: '21000', centre: 'Dijon' }),
      message: 'Les clubs les plus proches de Dijon (21000)',
      note: null,
    });
    expect(cities(dijon)).toEqual(cities(await clubs('?q=Dijon')));
    const chalon = await clubs('?q=71100');
    expect(chalon.origin!.place).toMatchObject({ centre: 'Chalon-sur-Saône' });
    expect(chalon.origin!.note).toMatch(/^Le code postal 71100 couvre \d+\u00a0communes\u00a0: .*Chalon-sur-Saône/);
    const sevrey = await clubs(`?q=${encodeURIComponent('71100 Sevrey')}`);
    expect(sevrey.origin).toMatchObject({ place: { centre: 'Sevrey' }, note: null });
  });

  it.each(['58', 'Nièvre', 'nievre'])(
    'reads a department by number or name, from its prefecture: %s',
    async (query) => {
      const { origin, total } = await clubs(`?q=${encodeURIComponent(query)}`);
      expect(origin).toMatchObject({
        place: { kind: 'department', name: 'Nièvre', centre: 'Nevers', department: { code: '58' } },
        message: 'Les clubs les plus proches du département Nièvre (58)',
        note: 'Les distances partent de Nevers, sa préfecture.',
      });
      expect(total).toBe(DIRECTORY.length);
    },
  );

  it('lists the clubs of the region chosen by distance from the place searched', async () => {
    const list = await clubs(`?q=lyon&region=${encodeURIComponent('Bourgogne-Franche-Comté')}`);
    expect(list.origin!.place).toMatchObject({ kind: 'town', name: 'Lyon' });
    expect(cities(list)).toEqual(['Beaune', 'Besançon']);
  });

  it('answers a region without a club with every club, nearest to its chief town first', async () => {
    const list = await clubs('?region=Normandie');
    expect(list.origin).toEqual({
      place: expect.objectContaining({ kind: 'region', name: 'Normandie', centre: 'Rouen', region: 'Normandie' }),
      message: 'Les clubs les plus proches de la région Normandie',
      note: 'Les distances partent de Rouen, son chef-lieu.',
    });
    expect(list.total).toBe(DIRECTORY.length);
    expect(cities(list)[0]).toBe('Paris');
    expect(list.regions.map((entry) => entry.region)).toEqual([...FRENCH_REGIONS]);
    expect(list.regions.find((entry) => entry.region === 'Normandie')!.count).toBe(0);
    expect(list.regions.find((entry) => entry.region === 'Bourgogne-Franche-Comté')!.count).toBe(2);
    const overseas = await clubs(`?region=${encodeURIComponent('La Réunion')}`);
    expect(overseas.origin!.place).toMatchObject({ kind: 'region', centre: 'Saint-Denis' });
    expect(overseas.items[0]!.distanceKm).toBeGreaterThan(8000);
    // A place searched in that region: the same, from the place.
    expect(cities(await clubs('?q=Dijon&region=Normandie'))).toEqual(cities(await clubs('?q=Dijon')));
  });

  it('says so in French when the search names no club and no place, and lists nothing', async () => {
    const list = await clubs(`?q=${encodeURIComponent('Tombouctou')}`);
    expect(list).toMatchObject({ items: [], total: 0, origin: null });
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

  it('says nothing is unknown when the words name a club of another region', async () => {
    const list = await clubs(`?q=${encodeURIComponent('Wado Paris Bastille')}&region=Bretagne`);
    expect(list).toMatchObject({ total: 0, origin: null, nearest: null });
  });

  it('lists the directory in its order, without distances, when nothing is asked', async () => {
    const list = await clubs('');
    expect(list).toMatchObject({ origin: null, nearest: null, total: DIRECTORY.length });
    expect(list.items.every((club) => club.distanceKm === undefined)).toBe(true);
    expect((await clubs('?region=Bretagne')).origin).toBeNull();
  });

  it('answers a place with an empty list when the directory has no club yet', async () => {
    const empty = await startTestApp();
    try {
      await emptyTheDirectory(empty.app.db);
      expect(await clubs('', empty.app)).toMatchObject({ total: 0, origin: null, nearest: null });
      expect(await clubs('?q=Dijon', empty.app)).toMatchObject({
        items: [],
        total: 0,
        origin: { place: { name: 'Dijon' } },
        nearest: null,
      });
    } finally {
      await empty.cleanup();
    }
  });
});

describe('« autour de moi »: the clubs nearest to the visitor’s position', () => {
  it('lists every club by distance from the position, says so, and keeps the answer out of caches', async () => {
    const response = await known.app.inject('/api/clubs?near=47.32,5.04');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<ClubListResponse>();
    expect(list.origin).toEqual({ place: null, message: 'Les clubs les plus proches de votre position', note: null });
    expect(cities(list)).toEqual(cities(await clubs('?q=Dijon')));
    expect(Math.abs(list.items[0]!.distanceKm! - FROM_DIJON_BY_HAND.Beaune)).toBeLessThan(5);
    const paged = await clubs(
      `?near=${encodeURIComponent('47.32, 5.04')}&limit=2&page=2&region=${encodeURIComponent('Île-de-France')}`,
    );
    expect(paged).toMatchObject({ total: 2, pages: 1, page: 2, items: [] });
    expect(cities(await clubs(`?near=47.32,5.04&region=${encodeURIComponent('Bourgogne-Franche-Comté')}`))).toEqual([
      'Beaune',
      'Besançon',
    ]);
  });

  it.each(['91,0', '-90.5,2', '0,181', '45,-180.01', 'abc', '47.3', '47.3;5.0', '4e1,5', '', '47,5,3'])(
    'refuses the position %p with a 400 in French',
    async (near) => {
      const body = expectApiError(await known.app.inject(`/api/clubs?near=${encodeURIComponent(near)}`), 400);
      expect(body.message).toBe(
        'Position invalide : « near » s’écrit « latitude,longitude » en degrés décimaux, la latitude entre -90 et 90, la longitude entre -180 et 180.',
      );
    },
  );

  it('accepts the ends of the ranges', async () => {
    for (const near of ['90,180', '-90,-180', '0,0'])
      expect((await clubs(`?near=${near}`)).total).toBe(DIRECTORY.length);
  });

  it('refuses a position with a search, in French', async () => {
    expectApiError(
      await known.app.inject('/api/clubs?near=47.32,5.04&q=Lyon'),
      400,
      'Cherchez autour de votre position ou d’un lieu, pas les deux à la fois.',
    );
  });

  it('keeps the position out of the request log', async () => {
    expect(redactUrl('/api/clubs?near=47.32%2C5.04&page=2')).toBe('/api/clubs?near=[masqué]&page=2');
    expect(redactUrl('/api/clubs?q=Dijon')).toBe('/api/clubs?q=Dijon');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startTestApp({ logLevel: 'info' }, { logStream: stream });
    try {
      expect((await logged.app.inject('/api/clubs?near=47.3211,5.0412&page=1')).statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/clubs?near=[masqué]&page=1');
      expect(log).not.toMatch(/47\.3|5\.04/);
    } finally {
      await logged.cleanup();
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
      expect(typeof row.latitude).toBe('number');
      expect(typeof row.longitude).toBe('number');
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

describe('a club’s page (GET /api/clubs/:club)', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const TEST_EVENTS = [
    // slug, city, address, first and last day (from today), status, publication
    ['club-test-chalon-en-cours', 'Chalon-sur-Saône', '2 rue du Test, 71100 Chalon-sur-Saône', -1, 1, 'published', -30],
    ['club-test-dijon', 'Dijon', '1 rue du Test, 21000 Dijon', 2, 2, 'published', -30],
    ['club-test-brouillon', 'Beaune', '1 rue du Test, 21200 Beaune', 3, 3, 'draft', -30],
    ['club-test-programme', 'Beaune', '1 rue du Test, 21200 Beaune', 3, 3, 'published', 10],
    ['club-test-fini', 'Beaune', '1 rue du Test, 21200 Beaune', -3, -2, 'published', -30],
    ['club-test-strasbourg', 'Strasbourg', '1 rue du Test, 67000 Strasbourg', 2, 2, 'published', -30],
    ['club-test-lisbonne', 'Lisbonne', 'Rossio dos Olivais, 1990-231 Lisbonne (Portugal)', 2, 2, 'published', -30],
  ] as const;
  let beaune: number;

  beforeAll(async () => {
    const db = known.app.db;
    beaune = (await db.selectFrom('clubs').select('id').where('city', '=', 'Beaune').executeTakeFirstOrThrow()).id;
    const person = { club_id: beaune, club: 'Wado Karaté Beaune', portrait: '', portrait_alt: '' };
    await db
      .insertInto('coaches')
      .values({
        ...person,
        slug: 'club-test-coach',
        name: 'Claire Test',
        role: 'Entraîneuse',
        dan: 5,
        city: 'Beaune',
        bio: 'Bio',
        position: 99,
      })
      .execute();
    const competitor = {
      ...person,
      gender: 'F',
      discipline: 'kata',
      age_group: 'seniors',
      weight_class: null,
      achievements: '[]',
    };
    await db
      .insertInto('competitors')
      .values([
        { ...competitor, slug: 'club-test-b', name: 'Berthe Test', grade: '2e dan', position: 991 },
        { ...competitor, slug: 'club-test-a', name: 'Alice Test', grade: '1er dan', position: 990 },
      ])
      .execute();
    await db
      .insertInto('events')
      .values(
        TEST_EVENTS.map(([slug, city, address, first, last, status, published]) => ({
          slug,
          title: `Test ${city}`,
          kind: 'stage',
          start_date: day(first),
          end_date: day(last),
          place: 'Dojo',
          city,
          address,
          summary: 'Résumé',
          description: 'Description',
          registration: 'Inscription',
          registration_url: null,
          registration_deadline: null,
          updated_at: new Date().toISOString(),
          status,
          publish_at: new Date(Date.now() + published * 86_400_000).toISOString(),
        })),
      )
      .execute();
  });

  it('gives the club, its coaches and competitors of the national team, and the next events near it', async () => {
    const response = await known.app.inject(`/api/clubs/${beaune}`);
    expect(response.statusCode).toBe(200);
    const club = response.json<ClubDetail>();
    expect(club).toMatchObject({
      id: beaune,
      name: 'Wado Karaté Beaune',
      city: 'Beaune',
      postalCode: '21200',
      trainingTimes: ['Lundi 19 h – 20 h 30 : adultes'],
      email: 'contact@exemple.fr',
      eventsRadiusKm: 200,
      coaches: [{ slug: 'club-test-coach', name: 'Claire Test', role: 'Entraîneuse' }],
    });
    expect(kilometres(club.position!, ATLAS.Beaune)).toBeLessThan(5);
    expect(club.competitors).toEqual([
      { slug: 'club-test-a', name: 'Alice Test', discipline: 'kata', ageGroup: 'seniors', grade: '1er dan' },
      { slug: 'club-test-b', name: 'Berthe Test', discipline: 'kata', ageGroup: 'seniors', grade: '2e dan' },
    ]);
    // Published, not over, within 200 km: soonest first. Drafts, scheduled, past, far and foreign ones are not.
    const ours = club.events.filter((event) => event.slug.startsWith('club-test-'));
    expect(ours.map((event) => event.slug)).toEqual(['club-test-chalon-en-cours', 'club-test-dijon']);
    // By hand: Beaune–Dijon 36 km, Beaune–Chalon-sur-Saône (46.781, 4.854) 27 km.
    expect(Math.abs(ours[1]!.distanceKm - 36)).toBeLessThan(5);
    expect(Math.abs(ours[0]!.distanceKm - 27)).toBeLessThan(5);
    expect(ours[1]).toMatchObject({ title: 'Test Dijon', city: 'Dijon', kind: 'stage', startDate: day(2) });
    expect(club.events.length).toBeLessThanOrEqual(5);
    expect(club.events.every((event) => event.distanceKm <= 200)).toBe(true);
    const starts = club.events.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('lists no event for a club whose town is nowhere, and no team for a club without one', async () => {
    const atlantide = await known.app.db
      .selectFrom('clubs')
      .select('id')
      .where('city', '=', 'Atlantide')
      .executeTakeFirstOrThrow();
    const club = (await known.app.inject(`/api/clubs/${atlantide.id}`)).json<ClubDetail>();
    expect(club).toMatchObject({ position: null, events: [], coaches: [], competitors: [] });
  });

  it.each(['999999', '0', 'abc', '1e3', '-1', `${'9'.repeat(12)}`])('answers %s with a 404 in French', async (id) => {
    expectApiError(
      await known.app.inject(`/api/clubs/${id}`),
      404,
      'Ce club est introuvable : il a peut-être quitté l’annuaire.',
    );
  });

  it('is a page of the site and of its sitemap; an unknown club is a real 404', async () => {
    const site = tempDir('wado-club-pages-');
    fs.writeFileSync(
      path.join(site.dir, 'index.html'),
      '<!doctype html><html><head><!-- wado:runtime-config --></head><body></body></html>',
    );
    const pages = await startTestApp({ shellDir: site.dir });
    try {
      const sitemap = (await pages.app.inject('/sitemap.xml')).body;
      const ids = await pages.app.db.selectFrom('clubs').select('id').execute();
      expect(ids).toHaveLength(60);
      for (const { id } of ids) expect(sitemap).toContain(`/club/${id}</loc>`);
      expect((await pages.app.inject(`/club/${ids[0]!.id}`)).statusCode).toBe(200);
      for (const url of ['/club/999999', '/club/abc', "/club/1'%20OR%201=1--"]) {
        expect((await pages.app.inject(url)).statusCode).toBe(404);
      }
    } finally {
      await pages.cleanup();
      site.remove();
    }
  });
});
