import { Migrator, sql } from 'kysely';
import { migrations } from '../src/db/migrations';
import { openTestDatabase } from './helpers';

/**
 * Migration 052 on a site whose clubs already have licences: each issued one gets the code its
 * card's QR code carries (all different), a licence only asked for gets none; it can be undone.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

it('gives each issued licence its check code, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-052-');
  try {
    const before = await migrator(db).migrateTo('051_season_opening_reminders');
    if (before.error) throw before.error;
    await sql`INSERT INTO clubs (name, city, postal_code, department, department_name, region, address, email)
      VALUES ('Wado Club', 'Nantes', '44000', '44', 'Loire-Atlantique', 'Pays de la Loire', '1 rue du Dojo', 'club@example.fr')`.execute(
      db,
    );
    await sql`INSERT INTO membership_seasons (label, starts_on, ends_on, affiliation_fee_cents)
      VALUES ('2026-2027', '2026-09-01', '2027-08-31', 0)`.execute(db);
    for (const [name, status, number] of [
      ['Léa', 'issued', 'WF26000001'],
      ['Zoé', 'issued', 'WF26000002'],
      ['Noé', 'requested', null],
    ] as const) {
      const { rows } = await sql<{ id: number }>`INSERT INTO licensees (club_id, first_name, last_name, birth_date, sex,
          grade, discipline, email, created_at, updated_at)
        VALUES ((SELECT id FROM clubs), ${name}, 'Martin', '1990-01-01', 'F', '1er dan', 'wado', 'a@b.test', 'x', 'x')
        RETURNING id`.execute(db);
      await sql`INSERT INTO licences (licensee_id, club_id, season_id, status, number, requested_at)
        VALUES (${rows[0]!.id}, (SELECT id FROM clubs), (SELECT id FROM membership_seasons), ${status}, ${number}, 'x')`.execute(
        db,
      );
    }

    const after = await migrator(db).migrateTo('052_licensee_space');
    if (after.error) throw after.error;
    const codes = await sql<{ status: string; check_code: string | null }>`SELECT status, check_code FROM licences
      ORDER BY id`.execute(db);
    expect(
      codes.rows.map((row) => [row.status, row.check_code === null ? null : /^[0-9a-f]{20}$/.test(row.check_code)]),
    ).toEqual([
      ['issued', true],
      ['issued', true],
      ['requested', null],
    ]);
    expect(codes.rows[0]!.check_code).not.toBe(codes.rows[1]!.check_code);

    const undone = await migrator(db).migrateTo('051_season_opening_reminders');
    if (undone.error) throw undone.error;
    const tables = await db.introspection.getTables();
    expect(tables.find((table) => table.name === 'licences')!.columns.map((column) => column.name)).not.toContain(
      'check_code',
    );
    expect(tables.map((table) => table.name)).not.toContain('espace_sessions');
  } finally {
    await close();
  }
});
