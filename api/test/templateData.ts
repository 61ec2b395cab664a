import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseLocation } from '../src/db/connection';
import { onPostgres, testDatabaseLocation } from './postgres/databases';

/**
 * A test server's first start migrates and seeds a new database (about 0.4 s on SQLite, 1.3 s on
 * PostgreSQL, hundreds of times a run). Instead, the first test server of a run that needs it
 * builds a template once, and every other one starts from a copy: the SQLite file and the data
 * folder (seeded documents) copied, or on PostgreSQL `CREATE DATABASE … TEMPLATE`. The server then
 * starts as on any later start: migrations up to date, seeds finding their rows. A server whose
 * test sets the clock, the seeds or the uploads' folder starts from a second template, migrated
 * and empty: it seeds as a first start does, without running the migrations again (six editing test files
 * on both databases, one core: 127 s → 115 s).
 *
 * WADO_TEST_TEMPLATES (set by jest.config.cjs for the run, removed by its global teardown) says
 * where the templates live; without it, every server starts from nothing as before.
 */
export interface DataTemplate {
  /** The data folder to copy into a new server's own. */
  dataDir: string;
  /** PostgreSQL: the database to copy; '' on SQLite (the file is in `dataDir`). */
  database: string;
}

/** What the template's ready mark holds: the database name on PostgreSQL. */
const READY = 'ready.json';
/** How long a worker waits for another to finish the template before starting from nothing. */
const WAIT_MS = 120_000;

/**
 * The run's template `name` for this pass (SQLite or PostgreSQL), built by `build` on the first
 * call of the run in any worker (a folder created atomically says who builds it); null when there
 * is none.
 */
export async function dataTemplate(
  name: string,
  build: (location: DatabaseLocation) => Promise<void>,
): Promise<DataTemplate | null> {
  const root = process.env.WADO_TEST_TEMPLATES;
  if (!root) return null;
  const folder = path.join(root, `${name}-${onPostgres() ? 'postgres' : 'sqlite'}`);
  const ready = path.join(folder, READY);
  const read = (): DataTemplate => ({
    dataDir: path.join(folder, 'data'),
    database: (JSON.parse(fs.readFileSync(ready, 'utf8')) as { database: string }).database,
  });
  if (fs.existsSync(ready)) return read();
  fs.mkdirSync(root, { recursive: true });
  try {
    fs.mkdirSync(folder);
  } catch {
    // Another worker builds it: wait for its mark (a failed build leaves none: start from nothing).
    for (const started = Date.now(); Date.now() - started < WAIT_MS;) {
      if (fs.existsSync(ready)) return read();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }
  const location = await testDatabaseLocation(path.join(folder, 'data'));
  // The data folder to copy, even when the template holds nothing there (a PostgreSQL schema).
  fs.mkdirSync(location.dataDir, { recursive: true });
  await build(location);
  const database = location.databaseUrl ? new URL(location.databaseUrl).pathname.slice(1) : '';
  fs.writeFileSync(ready, JSON.stringify({ database }));
  return read();
}

/**
 * The run's folder of code compiled from the routes' schemas (api/src/schemaCompilers.ts): the
 * first test server to compile a schema writes its code there, the others load it (compiling every
 * route's schemas took ~0.7 s of each test file). Null without WADO_TEST_TEMPLATES: each process
 * compiles its own, as in production.
 */
export function compiledSchemasDir(): string | null {
  const root = process.env.WADO_TEST_TEMPLATES;
  return root ? path.join(root, 'compiled-schemas') : null;
}
