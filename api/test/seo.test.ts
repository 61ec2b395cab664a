import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@wado/shared/contract';
import { startTestApp, tempDir } from './helpers';

describe('robots.txt, sitemap.xml and real 404s for detail pages', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  const site = tempDir('wado-seo-');

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(site.dir, 'index.html'),
      '<!doctype html><html><head><!-- wado:runtime-config --></head><body></body></html>',
    );
    env = await startTestApp({ shellDir: site.dir, publicUrl: 'https://www.wado-france.fr' });
  });
  afterAll(async () => {
    await env?.cleanup();
    site.remove();
  });

  it('robots.txt lets engines in, keeps them out of the API and the purchase steps, and names the sitemap', async () => {
    const response = await env.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /cart');
    // From PUBLIC_URL: a hostile Host header must not end up in an answer cached for an hour.
    expect(response.body).toContain('Sitemap: https://www.wado-france.fr/sitemap.xml');
    expect(response.body).not.toContain('evil.example');
  });

  it('builds absolute URLs from PUBLIC_URL even behind a trusted proxy that forwards a host', async () => {
    const proxied = await startTestApp({ shellDir: site.dir, publicUrl: 'https://www.wado-france.fr', trustProxy: 1 });
    try {
      const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      for (const url of ['/robots.txt', '/sitemap.xml', '/api/news/feed.xml', '/api/events/calendar.ics']) {
        const response = await proxied.app.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('https://www.wado-france.fr/');
        expect(response.body).not.toContain('evil.example');
      }
    } finally {
      await proxied.cleanup();
    }
  });

  it('sitemap.xml lists every route of the table and every detail page of the database', async () => {
    const response = await env.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]!.replace('https://www.wado-france.fr', ''),
    );
    for (const route of ROUTES.filter(
      (r) => !r.path.includes(':') && !['/cart', '/isaffiliated', '/billing', '/search'].includes(r.path),
    )) {
      expect(locs).toContain(route.path);
    }
    expect(locs).not.toContain('/cart');
    const db = env.app.db;
    const news = await db.selectFrom('news').select('slug').execute();
    const items = await db.selectFrom('shop_items').select('id').execute();
    const events = await db.selectFrom('events').select('slug').execute();
    const results = await db.selectFrom('competitions').select('slug').execute();
    expect(news.length).toBeGreaterThan(0);
    for (const row of news) expect(locs).toContain(`/news/${row.slug}`);
    for (const row of items) expect(locs).toContain(`/shop/${encodeURIComponent(row.id)}`);
    for (const row of events) expect(locs).toContain(`/event/${row.slug}`);
    for (const row of results) expect(locs).toContain(`/result/${row.slug}`);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('answers 404 for a detail page whose row does not exist, 200 for one that does', async () => {
    const news = await env.app.db.selectFrom('news').select('slug').executeTakeFirstOrThrow();
    const item = await env.app.db.selectFrom('shop_items').select('id').executeTakeFirstOrThrow();
    expect((await env.app.inject(`/news/${news.slug}`)).statusCode).toBe(200);
    expect((await env.app.inject(`/shop/${encodeURIComponent(item.id)}`)).statusCode).toBe(200);
    await env.app.db.updateTable('shop_items').set({ active: 0 }).where('id', '=', item.id).execute();
    expect((await env.app.inject(`/shop/${encodeURIComponent(item.id)}`)).statusCode).toBe(404);
    expect((await env.app.inject('/sitemap.xml')).body).not.toContain(`/shop/${encodeURIComponent(item.id)}<`);
    for (const url of [
      '/news/article-inexistant',
      '/result/nulle-part',
      '/shop/0',
      '/interview/inconnue',
      "/press/x'%20OR%201=1--",
    ]) {
      const response = await env.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });
});
