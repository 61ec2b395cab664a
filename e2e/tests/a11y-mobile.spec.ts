import { expectNoViolations, waitForContent } from './support/axe';
import { expect, test } from './fixtures';
import { menuGroupToggle, phoneMenuToggle } from './support/menu';

/** The phone twin of a11y.spec.ts: every route at 375 px, the phone menu open, the viewer open. */
test.describe('accessibility (axe, WCAG 2.1 AA), 375 px', () => {
  test('the terms banner shown, then the phone menu open with a group open', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    await expectNoViolations(page, '/ with the terms banner at 375 px');
    await phoneMenuToggle(page).click();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'BOUTIQUE' })).toBeVisible();
    await expectNoViolations(page, 'phone menu open');
    await menuGroupToggle(page, 'LE WADO').click();
    await expect(nav.getByRole('link', { name: 'Lexique' })).toBeVisible();
    await expectNoViolations(page, 'phone menu with a group open');
  });

  test('the gallery viewer open', async ({ page }) => {
    await page.goto('/gallery?album=stage-ete-mimizan-2026');
    await waitForContent(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('button', { name: /^Agrandir la photo 1/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'gallery viewer at 375 px');
  });

  test('the billing form showing its errors', async ({ page }) => {
    await page.goto('/shop/petit-lexique-karateka');
    await waitForContent(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.goto('/billing');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'champs sont à corriger' })).toBeVisible();
    await expectNoViolations(page, '/billing with its errors at 375 px');
  });
});
