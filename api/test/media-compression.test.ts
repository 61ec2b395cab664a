import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { startTestApp, tempDir } from './helpers';

/** An illustration as the seed's are: shapes repeated, a few kilobytes that compress well. */
const illustration = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">${Array.from(
    { length: 40 },
    (_, i) => `<rect x="${i * 20}" y="0" width="6" height="330" fill="${fill}" opacity=".35"/>`,
  ).join('')}</svg>`;

describe("the media folder's SVG images, compressed", () => {
  const media = tempDir('wado-media-');
  const newsDir = path.join(media.dir, 'news');
  const svgFile = path.join(newsDir, 'podium.svg');
  const url = '/media/news/podium.svg';
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    fs.mkdirSync(newsDir, { recursive: true });
    fs.writeFileSync(svgFile, illustration('#8a6a45'));
    fs.writeFileSync(path.join(newsDir, 'photo.png'), Buffer.alloc(4_000, 1));
    fs.writeFileSync(path.join(newsDir, '.brouillon.svg'), illustration('#000000'));
    ({ app, cleanup } = await startTestApp({ mediaDir: media.dir }));
  });
  afterAll(async () => {
    await cleanup?.();
    media.remove();
  });

  it('sends an SVG in Brotli to a browser that takes it, with the headers of the file', async () => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers.etag).toMatch(/^"br-/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    // The site's security headers, as on every response.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const original = fs.readFileSync(svgFile);
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(original)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(original.length / 4);
  });

  it('sends it in gzip to a browser that takes gzip only, and as it is to one that takes neither', async () => {
    const gzipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toMatch(/^"gzip-/);
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(fs.readFileSync(svgFile))).toBe(true);
    const plain = await app.inject(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    expect(plain.rawPayload.equals(fs.readFileSync(svgFile))).toBe(true);
  });

  it('answers a revalidation with a 304 while the file is the same, the new file once it changed', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ url, headers });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // A volunteer's new illustration under the same name: compressed again, with a new validator.
    fs.writeFileSync(svgFile, illustration('#2456b8'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(svgFile, later, later);
    const changed = await app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(zlib.brotliDecompressSync(changed.rawPayload).toString()).toContain('#2456b8');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('');
  });

  it('leaves other files, missing files, dot-files and paths outside the folder to the static route', async () => {
    const png = await app.inject({ url: '/media/news/photo.png', headers: { 'accept-encoding': 'br' } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    // A dot-file is not read by this module (the static route sends it as it is).
    const dotFile = await app.inject({ url: '/media/news/.brouillon.svg', headers: { 'accept-encoding': 'br' } });
    expect(dotFile.headers['content-encoding']).toBeUndefined();
    for (const [address, status] of [
      ['/media/news/absente.svg', 404],
      // Normalised to /package.json before any route: a page, not a file (the test shell is not built).
      ['/media/news/%2e%2e/%2e%2e/package.json', 503],
      ['/media/../package.json', 503],
      ['/media/news/%E0%A4%A.svg', 400],
    ] as const) {
      const response = await app.inject({ url: address, headers: { 'accept-encoding': 'br' } });
      expect([address, response.statusCode]).toEqual([address, status]);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toHaveProperty('message');
    }
  });
});
