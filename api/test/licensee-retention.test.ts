/**
 * Licensees kept no longer than needed: two seasons ended after her last licence's season, a
 * licensee's personal data is erased (her licence and its number stay, for the accounts); one a club
 * entered without ever asking a licence is deleted after two years. Both written to the log.
 */
import type { FastifyInstance } from 'fastify';
import { applyLicenseeRetention, RETENTION_ACTOR } from '../src/features/licensees/retention';
import { countRows, startTestApp } from './helpers';
import { signInAs } from './people';

const DAY_MS = 86_400_000;

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

it('erases a licensee two seasons after her last licence, deletes one never licensed after two years, and keeps the others', async () => {
  const now = app.clock.now();
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const instant = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const club = (await app.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const season = async (label: string, from: number, to: number) =>
    (
      await app.db
        .insertInto('membership_seasons')
        .values({ label, starts_on: day(from), ends_on: day(to), affiliation_fee_cents: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Three seasons ended, a year each, the last one yesterday.
  const oldest = await season('Il y a trois saisons', -3 * 365, -2 * 365 - 1);
  const middle = await season('Il y a deux saisons', -2 * 365, -366);
  const licensee = async (name: string, createdDaysAgo: number) =>
    (
      await app.db
        .insertInto('licensees')
        .values({
          club_id: club,
          first_name: name,
          last_name: 'Rétention',
          birth_date: '2012-06-15',
          sex: 'F',
          grade: '3e kyu',
          discipline: 'wado',
          email: `${name.toLowerCase()}@famille.test`,
          created_at: instant(-createdDaysAgo),
          updated_at: instant(-createdDaysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const licence = (licenseeId: number, seasonId: number, number: string) =>
    app.db
      .insertInto('licences')
      .values({
        licensee_id: licenseeId,
        club_id: club,
        season_id: seasonId,
        status: 'issued',
        number,
        requested_at: instant(-1000),
        issued_at: instant(-1000),
      })
      .execute();
  await season('La saison dernière', -365, -1);
  const lapsed = await licensee('Agathe', 1200);
  await licence(lapsed, oldest, 'WF00000101');
  const recent = await licensee('Bérénice', 1200);
  await licence(recent, middle, 'WF00000102');
  const neverLicensed = await licensee('Capucine', 800);
  const newcomer = await licensee('Daphné', 300);

  const result = await applyLicenseeRetention(app.db, now);
  expect(result).toEqual({ anonymised: [lapsed], deleted: [neverLicensed] });

  const rows = await app.db
    .selectFrom('licensees')
    .select(['id', 'first_name', 'last_name', 'birth_date', 'email', 'grade', 'anonymised_at'])
    .where('id', 'in', [lapsed, recent, neverLicensed, newcomer])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    {
      id: lapsed,
      first_name: 'Anonyme',
      last_name: `Licencié n° ${lapsed}`,
      birth_date: '2012-01-01',
      email: '',
      grade: '',
      anonymised_at: now.toISOString(),
    },
    expect.objectContaining({ id: recent, first_name: 'Bérénice', anonymised_at: null }),
    expect.objectContaining({ id: newcomer, first_name: 'Daphné', anonymised_at: null }),
  ]);
  // Her licence and its number stay, for the accounts.
  const kept = await app.db.selectFrom('licences').select('number').where('licensee_id', '=', lapsed).execute();
  expect(kept).toEqual([{ number: 'WF00000101' }]);
  const lines = await app.db
    .selectFrom('audit_log')
    .select(['action', 'record_id'])
    .where('actor', '=', RETENTION_ACTOR)
    .orderBy('id')
    .execute();
  expect(lines).toEqual([
    { action: 'anonymise', record_id: String(lapsed) },
    { action: 'delete', record_id: String(neverLicensed) },
  ]);

  // The back office no longer shows her; a second run changes nothing.
  const { headers } = await signInAs(app, ['association']);
  expect((await app.inject({ method: 'GET', url: `/api/admin/licensees/${lapsed}`, headers })).statusCode).toBe(404);
  const before = { licensees: await countRows(app, 'licensees'), audit: await countRows(app, 'audit_log') };
  expect(await applyLicenseeRetention(app.db, now)).toEqual({ anonymised: [], deleted: [] });
  expect({ licensees: await countRows(app, 'licensees'), audit: await countRows(app, 'audit_log') }).toEqual(before);
});
