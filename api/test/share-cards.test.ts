import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE, shareCardUrl, shareImageUrl } from '@wado/shared/contract';
import { fileStamp, requireBuild } from '../src/features/site/render/remoteServerBuilds';
import { expectApiError, startTestApp, tempDir } from './helpers';

const ORIGIN = 'https://www.wado-france.fr';

/**
 * A built shell whose server renderer stands for the real one on detail pages: it reads the record
 * through the in-process fetch and reports its picture as EventPage and NewsArticlePage do
 * (`shareImageUrl` of its own image, which the test puts on the renderer's module, loaded as the
 * server loads it: the file cannot import the shared package's TypeScript sources).
 */
function standInShell() {
  const site = tempDir('wado-cards-');
  fs.mkdirSync(path.join(site.dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(site.dir, 'index.html'),
    '<!doctype html><html lang=fr><head><title>Wado France</title></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(
    path.join(site.dir, 'server', 'render.js'),
    `let setup;
exports.setup = (options) => { setup = options; };
exports.render = async (input) => {
  const [, page, slug] = input.url.split('/');
  const api = { event: '/api/events/', news: '/api/news/' }[page];
  const response = api ? await setup.fetch('http://wado.internal' + api + slug) : undefined;
  const record = response && response.ok ? await response.json() : undefined;
  const own = record && (record.image || (record.album && record.album.cover));
  return {
    html: '<main></main>',
    resources: {},
    meta: record ? { title: record.title, image: exports.shareImageUrl(own) } : {},
  };
};`,
  );
  const renderer = path.join(site.dir, 'server', 'render.js');
  requireBuild<{ shareImageUrl?: typeof shareImageUrl }>(renderer, fileStamp(renderer)).shareImageUrl = shareImageUrl;
  return site;
}

describe('generated link-preview cards of records without a picture', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  const site = standInShell();
  /** A published event without a picture of its own nor an album. */
  let plain: { slug: string; title: string };

  beforeAll(async () => {
    env = await startTestApp({ shellDir: site.dir, remotesRoot: site.dir, publicUrl: ORIGIN });
    plain = await env.app.db
      .selectFrom('events')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .where('album_id', 'is', null)
      .where('image_upload_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await env?.cleanup();
    site.remove();
  });

  it('renders a published event’s card as a 1200 × 630 JPEG a CDN keeps and revalidates', async () => {
    const url = shareCardUrl('event', plain.slug);
    expect(url).toBe(`/media/share/card/event/${plain.slug}.jpg`);
    const response = await env.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', ...SHARE_IMAGE_SIZE });
    // Asked again: the same bytes, from memory; with its tag: 304, no body.
    expect((await env.app.inject({ url })).rawPayload.equals(response.rawPayload)).toBe(true);
    const etag = String(response.headers.etag);
    const revalidated = await env.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const head = await env.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('renders the card of a news item, a press article and an interview', async () => {
    const news = await env.app.db
      .selectFrom('news')
      .select('slug')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const press = await env.app.db
      .selectFrom('press_articles')
      .select('slug')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const interview = await env.app.db
      .selectFrom('interviews')
      .select('slug')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    for (const url of [
      shareCardUrl('news', news.slug),
      shareCardUrl('press', press.slug),
      shareCardUrl('interview', interview.slug),
    ]) {
      const response = await env.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', ...SHARE_IMAGE_SIZE });
    }
  });

  it('answers 404 in French for a draft (as its page does) and an unknown slug, 400 for a kind it has no card of', async () => {
    const draft = await env.app.db
      .selectFrom('events')
      .select('slug')
      .where('status', '=', 'published')
      .where('slug', '!=', plain.slug)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const url = shareCardUrl('event', draft.slug);
    expect((await env.app.inject({ url })).statusCode).toBe(200);
    await env.app.db.updateTable('events').set({ status: 'draft' }).where('slug', '=', draft.slug).execute();
    // Even once rendered and kept in memory.
    expectApiError(
      await env.app.inject({ url }),
      404,
      'Cette page n’existe pas ou n’est plus publiée : elle n’a pas d’image de partage.',
    );
    expect((await env.app.inject(`/event/${draft.slug}`)).statusCode).toBe(404);
    expectApiError(await env.app.inject({ url: shareCardUrl('news', 'pas-d-actualite') }), 404);
    for (const bad of [
      '/media/share/card/shop/tee-shirt.jpg',
      '/media/share/card/event/Majuscules.jpg',
      '/media/share/card/event/x.png',
    ]) {
      const response = await env.app.inject({ url: bad });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('draws a new card once the record is edited', async () => {
    const url = shareCardUrl('event', plain.slug);
    const before = await env.app.inject({ url });
    await env.app.db
      .updateTable('events')
      .set({ title: `${plain.title} (reporté)`, updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where('slug', '=', plain.slug)
      .execute();
    const after = await env.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject(SHARE_IMAGE_SIZE);
  });

  const ogImage = (html: string) => html.match(/<meta property="og:image" content="([^"]+)">/)?.[1];

  it('gives a page without a picture its card as og:image, and leaves a page with one its own', async () => {
    const page = await env.app.inject({ url: `/event/${plain.slug}` });
    expect(page.statusCode).toBe(200);
    expect(ogImage(page.body)).toBe(`${ORIGIN}/media/share/card/event/${plain.slug}.jpg`);

    // An event with an album shows its cover, a drawing's rendering: not its card.
    const pictured = await env.app.db
      .selectFrom('events')
      .select('slug')
      .where('status', '=', 'published')
      .where('album_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const detail = (await env.app.inject({ url: `/api/events/${pictured.slug}` })).json<{
      album: { cover: { url: string } };
    }>();
    const own = shareImageUrl(detail.album.cover)!;
    expect(own).toMatch(/^\/media\/share\/gallery\/[a-z0-9-]+\.jpg$/);
    expect(ogImage((await env.app.inject({ url: `/event/${pictured.slug}` })).body)).toBe(`${ORIGIN}${own}`);

    // A news item written without an image had the site's picture; now its card.
    const bare = await env.app.db
      .selectFrom('news')
      .select('slug')
      .where('status', '=', 'published')
      .where('image', '=', '')
      .where('image_upload_id', 'is', null)
      .executeTakeFirst();
    const news = bare ?? (await env.app.db.selectFrom('news').select('slug').executeTakeFirstOrThrow());
    if (!bare) await env.app.db.updateTable('news').set({ image: '' }).where('slug', '=', news.slug).execute();
    expect(ogImage((await env.app.inject({ url: `/news/${news.slug}` })).body)).toBe(
      `${ORIGIN}/media/share/card/news/${news.slug}.jpg`,
    );
  });
});
