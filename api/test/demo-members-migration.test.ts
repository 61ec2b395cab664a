import { Migrator } from 'kysely';
import { loadConfig } from '../src/config';
import { migrations } from '../src/db/migrations';
import { DEMO_MEMBERS } from '../src/db/migrations/049_demo_members_are_licensees';
import { seed } from '../src/db/seed';
import { SEED_LICENCE_HOLDERS } from '../src/db/seed/licensees/holders';
import { findActiveMember } from '../src/features/members';
import { openTestDatabase } from './helpers';

/**
 * Migration 049 on a site whose shop list of members holds the demo's licence holders and one row
 * the host added by hand: the demo's leave the list and come back, at the next start, as licensees
 * of their clubs with their licence of the season issued; the host's row stays and is still read.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
const HAND_ADDED = {
  licence_number: 'WF26020001',
  first_name: 'Maël',
  last_name: 'Roux',
  last_name_folded: 'roux',
  club_name: 'Wado Club Nantes',
  season_end: '2027-08-31',
};
const memberNumbers = async (db: TestDb) =>
  (await db.selectFrom('members').select('licence_number').orderBy('licence_number').execute()).map(
    (row) => row.licence_number,
  );

it('turns the demo members into licensees with issued licences, keeps a hand-added one, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-049-');
  try {
    const before = await migrator(db).migrateTo('048_club_photo');
    if (before.error) throw before.error;
    // The list as the shop's seed wrote it, and one licence the host added.
    for (const [licence, firstName, lastName, folded, club, seasonEnd] of DEMO_MEMBERS) {
      await db
        .insertInto('members')
        .values({
          licence_number: licence,
          first_name: firstName,
          last_name: lastName,
          last_name_folded: folded,
          club_name: club,
          season_end: seasonEnd,
        })
        .execute();
    }
    await db.insertInto('members').values(HAND_ADDED).execute();

    const after = await migrator(db).migrateToLatest();
    if (after.error) throw after.error;
    expect(await memberNumbers(db)).toEqual([HAND_ADDED.licence_number]);

    // The next start seeds the clubs, the season and the demo's licensees (twice: nothing doubles).
    const now = new Date('2026-12-07T10:00:00Z');
    await seed(db, loadConfig({}).seedDir, now);
    await seed(db, loadConfig({}).seedDir, now);
    const licences = await db
      .selectFrom('licences')
      .innerJoin('licensees', 'licensees.id', 'licences.licensee_id')
      .innerJoin('clubs', 'clubs.id', 'licences.club_id')
      .innerJoin('membership_seasons', 'membership_seasons.id', 'licences.season_id')
      .select([
        'licences.number',
        'licences.status',
        'licensees.last_name',
        'licensees.birth_date',
        'clubs.name as club',
        'membership_seasons.label as season',
      ])
      .orderBy('licences.number')
      .execute();
    expect(licences).toHaveLength(SEED_LICENCE_HOLDERS.length);
    expect(licences).toContainEqual({
      number: 'WF26004217',
      status: 'issued',
      last_name: 'Lefèvre',
      birth_date: '1988-04-12',
      club: 'Dojo Wado de la Croix-Rousse',
      season: '2026-2027',
    });
    // The expired demo licence is not carried: it granted nothing any more.
    expect(licences.map((licence) => licence.number)).not.toContain('WF25012208');
    // A number the season issues later comes after the seeded ones.
    const series = await db.selectFrom('licence_number_series').selectAll().execute();
    expect(series.map((row) => ({ ...row, last_number: Number(row.last_number) }))).toEqual([
      { prefix: 'WF26', last_number: 17786 },
    ]);

    // The check grants the member price from the licences, and from the host's row.
    expect(await findActiveMember(db, 'wf26 004217', 'LEFEVRE', now)).toEqual({
      licenceNumber: 'WF26004217',
      clubName: 'Dojo Wado de la Croix-Rousse',
      seasonEnd: '2027-08-31',
    });
    expect(await findActiveMember(db, HAND_ADDED.licence_number, 'Roux', now)).toMatchObject({
      clubName: 'Wado Club Nantes',
    });
    expect(await findActiveMember(db, 'WF25012208', 'Fabre', now)).toBeNull();

    const undone = await migrator(db).migrateTo('048_club_photo');
    if (undone.error) throw undone.error;
    expect(await memberNumbers(db)).toEqual(
      [...DEMO_MEMBERS.map(([licence]) => licence), HAND_ADDED.licence_number].sort(),
    );
  } finally {
    await close();
  }
});
