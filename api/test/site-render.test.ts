import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../src/features/site/routes';
import { onePerContent, remoteAssets, takeoverPreloads } from '../src/features/site/render/manifests';
import { exposeOfPage, remotesOfPage } from '../src/features/site/render/pageStyles';
import { localRemoteDir } from '../src/features/site/render/remoteServerBuilds';
import type { ServerConfig } from '../src/config';
import { startTestApp } from './helpers';
import { fakeBuild } from './fakeSiteBuild';

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
    await cleanup?.();
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
    // The rendered data travels as JSON that cannot close its element.
    const data = /<script type="application\/json" id="wado-rendered-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data)['shell:evil'].data).toBe('</script><script>alert(1)</script>');
    expect(JSON.parse(data)['shell:terms-acceptance']).toEqual({ status: 'ready', data: { accepted: false } });
  });

  it("takes a detail page's head from what the page said, escaped", async () => {
    const html = (await app.inject({ url: '/news/une-actualite' })).body;
    // One escaper for every text and attribute the server writes (escapeMarkup).
    expect(html).toContain('<title>Une &lt;actualité&gt; &amp; &quot;quoi&quot; – Wado France</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Une &lt;actualité&gt; &amp; &quot;quoi&quot; – Wado France">',
    );
    expect(html).toContain(
      '<meta name="description" content="Résumé de l&apos;actualité pour les moteurs de recherche.">',
    );
  });

  it('does not render a remote built for another major version of @wado/shared, nor announce its files', async () => {
    const html = (await app.inject({ url: '/shop' })).body;
    expect(html).toContain(
      'refusée : mf-shop : version incompatible (@wado/shared ^2.0.0 demandé, 1.0.0 dans la page)',
    );
    expect(html).not.toContain('/remotes/mf-shop/remoteEntry.js');
    expect(html).toContain('<script type="application/json" id="wado-takeover-preloads">[]</script>');
  });

  it("keeps the visitor's cart and checkout out of search engines", async () => {
    expect((await app.inject({ url: '/billing' })).body).toContain('<meta name="robots" content="noindex, follow">');
    expect((await app.inject({ url: '/shop' })).body).toContain('<meta name="robots" content="index, follow">');
  });

  it("renders the terms banner state from the visitor's cookie", async () => {
    const accepted = await app.inject({ url: '/cookies/acceptCookies' });
    const cookie = String(accepted.headers['set-cookie']).split(';')[0]!;
    const html = (await app.inject({ url: '/history', headers: { cookie } })).body;
    expect(html).toContain('"shell:terms-acceptance":{"status":"ready","data":{"accepted":true}}');
  });

  it("compresses pages for browsers that accept it, and sends the build's compressed copies of files", async () => {
    const page = await app.inject({ url: '/history', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>Page /history</h1>');
    const gzipped = await app.inject({ url: '/history', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toContain('<h1>Page /history</h1>');
    expect((await app.inject({ url: '/history' })).headers['content-encoding']).toBeUndefined();

    const entry = await app.inject({ url: '/remotes/mf-media/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(entry.rawPayload).toString()).toContain('console.log("remote")');
  });

  it('picks the encoding a browser accepts', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('when the server cannot render a page', () => {
  it('sends the page for the browser to render, never an error', async () => {
    const build = fakeBuild('exports.setup = () => {}; exports.render = async () => { throw new Error("cassé"); };');
    const { app, cleanup } = await startTestApp({ shellDir: build.shellDir, remotesRoot: build.remotesRoot });
    try {
      const response = await app.inject({ url: '/history' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id=root></div>');
      expect(response.body).toContain('id="wado-runtime-config"');
      expect((await app.inject({ url: '/nulle-part' })).statusCode).toBe(404);
    } finally {
      await cleanup();
      build.remove();
    }
  });
});

describe('another build of the shell', () => {
  it("brings its own page assets through the renderer's option, in place of the manifests'", async () => {
    const build = fakeBuild(WORKING_RENDERER);
    const { app, cleanup } = await startTestApp(
      { shellDir: build.shellDir, remotesRoot: build.remotesRoot },
      {
        pages: {
          pageAssets: ({ remotes }) => ({
            styles: ['/static/own.11111111.css', ...remotes.map((remote) => `/static/${remote}.css`)],
            remotes: [],
          }),
        },
      },
    );
    const stylesOf = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    try {
      const html = (await app.inject({ url: '/news' })).body;
      expect(stylesOf(html)).toEqual(['/static/own.11111111.css', '/static/mf-media.css']);
      // No remote to take over: nothing to preload.
      expect(html).toContain('<script type="application/json" id="wado-takeover-preloads">[]</script>');
    } finally {
      await cleanup();
      build.remove();
    }
  });
});

/** Moves a file's modification time forward: a rewrite within the same millisecond must still count. */
function touchLater(file: string, seconds: number) {
  const later = new Date(Date.now() + seconds * 1000);
  fs.utimesSync(file, later, later);
}

describe('server builds replaced on disk', () => {
  // Like the real shell: a section is kept until its remote's version changes.
  const CACHING_RENDERER = (name: string) => `
globalThis.__fakeShell = ${JSON.stringify(name)};
let setup; let version; let section;
exports.setup = (options) => { setup = options; };
exports.render = async (input) => {
  if (input.remoteVersions['mf-media'] !== version) section = undefined;
  version = input.remoteVersions['mf-media'];
  section ??= await setup.loadRemoteModule('mf-media', './routes');
  return { html: '<p>' + section.label + ' avec ' + section.shell + '</p>', resources: {}, meta: {} };
};`;
  const build = fakeBuild(CACHING_RENDERER('shell-1'));
  const routes = path.join(build.remotesRoot, 'mf-media', 'dist', 'server', 'routes.js');
  const renderer = path.join(build.shellDir, 'server', 'render.js');
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const writeRoutes = (label: string) =>
    fs.writeFileSync(
      routes,
      `module.exports = { routes: [], label: ${JSON.stringify(label)}, shell: globalThis.__fakeShell };`,
    );
  beforeAll(async () => {
    writeRoutes('routes-1');
    ({ app, cleanup } = await startTestApp({ shellDir: build.shellDir, remotesRoot: build.remotesRoot }));
  });
  afterAll(async () => {
    await cleanup?.();
    build.remove();
  });

  it("renders a remote's new server build without a restart", async () => {
    expect((await app.inject('/news')).body).toContain('<p>routes-1 avec shell-1</p>');
    writeRoutes('routes-2');
    touchLater(routes, 10);
    expect((await app.inject('/news')).body).toContain('<p>routes-2 avec shell-1</p>');
  });

  it('counts a change to any file of the server build (webpack leaves unchanged files alone)', async () => {
    writeRoutes('routes-3');
    touchLater(routes, 10); // as above: same time as the previous test's build
    fs.writeFileSync(path.join(path.dirname(routes), 'widgets.js'), 'module.exports = {};');
    touchLater(path.join(path.dirname(routes), 'widgets.js'), 20);
    expect((await app.inject('/news')).body).toContain('<p>routes-3 avec shell-1</p>');
  });

  it("evaluates a remote's build again for a new shell renderer (it takes React from the shell)", async () => {
    fs.writeFileSync(renderer, CACHING_RENDERER('shell-2'));
    touchLater(renderer, 30);
    expect((await app.inject('/news')).body).toContain('<p>routes-3 avec shell-2</p>');
  });
});

describe('where remotes are rendered from', () => {
  const config = { remotesRoot: '/site', dataDir: '/data' } as ServerConfig;
  it('maps a manifest to its build on this machine, or to nothing for another origin', () => {
    expect(localRemoteDir(config, '/remotes/mf-shop/mf-manifest.json')).toBe('/site/mf-shop/dist');
    expect(localRemoteDir(config, '/releases/mf-shop/20261123-1200/mf-manifest.json')).toBe(
      '/data/releases/mf-shop/20261123-1200',
    );
    expect(localRemoteDir(config, '/releases/mf-shop/.staging/mf-manifest.json')).toBeUndefined();
    expect(localRemoteDir(config, '/releases/mf-shop/../../etc/mf-manifest.json')).toBeUndefined();
    expect(localRemoteDir(config, 'https://cdn.example/mf-shop/mf-manifest.json')).toBeUndefined();
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
    expect(
      takeoverPreloads([{ manifest: '/remotes/mf-shop/mf-manifest.json', entry: undefined, scripts: [] }]),
    ).toEqual([{ href: '/remotes/mf-shop/mf-manifest.json', as: 'fetch' }]);
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
