import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuGroupToggle } from './support/menu';
import { expectTakenOver } from './support/pageReady';

const ROOT = path.resolve(__dirname, '..', '..');

/** The built chunk of a remote that holds `text`: here, the code of one screen. */
function chunkContaining(remote: string, text: string): string {
  const dist = path.join(ROOT, remote, 'dist');
  const chunks = fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dist, file), 'utf8').includes(text));
  expect(chunks, `un seul morceau de ${remote} contient « ${text} »`).toHaveLength(1);
  return chunks[0]!;
}

/** The files of the remotes the page has finished downloading, as `mf-shop/remoteEntry.js`. */
function remoteFilesDownloaded(page: Page): string[] {
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    const match = /^\/remotes\/(.+)$/.exec(new URL(request.url()).pathname);
    if (match) files.push(match[1]!);
  });
  return files;
}

test.describe('prefetch on intent', () => {
  test('hovering a menu link downloads its section and screen, so the click needs no network', async ({ page }) => {
    const downloaded = remoteFilesDownloaded(page);
    await page.goto('/');
    // The menu's hover handlers are there once the server's page is taken over, not before.
    await expectTakenOver(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await expect(page.getByRole('region', { name: 'Dernières actualités' }).getByRole('listitem')).toHaveCount(3);
    expect(downloaded.filter((file) => file.startsWith('mf-shop/'))).toEqual([]);

    // The catalogue screen's own chunk (its document title is only in that chunk).
    const catalogueChunk = chunkContaining('mf-shop', 'Boutique : ');
    const shopLink = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'BOUTIQUE' });
    await shopLink.hover();
    await expect
      .poll(() => downloaded.filter((file) => file.startsWith('mf-shop/')))
      .toEqual(
        expect.arrayContaining([
          'mf-shop/mf-manifest.json',
          'mf-shop/remoteEntry.js',
          expect.stringMatching(/^mf-shop\/__federation_expose_routes\.[0-9a-f]+\.js$/),
          `mf-shop/${catalogueChunk}`,
        ]),
      );
    // Hovering again fetches nothing more (once what the first hover started has arrived).
    await page.waitForLoadState('networkidle');
    const count = downloaded.length;
    await page.mouse.move(0, 0);
    await shopLink.hover();
    await page.waitForTimeout(300);
    expect(downloaded.length).toBe(count);

    // From now on the shop's host is unreachable: the click renders from what the hover fetched.
    const blocked: string[] = [];
    await page.route('**/remotes/mf-shop/**', (route) => {
      blocked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await shopLink.click();
    await expect(page.locator('main h1')).toHaveText('Boutique');
    await expect(page.locator('main').getByRole('link').first()).toBeVisible();
    expect(blocked).toEqual([]);
  });

  test('focusing a menu link with the keyboard prefetches it too', async ({ page }) => {
    const downloaded = remoteFilesDownloaded(page);
    await page.goto('/');
    await expectTakenOver(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await menuGroupToggle(page, 'SELECTION NATIONALE').click();
    await nav.getByRole('link', { name: 'Résultats' }).focus();
    const resultsChunk = chunkContaining('mf-selection', 'Résultats de la sélection nationale');
    await expect.poll(() => downloaded).toContain(`mf-selection/${resultsChunk}`);
    await page.route('**/remotes/mf-selection/**', (route) => route.abort('connectionrefused'));
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).not.toHaveText('Cette rubrique est momentanément indisponible');
  });

  test("a section's own link to a screen it loads on demand prefetches it: the checkout, from the cart", async ({
    page,
  }) => {
    const downloaded = remoteFilesDownloaded(page);
    await page.goto('/shop/petit-lexique-karateka');
    await expectTakenOver(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('link', { name: 'Panier, 1 article' }).click();
    await expect(page.locator('main h1')).toHaveText('Panier');
    await page.waitForLoadState('networkidle');
    // The checkout's steps are a file of their own, which the shop's pages do not download.
    const checkoutFile = chunkContaining('mf-shop', 'Êtes-vous licencié ?');
    expect(checkoutFile).toMatch(/^checkout\.[0-9a-f]+\.js$/);
    expect(downloaded).not.toContain(`mf-shop/${checkoutFile}`);

    const next = page.getByRole('link', { name: 'Continuer la commande' });
    await next.hover();
    await expect.poll(() => downloaded).toContain(`mf-shop/${checkoutFile}`);
    // From now on the shop's host is unreachable: the click renders from what the hover fetched.
    await page.route('**/remotes/mf-shop/**', (route) => route.abort('connectionrefused'));
    await next.click();
    await expect(page.locator('main h1')).toHaveText('Êtes-vous licencié ?');
  });

  test('the first load of the home page fetches no remote but what the home page needs', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/') || pathname.startsWith('/releases/')) requested.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Dernières actualités' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Prochains événements' }).getByRole('listitem')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    // Only mf-media, for its home widgets, and not even its routes module.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((file) => !file.startsWith('/remotes/mf-media/'))).toEqual([]);
    expect(requested).toContain('/remotes/mf-media/mf-manifest.json');
    expect(requested.filter((file) => file.includes('__federation_expose_routes'))).toEqual([]);
  });
});
