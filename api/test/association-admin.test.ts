import type { FastifyInstance } from 'fastify';
import type {
  ClubListResponse,
  ClubRecord,
  Coach,
  CommitteeMemberRecord,
  CommitteeResponse,
  LicenceCategoryRecord,
  MembershipResponse,
  MembershipSeasonRecord,
  Partner,
  PartnerRecord,
} from '@wado/shared/contract';
import { describeCollection } from './collections';
import { addUpload, startEditingApp } from './editing-fixtures';
import { countRows, expectApiError } from './helpers';
import { signInAs } from './people';

/** Each collection's tests start their own server; the inputs that name an upload use this one's. */
let uploadId = 0;
let seasonId = 0;
async function startWithUpload() {
  const env = await startEditingApp();
  uploadId = await addUpload(env.app, { width: 800, height: 800 });
  seasonId = (await env.app.db.selectFrom('membership_seasons').select('id').executeTakeFirstOrThrow()).id;
  return env;
}

const club = (n: number) => ({
  name: `Karaté Wado Test ${n}`,
  address: `${n} rue des Dojos`,
  postalCode: '21000',
  city: 'Dijon',
  trainingTimes: ['Lundi 18 h 00 – 19 h 30 : adultes', 'Mercredi 14 h 00 – 15 h 00 : enfants'],
  email: 'contact@karate-test.fr',
  phone: '03 80 12 34 56',
  website: 'https://www.karate-test.fr',
  disciplines: ['enfants', 'wado'],
});

describeCollection({
  path: 'clubs',
  table: 'clubs',
  roles: ['association'],
  ruledRoles: ['club'],
  auditKind: 'club',
  start: startWithUpload,
  validInput: club,
  invalidInputs: [
    { name: 'a commune the postal code does not have', input: (n) => ({ ...club(n), city: 'Beaune' }) },
    { name: 'a postal code of no commune', input: (n) => ({ ...club(n), postalCode: '99999' }) },
    { name: 'a postal code of four digits', input: (n) => ({ ...club(n), postalCode: '2100' }) },
    { name: 'an unknown discipline', input: (n) => ({ ...club(n), disciplines: ['judo'] }) },
    { name: 'a training time on two lines', input: (n) => ({ ...club(n), trainingTimes: ['Lundi\n18 h'] }) },
    { name: 'an e-mail address that is not one', input: (n) => ({ ...club(n), email: 'contact@club' }) },
    { name: 'a website that is not a link', input: (n) => ({ ...club(n), website: 'www.club.fr' }) },
    { name: 'an empty name', input: (n) => ({ ...club(n), name: ' ' }) },
    { name: 'a presentation too long', input: (n) => ({ ...club(n), presentation: 'Wado. '.repeat(150) }) },
    // The table refuses it too: without this check it was a 500.
    { name: 'neither e-mail nor phone', input: (n) => ({ ...club(n), email: null, phone: ' ' }) },
  ],
});

const member = (n: number) => ({
  body: 'bureau',
  name: `Camille Test ${n}`,
  role: 'Trésorière adjointe',
  bio: '3e dan, professeure au club de Dijon.',
  portrait: { uploadId, alt: `Photo de Camille Test ${n}` },
  position: n,
});

describeCollection({
  path: 'committee',
  table: 'committee_members',
  roles: ['association'],
  auditKind: 'committee-member',
  start: startWithUpload,
  validInput: member,
  invalidInputs: [
    { name: 'a body the committee does not have', input: (n) => ({ ...member(n), body: 'cuisine' }) },
    { name: 'a portrait never uploaded', input: (n) => ({ ...member(n), portrait: { uploadId: 999_999, alt: 'x' } }) },
    { name: 'a portrait without its text', input: (n) => ({ ...member(n), portrait: { uploadId, alt: ' ' } }) },
    { name: 'an empty role', input: (n) => ({ ...member(n), role: '' }) },
    { name: 'a negative position', input: (n) => ({ ...member(n), position: -1 }) },
  ],
});

const season = (n: number) => ({
  label: `Saison test ${n}`,
  startsOn: `${2100 + n}-09-01`,
  endsOn: `${2101 + n}-08-31`,
  affiliationFeeCents: 15_000,
});

describeCollection({
  path: 'membership-seasons',
  table: 'membership_seasons',
  roles: ['association'],
  auditKind: 'membership-season',
  start: startWithUpload,
  validInput: season,
  invalidInputs: [
    { name: 'a season that ends before it starts', input: (n) => ({ ...season(n), endsOn: `${2100 + n}-08-31` }) },
    { name: 'a day the calendar does not have', input: (n) => ({ ...season(n), startsOn: `${2100 + n}-02-30` }) },
    { name: 'a fee in euros with decimals', input: (n) => ({ ...season(n), affiliationFeeCents: 150.5 }) },
    { name: 'a negative fee', input: (n) => ({ ...season(n), affiliationFeeCents: -1 }) },
    { name: 'the label of another season', input: (n) => ({ ...season(n), label: '2026-2027' }), status: 409 },
  ],
});

const category = (n: number) => ({
  seasonId,
  name: `Licence test ${n}`,
  audience: 'Né(e) en 2010 ou avant',
  description: 'Pratique loisir.',
  feeCents: 3550,
  position: 10 + n,
});

describeCollection({
  path: 'licence-categories',
  table: 'licence_categories',
  roles: ['association'],
  auditKind: 'licence-category',
  start: startWithUpload,
  validInput: category,
  invalidInputs: [
    { name: 'a season that does not exist', input: (n) => ({ ...category(n), seasonId: 999_999 }) },
    { name: 'a fee that is not in cents', input: (n) => ({ ...category(n), feeCents: 35.5 }) },
    { name: 'a fee given as text', input: (n) => ({ ...category(n), feeCents: '35,50' }) },
    { name: 'an empty name', input: (n) => ({ ...category(n), name: '' }) },
  ],
});

const partner = (n: number) => ({
  name: `Partenaire test ${n}`,
  logo: { uploadId, alt: `Logo du partenaire test ${n}` },
  website: 'https://www.partenaire-test.fr',
  description: 'Soutien des stages jeunes.',
  position: 10 + n,
});

describeCollection({
  path: 'partners',
  table: 'partners',
  roles: ['association'],
  auditKind: 'partner',
  start: startWithUpload,
  validInput: partner,
  invalidInputs: [
    { name: 'a new partner without a logo', input: (n) => ({ ...partner(n), logo: null }) },
    { name: 'a logo never uploaded', input: (n) => ({ ...partner(n), logo: { uploadId: 999_999, alt: 'Logo' } }) },
    { name: 'a website that is not a link', input: (n) => ({ ...partner(n), website: 'partenaire.fr' }) },
    { name: 'the name of another partner', input: (n) => ({ ...partner(n), name: 'Lyon Sports' }), status: 409 },
  ],
});

describe('the association’s data in the back office', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ app, cleanup } = await startWithUpload());
    ({ headers } = await signInAs(app, ['association']));
  });
  afterAll(() => cleanup?.());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  describe('clubs', () => {
    it('places a new club at its commune, with the department and region of the commune, and the finder shows it first for Dijon', async () => {
      const created = await call('POST', '/api/admin/clubs', {
        ...club(1),
        name: 'Aaa Karaté Dijon Test',
        city: 'dijon',
        disciplines: ['self-defense', 'wado', 'enfants'],
      });
      expect(created.statusCode).toBe(201);
      const saved = created.json<ClubRecord>();
      expect(saved).toMatchObject({
        city: 'Dijon',
        department: '21',
        departmentName: 'Côte-d’Or',
        region: 'Bourgogne-Franche-Comté',
        disciplines: ['wado', 'enfants', 'self-defense'],
      });
      expect(saved.latitude).toBeCloseTo(47.32, 1);
      expect(saved.longitude).toBeCloseTo(5.04, 1);

      const finder = (await app.inject('/api/clubs?q=Dijon')).json<ClubListResponse>();
      expect(finder.items[0]).toMatchObject({
        id: saved.id,
        name: 'Aaa Karaté Dijon Test',
        disciplines: saved.disciplines,
      });

      // Moved to Lyon: the position, department and region follow the commune.
      const moved = await call('PUT', `/api/admin/clubs/${saved.id}`, {
        ...club(1),
        name: 'Aaa Karaté Dijon Test',
        postalCode: '69007',
        city: 'LYON',
      });
      expect(moved.statusCode).toBe(200);
      const lyon = moved.json<ClubRecord>();
      expect(lyon).toMatchObject({ city: 'Lyon', department: '69', region: 'Auvergne-Rhône-Alpes' });
      expect(lyon.latitude).toBeCloseTo(45.76, 1);
      expect(lyon.longitude).toBeCloseTo(4.83, 1);
      const stored = await app.db.selectFrom('clubs').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ latitude: lyon.latitude, longitude: lyon.longitude, department_name: 'Rhône' });

      expect((await call('DELETE', `/api/admin/clubs/${saved.id}`)).statusCode).toBe(200);
      expect((await app.inject('/api/clubs?q=Aaa')).json<ClubListResponse>().items).toEqual([]);
    });

    it('refuses an unknown commune in French, naming the communes of the postal code, and writes nothing', async () => {
      const before = await countRows(app, 'clubs');
      expectApiError(
        await call('POST', '/api/admin/clubs', { ...club(2), city: 'Dijonville' }),
        400,
        'Aucune commune nommée «\u00a0Dijonville\u00a0» n’a le code postal 21000. Communes de ce code postal\u00a0: Dijon.',
      );
      expectApiError(
        await call('POST', '/api/admin/clubs', { ...club(2), postalCode: '00000' }),
        400,
        'Le code postal 00000 n’est celui d’aucune commune française : vérifiez-le.',
      );
      expect(await countRows(app, 'clubs')).toBe(before);
    });

    it('refuses to delete a club a coach, a competitor or a podium place refers to, saying how many, and deletes nothing', async () => {
      const referenced = await app.db
        .selectFrom('clubs')
        .select((eb) => [
          'clubs.id',
          eb
            .selectFrom('coaches')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('coaches.club_id', '=', 'clubs.id')
            .as('coaches'),
          eb
            .selectFrom('competitors')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('competitors.club_id', '=', 'clubs.id')
            .as('competitors'),
          eb
            .selectFrom('podium_places')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('podium_places.club_id', '=', 'clubs.id')
            .as('podiums'),
        ])
        .execute();
      const target = referenced.find((row) => Number(row.coaches) > 0 && Number(row.competitors) > 0);
      expect(target).toBeDefined();
      const before = { clubs: await countRows(app, 'clubs'), audit: await countRows(app, 'audit_log') };
      const body = expectApiError(await call('DELETE', `/api/admin/clubs/${target!.id}`), 409);
      const plural = (count: unknown, one: string, many: string) =>
        Number(count) === 0 ? null : `${Number(count)}\u00a0${Number(count) === 1 ? one : many}`;
      const parts = [
        plural(target!.coaches, 'entraîneur', 'entraîneurs'),
        plural(target!.competitors, 'compétiteur', 'compétiteurs'),
        plural(target!.podiums, 'place de podium', 'places de podium'),
      ].filter(Boolean);
      expect(body.message).toBe(
        `Ce club ne peut pas être supprimé : il est cité par ${parts.slice(0, -1).join(', ')} et ${parts.at(-1)} de la sélection nationale. Choisissez-leur d’abord un autre club.`,
      );
      expect({ clubs: await countRows(app, 'clubs'), audit: await countRows(app, 'audit_log') }).toEqual(before);
      expect((await call('GET', `/api/admin/clubs/${target!.id}`)).statusCode).toBe(200);
    });

    it('renames a club on the national team’s pages, which read it by its id', async () => {
      const coach = await app.db
        .selectFrom('coaches')
        .select(['slug', 'club_id'])
        .where('club_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const current = (await call('GET', `/api/admin/clubs/${coach.club_id}`)).json<ClubRecord>();
      const {
        id: _id,
        department: _d,
        departmentName: _n,
        region: _r,
        latitude: _la,
        longitude: _lo,
        ...input
      } = current;
      const renamed = await call('PUT', `/api/admin/clubs/${current.id}`, { ...input, name: 'Wado Club Renommé' });
      expect(renamed.statusCode).toBe(200);
      try {
        const coaches = (await app.inject('/api/coaches')).json<Coach[]>();
        expect(coaches.find((entry) => entry.slug === coach.slug)).toMatchObject({
          club: 'Wado Club Renommé',
          clubId: current.id,
        });
      } finally {
        await call('PUT', `/api/admin/clubs/${current.id}`, input);
      }
    });
  });

  describe('committee', () => {
    it('shows an uploaded portrait on the committee page, in its body and order, while seeded members keep their illustrations', async () => {
      const created = await call('POST', '/api/admin/committee', { ...member(1), body: 'commissions', position: 1 });
      expect(created.statusCode).toBe(201);
      const saved = created.json<CommitteeMemberRecord>();
      expect(saved.shownPortrait?.url).toMatch(/^\/media\/uploads\/[0-9a-f]+-\d+\.jpg$/);

      const committee = (await app.inject('/api/committee')).json<CommitteeResponse>();
      const commissions = committee.bodies.find((body) => body.id === 'commissions')!;
      // Seeded members have the positions 0, 1, 2…: position 1 comes after the two first ones.
      expect(commissions.members[2]).toMatchObject({
        id: saved.id,
        name: 'Camille Test 1',
        portrait: saved.shownPortrait!.url,
        portraitAlt: 'Photo de Camille Test 1',
        portraitImage: { url: saved.shownPortrait!.url, alt: 'Photo de Camille Test 1', width: 800, height: 800 },
      });
      for (const seeded of commissions.members.filter((entry) => entry.id !== saved.id)) {
        expect(seeded.portrait).toMatch(/^\/media\/committee\/[a-z-]+\.svg$/);
        expect(seeded).not.toHaveProperty('portraitImage');
      }

      // Without a portrait of its own, a new member has none.
      await call('PUT', `/api/admin/committee/${saved.id}`, {
        ...member(1),
        body: 'commissions',
        position: 99,
        portrait: null,
      });
      const after = (await app.inject('/api/committee')).json<CommitteeResponse>();
      const moved = after.bodies.find((body) => body.id === 'commissions')!.members;
      expect(moved.at(-1)).toMatchObject({ id: saved.id, portrait: '' });
      await call('DELETE', `/api/admin/committee/${saved.id}`);
    });

    it('keeps a seeded member’s illustration and text alternative when only the text changes', async () => {
      const { items } = (await call('GET', '/api/admin/committee')).json<{ items: CommitteeMemberRecord[] }>();
      const first = items[0]!;
      expect(first.portrait).toBeNull();
      expect(first.shownPortrait?.url).toMatch(/^\/media\/committee\//);
      const { id: _id, shownPortrait: _shown, ...input } = first;
      expect(
        (await call('PUT', `/api/admin/committee/${first.id}`, { ...input, bio: 'Nouvelle présentation.' })).statusCode,
      ).toBe(200);
      const row = await app.db
        .selectFrom('committee_members')
        .selectAll()
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(row.portrait).toBe(first.shownPortrait!.url);
      expect(row.portrait_alt).toMatch(/^Portrait illustré/);
      expect(row.bio).toBe('Nouvelle présentation.');
    });
  });

  describe('membership', () => {
    it('shows the current season’s fee and categories on the membership page, in their order', async () => {
      const { items } = (await call('GET', '/api/admin/membership-seasons')).json<{
        items: MembershipSeasonRecord[];
      }>();
      const current = items.find((entry) => entry.current)!;
      const { id, current: _c, categoryCount: _n, ...input } = current;
      expect(
        (await call('PUT', `/api/admin/membership-seasons/${id}`, { ...input, affiliationFeeCents: 16_050 }))
          .statusCode,
      ).toBe(200);
      const created = await call('POST', '/api/admin/licence-categories', {
        ...category(1),
        seasonId: id,
        position: 0,
      });
      expect(created.statusCode).toBe(201);
      const saved = created.json<LicenceCategoryRecord>();
      expect(saved).toMatchObject({ feeCents: 3550, seasonLabel: current.label });

      const page = (await app.inject('/api/membership')).json<MembershipResponse>();
      expect(page.season.affiliationFeeCents).toBe(16_050);
      // Same position as the first seeded category: after it (by id), before the others.
      expect(page.categories[1]).toMatchObject({ id: saved.id, name: 'Licence test 1', feeCents: 3550 });

      // The first one moved to the end.
      const first = page.categories[0]!;
      const firstRecord = (
        await call('GET', `/api/admin/licence-categories/${first.id}`)
      ).json<LicenceCategoryRecord>();
      const { id: _first, seasonLabel: _label, ...firstInput } = firstRecord;
      await call('PUT', `/api/admin/licence-categories/${first.id}`, { ...firstInput, position: 99 });
      const reordered = (await app.inject('/api/membership')).json<MembershipResponse>().categories;
      expect(reordered[0]!.id).toBe(saved.id);
      expect(reordered.at(-1)!.id).toBe(first.id);
      await call('PUT', `/api/admin/licence-categories/${first.id}`, firstInput);
      await call('DELETE', `/api/admin/licence-categories/${saved.id}`);
      await call('PUT', `/api/admin/membership-seasons/${id}`, input);
    });

    it('starts a new season with the categories, steps and documents of the latest one, and deletes them with it', async () => {
      const counts = async () => ({
        categories: await countRows(app, 'licence_categories'),
        steps: await countRows(app, 'membership_steps'),
        documents: await countRows(app, 'membership_documents'),
      });
      const before = await counts();
      const created = await call('POST', '/api/admin/membership-seasons', season(50));
      expect(created.statusCode).toBe(201);
      const saved = created.json<MembershipSeasonRecord>();
      expect(saved.current).toBe(false);
      expect(saved.categoryCount).toBeGreaterThan(0);
      const copied = await counts();
      expect(copied.steps).toBe(before.steps * 2);
      expect(copied.documents).toBe(before.documents * 2);
      expect(copied.categories).toBe(before.categories + saved.categoryCount);
      expect((await call('DELETE', `/api/admin/membership-seasons/${saved.id}`)).statusCode).toBe(200);
      expect(await counts()).toEqual(before);
    });

    it('refuses to delete the season the membership page shows today', async () => {
      const { items } = (await call('GET', '/api/admin/membership-seasons')).json<{
        items: MembershipSeasonRecord[];
      }>();
      const current = items.find((entry) => entry.current)!;
      const before = await countRows(app, 'licence_categories');
      expectApiError(
        await call('DELETE', `/api/admin/membership-seasons/${current.id}`),
        409,
        'Cette saison est celle que montre aujourd’hui la page « Adhésion » : elle ne peut pas être supprimée. Modifiez-la plutôt.',
      );
      expect(await countRows(app, 'licence_categories')).toBe(before);
    });
  });

  describe('partners', () => {
    it('shows an uploaded logo in the partners’ list at once, in its order, and the list is revalidated at each use', async () => {
      // Seeded partners have the positions 0 to 5: position 2 comes after the three first ones.
      const created = await call('POST', '/api/admin/partners', { ...partner(1), position: 2 });
      expect(created.statusCode).toBe(201);
      const saved = created.json<PartnerRecord>();
      const response = await app.inject('/api/partners');
      expect(response.headers['cache-control']).toBe('no-cache');
      const partners = response.json<Partner[]>();
      expect(partners[3]).toMatchObject({
        name: 'Partenaire test 1',
        image: saved.shownLogo!.url,
        logo: { url: saved.shownLogo!.url, alt: 'Logo du partenaire test 1' },
      });
      expect(partners).toHaveLength(7);
      for (const seeded of partners.filter((entry) => entry.name !== 'Partenaire test 1'))
        expect(Object.keys(seeded).sort()).toEqual(['description', 'image', 'name', 'website']);
      await call('DELETE', `/api/admin/partners/${saved.id}`);
    });

    it('keeps a seeded partner’s logo when its text changes, and refuses a new partner without a logo', async () => {
      const { items } = (await call('GET', '/api/admin/partners')).json<{ items: PartnerRecord[] }>();
      const first = items[0]!;
      expect(first.logo).toBeNull();
      const { id: _id, shownLogo, ...input } = first;
      const saved = await call('PUT', `/api/admin/partners/${first.id}`, { ...input, description: 'Nouveau soutien.' });
      expect(saved.json<PartnerRecord>().shownLogo).toEqual(shownLogo);
      expect((await app.inject('/api/partners')).json<Partner[]>()[0]).toMatchObject({
        image: shownLogo!.url,
        description: 'Nouveau soutien.',
      });
      expectApiError(
        await call('POST', '/api/admin/partners', { ...partner(2), logo: null }),
        400,
        'Logo : choisissez une image (PNG, JPEG, WebP ou AVIF).',
      );
    });
  });
});
