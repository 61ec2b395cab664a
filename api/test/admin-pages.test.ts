/**
 * The back office's pages (`/admin`, `/admin/…`): the shell's page for the browser to render,
 * never rendered on the server, never indexed nor cached; and nothing of the back office in the
 * public pages' styles.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PRIVATE_PAGE_CACHE_CONTROL } from '../src/features/site/pages';
import { startTestApp, tempDir } from './helpers';

const TEMPLATE =
  '<!doctype html><html lang=fr><head><title>Wado France</title><meta name=description content="Par défaut"></head><body><div id=root></div></body></html>';

/** A renderer that renders every page it is asked for: the back office must never ask it. */
const RENDERER = `
exports.setup = () => undefined;
exports.render = async (input) => ({ html: '<main>rendu par le serveur : ' + input.url + '</main>', resources: {}, meta: {} });`;

function fakeBuild() {
  const { dir: root, remove } = tempDir('wado-admin-pages-');
  const shellDir = path.join(root, 'shell');
  const files: Record<string, string> = {
    [path.join(shellDir, 'index.html')]: TEMPLATE,
    [path.join(shellDir, 'server', 'render.js')]: RENDERER,
    [path.join(shellDir, 'static', 'styles.abcdef12.css')]: 'body{margin:0}',
    // The back office's own styles: loaded with its code, never linked by a public page.
    [path.join(shellDir, 'static', 'admin-styles.0123abcd.css')]: '.editor{color:gray}',
    [path.join(shellDir, 'mf-manifest.json')]: JSON.stringify({ shared: [{ name: '@wado/shared', version: '1.0.0' }] }),
    [path.join(root, 'mf-media', 'dist', 'mf-manifest.json')]: JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: '@wado/shared', requiredVersion: '^1.0.0' }],
      exposes: [
        { name: 'routes', path: './routes', assets: { css: { sync: [], async: ['styles.11111111.css'] } } },
        { name: 'admin', path: './admin', assets: { css: { sync: [], async: ['admin-styles.22222222.css'] } } },
      ],
    }),
    [path.join(root, 'mf-media', 'dist', 'server', 'routes.js')]:
      'module.exports = { remote: "mf-media", routes: [] };',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return { shellDir, remotesRoot: root, remove };
}

function expectAdminPage(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers['cache-control']).toBe('no-store');
}

const build = fakeBuild();
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp({
    shellDir: build.shellDir,
    remotesRoot: build.remotesRoot,
    publicUrl: 'https://www.wado-france.fr',
  }));
});
afterAll(async () => {
  await cleanup?.();
  build.remove();
});

describe('the back office’s pages', () => {
  it.each(['/admin', '/admin/', '/admin/connexion', '/admin/personnes', '/admin/mf-media/news/12', '/admin/inconnue'])(
    'answers %s with the shell for the browser to render: 200, never indexed nor cached',
    async (url) => {
      const response = await app.inject({ url });
      expectAdminPage(response);
      const html = response.body;
      // Not rendered on the server: the root is left to the browser, with the runtime configuration.
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('rendu par le serveur');
      expect(html).toMatch(/<script type="application\/json" id="wado-runtime-config">\{.*\}<\/script>/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('<title>Administration – Wado France</title>');
    },
  );

  it('keeps the query string out of the way (an invitation link, a return address)', async () => {
    const response = await app.inject({ url: '/admin/connexion?retour=%2Fadmin%2Fjournal' });
    expectAdminPage(response);
  });

  it('answers HEAD like GET, and compresses for browsers that accept it', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/admin/journal' });
    expectAdminPage(head);
    expect(head.body).toBe('');
    const compressed = await app.inject({ url: '/admin/journal', headers: { 'accept-encoding': 'br, gzip' } });
    expectAdminPage(compressed);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('noindex, nofollow');
  });

  it('leaves paths that only start like it to the public site', async () => {
    const response = await app.inject({ url: '/administration' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    // A missing page is the visitor's alone: no shared cache keeps it.
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it('leaves the back office’s styles out of the public pages, the shell’s and the remotes’', async () => {
    const news = (await app.inject({ url: '/news' })).body;
    expect(news).toContain('rendu par le serveur : /news');
    expect(news).toContain('<link rel="stylesheet" href="/static/styles.abcdef12.css">');
    expect(news).toContain('/remotes/mf-media/styles.11111111.css');
    expect(news).not.toContain('admin-styles');
    const home = (await app.inject({ url: '/' })).body;
    expect(home).not.toContain('admin-styles');
  });
});
