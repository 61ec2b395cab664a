/**
 * Club managers (role `club`): named with their clubs by an administrator, by the association
 * (club managers only) or by the host's command line; each sees and saves her own clubs' pages and
 * no other, and the public page shows her change at the next load. Every refusal writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { ClubDetail, ClubRecord, Person } from '@wado/shared/contract';
import { ROLE_REQUIRED } from '../src/features/auth/guard';
import { CLUBS_REQUIRED, CLUBS_WITHOUT_ROLE, invitePerson } from '../src/features/auth/people';
import { CLUB_MANAGERS_ONLY } from '../src/features/auth/peopleRoutes';
import { RECORD_FORBIDDEN } from '../src/features/recordAccess';
import sharp from 'sharp';
import { runUsers } from '../scripts/users';
import { countRows, expectApiError, startTestApp } from './helpers';
import { multipart } from './multipart';
import { apiTokenFor, rolesOtherThan, signInAs } from './people';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let admin: Record<string, string>;
let association: Record<string, string>;
/** Three clubs of the seeded directory: the manager's two, and one that is not hers. */
let own: ClubRecord;
let ownSecond: ClubRecord;
let other: ClubRecord;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  admin = (await signInAs(app, ['admin'])).headers;
  association = (await signInAs(app, ['association'])).headers;
  const clubs = (await app.inject({ method: 'GET', url: '/api/admin/clubs', headers: association })).json<{
    items: ClubRecord[];
  }>().items;
  [own, ownSecond, other] = clubs as [ClubRecord, ClubRecord, ClubRecord];
});
afterAll(() => cleanup?.());

const writes = async () => ({
  people: await countRows(app, 'people'),
  links: await countRows(app, 'people_clubs'),
  invitations: await countRows(app, 'invitations'),
  clubs: await countRows(app, 'clubs'),
  audit: await countRows(app, 'audit_log'),
});

let counter = 0;
const address = (name: string) => `${name}-${++counter}@club.test`;

/** A signed-in club manager of `clubIds`, named as an administrator would. */
async function manager(clubIds: number[]) {
  const signed = await signInAs(app, ['club'], address('responsable'));
  await app.db
    .insertInto('people_clubs')
    .values(clubIds.map((clubId) => ({ person_id: signed.personId, club_id: clubId })))
    .execute();
  return signed;
}

const clubInput = (club: ClubRecord, changes: Partial<ClubRecord> = {}) => {
  const merged = { ...club, ...changes };
  return {
    name: merged.name,
    address: merged.address,
    postalCode: merged.postalCode,
    city: merged.city,
    trainingTimes: merged.trainingTimes,
    email: merged.email,
    phone: merged.phone,
    website: merged.website,
    disciplines: merged.disciplines,
  };
};

describe('naming club managers in « Personnes »', () => {
  it('lets an administrator invite a club manager for her clubs, with the clubs in the audit line', async () => {
    const email = address('invitee');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/people',
      headers: admin,
      payload: { email, roles: ['club'], clubIds: [ownSecond.id, own.id] },
    });
    expect(response.statusCode).toBe(201);
    const person = response.json<Person>();
    expect(person.roles).toEqual(['club']);
    expect(person.clubIds).toEqual([own.id, ownSecond.id].sort((a, b) => a - b));
    const line = await app.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('kind', '=', 'person')
      .where('record_id', '=', String(person.id))
      .executeTakeFirstOrThrow();
    expect(line.action).toBe('invite');
    expect(JSON.parse(line.after!)).toMatchObject({ roles: ['club'], clubIds: person.clubIds });
  });

  it.each([
    { name: 'a club manager without a club', payload: { roles: ['club'] }, message: CLUBS_REQUIRED },
    { name: 'a club manager with an empty list', payload: { roles: ['club'], clubIds: [] }, message: CLUBS_REQUIRED },
    { name: 'clubs without the role', payload: { roles: ['media'], clubIds: [1] }, message: CLUBS_WITHOUT_ROLE },
    {
      name: 'a club that does not exist',
      payload: { roles: ['club'], clubIds: [999_999] },
      message: 'Le club n° 999999 n’existe pas : rechargez la liste des clubs.',
    },
    { name: 'a club number that is not one', payload: { roles: ['club'], clubIds: ['un'] }, message: undefined },
    { name: 'the same club twice', payload: { roles: ['club'], clubIds: [1, 1] }, message: undefined },
  ])('refuses $name in French, writing nothing', async ({ payload, message }) => {
    const before = await writes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/people',
      headers: admin,
      payload: { email: address('refused'), ...payload },
    });
    const body = expectApiError(response, 400, message);
    expect(body.message).toMatch(/[a-zà-ÿ]/);
    expect(await writes()).toEqual(before);
  });

  it('changes a manager’s clubs, and taking the role away takes her clubs away', async () => {
    const { personId } = await manager([own.id]);
    const change = await app.inject({
      method: 'PUT',
      url: `/api/admin/people/${personId}/roles`,
      headers: admin,
      payload: { roles: ['club'], clubIds: [other.id] },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json<Person>().clubIds).toEqual([other.id]);

    const before = await writes();
    expectApiError(
      await app.inject({
        method: 'PUT',
        url: `/api/admin/people/${personId}/roles`,
        headers: admin,
        payload: { roles: ['media'], clubIds: [other.id] },
      }),
      400,
      CLUBS_WITHOUT_ROLE,
    );
    expect(await writes()).toEqual(before);

    const media = await app.inject({
      method: 'PUT',
      url: `/api/admin/people/${personId}/roles`,
      headers: admin,
      payload: { roles: ['media'] },
    });
    expect(media.json<Person>()).toMatchObject({ roles: ['media'], clubIds: [] });
    const lines = await app.db.selectFrom('people_clubs').selectAll().where('person_id', '=', personId).execute();
    expect(lines).toEqual([]);
  });

  it('lets the association see, invite, change and disable club managers, and no one else', async () => {
    const media = await signInAs(app, ['media'], address('media'));
    const clubManager = await manager([own.id]);
    const list = await app.inject({ method: 'GET', url: '/api/admin/people', headers: association });
    expect(list.statusCode).toBe(200);
    const shown = list.json<{ items: Person[] }>().items;
    expect(shown.map((person) => person.email)).toContain(clubManager.email);
    expect(shown.every((person) => person.roles.length === 1 && person.roles[0] === 'club')).toBe(true);

    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/people',
      headers: association,
      payload: { email: address('par-association'), roles: ['club'], clubIds: [other.id] },
    });
    expect(invited.statusCode).toBe(201);
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/people/${clubManager.personId}/roles`,
      headers: association,
      payload: { roles: ['club'], clubIds: [own.id, other.id] },
    });
    expect(changed.statusCode).toBe(200);

    const before = await writes();
    const refused = [
      {
        method: 'POST',
        url: '/api/admin/people',
        payload: { email: address('x'), roles: ['club', 'media'], clubIds: [own.id] },
      },
      { method: 'POST', url: '/api/admin/people', payload: { email: address('x'), roles: ['admin'] } },
      { method: 'PUT', url: `/api/admin/people/${clubManager.personId}/roles`, payload: { roles: ['treasurer'] } },
      {
        method: 'PUT',
        url: `/api/admin/people/${media.personId}/roles`,
        payload: { roles: ['club'], clubIds: [own.id] },
      },
      { method: 'POST', url: `/api/admin/people/${media.personId}/disable` },
    ] as const;
    for (const call of refused) {
      expectApiError(await app.inject({ ...call, headers: association }), 403, CLUB_MANAGERS_ONLY);
    }
    // An address invited with other roles is not taken over by a new invitation as club manager.
    const invitedMedia = address('invite-media');
    await invitePerson(app.db, {
      email: invitedMedia,
      roles: ['media'],
      actor: 'test',
      publicUrl: app.publicUrl,
      now: app.clock.now(),
      sendEmail: false,
    });
    const withInvited = await writes();
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/admin/people',
        headers: association,
        payload: { email: invitedMedia, roles: ['club'], clubIds: [own.id] },
      }),
      403,
      CLUB_MANAGERS_ONLY,
    );
    expect(await writes()).toEqual(withInvited);
    expect((await writes()).audit).toBe(before.audit + 1);

    // Tokens and the audit log stay the administrators'.
    for (const call of [
      { method: 'POST', url: `/api/admin/people/${clubManager.personId}/tokens`, payload: { label: 'x' } },
      { method: 'GET', url: '/api/admin/audit' },
    ] as const) {
      expectApiError(await app.inject({ ...call, headers: association }), 403, ROLE_REQUIRED);
    }

    const disabled = await app.inject({
      method: 'POST',
      url: `/api/admin/people/${clubManager.personId}/disable`,
      headers: association,
    });
    expect(disabled.json<Person>().status).toBe('disabled');
  });

  it('refuses « Personnes » to every other role, club managers included', async () => {
    const before = await writes();
    for (const role of rolesOtherThan(['association'])) {
      const headers = (await signInAs(app, [role])).headers;
      expectApiError(await app.inject({ method: 'GET', url: '/api/admin/people', headers }), 403, ROLE_REQUIRED);
      expectApiError(
        await app.inject({
          method: 'POST',
          url: '/api/admin/people',
          headers,
          payload: { email: address('y'), roles: ['club'], clubIds: [own.id] },
        }),
        403,
        ROLE_REQUIRED,
      );
    }
    // Only the sessions of the people signed in above were written.
    const after = await writes();
    expect({ ...after, people: before.people }).toEqual(before);
  });
});

describe('a club manager on her clubs’ pages', () => {
  it('lists, reads and saves her clubs only; the public page shows her change at once', async () => {
    const { headers } = await manager([own.id, ownSecond.id]);
    const list = await app.inject({ method: 'GET', url: '/api/admin/clubs', headers });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<{ items: ClubRecord[] }>()
        .items.map((club) => club.id)
        .sort((a, b) => a - b),
    ).toEqual([own.id, ownSecond.id].sort((a, b) => a - b));
    expect((await app.inject({ method: 'GET', url: `/api/admin/clubs/${own.id}`, headers })).statusCode).toBe(200);

    const trainingTimes = ['Mardi 19 h 00 – 20 h 30 : adultes', 'Samedi 10 h 00 – 11 h 00 : baby karaté'];
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${own.id}`,
      headers,
      payload: clubInput(own, { trainingTimes }),
    });
    expect(saved.statusCode).toBe(200);
    const line = await app.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('kind', '=', 'club')
      .where('record_id', '=', String(own.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line.action).toBe('update');
    const detail = (await app.inject({ method: 'GET', url: `/api/clubs/${own.id}` })).json<ClubDetail>();
    expect(JSON.stringify(detail)).toContain('Samedi 10 h 00 – 11 h 00 : baby karaté');
  });

  it('writes her club’s presentation, tidied; a save that leaves it out keeps it', async () => {
    const { headers } = await manager([own.id]);
    const presentation = '  Un club familial au cœur du quartier.  \r\n\r\n\r\nCours d’essai offerts en septembre.  ';
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${own.id}`,
      headers,
      payload: { ...clubInput(own), presentation },
    });
    const tidy = 'Un club familial au cœur du quartier.\n\nCours d’essai offerts en septembre.';
    expect(saved.json<ClubRecord>().presentation).toBe(tidy);
    // clubInput leaves the presentation out, as a back office of before did.
    const again = await app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${own.id}`,
      headers,
      payload: clubInput(own),
    });
    expect(again.json<ClubRecord>().presentation).toBe(tidy);
    const detail = (await app.inject({ method: 'GET', url: `/api/clubs/${own.id}` })).json<ClubDetail>();
    expect(detail.presentation).toBe(tidy);
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${own.id}`,
      headers,
      payload: { ...clubInput(own), presentation: ' \n ' },
    });
    expect(cleared.json<ClubRecord>().presentation).toBeNull();
  });

  it('finds another club absent (404), may neither add nor delete a club (403), and writes nothing', async () => {
    const { headers } = await manager([own.id]);
    const before = await writes();
    for (const call of [
      { method: 'GET', url: `/api/admin/clubs/${other.id}` },
      { method: 'PUT', url: `/api/admin/clubs/${other.id}`, payload: clubInput(other, { name: 'Pris' }) },
      { method: 'DELETE', url: `/api/admin/clubs/${other.id}` },
    ] as const) {
      expectApiError(await app.inject({ ...call, headers }), 404);
    }
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/admin/clubs',
        headers,
        payload: clubInput(other, { name: 'Nouveau' }),
      }),
      403,
      RECORD_FORBIDDEN,
    );
    expectApiError(
      await app.inject({ method: 'DELETE', url: `/api/admin/clubs/${own.id}`, headers }),
      403,
      RECORD_FORBIDDEN,
    );
    expect(await writes()).toEqual(before);
    const stored = (
      await app.inject({ method: 'GET', url: `/api/admin/clubs/${other.id}`, headers: association })
    ).json<ClubRecord>();
    expect(stored.name).toBe(other.name);
  });

  it('sends a photo of her club, shown on its page; an upload that does not exist is refused, nothing written', async () => {
    const { headers } = await manager([own.id]);
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f5d8a' } })
      .jpeg()
      .toBuffer();
    const form = multipart([{ name: 'file', filename: 'dojo.jpg', type: 'image/jpeg', data: image }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(201);
    const uploadId = upload.json<{ id: number }>().id;
    const alt = 'Le dojo, tatamis bleus et miroirs';
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${own.id}`,
      headers,
      payload: { ...clubInput(own), photo: { uploadId, alt } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ClubRecord>().photo).toEqual({ uploadId, alt });
    const detail = (await app.inject({ method: 'GET', url: `/api/clubs/${own.id}` })).json<ClubDetail>();
    const sent = upload.json<{ url: string; width: number; height: number }>();
    expect(detail.photo).toMatchObject({ alt, url: sent.url, width: sent.width, height: sent.height });

    const before = await writes();
    expectApiError(
      await app.inject({
        method: 'PUT',
        url: `/api/admin/clubs/${own.id}`,
        headers,
        payload: { ...clubInput(own), photo: { uploadId: 999_999, alt } },
      }),
      400,
    );
    expect(await writes()).toEqual(before);
    // Left out by an older back office: the photo stays.
    const kept = await app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${own.id}`,
      headers,
      payload: clubInput(own),
    });
    expect(kept.json<ClubRecord>().photo).toEqual({ uploadId, alt });
  });

  it('carries her clubs in her API token too', async () => {
    const token = await apiTokenFor(app, ['club']);
    const person = await app.db
      .selectFrom('api_tokens')
      .select('person_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('people_clubs').values({ person_id: person.person_id, club_id: other.id }).execute();
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/clubs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json<{ items: ClubRecord[] }>().items.map((club) => club.id)).toEqual([other.id]);
  });

  it('keeps a club that has managers from being deleted (409, nothing written)', async () => {
    const { personId } = await manager([ownSecond.id]);
    const before = await writes();
    const refused = expectApiError(
      await app.inject({ method: 'DELETE', url: `/api/admin/clubs/${ownSecond.id}`, headers: association }),
      409,
    );
    expect(refused.message).toMatch(
      /^Ce club ne peut pas être supprimé : .*Retirez-leur d’abord ce club dans « Personnes »\.$/,
    );
    expect(await writes()).toEqual(before);
    await app.db.deleteFrom('people_clubs').where('person_id', '=', personId).execute();
  });

  it('keeps a club whose licensees or licences the accounts keep from being deleted (409, nothing written)', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: association,
      payload: clubInput(own, { name: 'Club des comptes' }),
    });
    const club = created.json<ClubRecord>();
    const season = await app.db.selectFrom('membership_seasons').select('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    for (const firstName of ['Léo', 'Lou']) {
      const licensee = await app.db
        .insertInto('licensees')
        .values({
          club_id: club.id,
          first_name: firstName,
          last_name: 'Comptes',
          birth_date: '2014-03-02',
          sex: 'M',
          grade: '5e kyu',
          discipline: 'enfants',
          email: 'famille.comptes@club.test',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto('licences')
        .values({
          licensee_id: licensee.id,
          club_id: club.id,
          season_id: season.id,
          status: 'requested',
          requested_at: at,
        })
        .execute();
    }
    const remove = () => app.inject({ method: 'DELETE', url: `/api/admin/clubs/${club.id}`, headers: association });
    const before = { ...(await writes()), licensees: await countRows(app, 'licensees') };
    expect(expectApiError(await remove(), 409).message).toBe(
      'Ce club ne peut pas être supprimé : ses 2 licenciés et leurs licences restent pour les comptes de l’association.',
    );
    // Its licensees moved to another club: the licences it asked for stay its own.
    await app.db.updateTable('licensees').set({ club_id: other.id }).where('club_id', '=', club.id).execute();
    expect(expectApiError(await remove(), 409).message).toBe(
      'Ce club ne peut pas être supprimé : ses licences et paiements de saison restent pour les comptes de l’association.',
    );
    expect({ ...(await writes()), licensees: await countRows(app, 'licensees') }).toEqual(before);
  });

  it('deletes a club whose managers were once reminded of a season, with those reminders', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: association,
      payload: clubInput(own, { name: 'Club éphémère' }),
    });
    expect(created.statusCode).toBe(201);
    const club = created.json<ClubRecord>();
    const season = await app.db.selectFrom('membership_seasons').select('id').executeTakeFirstOrThrow();
    await app.db
      .insertInto('season_reminders')
      .values({ club_id: club.id, season_id: season.id, kind: 'before-30', sent_at: new Date().toISOString() })
      .execute();
    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/clubs/${club.id}`, headers: association });
    expect(removed.statusCode).toBe(200);
    expect(
      await app.db.selectFrom('season_reminders').select('club_id').where('club_id', '=', club.id).execute(),
    ).toEqual([]);
  });
});

describe('the host’s command line', () => {
  it('names a club manager with --clubs, lists her clubs, and refuses a bad list', async () => {
    const email = address('ligne');
    const out = await runUsers(['add', email, '--roles', 'club', '--clubs', `${own.id},${other.id}`], {}, app.db);
    expect(out).toMatch(/Invitation de/);
    expect(await runUsers(['list'], {}, app.db)).toMatch(
      new RegExp(`${email.replace(/[.]/g, '\\.')}.*clubs : ${[own.id, other.id].sort((a, b) => a - b).join(',')}`),
    );
    await expect(runUsers(['add', address('z'), '--roles', 'club', '--clubs', 'trois'], {}, app.db)).rejects.toThrow(
      /--clubs/,
    );
    await expect(runUsers(['add', address('z'), '--roles', 'club'], {}, app.db)).rejects.toThrow(CLUBS_REQUIRED);
    const changed = await runUsers(['roles', email, 'club', '--clubs', String(ownSecond.id)], {}, app.db);
    expect(changed).toMatch(new RegExp(`clubs ${ownSecond.id}`));
  });
});
