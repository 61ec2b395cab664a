import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { uploadsFolderFiles, uploadsPathOf } from '../features/files/uploadsFolder';

export const DATABASE_FILE = 'wado.sqlite';

/**
 * A consistent copy of the live database, taken while the site runs: SQLite's online backup
 * copies the pages of one snapshot (WAL included) while readers and the writer keep working.
 * The images and documents of `uploadsDir` go into the copy's `stored_files` table: one file
 * holds the whole site. The copy is written beside its destination, checked, then renamed into place.
 */
export async function backupDatabase(
  dataDir: string,
  destination: string,
  uploadsDir: string = path.join(dataDir, 'uploads'),
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
  storeUploads(partial, uploadsDir);
  const tables = checkDatabaseFile(partial);
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, tables };
}

/**
 * Copies the uploads folder's images and documents into the backup's `stored_files` (a file
 * removed meanwhile by the site is skipped: nothing names it any more).
 */
function storeUploads(backupFile: string, uploadsDir: string): void {
  const db = new SQLite(backupFile, { fileMustExist: true });
  try {
    // A database the server has not migrated since (no such table yet): its files stay behind.
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'stored_files'").get()) return;
    const insert = db.prepare('INSERT OR IGNORE INTO stored_files (name, bytes, size, created_at) VALUES (?, ?, ?, ?)');
    const now = new Date().toISOString();
    db.transaction(() => {
      for (const { name, file } of uploadsFolderFiles(uploadsDir)) {
        let bytes: Buffer;
        try {
          bytes = fs.readFileSync(file);
        } catch {
          continue;
        }
        insert.run(name, bytes, bytes.length, now);
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * Puts the backup's files back into the uploads folder (a file already there is the same: named
 * after its content), then empties `stored_files`: on SQLite the files live in the folder.
 * Returns how many it wrote.
 */
function restoreUploads(databaseFile: string, uploadsDir: string): number {
  const db = new SQLite(databaseFile, { fileMustExist: true });
  let written = 0;
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'stored_files'").get();
    if (!hasTable) return 0;
    for (const row of db.prepare('SELECT name, bytes FROM stored_files').iterate() as Iterable<{
      name: string;
      bytes: Buffer;
    }>) {
      const target = uploadsPathOf(uploadsDir, row.name);
      if (!target || fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(`${target}.partial`, row.bytes);
      fs.renameSync(`${target}.partial`, target);
      written += 1;
    }
    db.exec('DELETE FROM stored_files');
    db.exec('VACUUM');
  } finally {
    db.close();
  }
  return written;
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
 * Puts a backup back as the database of `dataDir`, and its images and documents into
 * `uploadsDir`. The server must be stopped: the old file and its WAL are moved aside (kept as
 * `*.before-restore`), never deleted.
 */
export function restoreDatabase(
  backupFile: string,
  dataDir: string,
  uploadsDir: string = path.join(dataDir, 'uploads'),
): Record<string, number> {
  const tables = checkDatabaseFile(backupFile);
  fs.mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, DATABASE_FILE);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, `${live}${suffix}.before-restore-${stamp}`);
  }
  fs.copyFileSync(backupFile, `${live}.partial`);
  restoreUploads(`${live}.partial`, uploadsDir);
  fs.renameSync(`${live}.partial`, live);
  return tables;
}
