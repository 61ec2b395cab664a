import { expectNoViolations, waitForContent } from './support/axe';
import { expect, test } from './fixtures';
import { menuGroupToggle } from './support/menu';

/**
 * axe-core with the WCAG 2.1 A and AA rules (the base of the French RGAA) finds nothing on any
 * route of the site at desktop width, nor in the states a visitor brings up: the terms banner,
 * an open menu group, the gallery viewer, forms showing their errors. Its phone twin is
 * a11y-mobile.spec.ts.
 */
test.describe('accessibility (axe, WCAG 2.1 AA), desktop', () => {
  test.describe('not-found', () => {
    test.use({ allowConsoleErrors: [/404/] });
    test('an unknown path and an unknown detail id', async ({ page }) => {
      for (const url of ['/cette-page-n-existe-pas', '/news/article-qui-n-existe-pas']) {
        await page.goto(url);
        await waitForContent(page);
        await expectNoViolations(page, url);
      }
    });
  });

  test('the terms banner shown', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    await expect(page.getByRole('region', { name: "Conditions générales d'utilisation" })).toBeVisible();
    await expectNoViolations(page, '/ with the terms banner');
  });

  test('a menu group open', async ({ page }) => {
    await page.goto('/history');
    await waitForContent(page);
    await menuGroupToggle(page, "L'ASSOCIATION").click();
    await expect(page.getByRole('link', { name: 'Comité directeur' })).toBeVisible();
    await expectNoViolations(page, '/history with a menu group open');
  });

  test('the gallery viewer open', async ({ page }) => {
    await page.goto('/gallery');
    await waitForContent(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('link', { name: /Stage d'été de Mimizan/ }).click();
    await waitForContent(page);
    await expectNoViolations(page, '/gallery?album=…');
    await page.getByRole('button', { name: /^Agrandir la photo 2/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, '/gallery with the viewer open');
  });

  test('the newsletter form after a subscription', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByLabel('Votre adresse e-mail').fill('lecteur.axe@exemple.fr');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText("Votre demande d'inscription a été envoyée.", { exact: false })).toBeVisible();
    await expectNoViolations(page, 'newsletter success');
  });

  test.describe('the newsletter form when the server fails', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });
    test('its error message', async ({ page }) => {
      await page.route('**/api/newsletter', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":"unavailable","message":"Service indisponible"}',
        }),
      );
      await page.goto('/');
      await waitForContent(page);
      await page.getByRole('button', { name: "J'accepte" }).click();
      await page.getByLabel('Votre adresse e-mail').fill('lecteur.axe@exemple.fr');
      await page.getByRole('button', { name: "S'inscrire" }).click();
      await expect(page.getByText('Suite à une erreur, votre message', { exact: false })).toBeVisible();
      await expectNoViolations(page, 'newsletter error');
    });
  });

  test('the cart with articles, and the billing form showing its errors', async ({ page }) => {
    await page.goto('/shop/petit-lexique-karateka');
    await waitForContent(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.goto('/cart');
    await waitForContent(page);
    await expectNoViolations(page, '/cart with an article');
    await page.goto('/billing');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'champs sont à corriger' })).toBeVisible();
    await expectNoViolations(page, '/billing with its errors');
  });

  test('the licence check showing its errors', async ({ page }) => {
    await page.goto('/isaffiliated');
    await waitForContent(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('radio', { name: 'Oui, je suis licencié' }).check();
    await page.getByRole('button', { name: 'Vérifier ma licence' }).click();
    await expectNoViolations(page, '/isaffiliated with its errors');
  });
});
