import zlib from 'node:zlib';
import { PageCache, RenderedPage, type ContentState } from './pageCache';

/** A cache on a hand-moved clock, whose content state the test sets. */
function cacheOnAClock(options: { maxPages?: number; maxQueryPages?: number; maxBytes?: number } = {}) {
  const clock = { monotonic: 0, content: Date.parse('2026-12-07T10:00:00Z') };
  let state: ContentState | Error = { witness: '1:1:50', nextPublicationAt: null };
  let reads = 0;
  const cache = new PageCache({
    ttlMs: 10_000,
    checkEveryMs: 250,
    ...options,
    readContentState: async () => {
      reads += 1;
      if (state instanceof Error) throw state;
      return state;
    },
    monotonicNow: () => clock.monotonic,
    contentNow: () => clock.content,
  });
  let renders = 0;
  const render =
    (html = 'page') =>
    async () => {
      renders += 1;
      return { page: new RenderedPage(200, `<p>${html} ${renders}</p>`) };
    };
  const serve = (key: string, html?: string) => cache.serve(key, render(html), () => true);
  return {
    cache,
    clock,
    serve,
    setState: (next: ContentState | Error) => (state = next),
    reads: () => reads,
    renders: () => renders,
  };
}

describe('the pages’ micro-cache', () => {
  it('serves a page again until its time is up, then renders it again', async () => {
    const { cache, clock, serve, renders } = cacheOnAClock();
    expect(await cache.upToDate()).toBe(true);
    expect((await serve('/a')).hit).toBe(false);
    const again = await serve('/a');
    expect(again.hit).toBe(true);
    expect(again.result.page?.html).toBe('<p>page 1</p>');
    clock.monotonic += 10_000;
    expect((await serve('/a')).hit).toBe(false);
    expect(renders()).toBe(2);
  });

  it('reads the content’s state at most every 250 ms, and empties itself when it moved', async () => {
    const { cache, clock, serve, setState, reads } = cacheOnAClock();
    await cache.upToDate();
    await serve('/a');
    await cache.upToDate();
    clock.monotonic += 100;
    await cache.upToDate();
    expect(reads()).toBe(1);
    clock.monotonic += 200;
    await cache.upToDate();
    expect(reads()).toBe(2);
    expect((await serve('/a')).hit).toBe(true);

    setState({ witness: '2:2:50', nextPublicationAt: null });
    clock.monotonic += 250;
    expect(await cache.upToDate()).toBe(true);
    expect((await serve('/a')).hit).toBe(false);
  });

  it('reads the state once for callers that ask together', async () => {
    const { cache, reads } = cacheOnAClock();
    await Promise.all([cache.upToDate(), cache.upToDate(), cache.upToDate()]);
    expect(reads()).toBe(1);
  });

  it('serves nothing kept while the database cannot say what the content is at', async () => {
    const { cache, clock, serve, setState } = cacheOnAClock();
    await cache.upToDate();
    await serve('/a');
    setState(new Error('connexion perdue'));
    clock.monotonic += 250;
    expect(await cache.upToDate()).toBe(false);
    setState({ witness: '1:1:50', nextPublicationAt: null });
    expect(await cache.upToDate()).toBe(true);
    expect((await serve('/a')).hit).toBe(false);
  });

  it('empties itself when a scheduled publication’s instant comes', async () => {
    const { cache, clock, serve, setState } = cacheOnAClock();
    setState({ witness: '1:1:50', nextPublicationAt: clock.content + 1_000 });
    await cache.upToDate();
    await serve('/news');
    clock.content += 999;
    await cache.upToDate();
    expect((await serve('/news')).hit).toBe(true);
    clock.content += 1;
    setState({ witness: '1:1:50', nextPublicationAt: null });
    await cache.upToDate();
    expect((await serve('/news')).hit).toBe(false);
  });

  it('renders a page once for the visitors who ask for it together', async () => {
    const { cache } = cacheOnAClock();
    let finish!: () => void;
    let slowRenders = 0;
    const slow = async () => {
      slowRenders += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return { page: new RenderedPage(200, '<p>lent</p>') };
    };
    const first = cache.serve('/a', slow, () => true);
    const second = cache.serve('/a', slow, () => true);
    finish();
    const [a, b] = await Promise.all([first, second]);
    expect(a.hit).toBe(false);
    expect(b.hit).toBe(true);
    expect(b.result.page?.html).toBe('<p>lent</p>');
    expect(slowRenders).toBe(1);
  });

  it('does not keep a page rendered while it was emptied (it may show the content from before)', async () => {
    const { cache } = cacheOnAClock();
    let finish!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { page: new RenderedPage(200, '<p>avant</p>') };
    };
    const pending = cache.serve('/a', slow, () => true);
    cache.purge();
    finish();
    await pending;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps only what it is told to keep', async () => {
    const { cache } = cacheOnAClock();
    await cache.serve(
      '/absente',
      async () => ({ page: new RenderedPage(404, 'introuvable') }),
      (made) => made.page.status === 200,
    );
    expect(cache.get('/absente')).toBeUndefined();
  });

  it('drops the least recently served page first, and made-up query strings cannot push the pages out', async () => {
    const { cache, serve } = cacheOnAClock({ maxPages: 4, maxQueryPages: 2 });
    await serve('/a');
    await serve('/b');
    await serve('/a'); // served again: /b is now the oldest
    await serve('/c');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    for (let n = 0; n < 50; n += 1) await serve(`/a?n=${n}`);
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.stats.pages).toBe(4);
  });

  it('stays within its memory', async () => {
    const { cache, serve } = cacheOnAClock({ maxBytes: 2_000 });
    for (let n = 0; n < 20; n += 1)
      await cache.serve(
        `/p${n}`,
        async () => ({ page: new RenderedPage(200, 'x'.repeat(300)) }),
        () => true,
      );
    expect(cache.stats.pages).toBeLessThanOrEqual(2);
    await serve('/last');
    expect(cache.get('/last')).toBeDefined();
  });

  it('compresses a kept page once per encoding, to what the browser decodes', async () => {
    const page = new RenderedPage(200, '<p>Kihon, kata, kumite</p>'.repeat(40));
    const first = await page.body('br');
    expect(await page.body('br')).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(page.html);
    expect(zlib.gunzipSync(await page.body('gzip')).toString()).toBe(page.html);
    expect(page.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(new RenderedPage(200, page.html).etag).toBe(page.etag);
    expect(new RenderedPage(200, `${page.html}.`).etag).not.toBe(page.etag);
  });

  it('is off at zero seconds', async () => {
    const cache = new PageCache({
      ttlMs: 0,
      readContentState: () => Promise.reject(new Error('jamais lu')),
      contentNow: () => 0,
    });
    expect(cache.enabled).toBe(false);
    expect(await cache.upToDate()).toBe(false);
  });
});
