/**
 * What every property test needs: a server on a real database (with the treasurer's API on and
 * a stand-in shell so that page routes answer as in production), a mark of where the database
 * stands, to prove a refused request wrote nothing, and the invariants every answer must respect.
 */
import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { databaseKind } from '../../src/db/dialect';
import { secretHash } from '../../src/features/auth/tokens';
import { startTestApp, useStandInShell } from '../helpers';
import { ALL_ROLES, apiTokenFor } from '../people';
import { startHelloAssoStandIn } from '../helloasso/standIn';

/** The treasurer's personal API token (the property tests send it, and forgeries of it). */
export const ADMIN_TOKEN = 'wado_pat_jeton-de-la-tresorerie-pour-les-tests-0123';
/** A personal API token of someone holding every role of the back office. */
export const BACK_OFFICE_TOKEN = 'wado_pat_jeton-de-tous-les-roles-pour-les-tests-0123';
/** The cookie's secret of a session of « Mon espace », on the seed's Rennes household. */
export const ESPACE_SECRET = 'secret-de-la-session-mon-espace-pour-les-tests-0123';

/**
 * A server for property tests; its data directory also holds a minimal built shell. Its card
 * payments go to a HelloAsso stand-in, so that the card routes exist and are tried too.
 */
export async function startPropertyApp() {
  const helloAsso = await startHelloAssoStandIn();
  const started = await startTestApp({
    shop: { smtpUrl: '', mailFrom: 'Wado France <boutique@wado-france.fr>' },
    publicUrl: 'https://www.wado-france.fr',
    // A newsletter sent by a random request is queued at once (see `send`).
    newsletter: { ratePerMinute: 600_000 },
    helloAsso: {
      apiUrl: helloAsso.url,
      clientId: helloAsso.clientId,
      clientSecret: helloAsso.clientSecret,
      organizationSlug: helloAsso.organizationSlug,
      signatureKey: helloAsso.signatureKey,
      timeoutMs: 2_000,
    },
  });
  const env = {
    ...started,
    helloAsso,
    cleanup: async () => {
      await started.cleanup();
      await helloAsso.close();
    },
  };
  // A step that fails stops the stand-in and the server too: a test file never hangs on them.
  try {
    await apiTokenFor(env.app, ['treasurer'], ADMIN_TOKEN);
    await apiTokenFor(env.app, ALL_ROLES, BACK_OFFICE_TOKEN);
    const at = new Date().toISOString();
    await env.app.db
      .insertInto('espace_sessions')
      .values({
        id_hash: secretHash(ESPACE_SECRET),
        mailbox: 'famille.boucher@licencies.test',
        created_at: at,
        last_seen_at: at,
      })
      .execute();
    useStandInShell(
      env.config,
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Wado France</title><!-- wado:runtime-config --></head><body><div id="root"></div></body></html>',
    );
    await watchWrites(env.app, await tableNames(env.app));
    return env;
  } catch (error) {
    await env.cleanup();
    throw error;
  }
}

/**
 * Each application table of the database (migrations' own tables excluded; on SQLite, the search
 * index's virtual table and the shadow tables behind it, which take no trigger).
 */
async function tableNames(app: FastifyInstance): Promise<string[]> {
  let names: string[];
  if (databaseKind(app.db) === 'sqlite') {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'`.execute(app.db);
    names = rows.map((row) => row.name).filter((name) => !name.startsWith('sqlite_'));
  } else {
    const tables = await app.db.introspection.getTables();
    names = tables.filter((table) => table.schema !== WRITE_LOG_SCHEMA).map((table) => table.name);
  }
  return names.filter((name) => !name.startsWith('kysely_')).sort();
}

/** Where the database stands before a request: the newest line of the write log (`watchWrites`). */
export interface WriteMark {
  logged: number;
}

/** Schema of the PostgreSQL write log: apart from the application's tables, never introspected by them. */
const WRITE_LOG_SCHEMA = 'wado_test';
/**
 * SQLite keeps the log in the connection's temporary schema, which the app's file never holds (a
 * trigger's body names it unqualified: SQLite looks in `temp` first).
 */
const SQLITE_WRITE_LOG = 'temp.wado_row_writes';

/**
 * Counting the rows of every table twice per request cost more than the requests themselves
 * (54 tables, thousands of requests: 11 ms a request on SQLite, over a quarter of an hour on
 * PostgreSQL). Instead, a trigger on each table appends one line per row inserted, updated or
 * deleted (and, on PostgreSQL, per TRUNCATE) to a log, in the writing transaction: a refused
 * request whose transaction rolled back leaves no line, as it leaves no row. Lines are only
 * appended (never a shared counter row), so two transactions never wait on each other for the log.
 * On SQLite the triggers are TEMP ones, on the server's only connection: the file the server writes
 * keeps no trace of them. SQLite's virtual tables (the search index) take no trigger: they are
 * written with their content table (`search_entries`), which has one.
 */
async function watchWrites(app: FastifyInstance, tables: string[]): Promise<void> {
  if (databaseKind(app.db) === 'sqlite') {
    await sql
      .raw(`CREATE TABLE ${SQLITE_WRITE_LOG} (id INTEGER PRIMARY KEY, table_name TEXT NOT NULL)`)
      .execute(app.db);
    for (const table of tables) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql`CREATE TEMP TRIGGER ${sql.id(`wado_test_${event.toLowerCase()}_${table}`)} AFTER ${sql.raw(event)}
          ON ${sql.table(`main.${table}`)} BEGIN
            INSERT INTO wado_row_writes (table_name) VALUES (${sql.lit(table)});
          END`.execute(app.db);
      }
    }
    return;
  }
  await sql.raw(`CREATE SCHEMA ${WRITE_LOG_SCHEMA}`).execute(app.db);
  await sql
    .raw(`CREATE TABLE ${WRITE_LOG_SCHEMA}.row_writes (id bigserial PRIMARY KEY, table_name text NOT NULL)`)
    .execute(app.db);
  await sql
    .raw(
      `CREATE FUNCTION ${WRITE_LOG_SCHEMA}.log_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO ${WRITE_LOG_SCHEMA}.row_writes (table_name) VALUES (TG_TABLE_NAME);
         RETURN NULL;
       END $$`,
    )
    .execute(app.db);
  for (const table of tables) {
    await sql`CREATE TRIGGER wado_test_row_writes AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ${sql.raw(WRITE_LOG_SCHEMA)}.log_write()`.execute(app.db);
    await sql`CREATE TRIGGER wado_test_truncates AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(WRITE_LOG_SCHEMA)}.log_write()`.execute(app.db);
  }
}

const writeLog = (app: FastifyInstance) =>
  sql.raw(databaseKind(app.db) === 'sqlite' ? SQLITE_WRITE_LOG : `${WRITE_LOG_SCHEMA}.row_writes`);

/** Where the database stands now (see `WriteMark`): one query. */
export async function writeMark(app: FastifyInstance): Promise<WriteMark> {
  const { rows } = await sql<{
    logged: string | number | null;
  }>`SELECT max(id) AS logged FROM ${writeLog(app)}`.execute(app.db);
  return { logged: Number(rows[0]?.logged ?? 0) };
}

/** What was written since `mark`, table by table: the rows written ({} when nothing was). */
export async function writtenSince(app: FastifyInstance, mark: WriteMark): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string; n: string | number }>`
    SELECT table_name, count(*) AS n FROM ${writeLog(app)} WHERE id > ${mark.logged} GROUP BY table_name`.execute(
    app.db,
  );
  return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.n)]));
}

/** Words of the framework's or validator's English messages: none may reach a visitor. */
const ENGLISH = /\b(must|should|the|body|property|properties|required|Unexpected|Invalid|not found|error|allowed)\b/i;
/** A French sentence: accented letters, or the little words every French sentence has. */
const FRENCH =
  /[àâçéèêëîïôûùüÿœ«»’]|\b(le|la|les|de|des|du|un|une|est|pas|au|aux|ce|cette|il|elle|doit|et|ou|en|pour|par|sur|avec|votre|vous|plus|veuillez|requête|adresse)\b/i;

export function looksFrench(message: string): boolean {
  // A field named in « » or as a path in parentheses is the contract's own name (`body`,
  // `questions/0/answer`), not English prose.
  const prose = message.replace(/«[^«»]*»/g, '«»').replace(/\([\w/]+\)/g, '()');
  return FRENCH.test(message) && !ENGLISH.test(prose);
}

/** A path served as a page of the site (HTML), not an API call. */
const API_PREFIXES = ['/api/', '/cookies/', '/remotes/', '/releases/', '/media/', '/static/'];
export function isApiPath(url: string): boolean {
  // As the server sees it: `/remotes/x/../../a` is `/a`.
  let pathname: string;
  try {
    pathname = new URL(url, 'http://site').pathname;
  } catch {
    pathname = url;
  }
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/runtime-config.json';
}

/** Pages of the API meant for people (reached from a link in an e-mail): HTML, in French, even when refused. */
const HUMAN_PAGES = ['/api/newsletter/unsubscribe', '/api/newsletter/confirm', '/api/registration/confirm'];

/**
 * The invariants of every answer, whatever was sent: never a 5xx; a 4xx of the API is the JSON
 * `{error, message}` body with a French message; a page of the site is HTML that never echoes the
 * requested address. Returns a description of the first broken rule, or null.
 */
export function brokenRule(request: InjectOptions, response: LightMyRequestResponse): string | null {
  const url = String(request.url);
  if (response.statusCode >= 500)
    return `${response.statusCode} pour ${request.method} ${url}: ${response.body.slice(0, 300)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 400) {
    const pageAnswer =
      !isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD') && type.startsWith('text/html');
    if (pageAnswer) return null;
    const humanPage = HUMAN_PAGES.includes(url.split('?')[0]!) && type === 'text/html; charset=utf-8';
    // A HEAD answer has the page's headers and no body.
    if (humanPage && request.method === 'HEAD') return response.body === '' ? null : `HEAD ${url} avec un corps`;
    if (humanPage) return response.body.includes('<html lang="fr">') ? null : `page ${url} sans lang="fr"`;
    if (type !== 'application/json; charset=utf-8')
      return `${response.statusCode} sans JSON (${type}) pour ${request.method} ${url}`;
    if (request.method === 'HEAD') return null;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `corps d'erreur illisible pour ${request.method} ${url}: ${response.body.slice(0, 200)}`;
    }
    // A refused form may also name its fields to fix (`fields`: field → French message, the settings).
    const { error, message, fields = {}, ...rest } = body as Record<string, unknown>;
    const fieldMessages = typeof fields === 'object' && fields !== null ? Object.values(fields) : [null];
    if (
      typeof error !== 'string' ||
      typeof message !== 'string' ||
      Object.keys(rest).length > 0 ||
      fieldMessages.some((text) => typeof text !== 'string')
    ) {
      return `corps d'erreur inattendu pour ${request.method} ${url}: ${response.body.slice(0, 200)}`;
    }
    for (const text of [message, ...(fieldMessages as string[])]) {
      if (!looksFrench(text)) return `message non français « ${text} » pour ${request.method} ${url}`;
    }
  }
  return null;
}

/** Sends a request and checks the invariants; the response is handed back for further checks. */
export async function send(app: FastifyInstance, request: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject(request);
  const broken = brokenRule(request, response);
  if (broken) throw new Error(broken);
  // A newsletter's send goes on after its answer (the dispatcher queues one e-mail per subscriber):
  // wait until it has, so that the next request's snapshots see only what that request wrote.
  if (response.statusCode === 202 && /\/newsletter\/issues\/[^/]+\/send/.test(String(request.url))) {
    await newsletterQueued(app);
  }
  return response;
}

/** Until no delivery of a newsletter waits for its turn (ten seconds at most). */
async function newsletterQueued(app: FastifyInstance): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const waiting = await app.db
      .selectFrom('newsletter_deliveries')
      .select('id')
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (!waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('la newsletter envoyée attend toujours son tour');
}

/** PROPERTY_RUNS_SCALE: 10 for a long local hunt, 0.1 for a quick look; 1 when unset or unreadable. */
function runsScale(): number {
  const scale = Number(process.env.PROPERTY_RUNS_SCALE ?? 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** Number of runs per property, scaled by PROPERTY_RUNS_SCALE. */
export function runs(base: number): number {
  return Math.max(1, Math.round(base * runsScale()));
}

/** A property's time limit, which grows with PROPERTY_RUNS_SCALE (never shrinks below `ms`). */
export function timeLimit(ms: number): number {
  return Math.round(ms * Math.max(1, runsScale()));
}
