#!/usr/bin/env node
/**
 * `npm run load`: the built server on a fresh database, 30 s of mixed reads and writes on loopback
 * (autocannon), then requests/s, p50/p99 latency, errors and non-2xx answers. Every request sent
 * is valid: the run fails (exit 1) on any error or non-2xx answer. Run by tsx (the PostgreSQL and
 * HAProxy helpers are TypeScript).
 *   tsx scripts/load/run.mjs [--duration 30] [--connections 10] [--port 8295] [--json]
 *     [--postgres [--replicas N]] [--compare [--replicas N]]
 * --postgres: a throwaway PostgreSQL server (durable settings), database `wado_load`.
 * --replicas N: N servers on that database (ports --port, --port + 1, …, one DATA_DIR) behind
 *   HAProxy; the load goes to HAProxy.
 * --compare: SQLite, PostgreSQL, then PostgreSQL with N replicas (2 by default), each on fresh
 *   data, and one table of the three.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHaproxy } from '../testing/haproxy.ts';
import { startThrowawayPostgres } from '../testing/postgres.ts';
import { loadFailures, runMixedLoad } from './mixedLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));
const SQLite = requireFromApi('better-sqlite3');
const pg = requireFromApi('pg');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} attend un entier positif`);
  return value;
}

const flag = (name) => process.argv.includes(`--${name}`);

/** The article ordered during the run: restocked so that every order can be served. */
const ARTICLE = { itemId: 'tee-shirt-wado-france', variantId: 'tee-shirt-wado-france-m' };

/**
 * @typedef {{ label: string, postgres: boolean, replicas: number }} Mode
 * `replicas` 0: one server, reached directly; N: N servers behind HAProxy.
 */

/**
 * The modes to measure, from the command line; refuses combinations that make no sense.
 * @returns {Mode[]}
 */
function modesFromArguments() {
  const postgres = flag('postgres');
  const replicas = flag('replicas') ? option('replicas') : undefined;
  if (flag('compare')) {
    if (postgres) throw new Error('--compare mesure déjà SQLite puis PostgreSQL : retirez --postgres');
    const replicaCount = replicas ?? 2;
    return [
      { label: 'SQLite, 1 serveur', postgres: false, replicas: 0 },
      { label: 'PostgreSQL, 1 serveur', postgres: true, replicas: 0 },
      { label: `PostgreSQL, ${replicaCount} serveurs + HAProxy`, postgres: true, replicas: replicaCount },
    ];
  }
  if (replicas !== undefined && !postgres) {
    throw new Error(
      '--replicas demande --postgres : plusieurs serveurs ne partagent pas une base SQLite (npm run load -- --postgres --replicas 2)',
    );
  }
  if (!postgres) return [{ label: 'SQLite, 1 serveur', postgres: false, replicas: 0 }];
  if (replicas === undefined) return [{ label: 'PostgreSQL, 1 serveur', postgres: true, replicas: 0 }];
  return [{ label: `PostgreSQL, ${replicas} serveur(s) + HAProxy`, postgres: true, replicas }];
}

/**
 * What was started, stopped in reverse order (HAProxy, the servers, PostgreSQL, the data folder):
 * at the end of each mode, on failure, and on Ctrl-C.
 * @type {Array<() => unknown>}
 */
const cleanups = [];

async function cleanUp() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup();
    } catch (error) {
      console.error(`Arrêt incomplet : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** @returns {Promise<void>} */
function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startServer(port, dataDir, databaseUrl) {
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Every request comes from one address and one buyer: rate limits and unpaid-order caps off.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Set either way: a DATABASE_URL of the caller's shell must not turn the SQLite run into another.
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      SHOP_MAX_UNPAID_PER_EMAIL: '0',
      SHOP_MAX_UNPAID_PER_ADDRESS: '0',
      SHOP_UNPAID_SHARE_PERCENT: '100',
    },
  });
  cleanups.push(() => stopServer(child));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/partners`)).ok) return { child, origin };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Le serveur ne répond pas sur ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function restockSqlite(dataDir) {
  const db = new SQLite(path.join(dataDir, 'wado.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare('UPDATE shop_variants SET stock = 1000000 WHERE id = ? AND item_id = ?')
      .run(ARTICLE.variantId, ARTICLE.itemId);
    if (changes !== 1) throw new Error(`Article ${ARTICLE.variantId} absent des données initiales`);
  } finally {
    db.close();
  }
}

async function onPostgres(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function restockPostgres(databaseUrl) {
  const { rowCount } = await onPostgres(databaseUrl, (client) =>
    client.query('UPDATE shop_variants SET stock = 1000000 WHERE id = $1 AND item_id = $2', [
      ARTICLE.variantId,
      ARTICLE.itemId,
    ]),
  );
  if (rowCount !== 1) throw new Error(`Article ${ARTICLE.variantId} absent des données initiales`);
}

/**
 * Starts a mode on fresh data (registering everything in `cleanups`): its database, its
 * server(s), HAProxy in front of replicas; restocks the article. Resolves with where to send the
 * load and how to name the data in the output.
 */
async function startMode(mode, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-load-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (mode.postgres) {
    const postgres = await startThrowawayPostgres({ durable: true });
    cleanups.push(() => postgres.stop());
    await onPostgres(postgres.adminUrl, (client) => client.query('CREATE DATABASE wado_load'));
    databaseUrl = postgres.urlFor('wado_load');
  }
  const ports = Array.from({ length: Math.max(mode.replicas, 1) }, (_, index) => port + index);
  // Replicas start together, as after a deployment: migrations and seed are theirs to serialise.
  const started = await Promise.allSettled(ports.map((serverPort) => startServer(serverPort, dataDir, databaseUrl)));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  let origin = `http://127.0.0.1:${port}`;
  if (mode.replicas > 0) {
    const haproxy = await startHaproxy({
      backends: ports.map((serverPort) => ({ host: '127.0.0.1', port: serverPort })),
    });
    cleanups.push(() => haproxy.stop());
    origin = haproxy.url;
  }
  if (mode.postgres) await restockPostgres(databaseUrl);
  else restockSqlite(dataDir);
  const data = mode.postgres
    ? `PostgreSQL neuf, ${mode.replicas > 0 ? `${mode.replicas} serveur(s) ports ${ports.join(', ')} derrière HAProxy` : '1 serveur'}`
    : `base neuve ${dataDir}`;
  return { origin, data };
}

const ms = (value) => `${Number(value).toLocaleString('fr-FR')} ms`;
const count = (value) => Number(value).toLocaleString('fr-FR');

function printSummary(summary) {
  console.log(`Requêtes        : ${count(summary.requests)} (${count(summary.requestsPerSecond)} par seconde)`);
  console.log(
    `Latence         : p50 ${ms(summary.latency.p50)}, p99 ${ms(summary.latency.p99)}, max ${ms(summary.latency.max)}`,
  );
  console.log(
    `Erreurs         : ${summary.errors} (connexion), ${summary.timeouts} (délai), ${summary.non2xx} réponse(s) hors 2xx`,
  );
  console.log('Par appel       :');
  for (const [name, statuses] of Object.entries(summary.byCall)) {
    console.log(
      `  ${name.padEnd(44)} ${Object.entries(statuses)
        .map(([status, n]) => `${status} × ${n}`)
        .join(', ')}`,
    );
  }
}

/**
 * The comparison, as a Markdown table (ready for docs/hosting.md, « Charge »). Errors: connection errors and
 * timeouts.
 */
function comparisonTable(results) {
  return [
    '| Mode | Requêtes/s | Latence p50 | Latence p99 | Erreurs | Hors 2xx |',
    '|---|---|---|---|---|---|',
    ...results.map(
      ({ mode, summary }) =>
        `| ${mode.label} | ${count(summary.requestsPerSecond)} | ${ms(summary.latency.p50)} | ${ms(summary.latency.p99)} | ${summary.errors + summary.timeouts} | ${summary.non2xx} |`,
    ),
  ].join('\n');
}

async function main() {
  const durationSeconds = option('duration', 30);
  const connections = option('connections', 10);
  const port = option('port', Number(process.env.LOAD_PORT ?? 8295));
  const modes = modesFromArguments();
  const compare = modes.length > 1;

  console.log('== Construction du serveur (si nécessaire)');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('La construction du serveur a échoué');

  const results = [];
  for (const mode of modes) {
    if (compare) console.log(`\n== Mode : ${mode.label}`);
    try {
      const { origin, data } = await startMode(mode, port);
      console.log(`== Charge : ${durationSeconds} s, ${connections} connexions, ${origin} (${data})`);
      const summary = await runMixedLoad({ origin, durationSeconds, connections, article: ARTICLE });
      printSummary(summary);
      results.push({ mode, summary });
    } finally {
      await cleanUp();
    }
  }

  if (compare) {
    console.log(`\n== Comparaison (${durationSeconds} s et ${connections} connexions par mode)`);
    console.log(comparisonTable(results));
  }
  if (flag('json')) {
    console.log(
      JSON.stringify(
        compare ? results.map(({ mode, summary }) => ({ mode: mode.label, ...summary })) : results[0].summary,
      ),
    );
  }
  const failures = results.flatMap(({ mode, summary }) =>
    loadFailures(summary).map((failure) => (compare ? `${mode.label} : ${failure}` : failure)),
  );
  if (failures.length > 0) {
    console.error(`ÉCHEC : ${failures.join(' ; ')}`);
    process.exitCode = 1;
  } else {
    console.log('Aucune erreur, aucune réponse hors 2xx.');
  }
}

// Ctrl-C (or a kill) in the middle of a run: stop what was started before leaving. Ctrl-C comes
// twice (from the terminal, and relayed by tsx): the second must not end the process mid-way.
let interrupted = false;
for (const [signal, code] of Object.entries({ SIGINT: 130, SIGTERM: 143 })) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nInterrompu (${signal}) : arrêt des serveurs lancés…`);
    cleanUp().finally(() => process.exit(code));
  });
}

main().catch(async (error) => {
  console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exitCode = 1;
});
