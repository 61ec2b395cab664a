import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const DATABASE_FILE = 'wado.sqlite';

/**
 * A consistent copy of the live database, taken while the site runs: SQLite's online backup
 * copies the pages of one snapshot (WAL included) while readers and the writer keep working.
 * The copy is written beside its destination, checked, then renamed into place.
 */
export async function backupDatabase(
  dataDir: string,
  destination: string,
): Promise<{ file: string; bytes: number; tables: Record<string, number> }> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`Aucune base à sauvegarder dans ${dataDir}`);
  const target = path.resolve(destination);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  live.pragma('busy_timeout = 5000');
  try {
    await live.backup(partial);
  } finally {
    live.close();
  }
  const tables = checkDatabaseFile(partial);
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, tables };
}

/**
 * The tables of a SQLite file, by name: SQLite's own excluded, and the site search's full-text
 * index (an FTS5 virtual table and its shadow tables, which SQLite builds from `search_entries`).
 */
export function sqliteTableNames(db: SQLite.Database): string[] {
  return db
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
}

/** Integrity check of a database file; the number of rows of each table. */
export function checkDatabaseFile(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const verdict = db.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') throw new Error(`Le fichier ${file} est endommagé : ${String(verdict)}`);
    return Object.fromEntries(
      sqliteTableNames(db).map((name) => [
        name,
        (db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
  }
}

/**
 * Puts a backup back as the database of `dataDir`. The server must be stopped: the old file and
 * its WAL are moved aside (kept as `*.before-restore`), never deleted.
 */
export function restoreDatabase(backupFile: string, dataDir: string): Record<string, number> {
  const tables = checkDatabaseFile(backupFile);
  fs.mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, DATABASE_FILE);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, `${live}${suffix}.before-restore-${stamp}`);
  }
  fs.copyFileSync(backupFile, `${live}.partial`);
  fs.renameSync(`${live}.partial`, live);
  return tables;
}
