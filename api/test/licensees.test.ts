/**
 * A club's licensees (`/api/admin/licensees`): the collection's tests for every role, then what is
 * particular to personal data kept by clubs: a club manager sees, changes and exports her clubs'
 * licensees only, every read and export is in the audit log, licences are asked for per season in
 * one action (never twice), and a refusal writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { LicenceRequestResult, LicenseeRecord } from '@wado/shared/schemas';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { RECORD_FORBIDDEN } from '../src/features/recordAccess';
import { describeCollection } from './collections';
import { countRows, expectApiError, startTestApp } from './helpers';
import { rolesOtherThan, signInAs } from './people';

const DAY_MS = 86_400_000;
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

let firstClub = 0;
async function startWithClub() {
  const env = await startTestApp();
  firstClub = (await env.app.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  return env;
}

const licensee = (n: number, clubId = firstClub) => ({
  clubId,
  firstName: `Léa ${n}`,
  lastName: 'Martin',
  birthDate: '2014-03-05',
  sex: 'F',
  grade: '4e kyu',
  discipline: 'enfants',
  email: `parent.${n}@famille.test`,
});

describeCollection({
  path: 'licensees',
  table: 'licensees',
  roles: ['association'],
  ruledRoles: ['club'],
  auditKind: 'licensee',
  start: startWithClub,
  validInput: (n) => licensee(n),
  invalidInputs: [
    { name: 'a birth day the calendar does not have', input: (n) => ({ ...licensee(n), birthDate: '2014-02-30' }) },
    { name: 'a birth day to come', input: (n) => ({ ...licensee(n), birthDate: '2999-01-01' }) },
    { name: 'an e-mail address that is not one', input: (n) => ({ ...licensee(n), email: 'parent@famille' }) },
    { name: 'a club that is not in the directory', input: (n) => ({ ...licensee(n), clubId: 999_999 }) },
    { name: 'a sex the forms do not have', input: (n) => ({ ...licensee(n), sex: 'X' }) },
    { name: 'an empty first name', input: (n) => ({ ...licensee(n), firstName: ' ' }) },
    { name: 'a name on two lines', input: (n) => ({ ...licensee(n), lastName: 'Martin\nDurand' }) },
    { name: 'an unknown discipline', input: (n) => ({ ...licensee(n), discipline: 'judo' }) },
    { name: 'a grade too long', input: (n) => ({ ...licensee(n), grade: 'x'.repeat(31) }) },
  ],
});

describe('a club’s licensees, kept by the club’s managers', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let association: Record<string, string>;
  let manager: { headers: Record<string, string>; email: string };
  let own: number;
  let other: number;
  let current: { id: number; label: string };
  let past: { id: number; label: string };

  const writes = async () => ({
    licensees: await countRows(app, 'licensees'),
    licences: await countRows(app, 'licences'),
    audit: await countRows(app, 'audit_log'),
  });

  async function added(headers: Record<string, string>, input: object): Promise<LicenseeRecord> {
    const response = await app.inject({ method: 'POST', url: '/api/admin/licensees', headers, payload: input });
    expect(response.statusCode).toBe(201);
    return response.json<LicenseeRecord>();
  }

  async function season(label: string, startsOn: string, endsOn: string) {
    const { id } = await app.db
      .insertInto('membership_seasons')
      .values({ label, starts_on: startsOn, ends_on: endsOn, affiliation_fee_cents: 15_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, label };
  }

  beforeAll(async () => {
    ({ app, cleanup } = await startTestApp());
    const now = app.clock.now();
    // Two clubs that have none of the seed's licence holders: their lists are the test's.
    const clubs = await app.db
      .selectFrom('clubs')
      .select('id')
      .where('id', 'not in', app.db.selectFrom('licensees').select('club_id'))
      .orderBy('id')
      .limit(2)
      .execute();
    [own, other] = clubs.map((club) => club.id) as [number, number];
    // Seasons of their own, around today: the test holds whatever the date.
    current = await season('Saison de test en cours', dayFrom(now, -60), dayFrom(now, 300));
    past = await season('Saison de test passée', dayFrom(now, -430), dayFrom(now, -61));
    association = (await signInAs(app, ['association'])).headers;
    const signed = await signInAs(app, ['club'], 'bureau@club-licencies.test');
    await app.db.insertInto('people_clubs').values({ person_id: signed.personId, club_id: own }).execute();
    manager = signed;
  });
  afterAll(() => cleanup?.());

  it('shows her clubs’ licensees only, and logs each read of the list and of a licensee', async () => {
    const mine = await added(manager.headers, licensee(1, own));
    const theirs = await added(association, licensee(2, other));
    const list = await app.inject({ method: 'GET', url: '/api/admin/licensees', headers: manager.headers });
    const ids = list.json<{ items: LicenseeRecord[] }>().items.map((item) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const otherClub = await app.inject({
      method: 'GET',
      url: `/api/admin/licensees?club=${other}`,
      headers: manager.headers,
    });
    expect(otherClub.json<{ items: unknown[] }>().items).toEqual([]);
    expectApiError(
      await app.inject({ method: 'GET', url: `/api/admin/licensees/${theirs.id}`, headers: manager.headers }),
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/licensees/${mine.id}`, headers: manager.headers }))
        .statusCode,
    ).toBe(200);

    const reads = await app.db
      .selectFrom('audit_log')
      .select(['kind', 'record_id', 'after'])
      .where('actor', '=', manager.email)
      .where('action', '=', 'read')
      .orderBy('id')
      .execute();
    expect(reads.map((line) => [line.kind, line.record_id])).toEqual([
      ['club-licensees', String(own)],
      ['club-licensees', 'aucun'],
      ['licensee', String(mine.id)],
    ]);
    expect(JSON.parse(reads[0]!.after!)).toMatchObject({ count: 1 });

    // The association sees every club's, or one club's.
    const all = await app.inject({ method: 'GET', url: `/api/admin/licensees?club=${other}`, headers: association });
    expect(all.json<{ items: LicenseeRecord[] }>().items.map((item) => item.id)).toEqual([theirs.id]);
  });

  it('may not add a licensee to another club, nor hand one over to it (403, nothing written)', async () => {
    const mine = await added(manager.headers, licensee(3, own));
    const before = await writes();
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/admin/licensees',
        headers: manager.headers,
        payload: licensee(4, other),
      }),
      403,
      RECORD_FORBIDDEN,
    );
    expectApiError(
      await app.inject({
        method: 'PUT',
        url: `/api/admin/licensees/${mine.id}`,
        headers: manager.headers,
        payload: licensee(3, other),
      }),
      403,
      RECORD_FORBIDDEN,
    );
    expect(await writes()).toEqual(before);
  });

  it('asks for licences of a season in one action, never twice, and lists them on each licensee', async () => {
    const renewed = await added(manager.headers, licensee(5, own));
    const fresh = await added(manager.headers, licensee(6, own));
    await app.db
      .insertInto('licences')
      .values({
        licensee_id: renewed.id,
        club_id: own,
        season_id: past.id,
        status: 'issued',
        number: 'WF25000005',
        requested_at: app.clock.now().toISOString(),
        issued_at: app.clock.now().toISOString(),
      })
      .execute();
    const ask = (licenseeIds: number[], headers = manager.headers, seasonId = current.id, clubId = own) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/licensees/licences',
        headers,
        payload: { clubId, seasonId, licenseeIds },
      });

    const first = await ask([renewed.id, fresh.id]);
    expect(first.statusCode).toBe(200);
    expect(first.json<LicenceRequestResult>()).toMatchObject({ requested: 2, already: 0 });
    expect(first.json<LicenceRequestResult>().message).toMatch(
      /^2 licences demandées pour la saison Saison de test en cours/,
    );
    const before = await writes();
    const again = await ask([renewed.id]);
    expect(again.json<LicenceRequestResult>()).toMatchObject({ requested: 0, already: 1 });
    expect(await writes()).toEqual(before);

    const record = (
      await app.inject({ method: 'GET', url: `/api/admin/licensees/${renewed.id}`, headers: manager.headers })
    ).json<LicenseeRecord>();
    expect(record.licences).toEqual([
      { seasonId: current.id, seasonLabel: current.label, status: 'requested', number: null },
      { seasonId: past.id, seasonLabel: past.label, status: 'issued', number: 'WF25000005' },
    ]);
    const line = await app.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'licence-request')
      .where('record_id', '=', String(own))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.after!)).toMatchObject({ requested: 2, season: current.label });

    // A licence issued stays for the accounts: its licensee is not deleted.
    expectApiError(
      await app.inject({ method: 'DELETE', url: `/api/admin/licensees/${renewed.id}`, headers: manager.headers }),
      409,
    );
  });

  it('refuses licences for another club’s licensee, another club, an ended or unknown season, writing nothing', async () => {
    const mine = await added(manager.headers, licensee(7, own));
    const theirs = await added(association, licensee(8, other));
    const before = await writes();
    const refusals: [object, number, string?][] = [
      [{ clubId: own, seasonId: current.id, licenseeIds: [mine.id, theirs.id] }, 400],
      [{ clubId: other, seasonId: current.id, licenseeIds: [theirs.id] }, 404, 'Ce club est introuvable.'],
      [{ clubId: own, seasonId: past.id, licenseeIds: [mine.id] }, 400],
      [{ clubId: own, seasonId: 999_999, licenseeIds: [mine.id] }, 404],
      [{ clubId: own, seasonId: current.id, licenseeIds: [] }, 400],
      [{ clubId: own, seasonId: current.id, licenseeIds: [mine.id, mine.id] }, 400],
      [{ clubId: own, seasonId: current.id, licenseeIds: ['un'] }, 400],
    ];
    for (const [payload, status, message] of refusals) {
      const body = expectApiError(
        await app.inject({ method: 'POST', url: '/api/admin/licensees/licences', headers: manager.headers, payload }),
        status,
        message,
      );
      expect(body.message).toMatch(/[a-zà-ÿ]/);
    }
    expect(await writes()).toEqual(before);
  });

  it('exports her club’s list for a spreadsheet, logged; another club’s is absent', async () => {
    await added(manager.headers, { ...licensee(9, own), lastName: '=cmd', firstName: 'Injection' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/licensees/export.csv?club=${own}&season=${current.id}`,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="licencies-club-${own}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      `Nom;Prénom;Date de naissance;Sexe;Grade;Discipline;E-mail;Licence ${current.label};N° de licence`,
    );
    expect(lines).toContain(
      "'=cmd;Injection;05/03/2014;Femme;4e kyu;Karaté enfants;parent.9@famille.test;Non demandée;",
    );
    expect(lines.some((line) => line.endsWith(';Demandée (à payer);'))).toBe(true);
    const line = await app.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'export')
      .where('actor', '=', manager.email)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.after!)).toMatchObject({ season: current.label, count: lines.length - 1 });

    const before = await writes();
    expectApiError(
      await app.inject({
        method: 'GET',
        url: `/api/admin/licensees/export.csv?club=${other}`,
        headers: manager.headers,
      }),
      404,
    );
    expect(await writes()).toEqual(before);
  });

  it('names the seasons open to licences, and the last one ended', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/licensees/seasons', headers: manager.headers });
    expect(response.statusCode).toBe(200);
    const { open, previous } = response.json<{ open: { id: number }[]; previous: { id: number } | null }>();
    expect(open.map((season) => season.id)).toContain(current.id);
    expect(open.map((season) => season.id)).not.toContain(past.id);
    expect(previous?.id).toBe(past.id);
  });

  it('refuses the licences and the export to every other role (403) and to nobody signed in (401)', async () => {
    const before = await writes();
    const calls = [
      { method: 'GET', url: '/api/admin/licensees/seasons' },
      {
        method: 'POST',
        url: '/api/admin/licensees/licences',
        payload: { clubId: own, seasonId: current.id, licenseeIds: [1] },
      },
      { method: 'GET', url: `/api/admin/licensees/export.csv?club=${own}` },
    ] as const;
    for (const call of calls) {
      expectApiError(await app.inject({ ...call }), 401, SIGN_IN_REQUIRED);
      for (const role of rolesOtherThan(['association', 'club'])) {
        const { headers } = await signInAs(app, [role]);
        expectApiError(await app.inject({ ...call, headers }), 403, ROLE_REQUIRED);
      }
    }
    expect({ ...(await writes()) }).toEqual(before);
  });
});
