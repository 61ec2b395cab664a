/**
 * Per-record access rules of a back-office collection (`access` of `Collection`): within the
 * section's roles, each person lists, reads, creates, saves and deletes only the records the rules
 * give her. Tried on the clubs' collection with a rule of the kind a club's own managers need:
 * « the club whose contact address is yours », registered under a prefix of its own.
 */
import type { FastifyInstance } from 'fastify';
import type { BinList, ClubRecord } from '@wado/shared/contract';
import { requireRoles } from '../src/features/auth/guard';
import { CLUBS } from '../src/features/clubs/admin';
import { registerCollection, type Collection } from '../src/features/editing/collections';
import { RECORD_FORBIDDEN } from '../src/features/recordAccess';
import { countRows, expectApiError, startTestApp } from './helpers';
import { signInAs } from './people';

const OWN = 'bureau@karate-beaune.test';
const OTHER = 'contact@karate-dijon.test';
/** The clubs' collection with the rules a club's managers will have. */
const RULED_CLUBS: Collection<typeof CLUBS.schemas.input, typeof CLUBS.schemas.record> = {
  ...CLUBS,
  access: {
    read: (person, club) => club.email === person.email || person.roles.includes('admin'),
    create: (person, input) => input.email === person.email || person.roles.includes('admin'),
    // Her club stays hers: she may not hand it to another address.
    update: (person, current, input) =>
      person.roles.includes('admin') || (current.email === person.email && input.email === person.email),
    delete: (person) => person.roles.includes('admin'),
  },
};

const club = (name: string, email: string) => ({
  name,
  address: '1 rue des Dojos',
  postalCode: '21000',
  city: 'Dijon',
  trainingTimes: ['Lundi 18 h 00 – 19 h 30 : adultes'],
  email,
  phone: null,
  website: null,
  disciplines: ['wado'],
});

describe('per-record access rules of a collection', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let manager: Record<string, string>;
  let admin: Record<string, string>;
  let own: ClubRecord;
  let other: ClubRecord;
  const base = '/essai/api/admin/clubs';

  beforeAll(async () => {
    ({ app, cleanup } = await startTestApp());
    await app.register(
      async (section) => {
        section.addHook('onRequest', requireRoles(['association'], { publicUrl: app.publicUrl }));
        registerCollection(section, RULED_CLUBS, ['association']);
      },
      { prefix: '/essai' },
    );
    manager = (await signInAs(app, ['association'], OWN)).headers;
    admin = (await signInAs(app, ['admin'])).headers;
    const made = async (payload: object) =>
      (await app.inject({ method: 'POST', url: base, payload, headers: admin })).json<ClubRecord>();
    own = await made(club('Karaté Wado Beaune', OWN));
    other = await made(club('Karaté Wado Dijon', OTHER));
  });
  afterAll(() => cleanup?.());

  const counts = async () => ({ clubs: await countRows(app, 'clubs'), audit: await countRows(app, 'audit_log') });

  it('lists and reads only the records the rules give the person; another’s is as absent as a missing one', async () => {
    const listed = (await app.inject({ url: base, headers: manager })).json<{ items: ClubRecord[] }>().items;
    expect(listed.map((item) => item.id)).toEqual([own.id]);
    expect((await app.inject({ url: `${base}/${own.id}`, headers: manager })).json<ClubRecord>().name).toBe(
      'Karaté Wado Beaune',
    );
    expectApiError(await app.inject({ url: `${base}/${other.id}`, headers: manager }), 404);
    // The administrator, whom the rules let through, sees every club of the directory.
    const all = (await app.inject({ url: base, headers: admin })).json<{ items: ClubRecord[] }>().items;
    expect(all.map((item) => item.id)).toEqual(expect.arrayContaining([own.id, other.id]));
  });

  it('saves the person’s own record, and refuses another’s, giving hers away, or a deletion, with nothing written', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: `${base}/${own.id}`,
      payload: club('Karaté Wado Beaune Côte-d’Or', OWN),
      headers: manager,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ClubRecord>().name).toBe('Karaté Wado Beaune Côte-d’Or');

    const before = await counts();
    const otherName = async () =>
      (await app.db.selectFrom('clubs').select('name').where('id', '=', other.id).executeTakeFirstOrThrow()).name;
    expectApiError(
      await app.inject({ method: 'PUT', url: `${base}/${other.id}`, payload: club('Pris', OWN), headers: manager }),
      404,
    );
    expectApiError(
      await app.inject({ method: 'PUT', url: `${base}/${own.id}`, payload: club('Donné', OTHER), headers: manager }),
      403,
      RECORD_FORBIDDEN,
    );
    expectApiError(
      await app.inject({ method: 'DELETE', url: `${base}/${own.id}`, headers: manager }),
      403,
      RECORD_FORBIDDEN,
    );
    expectApiError(await app.inject({ method: 'DELETE', url: `${base}/${other.id}`, headers: manager }), 404);
    expectApiError(
      await app.inject({ method: 'POST', url: base, payload: club('Karaté Wado Auxonne', OTHER), headers: manager }),
      403,
      RECORD_FORBIDDEN,
    );
    expect(await counts()).toEqual(before);
    expect(await otherName()).toBe('Karaté Wado Dijon');
    const ownNow = await app.db
      .selectFrom('clubs')
      .select(['name', 'email'])
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(ownNow).toEqual({ name: 'Karaté Wado Beaune Côte-d’Or', email: OWN });
  });

  it('lets the person create a record the rules give her, with its audit line', async () => {
    const before = await counts();
    const created = await app.inject({
      method: 'POST',
      url: base,
      payload: club('Karaté Wado Seurre', OWN),
      headers: manager,
    });
    expect(created.statusCode).toBe(201);
    expect(await counts()).toEqual({ clubs: before.clubs + 1, audit: before.audit + 1 });
  });

  it('still refuses the roles the section does not open, before any rule', async () => {
    const media = (await signInAs(app, ['media'], OTHER)).headers;
    expectApiError(await app.inject({ url: base, headers: media }), 403);
    expectApiError(await app.inject({ url: base }), 401);
  });
});

describe('the bin, by the same rules', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let manager: Record<string, string>;
  let colleague: Record<string, string>;
  let admin: Record<string, string>;
  const base = '/essai/api/admin/clubs';
  const isAdmin = (person: { roles: readonly string[] }) => person.roles.includes('admin');
  /** Each manager reads and deletes her own club; the clubs of an « Entente » are read by all. */
  const BIN_RULED_CLUBS: Collection<typeof CLUBS.schemas.input, typeof CLUBS.schemas.record> = {
    ...CLUBS,
    access: {
      read: (person, record) => isAdmin(person) || record.email === person.email || record.name.startsWith('Entente'),
      delete: (person, record) => isAdmin(person) || record.email === person.email,
    },
  };

  beforeAll(async () => {
    ({ app, cleanup } = await startTestApp());
    await app.register(
      async (section) => {
        section.addHook('onRequest', requireRoles(['association'], { publicUrl: app.publicUrl }));
        registerCollection(section, BIN_RULED_CLUBS, ['association']);
      },
      { prefix: '/essai' },
    );
    manager = (await signInAs(app, ['association'], OWN)).headers;
    colleague = (await signInAs(app, ['association'], OTHER)).headers;
    admin = (await signInAs(app, ['admin'])).headers;
  });
  afterAll(() => cleanup?.());

  const create = async (name: string, email: string) =>
    (await app.inject({ method: 'POST', url: base, payload: club(name, email), headers: admin })).json<ClubRecord>();
  const remove = async (id: number, headers: Record<string, string>) =>
    (await app.inject({ method: 'DELETE', url: `${base}/${id}`, headers })).statusCode;
  const binOf = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/api/admin/bin', headers })).json<BinList>().items;
  const entryId = async (title: string) => (await binOf(admin)).find((item) => item.title === title)!.id;
  const state = async () => ({
    bin: await countRows(app, 'bin_entries'),
    clubs: await countRows(app, 'clubs'),
    audit: await countRows(app, 'audit_log'),
  });

  it('shows each person only the deleted records she may read, and lets her act only on those she may delete', async () => {
    const own = await create('Karaté Wado Nuits', OWN);
    const other = await create('Karaté Wado Chenôve', OTHER);
    const shared = await create('Entente Wado de Côte-d’Or', OTHER);
    expect(await remove(own.id, manager)).toBe(200);
    expect(await remove(other.id, colleague)).toBe(200);
    expect(await remove(shared.id, admin)).toBe(200);

    const titles = async (headers: Record<string, string>) => (await binOf(headers)).map((item) => item.title).sort();
    expect(await titles(manager)).toEqual(['Entente Wado de Côte-d’Or', 'Karaté Wado Nuits']);
    expect(await titles(colleague)).toEqual(['Entente Wado de Côte-d’Or', 'Karaté Wado Chenôve']);
    expect(await titles(admin)).toEqual(
      expect.arrayContaining(['Entente Wado de Côte-d’Or', 'Karaté Wado Chenôve', 'Karaté Wado Nuits']),
    );

    // Another's record is as absent from the bin as from the directory; a shared one is hers to
    // see, not to put back or delete for good. Nothing is written.
    const before = await state();
    const otherEntry = await entryId('Karaté Wado Chenôve');
    const sharedEntry = await entryId('Entente Wado de Côte-d’Or');
    const act = (method: 'POST' | 'DELETE', id: number) =>
      app.inject({ method, url: `/api/admin/bin/${id}${method === 'POST' ? '/restore' : ''}`, headers: manager });
    expectApiError(await act('POST', otherEntry), 404);
    expectApiError(await act('DELETE', otherEntry), 404);
    expectApiError(await act('POST', sharedEntry), 403, RECORD_FORBIDDEN);
    expectApiError(await act('DELETE', sharedEntry), 403, RECORD_FORBIDDEN);
    expect(await state()).toEqual(before);

    // Her own comes back, with its audit line.
    const restored = await act('POST', await entryId('Karaté Wado Nuits'));
    expect(restored.statusCode).toBe(200);
    expect((await app.inject({ url: `${base}/${own.id}`, headers: manager })).json<ClubRecord>().name).toBe(
      'Karaté Wado Nuits',
    );
    expect(await state()).toEqual({ bin: before.bin - 1, clubs: before.clubs + 1, audit: before.audit + 1 });
  });

  it('empties, for a person, only what she may delete; what was deleted before the rules goes by the roles', async () => {
    const own = await create('Karaté Wado Gevrey', OWN);
    expect(await remove(own.id, manager)).toBe(200);
    // An entry kept before the bin stored records: only the roles decide.
    await app.db
      .insertInto('bin_entries')
      .values({
        kind: 'clubs',
        audit_kind: 'club',
        record_id: '999999',
        title: 'Club supprimé avant les règles',
        roles: JSON.stringify(['association']),
        rows: '[]',
        links: '[]',
        record: null,
        deleted_at: app.clock.now().toISOString(),
        deleted_by: OTHER,
        expires_at: new Date(app.clock.now().getTime() + 86_400_000).toISOString(),
      })
      .execute();
    expect((await binOf(manager)).map((item) => item.title)).toContain('Club supprimé avant les règles');

    const othersBefore = (await binOf(colleague)).map((item) => item.title).sort();
    const emptied = await app.inject({ method: 'POST', url: '/api/admin/bin/empty', headers: manager });
    expect(emptied.json<{ message: string }>().message).toBe('Corbeille vidée : 2 éléments supprimés pour de bon.');
    expect((await binOf(manager)).map((item) => item.title)).toEqual(['Entente Wado de Côte-d’Or']);
    expect((await binOf(colleague)).map((item) => item.title).sort()).toEqual(
      othersBefore.filter((title) => title !== 'Club supprimé avant les règles'),
    );
  });
});
