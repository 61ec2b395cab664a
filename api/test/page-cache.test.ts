import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../src/config';
import { fakeBuild } from './fakeSiteBuild';
import { startTestApp } from './helpers';
import { signInAs } from './people';

/**
 * A shell whose server render shows what a page depends on: the partners and the published news
 * (read through the in-process API, as the real one reads its data), the terms banner's state,
 * and how many times it rendered.
 */
const COUNTING_RENDERER = `
let setup;
let renders = 0;
exports.setup = (options) => { setup = options; };
exports.render = async (input) => {
  renders += 1;
  const partners = await (await setup.fetch('http://wado.internal/api/partners')).json();
  const news = await (await setup.fetch('http://wado.internal/api/news')).json();
  const terms = input.known['shell:terms-acceptance'];
  return {
    html: '<main><p>Rendu n° ' + renders + '</p><p>' + (terms && terms.data.accepted ? 'Conditions acceptées' : 'Bandeau des conditions') + '</p>'
      + '<ul>' + partners.map((partner) => '<li>' + partner.name + '</li>').join('') + '</ul>'
      + '<ul>' + news.items.map((item) => '<li>' + item.title + '</li>').join('') + '</ul></main>',
    resources: {},
    meta: {},
  };
};`;

const renderNumber = (response: LightMyRequestResponse) => Number(/Rendu n° (\d+)/.exec(response.body)?.[1]);

describe('the pages’ micro-cache', () => {
  const build = fakeBuild(COUNTING_RENDERER);
  let app: FastifyInstance;
  let config: ServerConfig;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ app, config, cleanup } = await startTestApp({
      shellDir: build.shellDir,
      remotesRoot: build.remotesRoot,
      pageCacheSeconds: 10,
    }));
  });
  afterAll(async () => {
    await cleanup?.();
    build.remove();
  });

  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  /** Asks for `url` until `seen` holds, for at most `withinMs`; returns how long it took. */
  async function waitForPage(url: string, seen: (response: LightMyRequestResponse) => boolean, withinMs: number) {
    const start = Date.now();
    for (;;) {
      const response = await page(url);
      if (seen(response)) return Date.now() - start;
      if (Date.now() - start > withinMs) throw new Error(`${url} : toujours l'ancienne page après ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('serves a page rendered for an anonymous visitor again, without rendering it, and lets a shared cache keep it', async () => {
    const first = await page('/history');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const again = await page('/history');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(renderNumber(again)).toBe(renderNumber(first));
    expect(again.body).toBe(first.body);
    expect(again.body).toContain('Bandeau des conditions');
    expect(again.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=10, stale-if-error=86400',
    );
    expect(again.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('sends the same page compressed as the browser asks', async () => {
    const plain = await page('/lexicon');
    const brotli = await page('/lexicon', { 'accept-encoding': 'br' });
    const gzipped = await page('/lexicon', { 'accept-encoding': 'gzip' });
    expect(brotli.headers['x-page-cache']).toBe('hit');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a browser that holds the page with a 304 and no body', async () => {
    const first = await page('/association');
    const revalidated = await page('/association', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    const other = await page('/association', { 'if-none-match': 'W/"autre-version"' });
    expect(other.statusCode).toBe(200);
  });

  it('keeps one page per state of the terms banner, and tells shared caches that a page sent with cookies is the visitor’s', async () => {
    const anonymous = await page('/wado');
    expect(anonymous.body).toContain('Bandeau des conditions');
    const accepted = await app.inject({ method: 'GET', url: '/cookies/acceptCookies' });
    const cookie = String(accepted.headers['set-cookie']).split(';')[0]!;
    const withCookie = await page('/wado', { cookie });
    expect(withCookie.headers['x-page-cache']).toBe('miss');
    expect(withCookie.body).toContain('Conditions acceptées');
    expect(withCookie.headers['cache-control']).toBe('private, no-cache');
    // Another visitor who accepted gets the same page, from the cache.
    const other = await app.inject({ method: 'GET', url: '/cookies/acceptCookies' });
    const otherVisitor = await page('/wado', { cookie: String(other.headers['set-cookie']).split(';')[0]! });
    expect(otherVisitor.headers['x-page-cache']).toBe('hit');
    expect(otherVisitor.body).toBe(withCookie.body);
    // Accepting, a write, did not empty the cache: the anonymous page is still kept.
    expect((await page('/wado')).headers['x-page-cache']).toBe('hit');
  });

  it('never keeps a page that shows what one visitor typed', async () => {
    const refused = await page('/', { cookie: 'newsletter_email=pas-une-adresse' });
    expect(refused.headers['x-page-cache']).toBe('bypass');
    expect(refused.headers['cache-control']).toBe('private, no-cache');
  });

  it('shows a back-office change made on another replica within a second', async () => {
    // The other replica: a second server on the same database.
    const other = await startTestApp({
      dataDir: config.dataDir,
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      shellDir: build.shellDir,
      remotesRoot: build.remotesRoot,
      pageCacheSeconds: 10,
    });
    try {
      await page('/affiliated_clubs');
      expect((await page('/affiliated_clubs')).headers['x-page-cache']).toBe('hit');
      const { headers } = await signInAs(other.app, ['association']);
      const { items } = (await other.app.inject({ method: 'GET', url: '/api/admin/partners', headers })).json<{
        items: { id: number }[];
      }>();
      const record = (
        await other.app.inject({ method: 'GET', url: `/api/admin/partners/${items[0]!.id}`, headers })
      ).json<Record<string, unknown>>();
      const { id: _id, updatedAt: _updatedAt, ...input } = record;
      const saved = await other.app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${items[0]!.id}`,
        headers,
        payload: { ...input, name: 'Partenaire renommé sur une autre réplique' },
      });
      expect(saved.statusCode).toBe(200);
      const tookMs = await waitForPage(
        '/affiliated_clubs',
        (response) => response.body.includes('Partenaire renommé'),
        1_000,
      );
      expect(tookMs).toBeLessThan(1_000);
    } finally {
      await other.cleanup();
    }
  });

  it('shows at once what a write on this replica changed, even one the audit log does not see', async () => {
    await page('/shop');
    expect((await page('/shop')).headers['x-page-cache']).toBe('hit');
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'micro-cache@exemple.fr', source: '/shop', formVersion: 'test' },
    });
    expect(subscribed.statusCode).toBeLessThan(400);
    expect((await page('/shop')).headers['x-page-cache']).toBe('miss');
    // A refused write changes nothing: the page stays kept.
    const refused = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'non' } });
    expect(refused.statusCode).toBe(400);
    expect((await page('/shop')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps a page for its time when nothing tells it the content changed', async () => {
    // A row written behind the server's back (no audit line, no request): the page is kept…
    await page('/selection');
    const row = await app.db.selectFrom('partners').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await app.db.updateTable('partners').set({ name: 'Changé sans le dire' }).where('id', '=', row.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const kept = await page('/selection');
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.body).not.toContain('Changé sans le dire');
  });

  it('publishes a scheduled news item on the page when its instant comes', async () => {
    const row = await app.db.selectFrom('news').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const publishAt = new Date(Date.now() + 1_500);
    await app.db
      .updateTable('news')
      .set({ title: 'Actualité programmée', status: 'published', publish_at: publishAt.toISOString() })
      .where('id', '=', row.id)
      .execute();
    // The cache learns the next publication on its next reading of the content's state.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await page('/news')).body).not.toContain('Actualité programmée');
    expect((await page('/news')).headers['x-page-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt.getTime() - Date.now())));
    const published = await page('/news');
    expect(published.headers['x-page-cache']).toBe('miss');
    expect(published.body).toContain('Actualité programmée');
  });

  it('does not keep a page missing, nor anything of the back office', async () => {
    expect((await page('/nulle-part')).statusCode).toBe(404);
    const missing = await page('/nulle-part');
    expect(missing.headers['x-page-cache']).toBe('miss');
    expect(missing.headers['cache-control']).toBe('private, no-cache');
    const admin = await page('/admin');
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers['x-page-cache']).toBeUndefined();
  });
});

describe('without the micro-cache (PAGE_CACHE_SECONDS=0)', () => {
  const build = fakeBuild(COUNTING_RENDERER);
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ app, cleanup } = await startTestApp({ shellDir: build.shellDir, remotesRoot: build.remotesRoot }));
  });
  afterAll(async () => {
    await cleanup?.();
    build.remove();
  });

  it('renders every page view, and still answers a browser that holds the page with a 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/history' });
    const second = await app.inject({ method: 'GET', url: '/history' });
    expect(second.headers['x-page-cache']).toBe('bypass');
    expect(renderNumber(second)).toBe(renderNumber(first) + 1);
    const etag = String(second.headers.etag);
    const third = await app.inject({ method: 'GET', url: '/history', headers: { 'if-none-match': etag } });
    // Rendered again (the render count moved), so not the same page: a 200.
    expect(third.statusCode).toBe(200);
  });
});
