#!/usr/bin/env node
/**
 * Releases one section (remote) on its own: no restart of the server, no rebuild of the shell or
 * of another remote.
 *
 *   npm run release -- publish mf-shop      build mf-shop, keep it as a new versioned release,
 *                                           and make it live
 *   npm run release -- rollback mf-shop     make the previous release live again (or, before the
 *                                           first release, the build served under /remotes/)
 *   npm run release -- list [mf-shop]       the releases kept, and which one is live
 *   npm run release -- prune [mf-shop]      remove the releases older than the last kept ones
 *
 * Options: --data-dir DIR (default: DATA_DIR, else ./data, as the server), --source DIR (the
 * remote's folder, default ./<remote>: a team may build from its own checkout), --keep N (the
 * releases kept per remote, RELEASES_KEPT, 5 unless told; the live one always is). A publish
 * prunes too: each release is a whole build, and a site publishing every week kept them all.
 *
 * Releases live in <data-dir>/releases/<remote>/<version>/ and are served by the API server
 * under /releases/<remote>/<version>/. Going live means rewriting <data-dir>/runtime-config.json
 * atomically (a temporary file renamed over the old one), which the server re-reads on every
 * page: the next page load uses the new release, a page already open keeps its old one.
 *
 * With DATABASE_URL (PostgreSQL), releases live in the database instead (api/scripts/releases.ts):
 * published from any machine, live on every replica at its next page, each replica serving its
 * own copy; --data-dir is then not used.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './apps.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTION_EXPOSE = './routes';
/** Runs the TypeScript tools (the webpack build, the database's release commands) with Node. */
const TSX = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function fail(message) {
  console.error(`Erreur : ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = {
    dataDir: process.env.DATA_DIR ?? path.join(root, 'data'),
    source: undefined,
    keep: process.env.RELEASES_KEPT ?? '5',
  };
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--data-dir') options.dataDir = argv[++i];
    else if (arg === '--source') options.source = argv[++i];
    else if (arg === '--keep') options.keep = argv[++i];
    else if (arg.startsWith('--')) fail(`option inconnue ${arg}`);
    else positional.push(arg);
  }
  const [command, remote] = positional;
  if (!['publish', 'rollback', 'list', 'prune'].includes(command ?? '')) {
    fail('commande attendue : publish <remote>, rollback <remote>, list [remote] ou prune [remote]');
  }
  if (!/^[1-9]\d*$/.test(String(options.keep))) fail(`--keep (RELEASES_KEPT) doit être un entier d'au moins 1`);
  if (remote !== undefined && !REMOTES.includes(remote)) fail(`remote inconnu « ${remote} » (${REMOTES.join(', ')})`);
  if (!['list', 'prune'].includes(command) && !remote) fail(`quel remote ? (${REMOTES.join(', ')})`);
  return { command, remote, ...options, keep: Number(options.keep), dataDir: path.resolve(options.dataDir) };
}

const releasesDir = (dataDir, remote) => path.join(dataDir, 'releases', remote);
const manifestUrl = (remote, version) => `/releases/${remote}/${version}/mf-manifest.json`;
const configFile = (dataDir) => path.join(dataDir, 'runtime-config.json');

/** The history of a remote's releases, oldest first: [{ version, publishedAt }]. */
function readHistory(dataDir, remote) {
  const file = path.join(releasesDir(dataDir, remote), 'history.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = fs.openSync(temporary, 'w');
  fs.writeSync(handle, text);
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  fs.renameSync(temporary, file);
}

function readRuntimeConfig(dataDir) {
  const file = configFile(dataDir);
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
}

/** The live release of a remote, or undefined when the default build (/remotes/) is live. */
function liveVersion(dataDir, remote) {
  const manifest = readRuntimeConfig(dataDir).remotes?.[remote]?.manifest;
  const match = typeof manifest === 'string' ? /^\/releases\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(manifest) : null;
  return match?.[1];
}

/** Points the runtime configuration at one release (or, with undefined, back at /remotes/). */
function goLive(dataDir, remote, version) {
  const config = readRuntimeConfig(dataDir);
  const remotes = { ...(config.remotes ?? {}) };
  if (version) remotes[remote] = { manifest: manifestUrl(remote, version) };
  else delete remotes[remote];
  fs.mkdirSync(dataDir, { recursive: true });
  writeAtomically(configFile(dataDir), `${JSON.stringify({ ...config, remotes }, null, 2)}\n`);
}

/** The built output must be a remote the shell can load: a manifest exposing the routes module. */
function checkBuiltRemote(dir, remote) {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return 'mf-manifest.json est absent';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const expectedName = remote.replace(/-/g, '_');
  if (manifest.name !== expectedName)
    return `le manifeste s'appelle « ${manifest.name} » au lieu de « ${expectedName} »`;
  const exposes = (manifest.exposes ?? []).map((expose) => expose.path);
  if (!exposes.includes(SECTION_EXPOSE)) return `le manifeste n'expose pas ${SECTION_EXPOSE}`;
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry || !fs.existsSync(path.join(dir, entry))) return "le fichier d'entrée du remote est absent";
  return undefined;
}

function hashOf(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 8);
}

/**
 * Builds `remote` from its folder (or `source`) into a staging folder under `parent`, checks it is
 * a remote the shell can load, names its version (time, then hash of its files) and hands both to
 * `keep`; the staging folder is removed unless `keep` moved it. Nothing changes on a failure.
 */
function buildRelease(remote, source, parent, keep) {
  const sourceDir = path.resolve(source ?? path.join(root, remote));
  if (!fs.existsSync(path.join(sourceDir, 'webpack.config.ts'))) fail(`${sourceDir} n'est pas le dossier d'un remote`);
  fs.mkdirSync(parent, { recursive: true });
  const staging = path.join(parent, `.staging-${remote}-${process.pid}`);
  console.log(`Construction de ${remote} depuis ${sourceDir}…`);
  const build = spawnSync(process.execPath, [TSX, path.join(root, 'scripts', 'webpack-app.ts'), 'build'], {
    cwd: sourceDir,
    stdio: 'inherit',
    // WADO_APP: the remote's name, whatever the folder it is built from is called (apps.json's entry).
    env: { ...process.env, WADO_OUTPUT_DIR: staging, WADO_APP: remote, NODE_ENV: 'production' },
  });
  const removeStaging = () => fs.rmSync(staging, { recursive: true, force: true });
  if (build.status !== 0) {
    removeStaging();
    fail(`la construction de ${remote} a échoué : rien n'a changé sur le site`);
  }
  const problem = checkBuiltRemote(staging, remote);
  if (problem) {
    removeStaging();
    fail(`${remote} construit n'est pas publiable (${problem}) : rien n'a changé sur le site`);
  }
  const now = new Date();
  const version = `${now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')}-${hashOf(staging)}`;
  try {
    return keep(staging, version, now);
  } finally {
    removeStaging();
  }
}

/**
 * Before a release goes live: its hashed scripts and style sheets compressed against those of the
 * version live now (`previousDir`: the live release, or the default build), which a returning
 * visitor holds as dictionaries, and its entry and manifest against the shell's dictionaries
 * (shared/build/dictionaries.ts). Without `zstd` it says so, and the release is published as before.
 */
function writeReleaseCopies(staging, previousDir) {
  const shellStatic = path.join(root, 'shell', 'dist', 'static');
  const result = spawnSync(
    process.execPath,
    [TSX, path.join(root, 'shared', 'build', 'dictionaries.ts'), '--release', staging, previousDir, shellStatic],
    { stdio: 'inherit' },
  );
  // The copies only save bytes: without them the release is served in Brotli, as before.
  if (result.status !== 0) console.warn('Copies compressées non écrites : la version est publiée sans elles.');
}

function publish({ dataDir, remote, source, keep }) {
  const dir = releasesDir(dataDir, remote);
  buildRelease(remote, source, dir, (staging, version, now) => {
    const live = liveVersion(dataDir, remote);
    writeReleaseCopies(staging, live ? path.join(dir, live) : path.join(root, remote, 'dist'));
    fs.renameSync(staging, path.join(dir, version));
    const history = [...readHistory(dataDir, remote), { version, publishedAt: now.toISOString() }];
    writeAtomically(path.join(dir, 'history.json'), `${JSON.stringify(history, null, 2)}\n`);
    goLive(dataDir, remote, version);
    console.log(`${remote} ${version} est en ligne (${manifestUrl(remote, version)}).`);
    pruneRemote(dataDir, remote, keep);
  });
}

/**
 * Removes the releases of a remote older than its last `keep` ones (the live one is kept whatever
 * its age: a rollback may have made an old one live), folder and history entry. A page opened on a
 * removed release loads its next section from the live one.
 */
function pruneRemote(dataDir, remote, keep) {
  const history = readHistory(dataDir, remote);
  const live = liveVersion(dataDir, remote);
  const kept = history.filter((entry, index) => index >= history.length - keep || entry.version === live);
  const removed = history.filter((entry) => !kept.includes(entry));
  if (removed.length === 0) return;
  // History first: a release it no longer names is never offered for a rollback, even half removed.
  writeAtomically(path.join(releasesDir(dataDir, remote), 'history.json'), `${JSON.stringify(kept, null, 2)}\n`);
  for (const entry of removed) {
    fs.rmSync(path.join(releasesDir(dataDir, remote), entry.version), { recursive: true, force: true });
  }
  console.log(`${remote} : ${removed.length} ancienne(s) version(s) retirée(s), ${kept.length} gardée(s).`);
}

function prune({ dataDir, remote, keep }) {
  for (const name of remote ? [remote] : REMOTES) pruneRemote(dataDir, name, keep);
}

function rollback({ dataDir, remote }) {
  const history = readHistory(dataDir, remote);
  const live = liveVersion(dataDir, remote);
  if (!live) fail(`${remote} n'a pas de version publiée en ligne : rien à annuler`);
  const index = history.findIndex((entry) => entry.version === live);
  const previous = index > 0 ? history[index - 1].version : undefined;
  goLive(dataDir, remote, previous);
  console.log(
    previous
      ? `${remote} revient à ${previous} (${manifestUrl(remote, previous)}).`
      : `${remote} revient à la construction par défaut (/remotes/${remote}/).`,
  );
}

function list({ dataDir, remote }) {
  for (const name of remote ? [remote] : REMOTES) {
    const live = liveVersion(dataDir, name);
    console.log(`${name}${live ? '' : ' — en ligne : construction par défaut (/remotes/)'}`);
    for (const entry of readHistory(dataDir, name)) {
      console.log(`  ${entry.version === live ? '●' : ' '} ${entry.version}  publié le ${entry.publishedAt}`);
    }
  }
}

/** On PostgreSQL: the same commands, on the releases the database holds; returns the exit status. */
function inDatabase(...args) {
  const result = spawnSync(process.execPath, [TSX, path.join(root, 'api', 'scripts', 'releases.ts'), ...args], {
    stdio: 'inherit',
    env: process.env,
  });
  return result.status ?? 1;
}

const databaseCommands = {
  publish: ({ remote, source, keep }) =>
    buildRelease(remote, source, os.tmpdir(), (staging, version) =>
      inDatabase('publish', remote, staging, version, String(keep)),
    ),
  rollback: ({ remote }) => inDatabase('rollback', remote),
  list: ({ remote }) => inDatabase('list', ...(remote ? [remote] : [])),
  prune: ({ remote, keep }) => inDatabase('prune', ...(remote ? [remote] : []), String(keep)),
};

const options = parseArgs(process.argv.slice(2));
const status = (process.env.DATABASE_URL?.trim() ? databaseCommands : { publish, rollback, list, prune })[
  options.command
](options);
if (typeof status === 'number' && status !== 0) process.exit(status);
