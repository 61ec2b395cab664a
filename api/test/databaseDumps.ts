import { spawn } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { findRepoRoot } from '../src/config';
import { sqliteTableNames } from '../src/db/backup';

/** Every row of one table, ordered by primary key, so that two databases can be compared. */
export type Rows = Record<string, unknown>[];

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

/** Sorted here rather than by each database: their text collations may differ. */
function byPrimaryKey(rows: Rows, key: string[]): Rows {
  return [...rows].sort((a, b) => {
    for (const column of key) {
      const order = compareValues(a[column], b[column]);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** Every row of every table of a SQLite file, by table, each table ordered by primary key. */
export function sqliteRows(file: string): Record<string, Rows> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      sqliteTableNames(db).map((name) => {
        const columns = db.pragma(`table_info("${name}")`) as { name: string; pk: number }[];
        const key = columns
          .filter((column) => column.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((column) => column.name);
        return [name, byPrimaryKey(db.prepare(`SELECT * FROM "${name}"`).all() as Rows, key)];
      }),
    );
  } finally {
    db.close();
  }
}

/** 64-bit integers as numbers, as the server reads them (connection.ts) and as SQLite gives them. */
const BIGINT_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Every row of every table of a PostgreSQL database (its current schema), as `sqliteRows`. */
export async function postgresRows(databaseUrl: string): Promise<Record<string, Rows>> {
  const client = new pg.Client({ connectionString: databaseUrl, types });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_catalog.pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    );
    const dump: Record<string, Rows> = {};
    for (const { name } of tables) {
      const { rows: key } = await client.query<{ column: string }>(
        `SELECT a.attname AS column FROM pg_catalog.pg_index i
         JOIN pg_catalog.pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
         WHERE i.indrelid = $1::regclass AND i.indisprimary
         ORDER BY array_position(i.indkey::int2[], a.attnum)`,
        [`"${name}"`],
      );
      const { rows } = await client.query<Record<string, unknown>>(`SELECT * FROM "${name}"`);
      dump[name] = byPrimaryKey(
        rows,
        key.map((column) => column.column),
      );
    }
    return dump;
  } finally {
    await client.end();
  }
}

/** Runs SQL statements on a PostgreSQL database. */
export async function onPostgresDatabase(databaseUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `npm run db -- <args>`, as documented in docs/hosting.md, « Sauvegarder et restaurer » (the same script,
 * without npm's own start-up), with `env` added to the test's environment (DATA_DIR, DATABASE_URL…).
 */
export function databaseCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const root = findRepoRoot(__dirname);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'api', 'scripts', 'database.ts'), ...args],
      { cwd: root, env: { ...process.env, ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': the output is read to its end.
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The `  table: rows` lines the command prints. */
export function printedCounts(output: string): Record<string, number> {
  return Object.fromEntries([...output.matchAll(/^ {2}(\S+): (\d+)$/gm)].map((match) => [match[1]!, Number(match[2])]));
}
