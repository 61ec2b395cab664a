import type { FastifyInstance } from 'fastify';
import {
  FRENCH_REGIONS,
  type ClubListResponse,
  type CommitteeResponse,
  type MembershipResponse,
} from '@wado/shared/contract';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/schema';
import { countRows, expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

const count = (table: keyof Database, target = app) => countRows(target, table);

const clubs = async (query = '') => {
  const response = await app.inject(`/api/clubs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ClubListResponse>();
};

describe('GET /api/committee', () => {
  it('groups the officers by body, in order, with the bureau of the seeded pages', async () => {
    const response = await app.inject('/api/committee');
    expect(response.statusCode).toBe(200);
    const { bodies } = response.json<CommitteeResponse>();
    expect(bodies.map((body) => body.id)).toEqual(['bureau', 'commissions', 'direction-technique']);
    const bureau = bodies[0]!.members.map((member) => `${member.name} – ${member.role}`);
    expect(bureau).toEqual(
      expect.arrayContaining([
        'Hélène Marchand – Présidente',
        'Julien Lefèvre – Secrétaire',
        'Karim Benali – Trésorier',
      ]),
    );
    expect(bureau[0]).toBe('Hélène Marchand – Présidente');
    const technical = bodies[2]!.members.map((member) => member.name);
    expect(technical).toEqual(expect.arrayContaining(['Philippe Garnier', 'Sophie Nakamura-Roux']));
    expect(bodies[1]!.members.every((member) => /^(Responsable|Médecin)/.test(member.role))).toBe(true);
  });

  it('gives every member a portrait of ours with a French alternative and a short text', async () => {
    const { bodies } = (await app.inject('/api/committee')).json<CommitteeResponse>();
    const members = bodies.flatMap((body) => body.members);
    expect(members.length).toBeGreaterThanOrEqual(12);
    for (const member of members) {
      expect(member.portrait).toMatch(/^\/media\/committee\/[a-z-]+\.svg$/);
      expect(member.portraitAlt).toMatch(/^Portrait illustré d(e |’)/);
      expect(member.portraitAlt).toContain(member.name);
      expect(member.bio.length).toBeGreaterThan(40);
      const image = await app.inject(member.portrait);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body.length).toBeLessThan(4096);
    }
  });
});

describe('GET /api/clubs', () => {
  it('lists sixty clubs in eleven regions, each with its contact details', async () => {
    const list = await clubs();
    expect(list.total).toBe(60);
    expect(list.items).toHaveLength(60);
    expect(list).toMatchObject({ page: 1, limit: 100, pages: 1 });
    expect(list.regions.map((entry) => entry.region)).toEqual([...FRENCH_REGIONS]);
    expect(list.regions.filter((entry) => entry.count > 0)).toHaveLength(11);
    expect(list.regions.reduce((sum, region) => sum + region.count, 0)).toBe(60);
    expect(list.nearest).toBeNull();
    for (const club of list.items) {
      expect(FRENCH_REGIONS).toContain(club.region);
      expect(club.postalCode).toMatch(/^\d{5}$/);
      expect(club.department).toMatch(/^(\d{2}|2[AB])$/);
      expect(club.trainingTimes.length).toBeGreaterThanOrEqual(3);
      expect(club.email ?? club.phone).toBeTruthy();
      if (club.website) expect(club.website).toMatch(/^https:\/\//);
      if (club.phone) expect(club.phone).toMatch(/^0\d( \d\d){4}$/);
    }
    expect(list.items.filter((club) => club.website).length).toBeGreaterThan(10);
  });

  it('filters by region', async () => {
    const list = await clubs('?region=Bretagne');
    expect(list.total).toBe(4);
    expect(list.items.every((club) => club.region === 'Bretagne')).toBe(true);
    expect(list.regions).toHaveLength(FRENCH_REGIONS.length);
  });

  it('lists the clubs of a town first, by distance, ignoring accents and case; other words search the names', async () => {
    const saintEtienne = await clubs(`?q=${encodeURIComponent('SAINT-ETIENNE')}`);
    expect(saintEtienne.items[0]).toMatchObject({ city: 'Saint-Étienne', distanceKm: 0 });
    const lyon = await clubs('?q=lyon');
    expect(lyon.items.slice(0, 2).map((club) => club.city)).toEqual(['Lyon', 'Lyon']);
    expect(lyon.items[2]!.city).not.toBe('Lyon');
    const dojo = await clubs(`?q=${encodeURIComponent('dojo wado')}`);
    expect(dojo.total).toBeGreaterThan(0);
    expect(dojo.origin).toBeNull();
    expect(
      dojo.items.every((club) => /dojo/i.test(club.name) || /dojo/i.test(club.address) || /dojo/i.test(club.city)),
    ).toBe(true);
  });

  it('lists the clubs of a department first by its number, from its prefecture, Corsica included', async () => {
    const rhone = await clubs('?q=69');
    expect(rhone.total).toBe(60);
    expect(rhone.items.slice(0, 5).every((club) => club.department === '69')).toBe(true);
    expect((await clubs('?q=2A')).items[0]!.city).toBe('Ajaccio');
    expect((await clubs('?q=2b')).items[0]!.city).toBe('Bastia');
  });

  it('combines the region and the search, and answers an empty page when nothing matches', async () => {
    const paris = await clubs(`?region=${encodeURIComponent('Île-de-France')}&q=paris`);
    expect(paris.items.every((club) => club.region === 'Île-de-France')).toBe(true);
    // From the centre of Paris: a club of Paris first; the others of Paris stand in their
    // arrondissements, some farther than a club just outside.
    expect(paris.items[0]!.city).toBe('Paris');
    expect(paris.items.slice(0, 4).filter((club) => club.city === 'Paris').length).toBeGreaterThanOrEqual(2);
    expect((await clubs(`?region=Bretagne&q=${encodeURIComponent('dojo wado lyon')}`)).total).toBe(0);
    const none = await clubs('?q=zzzz');
    expect(none).toMatchObject({ items: [], total: 0, pages: 0, nearest: { place: null, clubs: [] } });
  });

  it('pages the list', async () => {
    const first = await clubs('?limit=25');
    const third = await clubs('?limit=25&page=3');
    expect(first.pages).toBe(3);
    expect(first.items).toHaveLength(25);
    expect(third.items).toHaveLength(10);
    expect(new Set([...first.items, ...third.items].map((club) => club.id)).size).toBe(35);
  });

  it.each([
    ['?region=Atlantide', 'region'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?limit=501', 'limit'],
    ['?limit=0', 'limit'],
    [`?q=${'a'.repeat(81)}`, 'q'],
  ])('answers %s with a 400 in French', async (query, field) => {
    const body = expectApiError(await app.inject(`/api/clubs${query}`), 400);
    expect(body.message).toContain(field);
    expect(body.message).toMatch(/^Requête invalide/);
  });
});

describe('GET /api/membership', () => {
  it('serves the 2026-2027 season with its licence fees in cents, steps and documents', async () => {
    const response = await app.inject('/api/membership');
    expect(response.statusCode).toBe(200);
    const membership = response.json<MembershipResponse>();
    expect(membership.season).toEqual({
      label: '2026-2027',
      startsOn: '2026-09-01',
      endsOn: '2027-08-31',
      affiliationFeeCents: 15000,
    });
    expect(membership.categories.map((category) => category.name)).toEqual([
      'Licence enfant',
      'Licence jeune',
      'Licence adulte',
      'Licence dirigeant',
      'Licence découverte',
    ]);
    for (const category of membership.categories)
      expect(Number.isInteger(category.feeCents) && category.feeCents > 0).toBe(true);
    expect(membership.steps.map((step) => step.position)).toEqual([1, 2, 3, 4, 5]);
    expect(membership.steps[0]!.body).toContain('(/affiliated_clubs)');
    expect(membership.clubSteps.length).toBeGreaterThanOrEqual(3);
    expect(membership.documents.map((document) => document.appliesTo)).toEqual(
      expect.arrayContaining(['Majeurs', 'Mineurs', 'Compétiteurs']),
    );
    expect(JSON.stringify(membership)).not.toMatch(/<[a-z]/i);
  });

  it('answers a JSON 404 in French while no season is published', async () => {
    const other = await startTestApp();
    try {
      // The seed's licence holders' licences go first: the accounts keep a season that has some.
      await other.app.db.deleteFrom('licences').execute();
      await other.app.db.deleteFrom('membership_seasons').execute();
      expect(await count('licence_categories', other.app)).toBe(0);
      expectApiError(
        await other.app.inject('/api/membership'),
        404,
        "Les conditions d'adhésion de la saison ne sont pas encore publiées.",
      );
    } finally {
      await other.cleanup();
    }
  });
});

describe('seed', () => {
  it('does not duplicate, overwrite nor bring back anything on a second start', async () => {
    const other = await startTestApp();
    const tables = [
      'clubs',
      'committee_members',
      'committee_bodies',
      'lexicon_terms',
      'licence_categories',
      'membership_steps',
      'membership_documents',
      'membership_seasons',
    ] as const;
    try {
      const before = await Promise.all(tables.map((table) => count(table, other.app)));
      await other.app.db
        .updateTable('clubs')
        .set({ city: 'Lyon (édité)' })
        .where('name', '=', 'Dojo Wado de la Croix-Rousse')
        .execute();
      await other.app.db.deleteFrom('lexicon_terms').where('term', '=', 'Mokuso yame').execute();
      await other.app.close();
      const again = await buildApp(other.config);
      try {
        const expected = [...before];
        expected[tables.indexOf('lexicon_terms')]! -= 1;
        expect(await Promise.all(tables.map((table) => count(table, again)))).toEqual(expected);
        const edited = await again.db
          .selectFrom('clubs')
          .select('city')
          .where('name', '=', 'Dojo Wado de la Croix-Rousse')
          .execute();
        expect(edited).toEqual([{ city: 'Lyon (édité)' }]);
      } finally {
        await again.close();
      }
    } finally {
      await other.cleanup().catch(() => undefined);
    }
  });
});

it('writes nothing when asked with a bad parameter', async () => {
  const before = await count('clubs');
  await app.inject({ method: 'POST', url: '/api/clubs', payload: { name: 'x' } });
  await app.inject('/api/clubs?region=Atlantide');
  expect(await count('clubs')).toBe(before);
});
