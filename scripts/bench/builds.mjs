/**
 * Build times (the whole site, one remote alone) and the single-bundle baseline's build.
 * Times include waiting for scripts/build.mjs's lock when another build runs in this checkout.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SINGLE_BUNDLE_DIR, SITE_DIR, WEB_APPS } from './paths.mjs';

function timed(command, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve((Date.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} : code ${code}`)),
    );
  });
}

const buildScript = path.join(ROOT, 'scripts', 'build.mjs');

/** Builds whatever is stale (the federated site as `npm start` serves it). */
export function buildStale() {
  return timed(process.execPath, [buildScript]);
}

/** The whole site rebuilt (`npm run build`), then one remote alone; seconds. */
export async function measureBuildTimes(remote = 'mf-association') {
  const all = await timed(process.execPath, [buildScript, '--all']);
  const one = await timed(process.execPath, [buildScript, remote]);
  return { all, remote, one };
}

/** scripts/build.mjs's lock (same path): no build writes a dist/ folder while we copy it. */
async function withBuildLock(task) {
  const lock = path.join(os.tmpdir(), `wado-build-${Buffer.from(ROOT).toString('hex').slice(-24)}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Copies the built site (shell, remotes, API server) to SITE_DIR: see paths.mjs. */
export function snapshotSite() {
  return withBuildLock(async () => {
    fs.rmSync(SITE_DIR, { recursive: true, force: true });
    for (const app of [...WEB_APPS, 'api']) {
      fs.cpSync(path.join(ROOT, app, 'dist'), path.join(SITE_DIR, app, 'dist'), {
        recursive: true,
        filter: (source) => !source.endsWith('.map'),
      });
    }
  });
}

/**
 * Whether the single bundle is missing or older than one of the site's builds: it compiles the
 * same sources, and a comparison with an older one would measure two different sites.
 */
export function singleBundleIsStale(outDir = SINGLE_BUNDLE_DIR) {
  const built = fs.statSync(path.join(outDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return true;
  // Every app's build writes a manifest (the single bundle writes none).
  return WEB_APPS.some(
    (app) =>
      (fs.statSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0) > built,
  );
}

/** Where the single bundle's server is bundled: next to the copied site's server (same dependencies). */
export const BASELINE_SERVER = path.join(SITE_DIR, 'api', 'dist', 'single-bundle-server.js');

/**
 * The single bundle's server (singleBundleServer.ts): the site's server with the single bundle's
 * page assets, bundled like api/build.mjs (our code and @wado/shared in, other dependencies out).
 */
export async function bundleBaselineServer(outfile = BASELINE_SERVER) {
  const { build } = await import('esbuild');
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(ROOT, 'scripts', 'bench', 'singleBundleServer.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(dependencies).filter((name) => name !== '@wado/shared'),
    logLevel: 'warning',
  });
  return outfile;
}

/** The shell with every remote compiled in (shared/build/singleBundle.ts); seconds. */
export function buildSingleBundle(outDir = SINGLE_BUNDLE_DIR) {
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  return timed(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '../scripts/webpack-app.ts', 'build'],
    {
      cwd: path.join(ROOT, 'shell'),
      env: { WADO_SINGLE_BUNDLE: '1', WADO_OUTPUT_DIR: outDir },
    },
  );
}
