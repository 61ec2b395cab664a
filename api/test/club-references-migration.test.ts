import { Migrator, sql } from 'kysely';
import { migrations } from '../src/db/migrations';
import { openTestDatabase } from './helpers';

/**
 * Migration 012 on a site that already has a national team: coaches, competitors and French podium
 * places are linked to the directory's club of the name they give; names the directory does not
 * have (or has in several towns) stay unlinked, foreign clubs too; and the migration can be undone.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

async function clubId(db: TestDb, name: string, city: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM clubs WHERE name = ${name} AND city = ${city}`.execute(db);
  return Number(rows[0]!.id);
}

it('links the national team to the directory by club name, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-012-');
  try {
    const before = await migrator(db).migrateTo('011_uploads');
    if (before.error) throw before.error;
    // Written as they were before 012 (the typed schema is the latest one).
    for (const [name, city] of [
      ['Wado Kai Rennes', 'Rennes'],
      ['Karaté Wado Grenoble', 'Grenoble'],
      ['Wado Club', 'Nantes'],
      ['Wado Club', 'Angers'],
    ]) {
      await sql`INSERT INTO clubs (name, city, postal_code, department, department_name, region, address, email)
        VALUES (${name}, ${city}, '35000', '35', 'Ille-et-Vilaine', 'Bretagne', '1 rue du Dojo', 'club@example.fr')`.execute(
        db,
      );
    }
    const coach = (slug: string, club: string, city: string) =>
      sql`INSERT INTO coaches (slug, name, role, dan, club, city, bio, portrait, portrait_alt)
        VALUES (${slug}, ${slug}, 'Entraîneur', 5, ${club}, ${city}, 'Bio', '/p.svg', 'Portrait')`.execute(db);
    await coach('rennes', 'wado kai rennes ', 'Rennes');
    await coach('nantes', 'Wado Club', 'Nantes');
    await coach('ailleurs', 'Wado Club', 'Brest');
    const competitor = (slug: string, club: string) =>
      sql`INSERT INTO competitors (slug, name, gender, club, discipline, age_group, grade, portrait, portrait_alt)
        VALUES (${slug}, ${slug}, 'F', ${club}, 'kata', 'seniors', '1er dan', '/p.svg', 'Portrait')`.execute(db);
    await competitor('grenoble', 'Karaté Wado Grenoble');
    await competitor('deux-villes', 'Wado Club');
    await competitor('inconnu', 'Dojo Inconnu');
    await sql`INSERT INTO competitions (slug, name, season, start_date, end_date, place, city, country, level)
      VALUES ('open', 'Open', '2025-2026', '2026-01-10', '2026-01-11', 'Halle', 'Paris', 'France', 'international')`.execute(
      db,
    );
    const place = (athlete: string, club: string, country: string) =>
      sql`INSERT INTO podium_places (competition_id, category, category_position, rank, athlete, club, country, team_member)
        VALUES ((SELECT id FROM competitions WHERE slug = 'open'), 'Kata', 0, 1, ${athlete}, ${club}, ${country}, 0)`.execute(
        db,
      );
    await place('Française', 'Wado Kai Rennes', 'France');
    await place('Étrangère', 'Wado Kai Rennes', 'Belgique');

    const after = await migrator(db).migrateTo('012_club_references');
    if (after.error) throw after.error;
    const linked = async (table: 'coaches' | 'competitors') =>
      Object.fromEntries(
        (await db.selectFrom(table).select(['slug', 'club_id', 'club']).execute()).map((row) => [
          row.slug,
          { clubId: row.club_id === null ? null : Number(row.club_id), club: row.club },
        ]),
      );
    expect(await linked('coaches')).toEqual({
      rennes: { clubId: await clubId(db, 'Wado Kai Rennes', 'Rennes'), club: 'wado kai rennes ' },
      // The club of that name in the coach's own town.
      nantes: { clubId: await clubId(db, 'Wado Club', 'Nantes'), club: 'Wado Club' },
      // In two other towns: which one is not known.
      ailleurs: { clubId: null, club: 'Wado Club' },
    });
    expect(await linked('competitors')).toEqual({
      grenoble: { clubId: await clubId(db, 'Karaté Wado Grenoble', 'Grenoble'), club: 'Karaté Wado Grenoble' },
      'deux-villes': { clubId: null, club: 'Wado Club' },
      inconnu: { clubId: null, club: 'Dojo Inconnu' },
    });
    const places = await db.selectFrom('podium_places').select(['athlete', 'club_id']).orderBy('id').execute();
    expect(places.map((row) => ({ ...row, club_id: row.club_id === null ? null : Number(row.club_id) }))).toEqual([
      { athlete: 'Française', club_id: await clubId(db, 'Wado Kai Rennes', 'Rennes') },
      { athlete: 'Étrangère', club_id: null },
    ]);

    // A club that leaves the directory leaves the name as it was written.
    await sql`DELETE FROM clubs WHERE name = 'Karaté Wado Grenoble'`.execute(db);
    expect((await linked('competitors')).grenoble).toEqual({ clubId: null, club: 'Karaté Wado Grenoble' });

    const undone = await migrator(db).migrateTo('011_uploads');
    if (undone.error) throw undone.error;
    const tables = await db.introspection.getTables();
    for (const name of ['coaches', 'competitors', 'podium_places']) {
      expect(tables.find((table) => table.name === name)!.columns.map((column) => column.name)).not.toContain(
        'club_id',
      );
    }
  } finally {
    await close();
  }
});
