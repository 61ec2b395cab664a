import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectApiError, startTestApp } from './helpers';

/** Releases published by scripts/release.mjs, as the server sees them in <data-dir>/releases. */
describe('GET /releases/<remote>/<version>/…', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  let version: string;

  beforeAll(async () => {
    env = await startTestApp();
    version = '20261123-101500-abcdef12';
    const dir = path.join(env.config.dataDir, 'releases', 'mf-shop', version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mf_shop"}');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '// entry');
    fs.writeFileSync(path.join(dir, '42.0123abcd.js'), '// chunk');
    fs.writeFileSync(path.join(env.config.dataDir, 'releases', 'mf-shop', 'history.json'), '[]');
    fs.mkdirSync(path.join(env.config.dataDir, 'releases', 'mf-shop', '.staging-1'));
    fs.writeFileSync(path.join(env.config.dataDir, 'releases', 'mf-shop', '.staging-1', 'remoteEntry.js'), '// half');
  });
  afterAll(async () => env?.cleanup());

  it('serves a published release: manifest and entry revalidated, hashed chunks cached for a year, readable from other origins', async () => {
    const manifest = await env.app.inject(`/releases/mf-shop/${version}/mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mf_shop' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await env.app.inject(`/releases/mf-shop/${version}/remoteEntry.js`)).headers['cache-control']).toBe(
      'no-cache',
    );
    const chunk = await env.app.inject(`/releases/mf-shop/${version}/42.0123abcd.js`);
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves the history file, a staging folder, or a missing file (JSON 404, not the page)', async () => {
    expectApiError(await env.app.inject('/releases/mf-shop/history.json'), 404);
    expectApiError(await env.app.inject('/releases/mf-shop/.staging-1/remoteEntry.js'), 404);
    expectApiError(await env.app.inject(`/releases/mf-shop/${version}/nothing.js`), 404);
  });

  it('never lets a path climb out of the releases folder', async () => {
    fs.writeFileSync(path.join(env.config.dataDir, 'secret.txt'), 'CONTENU-PRIVE');
    for (const url of [
      '/releases/..%2fsecret.txt',
      '/releases/mf-shop/..%2f..%2fsecret.txt',
      '/releases/%2e%2e/secret.txt',
    ]) {
      const response = await env.app.inject(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('CONTENU-PRIVE');
    }
  });
});

describe('npm run release -- prune', () => {
  const script = path.join(__dirname, '..', '..', 'scripts', 'release.mjs');
  const versions = Array.from({ length: 8 }, (_, index) => `20261201-10000${index}-0000000${index}`);

  /** A data folder with eight releases of mf-shop, the third one live (a rollback made it so). */
  function publishedEight(): string {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-prune-'));
    const dir = path.join(dataDir, 'releases', 'mf-shop');
    for (const version of versions) {
      fs.mkdirSync(path.join(dir, version), { recursive: true });
      fs.writeFileSync(path.join(dir, version, 'remoteEntry.js'), '// entry');
    }
    const history = versions.map((version, index) => ({ version, publishedAt: `2026-12-0${index + 1}T10:00:00.000Z` }));
    fs.writeFileSync(path.join(dir, 'history.json'), JSON.stringify(history));
    fs.writeFileSync(
      path.join(dataDir, 'runtime-config.json'),
      JSON.stringify({ remotes: { 'mf-shop': { manifest: `/releases/mf-shop/${versions[2]}/mf-manifest.json` } } }),
    );
    return dataDir;
  }
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  const kept = (dataDir: string) => fs.readdirSync(path.join(dataDir, 'releases', 'mf-shop')).sort();

  it('keeps the last ones and the live one, folders and history alike, and leaves the live configuration alone', () => {
    const dataDir = publishedEight();
    try {
      const before = fs.readFileSync(path.join(dataDir, 'runtime-config.json'), 'utf8');
      const result = run('prune', '--data-dir', dataDir, '--keep', '3');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('mf-shop : 4 ancienne(s) version(s) retirée(s), 4 gardée(s).');
      const expected = [versions[2], versions[5], versions[6], versions[7]];
      expect(kept(dataDir)).toEqual([...expected, 'history.json'].sort());
      const history = JSON.parse(fs.readFileSync(path.join(dataDir, 'releases', 'mf-shop', 'history.json'), 'utf8'));
      expect(history.map((entry: { version: string }) => entry.version)).toEqual(expected);
      expect(fs.readFileSync(path.join(dataDir, 'runtime-config.json'), 'utf8')).toBe(before);
      // Nothing more to remove the second time.
      expect(run('prune', '--data-dir', dataDir, '--keep', '3').stdout).toBe('');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps five unless told, and refuses a count that would remove everything, in French, touching nothing', () => {
    const dataDir = publishedEight();
    try {
      const refused = run('prune', '--data-dir', dataDir, '--keep', '0');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("--keep (RELEASES_KEPT) doit être un entier d'au moins 1");
      expect(kept(dataDir)).toHaveLength(9);
      expect(run('prune', '--data-dir', dataDir).status).toBe(0);
      expect(kept(dataDir)).toEqual([...versions.slice(2), 'history.json'].sort());
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
