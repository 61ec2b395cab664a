import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';

/**
 * The site search: the header's box on every page, its results page rendered by the server, with
 * and without JavaScript, on a desktop and on a phone. Only the seeded content is searched (the
 * worker's database is shared: nothing is created here).
 */

const SCREENS = [
  { name: '1280 px', use: { viewport: { width: 1280, height: 900 } } },
  { name: '375 px', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
];

/** Opens the header's search (its icon) and types a query in its field. */
async function searchFromHeader(page: Page, query: string) {
  await page.locator('header summary', { hasText: 'Rechercher sur le site' }).click();
  const field = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
  await expect(field).toBeVisible();
  await field.fill(query);
  await field.press('Enter');
}

async function acceptTerms(page: Page) {
  await page.getByRole('button', { name: "J'accepte" }).click();
}

async function expectResults(page: Page) {
  await expect(page).toHaveURL(/\/search\?q=stages$/);
  await expect(page.locator('main h1')).toHaveText('Recherche');
  await expect(page).toHaveTitle('Recherche : stages – Wado France');
  await expect(page.locator('main p[role="status"]')).toHaveText(/^\d+ résultats pour « stages »$/);
  const results = page.getByRole('list', { name: 'Résultats' });
  await expect(results.getByRole('listitem')).toHaveCount(10);
  // The words found are marked, in the titles and in the extracts.
  await expect(results.locator('h2 mark').first()).toHaveText(/^stages?$/i);
  await expect(results.locator('p mark').first()).toHaveText(/^stages?$/i);
  return results;
}

for (const screen of SCREENS) {
  test.describe(`site search, ${screen.name}`, () => {
    test.use(screen.use);

    test('the header’s box opens the results without reloading; a result opens its page', async ({ page }) => {
      await page.goto('/history');
      await acceptTerms(page);
      await page.evaluate(() => {
        (window as { searchedWithoutReload?: boolean }).searchedWithoutReload = true;
      });
      await searchFromHeader(page, 'stages');
      const results = await expectResults(page);
      expect(await page.evaluate(() => (window as { searchedWithoutReload?: boolean }).searchedWithoutReload)).toBe(
        true,
      );
      // The box is closed again, the header keeps its height, nothing wider than the screen.
      await expect(page.getByRole('searchbox', { name: 'Rechercher sur le site' })).toBeHidden();
      expect(await page.locator('header').evaluate((header) => header.getBoundingClientRect().height)).toBe(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectNoViolations(page, `/search?q=stages (${screen.name})`);

      // A kind, then a page of results: real links.
      const kinds = page.getByRole('navigation', { name: 'Types de résultats' });
      await kinds.getByRole('link', { name: /^Événements \d+$/ }).click();
      await expect(page).toHaveURL(/\/search\?q=stages&kind=event$/);
      await expect(kinds.getByRole('link', { name: /^Événements \d+$/ })).toHaveAttribute('aria-current', 'page');
      await expect(results.getByRole('listitem').first()).toContainText('Événement');
      await kinds.getByRole('link', { name: /^Tout \d+$/ }).click();
      await page
        .getByRole('navigation', { name: 'Pages des résultats' })
        .getByRole('link', { name: 'Page suivante →' })
        .click();
      await expect(page).toHaveURL(/\/search\?q=stages&page=2$/);
      await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
      await page.getByRole('link', { name: '← Page précédente' }).click();
      await expect(page).toHaveURL(/\/search\?q=stages$/);
      await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();

      const first = results.getByRole('heading', { level: 2 }).first();
      const title = (await first.textContent())!;
      await first.getByRole('link').click();
      await expect(page).not.toHaveURL(/\/search/);
      await expect(page.locator('main h1')).toHaveText(title);
    });

    test('says when nothing is found and where to look instead; the open box passes axe', async ({ page }) => {
      await page.goto('/search?q=tombouctou');
      await acceptTerms(page);
      await expect(page.locator('main')).toContainText('Aucun résultat pour « tombouctou ».');
      await page.getByRole('link', { name: 'trouver un club près de chez vous' }).click();
      await expect(page).toHaveURL(/\/affiliated_clubs$/);
      await page.goBack();
      await expectNoViolations(page, `/search?q=tombouctou (${screen.name})`);
      await page.locator('header summary', { hasText: 'Rechercher sur le site' }).click();
      await expect(page.getByRole('searchbox', { name: 'Rechercher sur le site' })).toBeFocused();
      const panel = await page.getByRole('search', { name: 'Rechercher sur le site' }).boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expectNoViolations(page, `header search open (${screen.name})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('searchbox', { name: 'Rechercher sur le site' })).toBeHidden();
      await expect(page.locator('header summary', { hasText: 'Rechercher sur le site' })).toBeFocused();
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the header’s form and the results page work the same, rendered by the server', async ({ page }) => {
        await page.goto('/history');
        await searchFromHeader(page, 'stages');
        const results = await expectResults(page);
        await page.getByRole('searchbox', { name: 'Mots recherchés' }).fill('selection');
        await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
        await expect(page).toHaveURL(/\/search\?q=selection$/);
        await expect(results.locator('h2 mark').first()).toHaveText(/^sélection$/i);
        await results.getByRole('heading', { level: 2 }).first().getByRole('link').click();
        await expect(page).not.toHaveURL(/\/search/);
        await expect(page.locator('main h1')).toBeVisible();
      });
    });
  });
}

test.describe('a coach found', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('opens the coaches’ page at their card, below the header', async ({ page }) => {
    await page.goto('/search?q=Olivier%20Marchetti&kind=coach');
    await page.getByRole('list', { name: 'Résultats' }).getByRole('link', { name: 'Olivier Marchetti' }).click();
    await expect(page).toHaveURL(/\/coaches#olivier-marchetti$/);
    const card = page.locator('li#olivier-marchetti');
    await expect(card).toContainText('Olivier Marchetti');
    await expect(card).toBeInViewport();
    await expect.poll(async () => (await card.boundingBox())!.y).toBeGreaterThanOrEqual(64);
  });
});
