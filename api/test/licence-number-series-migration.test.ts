import { Migrator, sql } from 'kysely';
import { migrations } from '../src/db/migrations';
import { openTestDatabase } from './helpers';

/**
 * Migration 050 on a site where two seasons starting the same year each counted their licence
 * numbers: one series per year takes over, past the highest number issued under its prefix, and
 * the migration can be undone (each season's counter at its own highest number).
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

it('starts one series per year past every number issued, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-050-');
  try {
    const before = await migrator(db).migrateTo('049_demo_members_are_licensees');
    if (before.error) throw before.error;
    await sql`INSERT INTO clubs (name, city, postal_code, department, department_name, region, address, email)
      VALUES ('Wado Club', 'Nantes', '44000', '44', 'Loire-Atlantique', 'Pays de la Loire', '1 rue du Dojo', 'club@example.fr')`.execute(
      db,
    );
    const season = async (label: string, startsOn: string) =>
      Number(
        (
          await sql<{ id: number }>`INSERT INTO membership_seasons (label, starts_on, ends_on, affiliation_fee_cents)
            VALUES (${label}, ${startsOn}, '2027-08-31', 0) RETURNING id`.execute(db)
        ).rows[0]!.id,
      );
    const [first, twin, older] = [
      await season('2026-2027', '2026-09-01'),
      await season('2026-2027 bis', '2026-10-01'),
      await season('2025-2026', '2025-09-01'),
    ];
    const licence = async (seasonId: number, number: string | null, name: string) => {
      const { rows } = await sql<{ id: number }>`INSERT INTO licensees (club_id, first_name, last_name, birth_date, sex,
          grade, discipline, email, created_at, updated_at)
        VALUES ((SELECT id FROM clubs), ${name}, 'Martin', '1990-01-01', 'F', '1er dan', 'wado', 'a@b.test', 'x', 'x')
        RETURNING id`.execute(db);
      await sql`INSERT INTO licences (licensee_id, club_id, season_id, status, number, requested_at)
        VALUES (${rows[0]!.id}, (SELECT id FROM clubs), ${seasonId}, ${number ? 'issued' : 'requested'}, ${number}, 'x')`.execute(
        db,
      );
    };
    await licence(first, 'WF26000002', 'Léa');
    await licence(twin, 'WF26000001', 'Zoé');
    await licence(older, 'WF25000007', 'Inès');
    await licence(first, null, 'Noé');
    await licence(older, 'A-LA-MAIN', 'Jade');

    const after = await migrator(db).migrateTo('050_licence_number_series');
    if (after.error) throw after.error;
    const series = await sql<{ prefix: string; last_number: number }>`SELECT prefix, last_number
      FROM licence_number_series ORDER BY prefix`.execute(db);
    expect(series.rows.map((row) => [row.prefix, Number(row.last_number)])).toEqual([
      ['WF25', 7],
      ['WF26', 2],
    ]);

    const undone = await migrator(db).migrateTo('049_demo_members_are_licensees');
    if (undone.error) throw undone.error;
    const counters = await sql<{ season_id: number; last_number: number }>`SELECT season_id, last_number
      FROM licence_number_counters ORDER BY season_id`.execute(db);
    expect(counters.rows.map((row) => [Number(row.season_id), Number(row.last_number)])).toEqual([
      [first, 2],
      [twin, 1],
      [older, 7],
    ]);
  } finally {
    await close();
  }
});
