import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { expectTakenOver, holdScripts } from './support/pageReady';

// What a visitor does on the server's page before the browser takes it over: its scripts are
// held back (all but the page's start script, `holdScripts`), the visitor acts, then the scripts
// are let through.

/** Opens a page without waiting for its takeover (fixtures.ts's `goto` waits for it). */
async function open(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();
}

/** The cart as this browser keeps it (shared/src/cart/cart.ts). */
const cartLines = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('wado-shop-cart') ?? '[]') as { variantId: string; quantity: number }[],
  );

for (const [device, viewport] of [
  ['computer', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`before the takeover (${device}, ${viewport.width} px)`, () => {
    test.use({ viewport, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });

    test('the lexicon’s search is a form the server answers, the category and « no result » included', async ({
      page,
    }) => {
      const scripts = await holdScripts(page);
      await open(page, '/lexicon');
      await page.getByLabel('Rechercher un terme').fill('OTSUKA');
      await page.getByLabel('Rechercher un terme').press('Enter');
      await expect(page).toHaveURL(/\/lexicon\?q=OTSUKA&category=$/);
      // Accents and case ignored: the founder, and the masters whose meaning names him.
      await expect(page.getByRole('term').filter({ hasText: 'Ōtsuka Hironori' })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'Funakoshi Gichin' })).toBeVisible();
      await expect(page.getByText(/^\d termes affichés sur \d+$/)).toBeVisible();
      await expect(page.getByLabel('Rechercher un terme')).toHaveValue('OTSUKA');

      await page.getByLabel('Rechercher un terme').fill('');
      await page.getByLabel('Catégorie').selectOption({ label: 'Compter' });
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(/\/lexicon\?q=&category=nombres$/);
      await expect(page.getByText(/^10 termes affichés sur \d+$/)).toBeVisible();
      await expect(page.getByLabel('Catégorie')).toHaveValue('nombres');

      await page.getByLabel('Rechercher un terme').fill('zzzz');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page.getByText('Aucun terme ne correspond à votre recherche')).toBeVisible();
      await expect(page.locator('main')).toContainText('« zzzz » dans la catégorie « Compter »');
      await page.getByRole('link', { name: 'Afficher tout le lexique' }).click();
      await expect(page).toHaveURL(/\/lexicon$/);
      await expect(page.getByText(/^\d+ termes affichés sur \d+$/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();

      // Typed but not sent before the takeover: once the script runs, the list follows the field.
      await page.getByLabel('Rechercher un terme').fill('hirondelle');
      await scripts.release();
      await expectTakenOver(page);
      await expect(page).toHaveURL(/\/lexicon\?q=hirondelle$/);
      await expect(page.getByRole('term')).toHaveCount(1);
      await expect(page.getByRole('term')).toContainText('Wanshu');
    });

    test('the club finder’s form is answered by the server, clubs by distance', async ({ page }) => {
      const scripts = await holdScripts(page);
      await open(page, '/affiliated_clubs');
      await page.getByLabel('Rechercher un club').fill('Dijon');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(/\/affiliated_clubs\?q=Dijon&region=$/);
      await expect(page.locator('main p[role="status"]')).toHaveText(
        '60 clubs, du plus proche au plus éloigné — page 1 sur 5',
      );
      await expect(
        page.getByRole('heading', { level: 2, name: "Les clubs les plus proches de Dijon (Côte-d'Or)" }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Clubs les plus proches' }).getByText(/de Dijon$/)).toHaveCount(12);
      await scripts.release();
      await expectTakenOver(page);
    });

    test('« Ajouter au panier » tapped before waits, then adds once the size chosen', async ({ page }) => {
      const scripts = await holdScripts(page);
      await open(page, '/shop/tee-shirt-wado-france');
      await page.getByRole('radio', { name: /^L/ }).check();
      const add = page.getByRole('button', { name: 'Ajouter au panier' });
      await add.click();
      await add.click(); // Impatient: still one article.
      await expect(add).toHaveAttribute('aria-busy', 'true');
      await expect(add).toHaveAttribute('data-waiting', '');
      await expect(page).toHaveURL(/\/shop\/tee-shirt-wado-france$/); // No native submission.
      await expectNoViolations(page, `« Ajouter au panier » waiting at ${viewport.width} px`);

      await scripts.release();
      await expectTakenOver(page);
      await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toHaveText(
        /Ajouté au panier : 1 × Tee-shirt Wado France \(L\)\./,
      );
      await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
      expect(await cartLines(page)).toEqual([
        expect.objectContaining({ variantId: 'tee-shirt-wado-france-l', quantity: 1 }),
      ]);
      await expect(add).not.toHaveAttribute('aria-busy');
      await expect(add).not.toHaveAttribute('data-waiting');
      await expect(page.getByRole('radio', { name: /^L/ })).toBeChecked();
    });

    test('a gallery photo tapped before opens in the viewer once the page is taken over', async ({ page }) => {
      const scripts = await holdScripts(page);
      await open(page, '/gallery?album=stage-ete-mimizan-2026');
      const photo = page.getByRole('button', { name: /^Agrandir la photo 2/ });
      await photo.click();
      await expect(photo).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoViolations(page, `gallery photo waiting at ${viewport.width} px`);

      await scripts.release();
      await expectTakenOver(page);
      const viewer = page.getByRole('dialog');
      await expect(viewer).toBeVisible();
      await expect(viewer).toContainText(/Photo 2 sur \d+/);
      await expect(photo).not.toHaveAttribute('aria-busy');
    });

    test('« J’accepte » tapped before waits, then the terms banner goes', async ({ page }) => {
      const scripts = await holdScripts(page);
      await open(page, '/history');
      const accept = page.getByRole('button', { name: "J'accepte" });
      await accept.click();
      await expect(accept).toHaveAttribute('aria-busy', 'true');
      await scripts.release();
      await expectTakenOver(page);
      await expect(page.getByRole('region', { name: "Conditions générales d'utilisation" })).toBeHidden();
    });
  });
}
