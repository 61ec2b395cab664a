import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The file each open database was opened from, and which file it was (device and inode). */
const openedFiles = new WeakMap<Db, { path: string; dev: number; ino: number }>();

/**
 * Opens (creating if needed) the SQLite file `<dataDir>/wado.sqlite`. The rest of the server only
 * sees Kysely, so a PostgreSQL dialect can replace this function when the site outgrows one file.
 */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'wado.sqlite'));
  // WAL: readers never wait for the writer; every committed write survives a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const file = path.join(dataDir, 'wado.sqlite');
  const { dev, ino } = fs.statSync(file);
  openedFiles.set(db, { path: file, dev, ino });
  return db;
}

/**
 * Why the open database no longer is the file on disk, or null while it is. SQLite keeps writing
 * to a file deleted (or replaced) under a running server: every write would answer « enregistré »
 * and be lost at the next start. A stat, cheap enough to run before every write.
 */
export function databaseFileProblem(db: Db): string | null {
  const opened = openedFiles.get(db);
  if (!opened) return null;
  try {
    const { dev, ino } = fs.statSync(opened.path);
    return dev === opened.dev && ino === opened.ino ? null : `le fichier ${opened.path} a été remplacé`;
  } catch {
    return `le fichier ${opened.path} a disparu`;
  }
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} en échec`, { cause: error });
  }
}
