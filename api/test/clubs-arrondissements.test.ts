import { Migrator, sql } from 'kysely';
import type { ClubListResponse } from '@wado/shared/contract';
import { migrate } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { fillClubCoordinates } from '../src/features/clubs/coordinates';
import { foldPlaceName } from '../src/features/clubs/communes';
import { locateTown } from '../src/features/clubs/places';
import { emptyTheDirectory, openTestDatabase, startTestApp } from './helpers';

/**
 * Paris, Lyon and Marseille are searched and placed by arrondissement: « 75011 » starts from the
 * 11th, where a club of the 11th is nearer than one of the 15th, instead of from the centre of
 * Paris where every club of Paris stood.
 */

let test: Awaited<ReturnType<typeof startTestApp>>;
const CLUBS: [name: string, postalCode: string, city: string, department: string][] = [
  ['Wado Paris Vaugirard', '75015', 'Paris', '75'],
  ['Wado Paris Bastille', '75011', 'Paris', '75'],
  ['Wado Lyon Part-Dieu', '69003', 'Lyon', '69'],
  ['Wado Lyon Vaise', '69009', 'Lyon', '69'],
];

beforeAll(async () => {
  test = await startTestApp();
  await emptyTheDirectory(test.app.db);
  await test.app.db
    .insertInto('clubs')
    .values(
      CLUBS.map(([name, postalCode, city, department]) => ({
        name,
        city,
        postal_code: postalCode,
        department,
        department_name: department,
        region: department === '75' ? 'Île-de-France' : 'Auvergne-Rhône-Alpes',
        address: 'Gymnase municipal',
        training_times: '[]',
        email: 'contact@exemple.fr',
      })),
    )
    .execute();
  expect(await fillClubCoordinates(test.app.db)).toBe(CLUBS.length);
});
afterAll(() => test?.cleanup());

const clubs = async (query: string) => (await test.app.inject(`/api/clubs${query}`)).json<ClubListResponse>();

describe('the arrondissements of Paris, Lyon and Marseille', () => {
  it('read « Œ » as « oe » in a place’s name, as everywhere on the site', () => {
    expect(foldPlaceName('Œuilly')).toBe(foldPlaceName('Oeuilly'));
    expect(foldPlaceName('Cricquebœuf')).toBe('cricqueboeuf');
  });

  it('place a club at its arrondissement, not at its city’s centre', () => {
    const bastille = locateTown('75011', 'Paris')!;
    const vaugirard = locateTown('75015', 'Paris')!;
    expect(bastille).not.toEqual(vaugirard);
    // The 11th lies east of the 15th, both within Paris.
    expect(bastille.longitude).toBeGreaterThan(vaugirard.longitude);
    expect(locateTown('75116', 'Paris')).toEqual(locateTown('75016', 'Paris'));
    expect(locateTown('13001', 'Marseille')).not.toEqual(locateTown('13008', 'Marseille'));
  });

  it('start a search by postal code from the arrondissement: the club of the 11th first for « 75011 »', async () => {
    const eleventh = await clubs('?q=75011');
    expect(eleventh.origin!.place).toMatchObject({
      kind: 'postalCode',
      name: '75011',
      centre: 'Paris 11e Arrondissement',
    });
    expect(eleventh.origin!.note).toBeNull();
    expect(eleventh.items.map((club) => club.name).slice(0, 2)).toEqual([
      'Wado Paris Bastille',
      'Wado Paris Vaugirard',
    ]);
    expect(eleventh.items[0]!.distanceKm).toBeLessThan(1);
    expect(eleventh.items[1]!.distanceKm).toBeGreaterThan(4);

    const fifteenth = await clubs('?q=75015');
    expect(fifteenth.items.map((club) => club.name).slice(0, 2)).toEqual([
      'Wado Paris Vaugirard',
      'Wado Paris Bastille',
    ]);
    const vaise = await clubs('?q=69009');
    expect(vaise.items[0]!.name).toBe('Wado Lyon Vaise');
    // The city's name still starts from its centre.
    expect((await clubs('?q=Paris')).origin!.place).toMatchObject({ centre: 'Paris' });
  });
});

describe('migration 040', () => {
  it('moves the clubs placed at their city’s centre to their arrondissement, and no other', async () => {
    const { db, close } = await openTestDatabase('wado-arrondissements-');
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '040'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      const club = (name: string, postalCode: string, city: string, latitude: number, longitude: number) =>
        sql`INSERT INTO clubs (name, city, postal_code, department, department_name, region, address, email, latitude, longitude)
          VALUES (${name}, ${city}, ${postalCode}, ${postalCode.slice(0, 2)}, 'x', 'Île-de-France', 'Gymnase', 'a@b.fr',
            ${latitude}, ${longitude})`.execute(db);
      await club('Vaugirard', '75015', 'Paris', 48.859, 2.347);
      await club('Dijon', '21000', 'Dijon', 47.322, 5.041);
      await migrate(db);
      const rows = await sql<{ name: string; latitude: number; longitude: number }>`
        SELECT name, latitude, longitude FROM clubs ORDER BY name`.execute(db);
      expect(rows.rows).toEqual([
        { name: 'Dijon', latitude: 47.322, longitude: 5.041 },
        { name: 'Vaugirard', ...locateTown('75015', 'Paris') },
      ]);
    } finally {
      await close();
    }
  });
});
