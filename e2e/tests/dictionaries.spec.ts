import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { recordDownloads } from './support/downloads';
import { expectTakenOver } from './support/pageReady';

const ROOT = path.resolve(__dirname, '..', '..');
const SHELL_STATIC = path.join(ROOT, 'shell', 'dist', 'static');
const DICTIONARY = /^\/static\/remote-entries\.[0-9a-f]{8}\.dict$/;
const MANIFESTS_DICTIONARY = /^\/static\/remote-manifests\.[0-9a-f]{8}\.dict$/;
const ENTRY = /^\/remotes\/([^/]+)\/(remoteEntry\.js|mf-manifest\.json)$/;

const brotliBytes = (remote: string, file = 'remoteEntry.js') =>
  fs.statSync(path.join(ROOT, remote, 'dist', `${file}.br`)).size;
const hasDictionary = () =>
  fs.existsSync(SHELL_STATIC) && fs.readdirSync(SHELL_STATIC).some((file) => /^remote-entries\..*\.dict$/.test(file));

test('the dictionaries are fetched at idle, then the next section’s entry and manifest come compressed against them (dcz)', async ({
  page,
}) => {
  test.skip(!hasDictionary(), 'pas de dictionnaire : la commande zstd manquait à la construction');
  const seen = await recordDownloads(
    page,
    (pathname) => DICTIONARY.test(pathname) || MANIFESTS_DICTIONARY.test(pathname) || ENTRY.test(pathname),
  );
  // When the page is taken over: the dictionary is asked for only after it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-page-ready')) return;
      (window as Window & { readyAt?: number }).readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
  });

  // A first page: once it is taken over, its start script links the dictionaries, which Chromium
  // fetches at its lowest priority.
  await page.goto('/');
  await expectTakenOver(page);
  const dictionary = () => seen.find((download) => DICTIONARY.test(download.pathname));
  await expect.poll(() => dictionary()?.pathname, { message: 'dictionnaire demandé' }).toMatch(DICTIONARY);
  await expect.poll(() => dictionary()?.wireBytes, { message: 'dictionnaire reçu' }).toBeGreaterThan(0);
  expect(dictionary()!.priority).toBe('VeryLow');
  expect(dictionary()!.headers!['use-as-dictionary']).toBe('match="/*/remoteEntry.js", match-dest=("script")');
  expect(dictionary()!.headers!['cache-control']).toBe('public, max-age=31536000, immutable');
  const manifests = () => seen.find((download) => MANIFESTS_DICTIONARY.test(download.pathname));
  await expect.poll(() => manifests()?.wireBytes, { message: 'dictionnaire des manifestes reçu' }).toBeGreaterThan(0);
  expect(manifests()!.priority).toBe('VeryLow');
  expect(manifests()!.headers!['use-as-dictionary']).toBe('match="/*/mf-manifest.json"');
  expect(seen.filter((download) => download.pathname.startsWith('/remotes/mf-shop/'))).toEqual([]);
  // Off the critical path: not while main.js and the section's files are on their way.
  const timings = await page.evaluate(() => {
    const start = (pattern: RegExp) =>
      performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname))?.startTime;
    return {
      dictionary: start(/^\/static\/remote-entries\.[0-9a-f]{8}\.dict$/),
      manifests: start(/^\/static\/remote-manifests\.[0-9a-f]{8}\.dict$/),
      firstEntry: start(/^\/remotes\/[^/]+\/remoteEntry\.js$/),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd,
      ready: (window as Window & { readyAt?: number }).readyAt,
    };
  });
  expect(timings.ready).toBeGreaterThan(0);
  expect(timings.dictionary).toBeGreaterThan(timings.ready!);
  expect(timings.manifests).toBeGreaterThan(timings.ready!);

  // Then the shop: its entry and manifest are compressed against the dictionaries the browser now holds.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'BOUTIQUE' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expectTakenOver(page);
  await expect(page).toHaveTitle(/Boutique/);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();

  const shop = seen.find((download) => download.pathname === '/remotes/mf-shop/remoteEntry.js');
  expect(shop, 'mf-shop/remoteEntry.js téléchargé').toBeDefined();
  await expect.poll(() => shop!.bodyBytes).toBeGreaterThan(0);
  expect(shop!.encoding).toBe('dcz');
  expect(shop!.headers!['cache-control']).toBe('no-cache');
  // Measured: about 450 bytes against about 7 450 for its Brotli copy.
  expect(shop!.bodyBytes!).toBeLessThan(brotliBytes('mf-shop') / 5);
  // The manifest, fetched by the federation runtime (fetch(), not a script): about 380 bytes against 750.
  const shopManifest = seen.find((download) => download.pathname === '/remotes/mf-shop/mf-manifest.json');
  expect(shopManifest, 'mf-shop/mf-manifest.json téléchargé').toBeDefined();
  await expect.poll(() => shopManifest!.bodyBytes).toBeGreaterThan(0);
  expect(shopManifest!.encoding).toBe('dcz');
  expect(shopManifest!.headers!['cache-control']).toBe('no-cache');
  expect(shopManifest!.bodyBytes!).toBeLessThan(brotliBytes('mf-shop', 'mf-manifest.json') * 0.6);
  console.log(
    seen
      .map((d) => {
        const [, remote, file] = ENTRY.exec(d.pathname) ?? [];
        const brotli = remote ? ` (brotli ${brotliBytes(remote, file)} o)` : '';
        return `${d.pathname} : ${d.encoding}, ${d.bodyBytes} o${brotli}, priorité ${d.priority}`;
      })
      .join('\n'),
  );
  console.log(`ms depuis la navigation : ${JSON.stringify(timings)}`);
});
