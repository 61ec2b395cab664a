import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_WAITS, withoutWaitLimits, type DatabaseWaits } from './dialect';
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
  /** How long PostgreSQL lets a query wait (DEFAULT_DATABASE_WAITS unless told). */
  databaseWaits?: DatabaseWaits;
}

/**
 * Opens the site's database: PostgreSQL when `databaseUrl` is set (any number of API replicas may
 * share it), else (creating it if needed) the SQLite file `<dataDir>/wado.sqlite` (one server).
 * The rest of the server only sees Kysely; what differs between the two is in `dialect.ts`.
 */
export function openDatabase(location: DatabaseLocation): Db {
  return location.databaseUrl
    ? openPostgres(location.databaseUrl, location.databaseWaits ?? DEFAULT_DATABASE_WAITS, 10)
    : openSqlite(location.dataDir);
}

/**
 * The health check's own connection to PostgreSQL, outside the requests' pool: a replica whose
 * ten connections all wait (on a lock, on a slow query) still tells its load balancer the truth
 * at once, and one that cannot reach the database says so within seconds. On SQLite, null: the
 * check uses the server's one database handle.
 */
export function openHealthDatabase(location: DatabaseLocation): Db | null {
  if (!location.databaseUrl) return null;
  return openPostgres(
    location.databaseUrl,
    { lockTimeoutMs: 1_000, statementTimeoutMs: 2_000, idleInTransactionTimeoutMs: 2_000 },
    1,
    2_000,
  );
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

function openPostgres(databaseUrl: string, waits: DatabaseWaits, max: number, connectionTimeoutMillis = 10_000): Db {
  // pg sends lock_timeout at connection like the other two; its published types leave it out.
  const settings: pg.PoolConfig & { lock_timeout: number } = {
    connectionString: databaseUrl,
    types,
    // A replica holds at most this many connections (PostgreSQL's default limit is 100 in all).
    max,
    statement_timeout: waits.statementTimeoutMs,
    lock_timeout: waits.lockTimeoutMs,
    idle_in_transaction_session_timeout: waits.idleInTransactionTimeoutMs,
    connectionTimeoutMillis,
  };
  const pool = new pg.Pool(settings);
  // A connection that the server closes (a restart, a failover, pg_terminate_backend, an idle
  // transaction ended) must not crash the process. The pool listens to its idle connections only:
  // one in use emits its 'error' with nobody listening, and Node ends the process. The query
  // under way fails (503), the pool drops the connection when it comes back and opens another one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
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

/** Runs the migrations not yet run; replicas starting together wait for the one that runs them. */
export async function migrate(db: Db): Promise<void> {
  const { error, results } = await withoutWaitLimits(db, (connection) =>
    new Migrator({ db: connection, provider }).migrateToLatest(),
  );
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} en échec`, { cause: error });
  }
}
