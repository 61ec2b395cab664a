import { expect, expectLayout, test } from './fixtures';

/**
 * Issue 7: the first HTML response already holds the layout and the page's content (server
 * rendering), with its own head; the browser takes it over without loading that data again.
 */
test.describe('server rendering', () => {
  test.describe('with JavaScript turned off', () => {
    // What shows is the server's HTML alone.
    test.use({ javaScriptEnabled: false });
    for (const [path, heading] of [
      ['/', 'Bienvenue à Wado France'],
      ['/history', /Histoire/],
      ['/news', 'Actualités'],
      ['/shop', 'Boutique'],
      ['/lexicon', 'Lexique du Wado'],
    ] as const) {
      test(`${path}: the HTML holds the layout and the page`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main h1')).toHaveText(heading);
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('Nos partenaires');
        await expect(
          page
            .getByRole('contentinfo')
            .getByRole('listitem')
            .filter({ has: page.getByRole('img') }),
        ).not.toHaveCount(0);
      });
    }
  });

  test('the head of a detail page comes from its data: title, description, canonical URL, Open Graph', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const newsUrl = new URL(sitemap.match(/<loc>([^<]*\/news\/[^<]+)<\/loc>/)![1]!);
    const html = await (await request.get(newsUrl.pathname)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)![1]!;
    expect(title).toMatch(/ – Wado France$/);
    expect(title).not.toBe('Actualité – Wado France');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${newsUrl.pathname}">`));
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}">/);
    // Its own picture for link previews (its drawing rendered as JPEG), not the site's default one.
    const slug = newsUrl.pathname.split('/').pop()!;
    const ogImage = new URL(html.match(/<meta property="og:image" content="([^"]+)">/)![1]!);
    expect(ogImage.pathname).toBe(`/media/share/news/${slug}.jpg`);
    const picture = await request.get(ogImage.pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    // No inline script: the page's data travels as JSON the CSP does not need to allow.
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/);

    await page.goto(newsUrl.pathname);
    await expect(page).toHaveTitle(title.replace(/&amp;/g, '&'));
  });

  test('the browser takes the page over without loading its data again, then navigates as before', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/news');
    await expect(page.locator('main h1')).toHaveText('Actualités');
    // Interactive once hydrated: the menu opens.
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'BOUTIQUE' }).click();
    await expect(page.locator('main h1')).toHaveText('Boutique');
    expect(apiCalls.filter((call) => call === '/api/news')).toEqual([]);
    expect(apiCalls.filter((call) => call === '/api/partners')).toEqual([]);
    expect(apiCalls).toContain('/api/shop/items');
    await expectLayout(page);
  });

  test("the takeover's files download before it, each once, and run only after the page's load and paints", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/mf-media/') || pathname.startsWith('/static/main.')) requests.push(pathname);
    });
    // When the start script adds the shell's entry to the page (what runs the takeover).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('script[src*="/static/main."]')) {
          (window as unknown as { mainAddedAt: number }).mainAddedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/news');
    await expect(page.locator('main h1')).toHaveText('Actualités');
    await page.locator('html[data-page-ready]').waitFor();
    const timings = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resource = (pattern: RegExp) => {
        const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((candidate) =>
          pattern.test(new URL(candidate.name).pathname),
        );
        return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
      };
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const largestPaint = await new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(null), 1000);
      });
      return {
        loadEventStart: navigation.loadEventStart,
        firstPaint,
        largestPaint,
        mainAddedAt: (window as unknown as { mainAddedAt?: number }).mainAddedAt ?? null,
        main: resource(/^\/static\/main\.[0-9a-f]+\.js$/),
        manifest: resource(/^\/remotes\/mf-media\/mf-manifest\.json$/),
        remoteEntry: resource(/^\/remotes\/mf-media\/remoteEntry\.js$/),
        routes: resource(/^\/remotes\/mf-media\/__federation_expose_routes\.[0-9a-f]+\.js$/),
      };
    });
    expect(timings.firstPaint, 'first-contentful-paint').not.toBeNull();
    expect(timings.largestPaint, 'largest-contentful-paint').not.toBeNull();
    // The shell's entry is named in the page: requested while it loads.
    expect(timings.main, 'main.js').not.toBeNull();
    expect(timings.main!.start).toBeLessThan(timings.loadEventStart);
    // Nothing runs before the page has loaded and painted: the entry's <script> comes after.
    expect(timings.mainAddedAt).not.toBeNull();
    expect(timings.mainAddedAt!).toBeGreaterThanOrEqual(timings.loadEventStart);
    expect(timings.mainAddedAt!).toBeGreaterThanOrEqual(timings.firstPaint!);
    expect(timings.mainAddedAt!).toBeGreaterThanOrEqual(timings.largestPaint!);
    // The section's files (manifest, entry, pages) are preloaded by the start script once the page
    // has painted, together (not one after the other), and before the shell's entry runs.
    for (const [name, file] of [
      ['mf-manifest.json', timings.manifest],
      ['remoteEntry.js', timings.remoteEntry],
      ['the section pages', timings.routes],
    ] as const) {
      expect(file, name).not.toBeNull();
      expect(file!.start, name).toBeGreaterThanOrEqual(timings.firstPaint!);
      expect(file!.start, name).toBeLessThanOrEqual(timings.mainAddedAt!);
    }
    // The runtime's requests take the preloaded responses: one request each.
    for (const pattern of [
      /\/static\/main\./,
      /\/mf-manifest\.json$/,
      /\/remoteEntry\.js$/,
      /__federation_expose_routes/,
    ])
      expect(
        requests.filter((path) => pattern.test(path)),
        String(pattern),
      ).toHaveLength(1);
  });

  test("a page waits for two style files before its first paint: the shell's and its section's", async ({
    request,
  }) => {
    // A phone opens six connections to the site: each style file past that costs a round trip.
    for (const [path, remote] of [
      ['/history', 'mf-association'],
      ['/news', 'mf-media'],
      ['/', 'mf-media'],
      ['/shop', 'mf-shop'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
      expect(styles, path).toEqual([
        expect.stringMatching(/^\/static\/styles\.[0-9a-f]{8}\.css$/),
        expect.stringMatching(new RegExp(`^/remotes/${remote}/styles\\.[0-9a-f]{8}\\.css$`)),
      ]);
    }
    const legal = await (await request.get('/mentions_legales')).text();
    expect([...legal.matchAll(/<link rel="stylesheet"/g)]).toHaveLength(1);
  });

  test('a visitor who accepted the terms gets pages without the banner, from the first byte', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: "Conditions générales d'utilisation" }).getByRole('button').click();
    await expect(page.getByRole('region', { name: "Conditions générales d'utilisation" })).toHaveCount(0);
    const html = await (await page.request.get('/history')).text();
    expect(html).not.toContain('Conditions générales d\'utilisation"');
    expect(html).toContain('"accepted":true');
  });
});
