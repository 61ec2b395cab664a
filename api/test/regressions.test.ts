import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@wado/shared/contract';
import { expectApiError, startTestApp, tempDir } from './helpers';

const { dir: root, remove } = tempDir('wado-bugs-');
const shellDir = path.join(root, 'shell');
fs.mkdirSync(path.join(shellDir, 'static'), { recursive: true });
fs.writeFileSync(
  path.join(shellDir, 'index.html'),
  '<html><head><!-- wado:runtime-config --></head><body></body></html>',
);
fs.writeFileSync(path.join(shellDir, 'static', 'main.abcdef12.js'), '// v1');

let app: FastifyInstance;
let dataDir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({
    app,
    cleanup,
    config: { dataDir },
  } = await startTestApp({ shellDir, remotesRoot: root }));
});
afterAll(async () => {
  await cleanup?.();
  remove();
});
const count = async () => (await app.db.selectFrom('newsletter_subscriptions').selectAll().execute()).length;
function pageConfig(html: string): RuntimeConfig {
  const match = /<script type="application\/json" id="wado-runtime-config">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('configuration absente de la page');
  return JSON.parse(match[1]!) as RuntimeConfig;
}

test('1. an email sent as an array is refused', async () => {
  const before = await count();
  expectApiError(
    await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: ['tableau@exemple.fr'] } }),
    400,
  );
  expect(await count()).toBe(before);
});

test('2. a malformed Referer does not lose the subscription', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'referer@exemple.fr' },
    headers: { referer: 'http://[' },
  });
  expect(response.statusCode).toBe(202);
  const row = await app.db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', 'referer@exemple.fr')
    .executeTakeFirstOrThrow();
  expect(row.source_page).toBe('');
});

test('3. a runtime-config.json holding null keeps the defaults', async () => {
  const file = path.join(dataDir, 'runtime-config.json');
  fs.writeFileSync(file, 'null');
  try {
    const served = await app.inject('/runtime-config.json');
    expect(served.statusCode).toBe(200);
    expect(served.json<RuntimeConfig>().remotes['mf-shop']?.manifest).toBe('/remotes/mf-shop/mf-manifest.json');
    expect((await app.inject('/')).statusCode).toBe(200);
  } finally {
    fs.rmSync(file);
  }
});

test('4. a manifest URL holding $ patterns is written as is', async () => {
  const file = path.join(dataDir, 'runtime-config.json');
  for (const manifest of [
    "https://cdn.example.org/mf-manifest.json?a=$'",
    'https://cdn.example.org/mf-manifest.json?a=$&',
    'https://cdn.example.org/$`/mf-manifest.json',
  ]) {
    fs.writeFileSync(file, JSON.stringify({ remotes: { 'mf-shop': { manifest } } }));
    expect(pageConfig((await app.inject('/shop')).body).remotes['mf-shop']?.manifest).toBe(manifest);
  }
  fs.rmSync(file);
});

test('5. a malformed percent-encoding answers the JSON {error, message} of every error', async () => {
  for (const url of ['/api/content/%E0%A4%A', '/result/%E0%A4%A']) {
    const body = expectApiError(await app.inject(url), 400);
    expect(body.error).toBe('Bad Request');
  }
});

test('6. the 503 of an unbuilt site names its status', async () => {
  const empty = tempDir('wado-bugs-empty-');
  const bare = await startTestApp({ shellDir: empty.dir, remotesRoot: empty.dir });
  try {
    expect(expectApiError(await bare.app.inject('/history'), 503).error).toBe('Service Unavailable');
  } finally {
    await bare.cleanup();
    empty.remove();
  }
});

test('7. a shell rebuilt while the server runs is served without a restart', async () => {
  fs.writeFileSync(path.join(shellDir, 'static', 'main.0badcafe.js'), '// v2');
  const response = await app.inject('/static/main.0badcafe.js');
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe('// v2');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // and the rules of the shell still hold
  expect((await app.inject('/index.html')).body).not.toContain('<!-- wado:runtime-config -->');
  expect((await app.inject('/nulle-part')).statusCode).toBe(404);
  expect((await app.inject('/history')).statusCode).toBe(200);
  expectApiError(await app.inject('/api/inconnu'), 404);
  expectApiError(await app.inject('/static/absent.js'), 404);
});

test('8. with the shell read on each request, its folders are never listed', async () => {
  expect((await app.inject('/')).statusCode).toBe(200);
  expect((await app.inject('/history/')).statusCode).toBe(200);
  expectApiError(await app.inject('/static/'), 404);
});

describe('validation messages', () => {
  it('are French, naming the field and the rule', async () => {
    const { app, cleanup } = await startTestApp();
    try {
      const long = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `${'a'.repeat(250)}@exemple.fr` },
      });
      expect(long.json<{ message: string }>().message).toBe('Requête invalide (email) : 254 caractères au plus.');
      const missing = await app.inject({ method: 'POST', url: '/api/newsletter', payload: {} });
      expect(missing.json<{ message: string }>().message).toBe(
        'Requête invalide : le champ « email » est obligatoire.',
      );
      const badKey = await app.inject('/api/content/A-B');
      expect(badKey.json<{ message: string }>().message).toBe("Requête invalide (page) : le format n'est pas accepté.");
    } finally {
      await cleanup();
    }
  });
});
