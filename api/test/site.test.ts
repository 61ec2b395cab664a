import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@wado/shared/contract';
import { loadConfig, type ServerConfig } from '../src/config';
import { startTestApp } from './helpers';

/** A tiny built site: a shell with its config marker, and one remote's files. */
function fakeBuild(): { shellDir: string; remotesRoot: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-site-'));
  const shellDir = path.join(root, 'shell');
  fs.mkdirSync(path.join(shellDir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><head><!-- wado:runtime-config --></head><body></body></html>');
  fs.writeFileSync(path.join(shellDir, 'static', 'main.abcdef12.js'), 'console.log(1)');
  const shop = path.join(root, 'mf-shop', 'dist');
  fs.mkdirSync(shop, { recursive: true });
  fs.writeFileSync(path.join(shop, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(shop, 'remoteEntry.js'), '// entry');
  fs.writeFileSync(path.join(shop, '123.abcdef12.js'), '// chunk');
  return { shellDir, remotesRoot: root };
}

function pageConfig(html: string): RuntimeConfig {
  const match = /<script type="application\/json" id="wado-runtime-config">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('configuration absente de la page');
  return JSON.parse(match[1]!) as RuntimeConfig;
}

let app: FastifyInstance;
let config: ServerConfig;
let cleanup: () => Promise<void>;
const build = fakeBuild();

beforeAll(async () => {
  ({ app, config, cleanup } = await startTestApp(build));
});
afterAll(async () => {
  await cleanup();
  fs.rmSync(build.remotesRoot, { recursive: true, force: true });
});

describe('serving the site', () => {
  it.each(['/', '/history', '/result/42', '/shop/kimono-170'])('serves %s as the shell with the runtime configuration', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(pageConfig(response.body).remotes['mf-shop'].manifest).toBe('/remotes/mf-shop/mf-manifest.json');
  });

  it('answers an unknown path with the shell and a real 404 status', async () => {
    const response = await app.inject('/nulle-part');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('wado-runtime-config');
  });

  it('answers unknown API paths with JSON, and never serves the raw template', async () => {
    const api = await app.inject('/api/inconnu');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
    const raw = await app.inject('/index.html');
    expect(raw.body).not.toContain('<!-- wado:runtime-config -->');
  });

  it('never caches manifests and entries, and caches hashed files for a year', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      expect((await app.inject(`/remotes/mf-shop/${file}`)).headers['cache-control']).toBe('no-cache');
    }
    const immutable = 'public, max-age=31536000, immutable';
    expect((await app.inject('/remotes/mf-shop/123.abcdef12.js')).headers['cache-control']).toBe(immutable);
    expect((await app.inject('/static/main.abcdef12.js')).headers['cache-control']).toBe(immutable);
  });

  it('picks up a new runtime configuration without a restart', async () => {
    const file = path.join(config.dataDir, 'runtime-config.json');
    fs.writeFileSync(file, JSON.stringify({ remotes: { 'mf-shop': { manifest: 'https://cdn.example.org/shop/mf-manifest.json' } } }));
    try {
      const served = (await app.inject('/runtime-config.json')).json<RuntimeConfig>();
      expect(served.remotes['mf-shop'].manifest).toBe('https://cdn.example.org/shop/mf-manifest.json');
      expect(served.remotes['mf-wado'].manifest).toBe('/remotes/mf-wado/mf-manifest.json');
      expect(pageConfig((await app.inject('/shop')).body).remotes['mf-shop'].manifest).toBe(
        'https://cdn.example.org/shop/mf-manifest.json',
      );
    } finally {
      fs.rmSync(file);
    }
  });

  it('reads remote locations from the environment', () => {
    const fromEnv = loadConfig({ REMOTE_MF_SHOP: 'http://localhost:3005/mf-manifest.json', PORT: '9000' });
    expect(fromEnv.remoteOverrides).toEqual({ 'mf-shop': 'http://localhost:3005/mf-manifest.json' });
    expect(fromEnv.port).toBe(9000);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT');
  });
});
