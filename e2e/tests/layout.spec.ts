import { expect, expectLayout, test } from './fixtures';
import { menuGroupToggle } from './support/menu';

test.describe('footer', () => {
  test('shows the address, contact, social page, partner logos, copyright and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('18 rue Émile-Zola');
    await expect(footer.getByRole('link', { name: 'contact@wado-france.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@wado-france.fr',
    );
    await expect(footer.getByRole('link', { name: 'Wado France sur Facebook' })).toHaveAttribute('href', /^https:\/\//);
    const logos = footer.getByRole('list', { name: 'Nos partenaires' }).getByRole('img');
    await expect(logos).toHaveCount(6);
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('alt', /.+/);
      // Loaded for real: a broken image has no natural width.
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(logo.locator('xpath=..')).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText('© 2023');
    await footer.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page.locator('main h1')).toHaveText('Mentions légales');
    await expect(page.locator('main')).toContainText(/Direct(eur|rice|ion) de la publication/);
    await footer.getByRole('link', { name: 'Confidentialité', exact: true }).click();
    await expect(page.locator('main h1')).toContainText('confidentialité');
  });
});

test.describe('terms banner (spec §4)', () => {
  test('stays until accepted, hides when the acceptance is recorded, and stays hidden after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: "Conditions générales d'utilisation" });
    // Verbatim from the spec (§9), straight apostrophes included.
    await expect(banner).toContainText(
      "En navigant sur ce site, vous acceptez l'ensemble des Conditions Générales d'Utilisation (CGU).",
    );
    await banner.getByRole('button', { name: "J'accepte" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test.describe('when the server fails', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test('stays visible when the check fails', async ({ page }) => {
      await page.route('**/cookies/isAlreadyAccepted', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.goto('/');
      await expect(page.getByRole('region', { name: "Conditions générales d'utilisation" })).toBeVisible();
    });

    test('stays visible when recording the acceptance fails', async ({ page }) => {
      await page.route('**/cookies/acceptCookies', (route) => route.abort());
      await page.goto('/');
      const banner = page.getByRole('region', { name: "Conditions générales d'utilisation" });
      await banner.getByRole('button', { name: "J'accepte" }).click();
      await expect(banner.getByRole('button', { name: "J'accepte" })).toBeEnabled();
      await expect(banner).toBeVisible();
    });
  });

  test('links to the terms of use, served from their endpoint', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: "Conditions Générales d'Utilisation (CGU)" }).click();
    await expect(page).toHaveURL(/\/terms_of_use$/);
    await expect(page.locator('main h1')).toContainText("Conditions générales d'utilisation".slice(0, 20));
  });
});

test.describe('newsletter (spec §4, §5, §8)', () => {
  // The fixed terms banner covers the bottom of the screen: accepted first, as a visitor would.
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: "J'accepte" }).click();
    await expect(page.getByRole('button', { name: "J'accepte" })).toBeHidden();
  });

  test('alerts on an invalid address and sends nothing', async ({ page }) => {
    await page.goto('/');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter')) sent = true;
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel('Votre adresse e-mail').fill('jean@exemple');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect.poll(() => alerts).toEqual(["Your email didn't match any email expression"]);
    expect(sent).toBe(false);
  });

  test('sends, shows Chargement..., then the success banner for 5 s and clears the input', async ({ page }) => {
    await page.goto('/');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    const input = page.getByLabel('Votre adresse e-mail');
    await input.fill(`visiteur.${Date.now()}@exemple.fr`);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    const loading = page.getByRole('button', { name: 'Chargement...' });
    await expect(loading).toBeDisabled();
    release();
    const success = page.getByText(
      "Votre demande d'inscription a été envoyée. Vous devriez recevoir la prochaine newsletter.",
    );
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(input).not.toHaveValue('');
    await expect(success).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await expect(input).toHaveValue('');
  });

  test.describe('when the server fails', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test('shows the error banner naming the contact address', async ({ page }) => {
      await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.goto('/');
      await page.getByLabel('Votre adresse e-mail').fill('jean@exemple.fr');
      await page.getByRole('button', { name: "S'inscrire" }).click();
      await expect(page.getByRole('alert')).toHaveText(
        "Suite à une erreur, votre message n'a pas pu être envoyé. Veuillez réessayer ultérieurement. Si le problème persiste, envoyez directement votre message à l'adresse contact@wado-france.fr.",
      );
      await expect(page.getByLabel('Votre adresse e-mail')).toHaveValue('jean@exemple.fr');
    });
  });
});

test.describe('navigation', () => {
  test('scrolls smoothly back to the top on a route change', async ({ page }) => {
    await page.goto('/history');
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows the loading indicator while a page loads', async ({ page }) => {
    // The first page arrives rendered by the server; the indicator is for the next ones.
    await page.goto('/');
    await page.route('**/api/content/wado', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await menuGroupToggle(page, 'LE WADO').click();
    await nav.getByRole('link', { name: 'Le Wado', exact: true }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText('Chargement...');
    await expect(page.locator('main h1')).toHaveText('Le Wado');
    await expectLayout(page);
  });
});
