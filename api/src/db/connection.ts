import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} en échec`, { cause: error });
  }
}
