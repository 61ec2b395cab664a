import { expect, expectLayout, test } from './fixtures';
import { menuGroupToggle } from './support/menu';

test.describe('a remote that is down', () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource|net::ERR_FAILED|RUNTIME-|mf_shop|Section en erreur|remote/i],
  });

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

    // The remote comes back: the retry loads it. The page had preloaded the file of the section's
    // pages, and that preload failed. Which of the retry's two requests for that file comes first
    // varies from run to run; here, always the remote's own chunk loader (same URL as the failed
    // preload), so that the retry is shown not to depend on the order.
    await page.unroute('**/remotes/mf-shop/**');
    const sectionPagesFile = /^\/remotes\/mf-shop\/__federation_expose_routes\.\w+\.js$/;
    let pagesFileFetchedAgain = () => {};
    const pagesFileAgain = new Promise<void>((resolve) => (pagesFileFetchedAgain = resolve));
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (sectionPagesFile.test(url.pathname) && !url.search) pagesFileFetchedAgain();
    });
    await page.route(
      (url) => sectionPagesFile.test(url.pathname) && url.searchParams.has('retry'),
      async (route) => {
        await pagesFileAgain;
        await route.continue();
      },
    );
    await main.getByRole('button', { name: 'Réessayer' }).click();
    await expect(main.locator('h1')).toHaveText('Conditions générales de vente');
  });

  test('a remote that hangs is given up on', async ({ page }) => {
    await page.route('**/remotes/mf-wado/mf-manifest.json', () => undefined); // never answers
    await page.goto('/wado');
    await expect(
      page.locator('main').getByRole('heading', { name: 'Cette rubrique est momentanément indisponible' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expectLayout(page);
  });
});

test.describe('a remote whose files are broken', () => {
  test.use({
    allowConsoleErrors: [
      /Unexpected token|SyntaxError|RUNTIME-|mf_selection|remote|Section en erreur|Failed to load resource/i,
    ],
  });

  test('a broken entry file: the section says so in French, the rest works, and the retry works once it is fixed', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-selection/remoteEntry.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'var mf_selection = {; // coupé en plein envoi',
      }),
    );
    await page.goto('/selection');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Cette rubrique est momentanément indisponible' })).toBeVisible({
      timeout: 15_000,
    });
    await expectLayout(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(main.locator('h1')).toHaveText('Mentions légales');
    await page.goBack();

    await page.unroute('**/remotes/mf-selection/remoteEntry.js');
    await main.getByRole('button', { name: 'Réessayer' }).click();
    await expect(main.locator('h1')).not.toHaveText('Cette rubrique est momentanément indisponible');
    await expect(main.locator('h1')).toBeVisible();
  });
});

test.describe('a screen that throws while rendering', () => {
  test.use({ allowConsoleErrors: [/body|split|replace|TypeError|Section en erreur|The above error/i] });

  test('is caught at the section boundary with a French message; the retry renders it once the data is sound', async ({
    page,
  }) => {
    // Malformed data from the server makes the text page's renderer throw (on a page reached in
    // the browser: the first page comes rendered by the server, with its data).
    await page.goto('/');
    await page.route('**/api/content/knowit', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ page: 'knowit', title: 'Le savoir', body: 42, updatedAt: 'x' }),
      }),
    );
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await menuGroupToggle(page, 'LE WADO').click();
    await nav.getByRole('link', { name: 'Le savoir' }).click();
    await page.mouse.move(10, 700); // away from the menu, whose group stays open under the pointer
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: "Cette page a rencontré un problème d'affichage" })).toBeVisible();
    await expectLayout(page);

    await page.unroute('**/api/content/knowit');
    await main.getByRole('button', { name: 'Réessayer' }).click();
    await expect(main.locator('h1')).toHaveText(/savoir/i);
  });
});
