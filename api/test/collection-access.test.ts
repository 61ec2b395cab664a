/**
 * Per-record access rules of a back-office collection (`access` of `Collection`): within the
 * section's roles, each person lists, reads, creates, saves and deletes only the records the rules
 * give her. Tried on the clubs' collection with a rule of the kind a club's own managers need:
 * « the club whose contact address is yours », registered under a prefix of its own.
 */
import type { FastifyInstance } from 'fastify';
import type { ClubRecord } from '@wado/shared/contract';
import { requireRoles } from '../src/features/auth/guard';
import { CLUBS } from '../src/features/clubs/admin';
import { RECORD_FORBIDDEN, registerCollection, type Collection } from '../src/features/editing/collections';
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
