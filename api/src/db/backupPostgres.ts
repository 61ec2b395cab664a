import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'kysely';
import { openDatabase, type Db } from './connection';

/**
 * Backups of a PostgreSQL site with PostgreSQL's own programs: `pg_dump --format=custom` reads one
 * snapshot of the whole database while the site keeps writing; `pg_restore` puts it back in one
 * transaction. Row counts are keyed by table name (`schema.table` outside `public`).
 */

/** The PostgreSQL programs the site's tools run (the backups here, a throwaway server in the tests). */
export type PostgresProgram = 'pg_dump' | 'pg_restore' | 'initdb' | 'pg_ctl';

/**
 * PG_BIN, else the highest version of Debian's /usr/lib/postgresql/<version>/bin (off the PATH),
 * else the PATH. pg_dump must be at least as recent as the server, hence the highest.
 */
export function postgresProgram(program: PostgresProgram): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, program);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', program) : program;
}

/**
 * The URL for libpq without its password, which goes in PGPASSWORD instead: a command line is
 * visible to every user of the machine (`ps`), the environment is not.
 */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The database named for messages: host, port and name, never the password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/**
 * Runs a PostgreSQL program; each line of its standard output goes to `onLine`. Fails with the
 * program's own error messages.
 */
function runProgram(
  program: PostgresProgram,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  onLine: (line: string) => void = () => undefined,
): Promise<void> {
  const executable = postgresProgram(program);
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const lines = readline.createInterface({ input: child.stdout, crlfDelay: Infinity });
    lines.on('line', onLine);
    const outputDone = new Promise((done) => lines.once('close', done));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} est introuvable (${executable}) : installez les programmes clients de PostgreSQL (paquet postgresql-client, de la version du serveur ou plus récente), ou indiquez leur dossier dans PG_BIN`,
            )
          : error,
      );
    });
    child.once('close', (code) => {
      void outputDone.then(() => {
        if (code === 0) resolve();
        else reject(new Error(`${program} en échec (code ${code}) : ${errors.trim()}`));
      });
    });
  });
}

/** `TABLE public orders wado` in `pg_restore --list` (not `TABLE DATA`). */
const TOC_TABLE = /^\d+; \d+ \d+ TABLE (?!DATA )(\S+) (.+) \S+$/;
/** `COPY public.orders (id, …) FROM stdin;` in pg_restore's output; names quoted when needed. */
const COPY_START = /^COPY ("(?:[^"]|"")*"|[^\s."]+)\.("(?:[^"]|"")*"|[^\s."]+) /;

const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name);
const tableKey = (schema: string, table: string) => (schema === 'public' ? table : `${schema}.${table}`);

/**
 * Whether a file is a readable PostgreSQL backup, and the rows each of its tables holds. The
 * tables come from the archive's table of contents (`pg_restore --list`); the rows are counted
 * by reading all of its data back (`pg_restore --data-only` to a stream, one line per row), which
 * also finds a truncated or damaged file. Nothing is restored anywhere: the constraints are only
 * checked by a restore.
 */
export async function checkPostgresDump(file: string): Promise<Record<string, number>> {
  if (!fs.existsSync(file)) throw new Error(`Le fichier ${file} n'existe pas`);
  const tables: Record<string, number> = {};
  const unreadable = (error: unknown) =>
    new Error(
      `Le fichier ${file} n'est pas une sauvegarde PostgreSQL lisible : ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  try {
    await runProgram('pg_restore', ['--list', file], process.env, (line) => {
      const entry = TOC_TABLE.exec(line);
      if (entry) tables[tableKey(entry[1]!, entry[2]!)] = 0;
    });
    let current: string | null = null;
    await runProgram('pg_restore', ['--data-only', '--file=-', file], process.env, (line) => {
      if (current === null) {
        const copy = COPY_START.exec(line);
        if (copy) current = tableKey(unquote(copy[1]!), unquote(copy[2]!));
      } else if (line === '\\.') {
        current = null;
      } else {
        // In COPY's text format a row is one line: newlines inside values are written `\n`.
        tables[current] = (tables[current] ?? 0) + 1;
      }
    });
  } catch (error) {
    throw unreadable(error);
  }
  if (Object.keys(tables).length === 0) throw new Error(`La sauvegarde ${file} ne contient aucune table`);
  return tables;
}

/** The rows of every table of the live database, in name order. */
export async function postgresTableCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ schema: string; table: string }>`
    SELECT schemaname AS schema, tablename AS table FROM pg_catalog.pg_tables
    WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename`.execute(db);
  const counts: Record<string, number> = {};
  for (const { schema, table } of rows) {
    const { rows: counted } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(schema, table)}`.execute(db);
    counts[tableKey(schema, table)] = counted[0]!.n;
  }
  return counts;
}

/** Opens the database of `databaseUrl` for the duration of `work`. */
async function withDatabase<T>(databaseUrl: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase({ dataDir: '', databaseUrl });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * A consistent copy of the live database, taken while the site runs. The dump is written beside
 * its destination, read back whole, then renamed into place: a file with the final name is
 * always complete. The counts are those of the file (what a restore gives back), not of the
 * database, which kept changing meanwhile.
 */
export async function backupPostgres(
  databaseUrl: string,
  destination: string,
): Promise<{ file: string; bytes: number; tables: Record<string, number> }> {
  const target = path.resolve(destination);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const { dbname, env } = libpqConnection(databaseUrl);
  try {
    await runProgram('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`], env);
    const tables = await checkPostgresDump(partial);
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, tables };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** How long a restore waits for the connections of a server just stopped to go away. */
const CONNECTIONS_GRACE_MS = 3_000;

/** Other client connections to the current database (a server still running, a console…). */
async function otherConnections(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM pg_catalog.pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`.execute(db);
  return rows[0]!.n;
}

/**
 * Puts a backup back into the database of `databaseUrl`, replacing the tables it holds, in one
 * transaction: a restore that fails leaves the database as it was. Refused while anything else is
 * connected to the database (the server must be stopped: the orders it would accept meanwhile
 * would be lost), and when the database has tables the backup lacks (a backup older than the
 * schema: they would survive the restore, and the next start would fail to create them again).
 * Returns the row counts read from the restored database.
 */
export async function restorePostgres(backupFile: string, databaseUrl: string): Promise<Record<string, number>> {
  const saved = await checkPostgresDump(backupFile);
  const where = describeDatabase(databaseUrl);
  await withDatabase(databaseUrl, async (db) => {
    let others = await otherConnections(db);
    for (const deadline = Date.now() + CONNECTIONS_GRACE_MS; others > 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      others = await otherConnections(db);
    }
    if (others > 0) {
      throw new Error(
        `${others} autre(s) connexion(s) ouverte(s) sur la base ${where} : arrêtez le serveur (toutes ses instances) avant de restaurer. Rien n'a été modifié.`,
      );
    }
    const extra = Object.keys(await postgresTableCounts(db)).filter((table) => !(table in saved));
    if (extra.length > 0) {
      throw new Error(
        `La base ${where} a des tables absentes de la sauvegarde (${extra.join(', ')}) : restaurez dans une base vide, ou supprimez-les d'abord. Rien n'a été modifié.`,
      );
    }
  });
  const { dbname, env } = libpqConnection(databaseUrl);
  try {
    await runProgram(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--no-password',
        `--dbname=${dbname}`,
        backupFile,
      ],
      env,
    );
  } catch (error) {
    throw new Error(
      `Restauration annulée, la base ${where} est inchangée : ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return withDatabase(databaseUrl, postgresTableCounts);
}
