import fs from 'node:fs';
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
