import { Migrator, sql } from 'kysely';
import { migrations } from '../src/db/migrations';
import { openTestDatabase } from './helpers';

/**
 * Migration 031 on a site that already holds uploaded images: each gets the pixels its hourly
 * processing quota counts (its largest stored size, the nearest thing known), a new one can be
 * recorded with its own, and the migration can be undone.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
const names = Object.keys(migrations).sort();
const MIGRATION = '031_upload_pixels';
const BEFORE = names[names.indexOf(MIGRATION) - 1]!;

const addUpload = (db: TestDb, hash: string, width: number, height: number) =>
  sql`INSERT INTO uploads (hash, widths, width, height, original_format, original_bytes, created_at, created_by)
    VALUES (${hash}, '[320]', ${width}, ${height}, 'jpeg', 1000, '2026-01-01T00:00:00.000Z', 'media@wado-france.test')`.execute(
    db,
  );

const pixels = async (db: TestDb) =>
  (
    await sql<{ hash: string; original_pixels: number }>`SELECT hash, original_pixels FROM uploads ORDER BY id`.execute(
      db,
    )
  ).rows.map((row) => [row.hash, Number(row.original_pixels)]);

it('gives the images already stored their largest size as pixels, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-031-');
  try {
    const before = await migrator(db).migrateTo(BEFORE);
    if (before.error) throw before.error;
    await addUpload(db, 'a'.repeat(32), 1920, 1280);
    await addUpload(db, 'b'.repeat(32), 320, 200);

    const after = await migrator(db).migrateTo(MIGRATION);
    if (after.error) throw after.error;
    expect(await pixels(db)).toEqual([
      ['a'.repeat(32), 1920 * 1280],
      ['b'.repeat(32), 320 * 200],
    ]);
    await sql`INSERT INTO uploads (hash, widths, width, height, original_format, original_bytes, created_at, created_by, original_pixels)
      VALUES (${'c'.repeat(32)}, '[1920]', 1920, 1440, 'jpeg', 1000, '2026-01-02T00:00:00.000Z', 'media@wado-france.test', 24000000)`.execute(
      db,
    );
    expect((await pixels(db))[2]).toEqual(['c'.repeat(32), 24_000_000]);

    const undone = await migrator(db).migrateTo(BEFORE);
    if (undone.error) throw undone.error;
    const columns = (await sql<Record<string, unknown>>`SELECT * FROM uploads ORDER BY id`.execute(db)).rows.map(
      (row) => Object.keys(row).sort(),
    );
    expect(columns[0]).not.toContain('original_pixels');
  } finally {
    await close();
  }
});
