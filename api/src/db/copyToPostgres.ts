import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { DATABASE_FILE, sqliteTableNames } from './backup';
import { describeDatabase } from './backupPostgres';
import { migrate, openDatabase, type Db } from './connection';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Moves a SQLite site into an empty PostgreSQL database: the target migrates itself, then every
 * application table's rows are copied in one transaction, ids included, and each identity
 * sequence continues after the highest id SQLite ever gave. The SQLite file is only read.
 */

/** Kysely's own bookkeeping: the target writes it when it migrates, it is never copied. */
const isMigrationTable = (table: string) => table.startsWith('kysely_migration');

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const batchRows = (columns: number) => Math.max(1, Math.min(1000, Math.floor(60_000 / columns)));

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function sqliteTables(source: SQLite.Database): Map<string, string[]> {
  return new Map(
    sqliteTableNames(source)
      .filter((name) => !isMigrationTable(name))
      .map((name) => [
        name,
        (source.pragma(`table_info(${quoted(name)})`) as { name: string }[]).map((column) => column.name).sort(),
      ]),
  );
}

function sqliteMigrations(source: SQLite.Database): string[] {
  const known = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  if (!known) return [];
  return source.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
}

/** The highest id each AUTOINCREMENT table ever gave, deleted rows included (an id is never reused). */
function sqliteSequences(source: SQLite.Database): Map<string, number> {
  const known = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'").get();
  if (!known) return new Map();
  const rows = source.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[];
  return new Map(rows.map(({ name, seq }) => [name, seq]));
}

async function postgresTables(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.column_name`.execute(db);
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) {
    if (!isMigrationTable(table)) tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  return tables;
}

async function postgresMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}

/** The application tables of the target that hold rows. */
async function nonEmptyTables(db: Kysely<Database>): Promise<string[]> {
  const filled: string[] = [];
  for (const table of (await postgresTables(db)).keys()) {
    const { rows } = await sql<{ filled: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.id(table)}) AS filled`.execute(
      db,
    );
    if (rows[0]!.filled) filled.push(table);
  }
  return filled;
}

function refuseFilled(filled: string[], where: string): void {
  if (filled.length > 0) {
    throw new Error(
      `La base PostgreSQL ${where} n'est pas vide (${filled.join(', ')}) : la copie ne remplit qu'une base neuve. Rien n'a été écrit.`,
    );
  }
}

/** Tables in an order where each comes after those its foreign keys point to. */
async function foreignKeyOrder(db: Kysely<Database>, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    SELECT c.relname AS child, p.relname AS parent FROM pg_catalog.pg_constraint k
    JOIN pg_catalog.pg_class c ON c.oid = k.conrelid
    JOIN pg_catalog.pg_class p ON p.oid = k.confrelid
    WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace`.execute(db);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent) parents.get(child)?.add(parent);
  const order: string[] = [];
  const pending = [...tables].sort();
  while (pending.length > 0) {
    const next = pending.findIndex((table) => [...parents.get(table)!].every((parent) => order.includes(parent)));
    if (next < 0) throw new Error(`Clés étrangères circulaires entre ${pending.join(', ')}`);
    order.push(...pending.splice(next, 1));
  }
  return order;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Copies the SQLite site of `dataDir` into the empty PostgreSQL database of `databaseUrl`.
 * Refused, with nothing written, when the SQLite file is missing or not migrated to this
 * version, or when the target already holds rows. The site must be stopped: what it writes
 * after the copy's snapshot would not be copied. Returns the rows of each table, equal on both.
 */
export async function copySqliteToPostgres({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl: string;
}): Promise<Record<string, number>> {
  if (!databaseUrl) throw new Error('DATABASE_URL doit désigner la base PostgreSQL où copier le site');
  const file = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new Error(`Aucune base SQLite à copier : ${file} n'existe pas`);
  const where = describeDatabase(databaseUrl);
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  const target: Db = openDatabase({ dataDir, databaseUrl });
  try {
    // One read transaction: every table is read from the same snapshot of the file.
    source.exec('BEGIN');
    const applied = sqliteMigrations(source);
    const expected = Object.keys(migrations).sort();
    if (!sameList(applied, expected)) {
      const missing = expected.filter((name) => !applied.includes(name));
      const unknown = applied.filter((name) => !expected.includes(name));
      throw new Error(
        `La base SQLite ${file} n'a pas les migrations de cette version (${[
          ...missing.map((name) => `manque ${name}`),
          ...unknown.map((name) => `inconnue ${name}`),
        ].join(', ')}) : démarrez-y d'abord le site de cette version sans DATABASE_URL. Rien n'a été écrit.`,
      );
    }
    const tables = sqliteTables(source);

    // Before anything is written to the target, not even its schema.
    refuseFilled(await nonEmptyTables(target), where);
    await migrate(target);
    if (!sameList(await postgresMigrations(target), applied)) {
      throw new Error(
        `La base PostgreSQL ${where} n'a pas les mêmes migrations que la base SQLite. Aucune ligne n'a été copiée.`,
      );
    }
    const targetTables = await postgresTables(target);
    const differences = [...new Set([...tables.keys(), ...targetTables.keys()])].filter(
      (table) => !sameList(tables.get(table) ?? [], targetTables.get(table) ?? []),
    );
    if (differences.length > 0) {
      throw new Error(
        `Les tables ${differences.join(', ')} diffèrent entre la base SQLite et la base PostgreSQL. Aucune ligne n'a été copiée.`,
      );
    }
    const order = await foreignKeyOrder(target, [...tables.keys()]);
    const sequences = sqliteSequences(source);

    const counts = await target.transaction().execute(async (trx) => {
      // Nobody writes to the target until the copy commits; then check again that it is empty.
      await sql`LOCK TABLE ${sql.join(order.map((table) => sql.id(table)))} IN EXCLUSIVE MODE`.execute(trx);
      refuseFilled(await nonEmptyTables(trx), where);
      for (const table of order) {
        const columns = tables.get(table)!;
        const rows = source.prepare(`SELECT * FROM ${quoted(table)} ORDER BY rowid`).iterate() as Iterable<
          Record<string, unknown>
        >;
        let batch: Record<string, unknown>[] = [];
        const flush = async () => {
          if (batch.length === 0) return;
          await sql`INSERT INTO ${sql.id(table)} (${sql.join(columns.map((column) => sql.id(column)))}) VALUES ${sql.join(
            batch.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`),
          )}`.execute(trx);
          batch = [];
        };
        for (const row of rows) {
          batch.push(row);
          if (batch.length >= batchRows(columns.length)) await flush();
        }
        await flush();
      }

      // The ids were copied as they were: each sequence continues after the highest one.
      const { rows: identities } = await sql<{ table: string; column: string }>`
        SELECT table_name AS table, column_name AS column FROM information_schema.columns
        WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`.execute(
        trx,
      );
      for (const { table, column } of identities) {
        if (!tables.has(table)) continue;
        const given = sequences.get(table) ?? 0;
        await sql`SELECT setval(pg_get_serial_sequence(quote_ident(${table}), ${column}),
          GREATEST(COALESCE(max(${sql.id(column)}), 0), ${given}) + 1, false) FROM ${sql.id(table)}`.execute(trx);
      }

      const copied: Record<string, number> = {};
      for (const table of [...tables.keys()].sort()) {
        const sourceRows = source
          .prepare(`SELECT count(*) FROM ${quoted(table)}`)
          .pluck()
          .get() as number;
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(table)}`.execute(trx);
        if (rows[0]!.n !== sourceRows) {
          throw new Error(
            `${table} : ${sourceRows} lignes dans SQLite, ${rows[0]!.n} copiées ; copie annulée, rien n'a été écrit`,
          );
        }
        copied[table] = sourceRows;
      }
      return copied;
    });
    source.exec('COMMIT');
    return counts;
  } finally {
    if (source.inTransaction) source.exec('ROLLBACK');
    source.close();
    await target.destroy();
  }
}
