import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REMOTE_NAMES, type RuntimeConfig } from '@wado/shared/contract';
import { loadConfig, OPENSTREETMAP_TILES, type ServerConfig } from '../src/config';
import { PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from '../src/features/site/pages';
import { expectApiError, startTestApp, tempDir } from './helpers';

const TEMPLATE =
  '<!doctype html><html><head><!-- wado:runtime-config --></head><body><div id="root"></div></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A tiny built site: a shell with its config marker, and one remote's files. */
function fakeBuild(): { shellDir: string; remotesRoot: string; remove: () => void } {
  const { dir: root, remove } = tempDir('wado-site-');
  const shellDir = path.join(root, 'shell');
  fs.mkdirSync(path.join(shellDir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(shellDir, 'static', 'main.abcdef12.js'), 'console.log("shell");');
  fs.writeFileSync(path.join(shellDir, 'static', 'main.abcdef12.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(shellDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const shop = path.join(root, 'mf-shop', 'dist');
  fs.mkdirSync(shop, { recursive: true });
  fs.writeFileSync(path.join(shop, 'mf-manifest.json'), '{"name":"mf_shop"}');
  fs.writeFileSync(path.join(shop, 'remoteEntry.js'), '// entry');
  fs.writeFileSync(path.join(shop, '123.abcdef12.js'), '// chunk');
  // What a build leaves beside the browser's files, for the server or the build itself only.
  const serverOnly = {
    [path.join(shellDir, 'server', 'render.js')]: '// render',
    [path.join(shellDir, 'static', 'main.abcdef12.js.map')]: '{"sources":["/home/ci/wado/shell/src/index.ts"]}',
    [path.join(shellDir, 'static', 'main.abcdef12.js.map.br')]: 'br',
    [path.join(shellDir, '.build-stamp')]: 'stamp',
    [path.join(shellDir, 'mf-manifest-stats.json')]: '{}',
    [path.join(shellDir, '.style-list.json')]: '{}',
    [path.join(shop, 'server', 'routes.js')]: '// routes',
    [path.join(shop, '123.abcdef12.js.map')]: '{}',
    [path.join(shop, 'mf-manifest-stats.json')]: '{}',
    [path.join(shop, '.build-stamp')]: 'stamp',
  };
  for (const [file, text] of Object.entries(serverOnly)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return { shellDir, remotesRoot: root, remove };
}

/** The configuration the server wrote into a page. */
function pageConfig(html: string): RuntimeConfig {
  const match = /<script type="application\/json" id="wado-runtime-config">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('configuration absente de la page');
  return JSON.parse(match[1]!) as RuntimeConfig;
}

const DEFAULT_REMOTES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, { manifest: `/remotes/${name}/mf-manifest.json` }]),
) as RuntimeConfig['remotes'];

function expectShell(response: LightMyRequestResponse, status: 200 | 404): RuntimeConfig {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  // A page that exists is the same for every visitor without cookies: a shared cache may keep it.
  expect(response.headers['cache-control']).toBe(
    status === 200 ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL,
  );
  expect(response.body).not.toContain('<!-- wado:runtime-config -->');
  expect(response.body).toMatch(
    /^<!doctype html><html><head><script type="application\/json" id="wado-runtime-config">\{.*\}<\/script><\/head><body><div id="root"><\/div><\/body><\/html>$/,
  );
  return pageConfig(response.body);
}

const build = fakeBuild();
let app: FastifyInstance;
let config: ServerConfig;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, config, cleanup } = await startTestApp({ shellDir: build.shellDir, remotesRoot: build.remotesRoot }));
});
afterAll(async () => {
  await cleanup?.();
  build.remove();
});

describe('GET a route of the site', () => {
  it.each([
    '/',
    '/history',
    '/result/open-international-paris-2026',
    '/shop/karategi-kihon-blanc',
    '/terms_of_use',
    '/mentions_legales',
    '/cart',
    '/history/',
  ])('serves %s as the shell with the runtime configuration', async (url) => {
    const served = expectShell(await app.inject(url), 200);
    expect(served).toEqual({
      apiBaseUrl: '',
      remotes: DEFAULT_REMOTES,
      remoteTimeoutMs: 15000,
      map: OPENSTREETMAP_TILES,
    });
    expect(served.remotes['mf-shop']?.manifest).toBe('/remotes/mf-shop/mf-manifest.json');
  });

  it('ignores the query string when matching the route', async () => {
    expectShell(await app.inject('/history?onglet=2'), 200);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/history' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('serves pages and shell files from one catch-all route, HEAD included, not from the not-found handler', async () => {
    expect(app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
    expect(app.hasRoute({ method: 'HEAD', url: '/*' })).toBe(true);
    const unknown = await app.inject({ method: 'HEAD', url: '/nulle-part' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    const file = await app.inject({ method: 'HEAD', url: '/favicon.svg' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file added to the shell after the start, without a restart', async () => {
    const added = path.join(config.shellDir, 'static', 'late.0123abcd.js');
    fs.writeFileSync(added, '// late');
    try {
      const response = await app.inject('/static/late.0123abcd.js');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('// late');
    } finally {
      fs.rmSync(added);
    }
  });
});

describe('GET an unknown path', () => {
  // A detail page whose row does not exist is unknown too (seo.test.ts checks existing ones).
  it.each([
    '/nulle-part',
    '/result',
    '/result/42/detail',
    '/History',
    '/association/x',
    '/result/42',
    '/shop/kimono-170',
  ])('answers %s with the shell (it shows the not-found screen) and a real 404', async (url) => {
    expect(expectShell(await app.inject(url), 404).remotes).toEqual(DEFAULT_REMOTES);
  });

  it.each([
    '/api/unknown',
    '/api/',
    '/cookies/unknown',
    '/remotes/mf-shop/absent.js',
    '/remotes/mf-wado/mf-manifest.json',
    '/static/absent.js',
    '/media/absent.svg',
  ])('answers %s with a JSON 404, not the shell', async (url) => {
    const response = await app.inject(url);
    expectApiError(response, 404, "Cette adresse n'existe pas.");
    expect(response.body).not.toContain('wado-runtime-config');
  });

  it('answers another method on a page with a JSON 404', async () => {
    expectApiError(await app.inject({ method: 'POST', url: '/history' }), 404);
  });
});

describe('GET /index.html', () => {
  it.each(['/index.html', '/index.html?x=1', '/%69ndex.html', '/static/../index.html'])(
    'never serves the bare template for %s',
    async (url) => {
      const response = await app.inject(url);
      expect([200, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('<!-- wado:runtime-config -->');
      if (response.headers['content-type'] === 'text/html; charset=utf-8')
        expect(pageConfig(response.body).remotes).toEqual(DEFAULT_REMOTES);
    },
  );

  it('answers /index.html with the shell and its configuration', async () => {
    expectShell(await app.inject('/index.html'), 404);
  });
});

describe('GET the built files', () => {
  it('serves a published release to browsers, not its server build, maps or history', async () => {
    const release = path.join(config.dataDir, 'releases', 'mf-shop', '20261125-abcdef12');
    fs.mkdirSync(path.join(release, 'server'), { recursive: true });
    fs.writeFileSync(path.join(release, 'remoteEntry.js'), '// entry');
    fs.writeFileSync(path.join(release, 'server', 'routes.js'), '// routes');
    fs.writeFileSync(path.join(release, 'remoteEntry.js.map'), '{}');
    fs.writeFileSync(path.join(config.dataDir, 'releases', 'mf-shop', 'history.json'), '[]');
    expect((await app.inject('/releases/mf-shop/20261125-abcdef12/remoteEntry.js')).statusCode).toBe(200);
    for (const url of [
      '/releases/mf-shop/20261125-abcdef12/server/routes.js',
      '/releases/mf-shop/20261125-abcdef12/remoteEntry.js.map',
      '/releases/mf-shop/history.json',
    ]) {
      expect((await app.inject(url)).statusCode).toBe(404);
    }
  });

  it.each([
    '/server/render.js',
    '/static/main.abcdef12.js.map',
    '/static/main.abcdef12.js.map.br',
    '/.build-stamp',
    '/mf-manifest-stats.json',
    '/.style-list.json',
    '/remotes/mf-shop/server/routes.js',
    '/remotes/mf-shop/123.abcdef12.js.map',
    '/remotes/mf-shop/mf-manifest-stats.json',
    '/remotes/mf-shop/.build-stamp',
  ])('serves only what a browser needs: %s is not served', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/render|routes|sources|stamp/);
  });

  it.each(['mf-manifest.json', 'remoteEntry.js'])('serves /remotes/mf-shop/%s, always revalidated', async (file) => {
    const response = await app.inject(`/remotes/mf-shop/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(fs.readFileSync(path.join(build.remotesRoot, 'mf-shop', 'dist', file), 'utf8'));
  });

  it('serves the manifest as JSON and the entry as JavaScript', async () => {
    expect((await app.inject('/remotes/mf-shop/mf-manifest.json')).headers['content-type']).toMatch(
      /^application\/json/,
    );
    expect((await app.inject('/remotes/mf-shop/remoteEntry.js')).headers['content-type']).toMatch(
      /^(application|text)\/javascript/,
    );
  });

  it('caches the hashed chunks of a remote for a year', async () => {
    const response = await app.inject('/remotes/mf-shop/123.abcdef12.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('// chunk');
  });

  it.each(['/static/main.abcdef12.js', '/static/main.abcdef12.css'])(
    'caches the hashed shell file %s for a year',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it('revalidates an unhashed shell file', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a new release of a remote without a restart', async () => {
    const manifest = path.join(build.remotesRoot, 'mf-shop', 'dist', 'mf-manifest.json');
    const chunk = path.join(build.remotesRoot, 'mf-shop', 'dist', '456.0123abcd.js');
    const previous = fs.readFileSync(manifest, 'utf8');
    fs.writeFileSync(manifest, '{"name":"mf_shop","version":2}');
    fs.writeFileSync(chunk, '// new chunk');
    try {
      expect((await app.inject('/remotes/mf-shop/mf-manifest.json')).body).toBe('{"name":"mf_shop","version":2}');
      const fresh = await app.inject('/remotes/mf-shop/456.0123abcd.js');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['cache-control']).toBe(IMMUTABLE);
    } finally {
      fs.writeFileSync(manifest, previous);
      fs.rmSync(chunk);
    }
  });

  it.each([
    '/remotes/mf-shop/..%2f..%2fshell%2findex.html',
    '/remotes/mf-shop/../../shell/index.html',
    '/static/..%2findex.html',
  ])('never serves a file outside its folder: %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!-- wado:runtime-config -->');
  });
});

describe('GET /runtime-config.json', () => {
  const file = () => path.join(config.dataDir, 'runtime-config.json');
  afterEach(() => fs.rmSync(file(), { force: true }));

  it('serves the configuration written into the pages, always revalidated', async () => {
    const response = await app.inject('/runtime-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const served = response.json<RuntimeConfig>();
    expect(served).toEqual({
      apiBaseUrl: '',
      remotes: DEFAULT_REMOTES,
      remoteTimeoutMs: 15000,
      map: OPENSTREETMAP_TILES,
    });
    expect(served).toEqual(pageConfig((await app.inject('/')).body));
  });

  it('picks up a runtime-config.json written in the data directory at the next request', async () => {
    fs.writeFileSync(
      file(),
      JSON.stringify({
        apiBaseUrl: 'https://api.example.org',
        remotes: { 'mf-shop': { manifest: 'https://cdn.example.org/shop/mf-manifest.json' } },
      }),
    );
    const served = (await app.inject('/runtime-config.json')).json<RuntimeConfig>();
    expect(served).toEqual({
      apiBaseUrl: 'https://api.example.org',
      remotes: { ...DEFAULT_REMOTES, 'mf-shop': { manifest: 'https://cdn.example.org/shop/mf-manifest.json' } },
      remoteTimeoutMs: 15000,
      map: OPENSTREETMAP_TILES,
    });
    expect(expectShell(await app.inject('/shop'), 200)).toEqual(served);

    fs.rmSync(file());
    expect((await app.inject('/runtime-config.json')).json<RuntimeConfig>().remotes).toEqual(DEFAULT_REMOTES);
    expect(expectShell(await app.inject('/shop'), 200).remotes).toEqual(DEFAULT_REMOTES);
  });

  it('picks up every rewrite of the file, even one of the same length', async () => {
    for (const apiBaseUrl of ['https://api1.example.org', 'https://api2.example.org']) {
      fs.writeFileSync(file(), JSON.stringify({ apiBaseUrl }));
      expect((await app.inject('/runtime-config.json')).json<RuntimeConfig>().apiBaseUrl).toBe(apiBaseUrl);
    }
  });

  it('keeps the defaults when the file is not valid JSON', async () => {
    fs.writeFileSync(file(), '{"remotes": ');
    expect((await app.inject('/runtime-config.json')).json<RuntimeConfig>()).toEqual({
      apiBaseUrl: '',
      remotes: DEFAULT_REMOTES,
      remoteTimeoutMs: 15000,
      map: OPENSTREETMAP_TILES,
    });
    expectShell(await app.inject('/'), 200);
  });

  it('ignores values of the wrong type in the file', async () => {
    fs.writeFileSync(
      file(),
      JSON.stringify({ apiBaseUrl: 42, remotes: { 'mf-shop': { manifest: 7 }, 'mf-inconnu': { manifest: '/x' } } }),
    );
    expect((await app.inject('/runtime-config.json')).json<RuntimeConfig>()).toEqual({
      apiBaseUrl: '',
      remotes: DEFAULT_REMOTES,
      remoteTimeoutMs: 15000,
      map: OPENSTREETMAP_TILES,
    });
  });

  it('escapes "<" so that the configuration can never close its script element', async () => {
    fs.writeFileSync(
      file(),
      JSON.stringify({ remotes: { 'mf-shop': { manifest: '</script><script>alert(1)</script>' } } }),
    );
    const response = await app.inject('/shop');
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(pageConfig(response.body).remotes['mf-shop']?.manifest).toBe('</script><script>alert(1)</script>');
  });
});

describe('REMOTE_MF_* variables', () => {
  it('are read by loadConfig', () => {
    const fromEnv = loadConfig({
      REMOTE_MF_SHOP: 'http://x/mf-manifest.json',
      REMOTE_MF_WADO: 'http://y/mf-manifest.json',
      REMOTE_MF_EMPTY: '',
      OTHER: 'z',
    });
    expect(fromEnv.remoteOverrides).toEqual({
      'mf-shop': 'http://x/mf-manifest.json',
      'mf-wado': 'http://y/mf-manifest.json',
    });
    expect(loadConfig({}).remoteOverrides).toEqual({});
  });

  describe('on a server started with REMOTE_MF_SHOP', () => {
    let envApp: Awaited<ReturnType<typeof startTestApp>>;

    beforeAll(async () => {
      const { remoteOverrides, remoteTimeoutMs } = loadConfig({
        REMOTE_MF_SHOP: 'http://x/mf-manifest.json',
        REMOTE_TIMEOUT_MS: '5000',
      });
      envApp = await startTestApp({
        shellDir: build.shellDir,
        remotesRoot: build.remotesRoot,
        remoteOverrides,
        remoteTimeoutMs,
      });
    });
    afterAll(() => envApp?.cleanup());

    it('write that manifest into the pages and /runtime-config.json, the others unchanged', async () => {
      const expected: RuntimeConfig = {
        apiBaseUrl: '',
        remotes: { ...DEFAULT_REMOTES, 'mf-shop': { manifest: 'http://x/mf-manifest.json' } },
        remoteTimeoutMs: 5000,
        map: OPENSTREETMAP_TILES,
      };
      expect((await envApp.app.inject('/runtime-config.json')).json<RuntimeConfig>()).toEqual(expected);
      expect(expectShell(await envApp.app.inject('/shop'), 200)).toEqual(expected);
    });
  });
});

describe('the server configuration', () => {
  it('reads PORT, TRUST_PROXY and REMOTE_TIMEOUT_MS, and refuses a bad number', () => {
    const fromEnv = loadConfig({
      PORT: '9000',
      TRUST_PROXY: '1',
      REMOTE_TIMEOUT_MS: '2000',
      DATA_DIR: '/tmp/wado-data',
    });
    expect(fromEnv).toMatchObject({ port: 9000, trustProxy: 1, remoteTimeoutMs: 2000, dataDir: '/tmp/wado-data' });
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: false,
      remoteTimeoutMs: 15000,
      logLevel: 'info',
    });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT');
    expect(() => loadConfig({ REMOTE_TIMEOUT_MS: '-1' })).toThrow('REMOTE_TIMEOUT_MS');
  });
});

describe('a server without a built shell', () => {
  let bare: Awaited<ReturnType<typeof startTestApp>>;
  const empty = tempDir('wado-no-shell-');

  beforeAll(async () => {
    bare = await startTestApp({ shellDir: empty.dir, remotesRoot: empty.dir });
  });
  afterAll(async () => {
    await bare?.cleanup();
    empty.remove();
  });

  it('answers pages with a JSON 503 and keeps the API up', async () => {
    expectApiError(await bare.app.inject('/history'), 503);
    expect((await bare.app.inject('/api/partners')).statusCode).toBe(200);
    expect((await bare.app.inject('/runtime-config.json')).statusCode).toBe(200);
  });
});
