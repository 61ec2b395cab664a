import sharp from 'sharp';
import { SHARE_IMAGE_SIZE, shareImageUrl } from '@wado/shared/contract';
import { startTestApp } from './helpers';

describe('link-preview pictures of the site’s drawings', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(() => env?.cleanup());

  it('renders a news item’s drawing as a 1200 × 630 JPEG, the one its page announces', async () => {
    const news = (await env.app.inject({ url: '/api/news?limit=1' })).json<{ items: { image: { url: string } }[] }>();
    const url = shareImageUrl(news.items[0]!.image)!;
    expect(url).toMatch(/^\/media\/share\/news\/[a-z0-9-]+\.jpg$/);
    const response = await env.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', ...SHARE_IMAGE_SIZE });
    // Asked again, the same bytes (kept in memory).
    expect((await env.app.inject({ url })).rawPayload.equals(response.rawPayload)).toBe(true);
    const head = await env.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('renders an album photo, a shop article and a portrait too', async () => {
    const album = (await env.app.inject({ url: '/api/gallery?limit=1' })).json<{
      items: { cover: { url: string } }[];
    }>();
    const shop = (await env.app.inject({ url: '/api/shop/items?limit=1' })).json<{
      items: { image: { url: string } }[];
    }>();
    const interviews = (await env.app.inject({ url: '/api/interviews?limit=1' })).json<{
      items: { portrait: { url: string } }[];
    }>();
    for (const image of [album.items[0]!.cover, shop.items[0]!.image, interviews.items[0]!.portrait]) {
      const response = await env.app.inject({ url: shareImageUrl(image)! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('answers 404 in French for a drawing that does not exist, 400 for a name or kind it does not serve', async () => {
    const missing = await env.app.inject({ url: '/media/share/news/pas-de-dessin.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Cette image n’existe pas.' });
    for (const url of [
      '/media/share/site/partage.jpg',
      '/media/share/news/..%2F..%2Fsite%2Fpartage.jpg',
      '/media/share/news/Open.jpg',
      '/media/share/news/open.png',
    ]) {
      const response = await env.app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
