#!/usr/bin/env node
/**
 * `npm run load`: the built server on a fresh database, 30 s of mixed reads and writes on loopback
 * (autocannon), then requests/s, p50/p99 latency, errors and non-2xx answers. Every request sent
 * is valid: the run fails (exit 1) on any error or non-2xx answer.
 *   node scripts/load/run.mjs [--duration 30] [--connections 10] [--port 8295]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFailures, runMixedLoad } from './mixedLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SQLite = createRequire(path.join(root, 'api', 'package.json'))('better-sqlite3');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} attend un entier positif`);
  return value;
}

/** The article ordered during the run: restocked so that every order can be served. */
const ARTICLE = { itemId: 'tee-shirt-wado-france', variantId: 'tee-shirt-wado-france-m' };

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Every request comes from one address and one buyer: rate limits and unpaid-order caps off.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      SHOP_MAX_UNPAID_PER_EMAIL: '0',
      SHOP_MAX_UNPAID_PER_ADDRESS: '0',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/partners`)).ok) return { child, origin };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Le serveur ne répond pas sur ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function restock(dataDir) {
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

const ms = (value) => `${Number(value).toLocaleString('fr-FR')} ms`;

async function main() {
  const durationSeconds = option('duration', 30);
  const connections = option('connections', 10);
  const port = option('port', Number(process.env.LOAD_PORT ?? 8295));

  console.log('== Construction du serveur (si nécessaire)');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('La construction du serveur a échoué');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-load-'));
  const server = await startServer(port, dataDir);
  try {
    restock(dataDir);
    console.log(
      `== Charge : ${durationSeconds} s, ${connections} connexions, ${server.origin} (base neuve ${dataDir})`,
    );
    const summary = await runMixedLoad({ origin: server.origin, durationSeconds, connections, article: ARTICLE });
    console.log(
      `Requêtes        : ${summary.requests.toLocaleString('fr-FR')} (${summary.requestsPerSecond.toLocaleString('fr-FR')} par seconde)`,
    );
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
    if (process.argv.includes('--json')) console.log(JSON.stringify(summary));
    const failures = loadFailures(summary);
    if (failures.length > 0) {
      console.error(`ÉCHEC : ${failures.join(' ; ')}`);
      process.exitCode = 1;
    } else {
      console.log('Aucune erreur, aucune réponse hors 2xx.');
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
