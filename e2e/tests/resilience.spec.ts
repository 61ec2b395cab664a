import { expect, expectLayout, test } from './fixtures';

test.describe('a remote that is down', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|net::ERR_FAILED|RUNTIME-|mf_shop|Section en erreur|remote/i] });

  test('leaves the layout and the other sections working, and its retry works once it is back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.route('**/remotes/mf-shop/**', (route) => route.abort('connectionrefused'));
    await page.goto('/general_terms_and_conditions_of_sale');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Cette rubrique est momentanément indisponible' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2023');

    // The rest of the site still works: the newsletter, and another section.
    await page.getByLabel('Votre adresse e-mail').fill(`panne.${Date.now()}@exemple.fr`);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText("Votre demande d'inscription a été envoyée.", { exact: false })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(main.locator('h1')).toHaveText('Mentions légales');
    await page.goBack();
    await expect(main.getByRole('button', { name: 'Réessayer' })).toBeVisible();

    // The remote comes back: the retry loads it.
    await page.unroute('**/remotes/mf-shop/**');
    await main.getByRole('button', { name: 'Réessayer' }).click();
    await expect(main.locator('h1')).toHaveText('Conditions générales de vente');
  });

  test('a remote that hangs is given up on', async ({ page }) => {
    await page.route('**/remotes/mf-wado/mf-manifest.json', () => undefined); // never answers
    await page.goto('/wado');
    await expect(page.locator('main').getByRole('heading', { name: 'Cette rubrique est momentanément indisponible' })).toBeVisible({
      timeout: 15_000,
    });
    await expectLayout(page);
  });
});
