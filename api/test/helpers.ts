import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody } from '@wado/shared/contract';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import { sql } from 'kysely';
import type { Database } from '../src/db/schema';
import { databaseKind } from '../src/db/dialect';
import { migrate, openDatabase, type DatabaseLocation, type Db } from '../src/db/connection';
import { dropTestDatabase, testDatabaseLocation } from './postgres/databases';
import { compiledSchemasDir, dataTemplate } from './templateData';
import { isSearchIndexFresh, updateSearchIndex } from '../src/features/search/searchIndex';

/** The settings of every test server, before a test's own. */
function testConfig(location: DatabaseLocation): ServerConfig {
  const notBuilt = path.join(location.dataDir, 'not-built');
  return {
    ...loadConfig({}),
    ...location,
    shellDir: notBuilt,
    remotesRoot: notBuilt,
    logLevel: 'silent',
    // Compiled once for the whole run, then loaded by every test server (templateData.ts's folder).
    compiledSchemasDir: compiledSchemasDir(),
    // The pages' micro-cache is tested on its own (page-cache.test.ts): elsewhere a test that writes
    // rows straight into the database and reads the page again wants it rendered again.
    pageCacheSeconds: 0,
    // Rate limits are tested on their own (security.test.ts); elsewhere they would only get in the way.
    rateLimit: { max: 0, windowMs: 60_000 },
    // Likewise the caps on unpaid orders per buyer and their share of each size (orders-limits.test.ts):
    // most tests order many times as one buyer, some a whole stock by transfer.
    unpaidOrders: { perEmail: 0, perAddress: 0, sharePercent: 100 },
    // And failed authentications (hardening.test.ts): tests of refusals send many on purpose.
    authFailures: { max: 0, windowMs: 60_000 },
    // And the slowing down of wrong passwords per account (auth.test.ts).
    signInSlowdown: { afterFailures: 0, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  };
}

/**
 * The run's migrated and seeded template (templateData.ts), built by a first test server, with
 * the search index a server brings up to date once it listens.
 */
const seededData = () =>
  dataTemplate('seeded', async (location) => {
    const app = await buildApp(testConfig(location));
    await updateSearchIndex(app.db, new Date(), { onlyIfStale: true });
    await app.close();
  });

/** The run's migrated template with no rows, for servers that seed with their own clock or files. */
const migratedData = () =>
  dataTemplate('migrated', async (location) => {
    const db = openDatabase(location);
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
  });

/**
 * A server on a fresh, real database: a SQLite file in a temporary data directory, or, on the
 * PostgreSQL pass of the suite, a new database of its own on the test server. Unless told
 * otherwise it has no built shell nor remotes (the results never depend on a previous build).
 */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  options: Parameters<typeof buildApp>[1] = {},
): Promise<{
  app: FastifyInstance;
  config: ServerConfig;
  cleanup: () => Promise<void>;
}> {
  // A folder given by the test is the test's (a restart finds its data there); else a fresh one.
  const ownDataDir = overrides.dataDir === undefined;
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wado-api-'));
  // A fresh server starts from the run's seeded template, unless its test seeds or stores
  // elsewhere, or sets the clock (the seeded documents are dated by the server's clock): then from
  // the migrated one, and seeds as a first start does.
  const seeded = options.clock === undefined && !overrides.seedDir && !overrides.uploadsDir;
  const template = ownDataDir && !overrides.databaseUrl ? await (seeded ? seededData() : migratedData()) : null;
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const config: ServerConfig = {
    ...testConfig(await testDatabaseLocation(dataDir, template?.database)),
    ...overrides,
  };
  const app = await buildApp(config, options);
  return {
    app,
    config,
    cleanup: async () => {
      await app.close();
      if (!ownDataDir) return;
      await dropTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives a test server a built shell of one page (`html`, which holds the runtime-config mark), as
 * `npm run build` would leave it: the page routes answer as in production.
 */
export function useStandInShell(config: ServerConfig, html: string): void {
  const shellDir = path.join(config.dataDir, 'shell');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), html);
  config.shellDir = shellDir;
}

/**
 * A fresh database that only the caller uses, not migrated (a temporary SQLite file, or a new
 * PostgreSQL database on the PostgreSQL pass); `close` destroys the handle and removes it all.
 */
export async function openTestDatabase(
  prefix: string,
): Promise<{ db: Db; location: DatabaseLocation; close: () => Promise<void> }> {
  const { dir, remove } = tempDir(prefix);
  const location = await testDatabaseLocation(dir);
  const db = openDatabase(location);
  return {
    db,
    location,
    close: async () => {
      await db.destroy();
      await dropTestDatabase(dir);
      remove();
    },
  };
}

export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Every API error: the exact status, a JSON `{error, message}` body, a non-empty message. */
export function expectApiError(response: LightMyRequestResponse, status: number, message?: string): ApiErrorBody {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json<ApiErrorBody>();
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

/** Counts the rows of a table straight from the database. */
export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const { count } = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Makes the database refuse the rows of `table` whose `column` equals `value` (a fault for a test:
 * a write that fails halfway through a transaction), until the returned function is called. A
 * trigger, in each dialect's own syntax.
 */
export async function refuseRowsOf(
  db: Db,
  table: keyof Database,
  column: string,
  value: string,
): Promise<() => Promise<void>> {
  if (databaseKind(db) === 'postgres') {
    await sql`CREATE FUNCTION refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ligne refusée pour le test'; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER refuse_row BEFORE INSERT ON ${sql.table(table)} FOR EACH ROW WHEN (NEW.${sql.ref(column)} = ${sql.lit(value)}) EXECUTE FUNCTION refuse_row()`.execute(
      db,
    );
    return async () => {
      await sql`DROP TRIGGER refuse_row ON ${sql.table(table)}`.execute(db);
      await sql`DROP FUNCTION refuse_row`.execute(db);
    };
  }
  await sql`CREATE TRIGGER refuse_row BEFORE INSERT ON ${sql.table(table)} WHEN NEW.${sql.ref(column)} = ${sql.lit(value)} BEGIN SELECT RAISE(ABORT, 'ligne refusée pour le test'); END`.execute(
    db,
  );
  return async () => {
    await sql`DROP TRIGGER refuse_row`.execute(db);
  };
}

/** Reads until `done` holds (an e-mail arrived, a row changed), or fails after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Délai dépassé : ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Until the search index of a server that is ready is up to date: a server brings it up to date
 * in the background once it listens, which a test comparing whole tables must wait for.
 */
export async function untilSearchIndexFresh(db: Db, timeoutMs = 10_000): Promise<void> {
  await waitFor(
    () => isSearchIndexFresh(db),
    (fresh) => fresh,
    timeoutMs,
  );
}

/** A directory of the test's own: every club goes, with the seed's licence holders, who belong to clubs. */
export async function emptyTheDirectory(db: Db): Promise<void> {
  await db.deleteFrom('licences').execute();
  await db.deleteFrom('licensees').execute();
  await db.deleteFrom('clubs').execute();
}
