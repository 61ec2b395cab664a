import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test } from './fixtures';
import { startExtraServer } from './support/extraServer';

/** The brand blue of the pages' button (#1d2a5c), as the browser computes it. */
const BUTTON_BLUE = 'rgb(29, 42, 92)';

/**
 * Double opt-in, in Chromium: the footer form only queues a confirmation e-mail (link built from
 * PUBLIC_URL); the confirmation and unsubscribe pages the e-mails link to are styled under the
 * site's strict CSP (their stylesheet is a file: an inline <style> would be blocked, and the
 * fixture fails on the console error a CSP violation writes), and their forms post back.
 */
test.describe('newsletter: double opt-in and the pages reached from an e-mail', () => {
  test.describe.configure({ mode: 'serial' });

  const email = `double.optin.${Date.now()}@exemple.fr`;
  let server: Awaited<ReturnType<typeof startExtraServer>>;
  let confirmLink = '';

  const row = () => {
    const db = new SQLite(path.join(server.dataDir, 'wado.sqlite'), { readonly: true });
    try {
      return db
        .prepare('SELECT confirmed_at, unsubscribe_token FROM newsletter_subscriptions WHERE email = ?')
        .get(email) as { confirmed_at: string | null; unsubscribe_token: string } | undefined;
    } finally {
      db.close();
    }
  };

  test.beforeAll(async () => {
    // Its own server (PUBLIC_URL is its own origin): the test reads its database and its outbox.
    server = await startExtraServer({});
  });
  test.afterAll(async () => server?.stop());

  test('the footer form asks for a confirmation: a pending row and one e-mail whose link comes from PUBLIC_URL', async ({
    page,
  }) => {
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByLabel('Votre adresse e-mail').fill(email);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(
      page.getByText("Votre demande d'inscription a été envoyée. Vous devriez recevoir la prochaine newsletter."),
    ).toBeVisible();
    // And, below the specification's sentence, what happens next: nothing until the address is confirmed.
    await expect(
      page.getByText('Un e-mail de confirmation vous a été envoyé. Cliquez sur son lien pour recevoir la newsletter.'),
    ).toBeVisible();

    expect(row()).toMatchObject({ confirmed_at: null });
    const db = new SQLite(path.join(server.dataDir, 'wado.sqlite'), { readonly: true });
    try {
      const mails = db.prepare('SELECT text FROM mail_outbox WHERE to_address = ?').all(email) as { text: string }[];
      expect(mails).toHaveLength(1);
      confirmLink = /^http:\/\/\S+\/api\/newsletter\/confirm\?token=\S+$/m.exec(mails[0]!.text)?.[0] ?? '';
    } finally {
      db.close();
    }
    expect(confirmLink.startsWith(`${server.url}/api/newsletter/confirm?token=`)).toBe(true);
  });

  test.describe('the pages of the e-mails (no JavaScript needed)', () => {
    test.use({ javaScriptEnabled: false });

    test('confirm: a styled page, and its button records the consent', async ({ page }) => {
      const answer = await page.goto(confirmLink);
      expect(answer!.headers()['content-security-policy']).toMatch(/style-src 'self'[;\s]/);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmer votre inscription' })).toBeVisible();
      const button = page.getByRole('button', { name: 'Confirmer mon inscription' });
      await expect(button).toHaveCSS('background-color', BUTTON_BLUE);
      await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(page.locator('body')).toHaveCSS('max-width', '576px');
      // Opening the link confirmed nothing: a mail scanner does as much.
      expect(row()?.confirmed_at).toBeNull();

      await button.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inscription confirmée' })).toBeVisible();
      await expect(page.locator('h1')).toHaveCSS('color', BUTTON_BLUE);
      expect(row()?.confirmed_at).toEqual(expect.any(String));
    });

    test('unsubscribe: a styled page, and its button erases the address', async ({ page }) => {
      const token = row()!.unsubscribe_token;
      await page.goto(`${server.url}/api/newsletter/unsubscribe?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Se désinscrire de la newsletter' })).toBeVisible();
      const button = page.getByRole('button', { name: 'Confirmer la désinscription' });
      await expect(button).toHaveCSS('background-color', BUTTON_BLUE);
      await expect(page.locator('body')).toHaveCSS('max-width', '576px');

      await button.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Désinscription confirmée' })).toBeVisible();
      expect(row()).toBeUndefined();
    });
  });
});
