import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pageEncoding } from '../src/features/site/routes';
import { onePerContent, remoteAssets, takeoverPreloads } from '../src/features/site/render/manifests';
import { exposeOfPage, remotesOfPage } from '../src/features/site/render/pageStyles';
import { localRemoteDir } from '../src/features/site/render/remoteServerBuilds';
import type { ServerConfig } from '../src/config';
import { startTestApp, tempDir } from './helpers';

const TEMPLATE =
  '<!doctype html><html lang=fr><head><title>Wado France</title><meta name=description content="Par défaut"></head><body><div id=root></div><script defer src=/static/start.11111111.js data-entry=/static/main.0cc73930.js></script></body></html>';

/**
 * A built site whose shell has a server build: a small CommonJS renderer standing for
 * shell/dist/server/render.js, which renders what it is asked and reads data through the
 * in-process fetch it is given, like the real one.
 */
function fakeBuild(renderer: string) {
  const { dir: root, remove } = tempDir('wado-render-');
  const shellDir = path.join(root, 'shell');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(shellDir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(shellDir, 'static', 'main.abcdef12.css'), 'body{margin:0}');
  fs.writeFileSync(
    path.join(shellDir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: '@wado/shared', version: '1.0.0' }] }),
  );
  // A release of mf-shop built for the next major version of @wado/shared.
  const shop = path.join(root, 'mf-shop', 'dist');
  fs.mkdirSync(path.join(shop, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shop, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: '@wado/shared', requiredVersion: '^2.0.0' }], exposes: [] }),
  );
  fs.writeFileSync(path.join(shop, 'server', 'routes.js'), 'module.exports = { routes: [] };');
  fs.writeFileSync(path.join(shellDir, 'server', 'render.js'), renderer);
  const media = path.join(root, 'mf-media', 'dist');
  fs.mkdirSync(path.join(media, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(media, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: '@wado/shared', requiredVersion: '^1.2.0', assets: { css: { sync: ['101.aaaaaaaa.css'], async: [] } } },
      ],
      exposes: [
        {
          name: 'routes',
          assets: {
            css: { sync: [], async: ['101.aaaaaaaa.css', '352.bbbbbbbb.css', 'shared-styles.99999999.css'] },
            js: { sync: ['__federation_expose_routes.cccccccc.js'], async: ['702.dddddddd.js'] },
          },
        },
        { name: 'widgets', assets: { js: { sync: ['__federation_expose_widgets.eeeeeeee.js'], async: [] } } },
        { name: 'admin', assets: { js: { sync: ['__federation_expose_admin.ffffffff.js'], async: [] } } },
      ],
    }),
  );
  fs.writeFileSync(path.join(media, 'server', 'routes.js'), 'module.exports = { routes: [] };');
  const big = 'console.log("remote");'.repeat(200);
  fs.writeFileSync(path.join(media, 'remoteEntry.js'), big);
  fs.writeFileSync(path.join(media, 'remoteEntry.js.br'), zlib.brotliCompressSync(big));
  return { shellDir, remotesRoot: root, remove };
}

const WORKING_RENDERER = `
let setup;
exports.setup = (options) => { setup = options; };
exports.render = async (input) => {
  const response = await setup.fetch('http://wado.internal/api/partners');
  const partners = await response.json();
  const section = input.url.startsWith('/news') ? await setup.loadRemoteModule('mf-media', './routes') : undefined;
  const refused = input.url === '/shop' ? await setup.loadRemoteModule('mf-shop', './routes').then(() => 'rendue', (error) => 'refusée : ' + error.message) : '';
  return {
    html: '<main><h1>Page ' + input.url + '</h1><p>' + partners.length + ' partenaires</p>' + (section ? '<p>section ' + section.routes.length + '</p>' : '') + refused + '</main>',
    resources: { ...input.known, 'shell:partners': { status: 'ready', data: partners }, 'shell:evil': { status: 'ready', data: '</script><script>alert(1)</script>' } },
    meta: input.url.startsWith('/news/') ? { title: 'Une <actualité> & "quoi"', description: 'Résumé de l\\'actualité pour les moteurs de recherche.' } : {},
  };
};`;

describe('server rendering of pages', () => {
  const build = fakeBuild(WORKING_RENDERER);
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
    await cleanup();
    build.remove();
  });

  it('sends the page rendered with its data, its head, the section styles and the data for hydration', async () => {
    const response = await app.inject({ url: '/news', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // Canonical URL, og:url and the page's absolute links come from PUBLIC_URL, not from the Host.
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<div id="root"><main><h1>Page /news</h1><p>6 partenaires</p><p>section 0</p></main></div>');
    expect(html).toContain('<title>Actualités – Wado France</title>');
    expect(html).toMatch(/<meta name="description" content="Les actualités de Wado France[^"]*">/);
    expect(html).toContain('<link rel="canonical" href="https://www.wado-france.fr/news">');
    expect(html).toContain('<link rel="stylesheet" href="/static/main.abcdef12.css">');
    // The section's own styles (not @wado/shared's, which come with the shell).
    expect(html).toContain('<link rel="stylesheet" href="/remotes/mf-media/352.bbbbbbbb.css"');
    expect(html).not.toContain('101.aaaaaaaa.css');
    expect(html).not.toContain('shared-styles.99999999.css');
    // Only the shell's entry is named in the page (end of its body, after the start script: a
    // phone's six connections must not keep it waiting), at low priority.
    const preloads = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual(['/static/main.0cc73930.js']);
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(html.indexOf('/static/start.11111111.js')).toBeLessThan(html.indexOf('rel="preload"'));
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('</main></div>'));
    // The section's files are listed for the start script, which preloads them once the page has
    // painted: its manifest, its entry and the file of its pages (not its widgets nor its back
    // office, nor what its pages load on demand), marked for a retry of the section.
    const listed = /<script type="application\/json" id="wado-takeover-preloads">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(listed![1]!)).toEqual([
      { href: '/remotes/mf-media/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-media/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-media/__federation_expose_routes.cccccccc.js', as: 'script', sectionChunk: true },
    ]);
  });

  it('links one file per content before the first paint (webpack may write the same styles twice)', () => {
    expect(onePerContent(['611.e9a0d57e.css', '352.e9a0d57e.css', '691.c3a50280.css'])).toEqual([
      '611.e9a0d57e.css',
      '691.c3a50280.css',
    ]);
  });

  it("lists every section's manifest, then their entries, then the files of their pages", () => {
    const remote = (name: string, chunk?: string) => ({
      manifest: `/remotes/${name}/mf-manifest.json`,
      entry: `/remotes/${name}/remoteEntry.js`,
      scripts: [`/remotes/${name}/remoteEntry.js`, ...(chunk ? [`/remotes/${name}/${chunk}`] : [])],
    });
    expect(
      takeoverPreloads([remote('mf-shop', '__federation_expose_routes.1.js'), remote('mf-wado'), remote('mf-media')]),
    ).toEqual([
      { href: '/remotes/mf-shop/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-wado/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-media/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-shop/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-wado/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-media/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-shop/__federation_expose_routes.1.js', as: 'script', sectionChunk: true },
    ]);
    // A remote whose manifest names no usable entry: its manifest only (the runtime reports the problem).
    expect(takeoverPreloads([{ manifest: '/remotes/mf-shop/mf-manifest.json', entry: undefined, scripts: [] }])).toEqual([
      { href: '/remotes/mf-shop/mf-manifest.json', as: 'fetch' },
    ]);
  });

  it("names a remote's scripts only when its manifest names a plain entry file next to it", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1.js', '../evil.js'], async: [] } } },
        { name: 'widgets', assets: { js: { sync: ['__federation_expose_widgets.2.js'], async: [] } } },
      ],
    };
    expect(remoteAssets(manifest, '/remotes/mf-media/mf-manifest.json', 'widgets').scripts).toEqual([
      '/remotes/mf-media/remoteEntry.js',
      '/remotes/mf-media/__federation_expose_widgets.2.js',
    ]);
    expect(remoteAssets(manifest, '/remotes/mf-media/mf-manifest.json').scripts).toEqual([
      '/remotes/mf-media/remoteEntry.js',
      '/remotes/mf-media/__federation_expose_routes.1.js',
    ]);
    const noPlainEntry = { ...manifest, metaData: { remoteEntry: { name: 'https://cdn.example/entry.js' } } };
    expect(remoteAssets(noPlainEntry, '/remotes/mf-media/mf-manifest.json').scripts).toEqual([]);
  });

  it('knows which remotes a page shows, and which of their modules', () => {
    expect(exposeOfPage('/')).toBe('widgets');
    expect(exposeOfPage('/news')).toBe('routes');
    expect(remotesOfPage('/')).toEqual(['mf-media']);
    expect(remotesOfPage('/shop/karategi')).toEqual(['mf-shop']);
    expect(remotesOfPage('/mentions_legales')).toEqual([]);
    expect(remotesOfPage('/nulle-part')).toEqual([]);
  });
});
