#!/usr/bin/env node
/**
 * Builds what is not built yet (or is older than its sources): the shell, the five remotes and
 * the API server. `--all` rebuilds everything. Two builds run at once (the machine has 2 cores).
 *   node scripts/build.mjs [--all] [app ...]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import apps from './apps.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = apps.BUILT_APPS;
const STAMP = '.build-stamp';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function inputsOf(app) {
  // The server imports the contract, the schemas and the formats: a change anywhere in `shared/src` may change it.
  const shared = app === 'api' ? ['shared/src'] : ['shared/src', 'shared/build', 'types'];
  return [app, ...shared].map((dir) => path.join(root, dir));
}

export function isUpToDate(app) {
  const stamp = path.join(root, app, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return inputsOf(app).every((input) => newestMtime(input) <= built);
}

/** @returns {Promise<void>} */
function run(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'bundle', '--silent', '-w', app], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`La construction de ${app} a échoué (code ${code})`));
      fs.writeFileSync(path.join(root, app, 'dist', STAMP), `${new Date().toISOString()} ${Date.now() - started} ms\n`);
      resolve();
    });
  });
}

/**
 * One build at a time per checkout: two `npm test` runs started together would otherwise write
 * the same dist folders at once. The lock is a directory (mkdir is atomic); a stale one (a build
 * killed mid-way) is taken over after 15 minutes.
 */
async function withBuildLock(task) {
  const lock = path.join(os.tmpdir(), `wado-build-${Buffer.from(root).toString('hex').slice(-24)}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((app) => !APPS.includes(app));
  if (unknown.length) throw new Error(`Application inconnue : ${unknown.join(', ')}`);
  const candidates = named.length ? named : APPS;
  const todo = candidates.filter((app) => all || named.length || !isUpToDate(app));
  if (todo.length === 0) {
    console.log('Tout est déjà construit.');
  } else {
    console.log(`Construction : ${todo.join(', ')}`);
    const queue = [...todo];
    const worker = async () => {
      for (let app = queue.shift(); app; app = queue.shift()) await run(app);
    };
    await Promise.all([worker(), worker()]);
  }
  await shellDictionaries();
}

/**
 * Once every app is built: the compression dictionaries of the remotes' entries and manifests, in
 * the shell's static folder, and each remote's entry and manifest compressed against them
 * (shared/build/dictionaries.ts, docs/performance.md). Writes nothing when nothing changed.
 * @returns {Promise<void>}
 */
function shellDictionaries() {
  const staticDir = path.join(root, apps.FRONT_ENDS[0], 'dist', 'static');
  const dists = apps.REMOTES.map((remote) => path.join(root, remote, 'dist'));
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [path.join(root, 'shared', 'build', 'dictionaries.ts'), staticDir, ...dists], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Les dictionnaires de compression ont échoué (code ${code})`)),
    );
  });
}

withBuildLock(main).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
