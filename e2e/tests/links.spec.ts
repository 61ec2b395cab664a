import { ROUTES } from '@wado/shared/contract';
import { expect, test } from './fixtures';
import { collectLinks, hrefsInHtml, LinkChecker, urlsInFeed } from './support/links';

test.describe('every internal link leads to a page that answers 200', () => {
  // The links of each route: every-route.spec.ts (one visit per route for every check).
  test('a link to a page that does not exist is reported with the page it is on', async ({ page, baseURL }) => {
    const linksFrom = new Map<string, Set<string>>();
    const html =
      '<a href="/news">Actualités</a> <a href="/actualites-2019#haut">Archives</a> <a href="https://example.org/">';
    const external = new Set<string>();
    collectLinks(linksFrom, hrefsInHtml(html), `${baseURL}/history`, external);
    expect([...external]).toEqual(['example.org']);
    expect(await new LinkChecker(page.request).broken(linksFrom)).toEqual([
      '/actualites-2019 → 404 (lien sur /history)',
    ]);
  });

  test('the sitemap, robots.txt and the feeds: every page they list and every link of those pages', async ({
    page,
    baseURL,
  }) => {
    const linksFrom = new Map<string, Set<string>>();
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const sitemapUrl = /^Sitemap:\s*(\S+)/m.exec(await robots.text())?.[1];
    expect(sitemapUrl, 'robots.txt names the sitemap').toBeTruthy();
    collectLinks(linksFrom, [sitemapUrl!], `${baseURL}/robots.txt`);

    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(pages.length).toBeGreaterThan(ROUTES.length);
    collectLinks(linksFrom, pages, `${baseURL}/sitemap.xml`);
    // Every page of the sitemap as the server sends it (the detail pages ROUTES' tests do not visit).
    const feeds = new Set<string>();
    for (const listed of pages) {
      const response = await page.request.get(listed);
      if (response.status() !== 200) continue; // Reported as a broken link of the sitemap.
      const hrefs = hrefsInHtml(await response.text());
      collectLinks(linksFrom, hrefs, listed);
      for (const href of hrefs)
        if (/\.(xml|ics)(\?|$)/.test(href) && !href.endsWith('sitemap.xml')) feeds.add(new URL(href, listed).href);
    }
    // The RSS feeds and the calendars those pages link to, and the links inside them.
    expect(feeds.size, 'an RSS feed and a calendar at least').toBeGreaterThanOrEqual(2);
    for (const feed of feeds) {
      const response = await page.request.get(feed.replace(/^webcal:/, new URL(baseURL!).protocol));
      if (response.status() !== 200) continue;
      collectLinks(linksFrom, urlsInFeed(await response.text()), feed.replace(/^webcal:/, 'http:'));
    }
    expect(await new LinkChecker(page.request).broken(linksFrom)).toEqual([]);
  });
});
