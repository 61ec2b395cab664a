import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The file each open database was opened from, and which file it was (device and inode). */
const openedFiles = new WeakMap<Db, { path: string; dev: number; ino: number }>();

/** Where the database is: a PostgreSQL URL (`DATABASE_URL`), else the SQLite file of `DATA_DIR`. */
export interface DatabaseLocation {
  dataDir: string;
  /** `postgres://user:password@host:5432/wado`; empty: SQLite. */
  databaseUrl: string;
}

/**
 * Opens the site's database: PostgreSQL when `databaseUrl` is set (any number of API replicas may
 * share it), else (creating it if needed) the SQLite file `<dataDir>/wado.sqlite` (one server).
 * The rest of the server only sees Kysely; what differs between the two is in `dialect.ts`.
 */
export function openDatabase(location: DatabaseLocation): Db {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openSqlite(location.dataDir);
}

/**
 * Counts and sums are 64-bit integers (`bigint`), which pg hands over as strings so as not to lose
 * precision above 2^53; no count or amount of this site comes near, so they are numbers here, as
 * on SQLite.
 */
const BIGINT_OID = 20;
const types: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) => (oid === BIGINT_OID ? Number : pg.types.getTypeParser(oid, format)),
};

function openPostgres(databaseUrl: string): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types,
    // A replica holds at most this many connections (PostgreSQL's default limit is 100 in all).
    max: 10,
    // A statement that hangs (a lock never released) fails after 30 s instead of holding a request.
    statement_timeout: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection that the server closes (a restart, a failover) must not crash the process:
  // the pool drops it and opens another one at the next query.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'wado.sqlite'));
  // WAL: readers never wait for the writer; every committed write survives a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const file = path.join(dataDir, 'wado.sqlite');
  const { dev, ino } = fs.statSync(file);
  openedFiles.set(db, { path: file, dev, ino });
  return db;
}

/** Prepared statements kept per database: the site runs a few hundred distinct queries. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite handle Kysely sees, which prepares each distinct query once. Kysely's driver prepares
 * every query it runs: on the property tests' thousands of requests, a twelfth of the processor
 * time went to preparing the same statements again (SQLite re-prepares a statement by itself when
 * a migration changes the schema under it). A statement still being read by a stream is busy:
 * that query gets a statement of its own.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (statement?.busy) return sqlite.prepare(query);
      if (statement) {
        // Most recently used last: the first of the map is the one to forget when it is full.
        statements.delete(query);
      } else {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(query, statement);
      return statement;
    },
  };
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
