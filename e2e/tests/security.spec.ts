import { expect, test } from './fixtures';
import { startExtraServer } from './support/extraServer';

test.describe('security headers on the running site', () => {
  test('the page is served with a CSP and loads every section without breaking it', async ({ page }) => {
    const response = await page.goto('/history');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    // The fixture fails the test on any console error, CSP violations included.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/shop');
    await expect(page.getByRole('main')).toBeVisible();
  });
});

test.describe('rate limit on the newsletter', () => {
  let server: Awaited<ReturnType<typeof startExtraServer>>;
  test.beforeAll(async () => {
    server = await startExtraServer({ RATE_LIMIT_MAX: '2' });
  });
  test.afterAll(async () => server?.stop());

  // The browser logs the refused request itself (429): expected here.
  test.use({ allowConsoleErrors: [/429/] });

  test('past the limit the server answers 429 with a French message, shown in the page', async ({ page, request }) => {
    for (const email of ['un@exemple.fr', 'deux@exemple.fr']) {
      const answer = await request.post(`${server.url}/api/newsletter`, {
        data: { email, consent: true, formVersion: 'test', sourcePage: '/' },
      });
      expect(answer.status()).toBeLessThan(300);
    }
    const refused = await request.post(`${server.url}/api/newsletter`, {
      data: { email: 'trois@exemple.fr', consent: true, formVersion: 'test', sourcePage: '/' },
    });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).message).toMatch(/^Trop de demandes/);

    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByLabel('Votre adresse e-mail').fill('quatre@exemple.fr');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText(/Suite à une erreur, votre message n'a pas pu être envoyé/)).toBeVisible();
  });
});
