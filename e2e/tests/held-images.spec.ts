import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectTakenOver, holdScripts } from './support/pageReady';

// The images below the fold wait for the takeover (heldImages.ts in @wado/shared): on a slow
// phone they took the connections main.js and the section's files needed. The first screen's
// image loads at once; the others once the page is taken over, or a few seconds after the page
// has loaded if it never is (shell/src/start/heldImages.ts).

const PRODUCT_PHOTOS = 'main li img';

/** The catalogue's photos' addresses the browser asked for. */
function recordPhotoRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/shop/')) requested.push(pathname);
  });
  return requested;
}

const loaded = (page: Page, index: number) =>
  page
    .locator(PRODUCT_PHOTOS)
    .nth(index)
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('the catalogue’s first photo loads with the page, the others once it is taken over', async ({ page }) => {
  const requested = recordPhotoRequests(page);
  const scripts = await holdScripts(page);
  await page.mainFrame().goto('/shop');
  await expect(page.locator('main h1')).toHaveText('Boutique');
  const photos = page.locator(PRODUCT_PHOTOS);
  const count = await photos.count();
  expect(count).toBeGreaterThan(10);
  await expect.poll(() => loaded(page, 0), { message: 'première photo chargée' }).toBe(true);
  // The others keep their address aside, their box its size, and nothing is asked for them.
  const held = await photos.evaluateAll((images) =>
    images.slice(1).map((img) => ({
      src: img.getAttribute('src'),
      held: img.getAttribute('data-held-src'),
      height: img.getBoundingClientRect().height,
    })),
  );
  for (const image of held) {
    expect(image.src).toBeNull();
    expect(image.held).toMatch(/^\/media\/shop\/.+\.svg$/);
    expect(image.height).toBeGreaterThan(50);
  }
  expect(requested).toEqual([await photos.first().getAttribute('src')]);

  await scripts.release();
  await expectTakenOver(page);
  await expect(page.locator('[data-held-src]')).toHaveCount(0);
  const addresses = await photos.evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  expect(addresses.slice(1)).toEqual(held.map((image) => image.held));
  // Still lazy: the last one loads once scrolled to.
  await photos.last().scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(page, count - 1), { message: 'dernière photo chargée' }).toBe(true);
});

test.describe('without the takeover', () => {
  // The browser logs each script it could not load.
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('(the scripts unreachable), the photos come a few seconds after the page has loaded', async ({ page }) => {
    // Every script of the site but the page's start script fails: the server's page stays as it is.
    await page.route(
      (url) => url.pathname.endsWith('.js') && !/^\/static\/start\.[^/]+\.js$/.test(url.pathname),
      (route) => route.abort(),
    );
    await page.mainFrame().goto('/shop');
    await expect(page.locator('main h1')).toHaveText('Boutique');
    await expect(page.locator(`${PRODUCT_PHOTOS}[data-held-src]`).first()).toBeAttached();
    await expect(page.locator('[data-held-src]')).toHaveCount(0, { timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();
    const photos = page.locator(PRODUCT_PHOTOS);
    await photos.nth(3).scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(page, 3), { message: 'quatrième photo chargée' }).toBe(true);
  });
});
