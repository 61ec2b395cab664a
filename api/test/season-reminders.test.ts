/**
 * Renewal reminders to club managers: 30 and 7 days before a season ends and on the next one's first
 * day, each club's active managers get the licensees still to renew and a link to them; never twice
 * (two servers at once), never to a club without a manager, nothing when all are renewed; a last
 * season ending with none after it: the association is asked to open the next one.
 */
import type { FastifyInstance } from 'fastify';
import { sendSeasonReminders } from '../src/features/licensees/reminders';
import { startTestApp } from './helpers';
import { signInAs } from './people';

const DAY_MS = 86_400_000;

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let ownClub: { id: number; name: string };
let unmanagedClub: number;
let nextSeason = 0;
/** The season's last day: the reminders are sent relative to it. */
let seasonEnd: Date;

const day = (date: Date) => date.toISOString().slice(0, 10);
const at = (days: number) => new Date(seasonEnd.getTime() + days * DAY_MS + 10 * 3_600_000);

const mails = () =>
  app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text'])
    .where('topic', 'like', 'licences:rappel:%')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  const clubs = await app.db.selectFrom('clubs').select(['id', 'name']).orderBy('id').limit(2).execute();
  ownClub = clubs[0]!;
  unmanagedClub = clubs[1]!.id;
  // Seasons far from the seeded one: a year that ends in 2090, and the next.
  seasonEnd = new Date('2090-08-31T00:00:00Z');
  const insert = async (label: string, startsOn: string, endsOn: string) =>
    (
      await app.db
        .insertInto('membership_seasons')
        .values({ label, starts_on: startsOn, ends_on: endsOn, affiliation_fee_cents: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const season = await insert('2089-2090', '2089-09-01', day(seasonEnd));
  nextSeason = await insert('2090-2091', '2090-09-01', '2091-08-31');
  const licensee = async (clubId: number, firstName: string, lastName: string) => {
    const { id } = await app.db
      .insertInto('licensees')
      .values({
        club_id: clubId,
        first_name: firstName,
        last_name: lastName,
        birth_date: '2010-01-01',
        sex: 'M',
        grade: '1er kyu',
        discipline: 'wado',
        email: `${firstName.toLowerCase()}@famille.test`,
        created_at: '2089-09-10T10:00:00.000Z',
        updated_at: '2089-09-10T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('licences')
      .values({
        licensee_id: id,
        club_id: clubId,
        season_id: season,
        status: 'issued',
        number: `WF89${String(id).padStart(6, '0')}`,
        requested_at: '2089-09-10T10:00:00.000Z',
        issued_at: '2089-09-10T10:00:00.000Z',
      })
      .execute();
    return id;
  };
  await licensee(ownClub.id, 'Jules', 'Arnaud');
  const renewed = await licensee(ownClub.id, 'Lina', 'Bertin');
  await app.db
    .insertInto('licences')
    .values({
      licensee_id: renewed,
      club_id: ownClub.id,
      season_id: nextSeason,
      status: 'requested',
      number: null,
      requested_at: '2090-07-01T10:00:00.000Z',
      issued_at: null,
    })
    .execute();
  await licensee(unmanagedClub, 'Malo', 'Carré');
  for (const email of ['presidente@club-rappels.test', 'secretaire@club-rappels.test']) {
    const { personId } = await signInAs(app, ['club'], email);
    await app.db.insertInto('people_clubs').values({ person_id: personId, club_id: ownClub.id }).execute();
  }
  // A disabled manager gets nothing.
  const { personId } = await signInAs(app, ['club'], 'ancien@club-rappels.test');
  await app.db.updateTable('people').set({ status: 'disabled' }).where('id', '=', personId).execute();
  await app.db.insertInto('people_clubs').values({ person_id: personId, club_id: ownClub.id }).execute();
});
afterAll(() => cleanup?.());

it('sends nothing 31 days before the end, then the 30-day reminder once, to each active manager', async () => {
  expect(await sendSeasonReminders(app.db, at(-31), app.publicUrl)).toEqual([]);
  expect(await sendSeasonReminders(app.db, at(-30), app.publicUrl)).toEqual([`${ownClub.id}:${nextSeason}:before-30`]);
  // Two servers, or the next hour: nothing more.
  expect(await sendSeasonReminders(app.db, at(-29), app.publicUrl)).toEqual([]);
  const sent = await mails();
  expect(sent.map((mail) => mail.to_address)).toEqual(['presidente@club-rappels.test', 'secretaire@club-rappels.test']);
  expect(sent[0]!.subject).toBe(`Licences 2090-2091 : 1 licencié à renouveler pour ${ownClub.name}`);
  expect(sent[0]!.text).toContain('La saison s’achève dans 30 jours ; la saison 2090-2091 suit.');
  // The licensee not renewed, not the one whose licence is already asked for.
  expect(sent[0]!.text).toContain('- Arnaud Jules');
  expect(sent[0]!.text).not.toContain('Bertin');
  expect(sent[0]!.text).toContain(
    `${app.publicUrl}/admin/mf-association/licencies?club=${ownClub.id}&saison=${nextSeason}`,
  );
});

it('sends the 7-day reminder, then the first day’s, each once', async () => {
  expect(await sendSeasonReminders(app.db, at(-7), app.publicUrl)).toEqual([`${ownClub.id}:${nextSeason}:before-7`]);
  expect(await sendSeasonReminders(app.db, at(0), app.publicUrl)).toEqual([]);
  expect(await sendSeasonReminders(app.db, at(1), app.publicUrl)).toEqual([`${ownClub.id}:${nextSeason}:first-day`]);
  expect(await sendSeasonReminders(app.db, at(2), app.publicUrl)).toEqual([]);
  const sent = await mails();
  expect(sent).toHaveLength(6);
  expect(sent.at(-1)!.text).toContain('La saison 2090-2091 commence aujourd’hui.');
});

it('sends nothing once every licensee is renewed', async () => {
  await app.db.deleteFrom('season_reminders').execute();
  const { id } = await app.db
    .selectFrom('licensees')
    .select('id')
    .where('last_name', '=', 'Arnaud')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('licences')
    .values({
      licensee_id: id,
      club_id: ownClub.id,
      season_id: nextSeason,
      status: 'requested',
      number: null,
      requested_at: '2090-08-01T10:00:00.000Z',
      issued_at: null,
    })
    .execute();
  expect(await sendSeasonReminders(app.db, at(-30), app.publicUrl)).toEqual([]);
});

it('asks the association to open the next season when the last one ends with none after it, then reminds the clubs once it exists', async () => {
  await signInAs(app, ['association'], 'bureau@wado-rappels.test');
  // 2090-2091 is the last season: its end, on 31 August 2091.
  const lastEnd = new Date('2091-08-31T10:00:00Z');
  const before = (days: number) => new Date(lastEnd.getTime() - days * DAY_MS);
  const opening = () =>
    app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text'])
      .where('topic', '=', `licences:ouverture:${nextSeason}`)
      .orderBy('id')
      .execute();
  expect(await sendSeasonReminders(app.db, before(31), app.publicUrl)).toEqual([]);
  expect(await sendSeasonReminders(app.db, before(30), app.publicUrl)).toEqual([`association:${nextSeason}:before-30`]);
  expect(await sendSeasonReminders(app.db, before(29), app.publicUrl)).toEqual([]);
  const [mail] = await opening();
  expect(mail).toEqual({
    to_address: 'bureau@wado-rappels.test',
    subject: 'Saison 2090-2091 : la saison suivante n’est pas encore ouverte',
    text: expect.stringContaining(
      'La saison 2090-2091 s’achève le 31 août 2091, dans 30 jours, et aucune saison ne la suit encore sur le site.',
    ),
  });
  expect(mail!.text).toContain(`${app.publicUrl}/admin/mf-association/saisons`);
  // Club managers are not asked: they cannot create a season.
  expect((await opening()).map((sent) => sent.to_address)).toEqual(['bureau@wado-rappels.test']);
  expect(await sendSeasonReminders(app.db, before(7), app.publicUrl)).toEqual([`association:${nextSeason}:before-7`]);

  // The association opens 2091-2092: the clubs' 7-day reminder goes out, and the association's stop.
  const following = (
    await app.db
      .insertInto('membership_seasons')
      .values({ label: '2091-2092', starts_on: '2091-09-01', ends_on: '2092-08-31', affiliation_fee_cents: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  expect(await sendSeasonReminders(app.db, before(5), app.publicUrl)).toEqual([`${ownClub.id}:${following}:before-7`]);
  expect(await opening()).toHaveLength(2);
});
