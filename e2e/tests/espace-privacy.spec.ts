import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { SIGNED_OUT_401 } from './support/backOffice';
import { startExtraServer, type TestServer } from './support/extraServer';

/**
 * « Mon espace », the household's privacy, as a parent: she moves the household to a new address
 * (the link arrives there), downloads her data as a PDF, then asks for erasure and reads what was
 * erased and what is kept. Its own server: the seed's Rennes household is changed for good, and the
 * other tests of the worker's server use it. Each new screen is axe-clean at 375 and 1280 px.
 */
const PARENT = 'famille.boucher@licencies.test';
const NEW_ADDRESS = 'boucher.nouvelle@exemple.fr';

/** The newest link of `topic` e-mailed to `email`, from the server's outbox. */
function mailedLink(server: TestServer, email: string, topic: string, route: string): string {
  const db = new SQLite(path.join(server.dataDir, 'wado.sqlite'), { readonly: true });
  try {
    const mail = db
      .prepare('SELECT text FROM mail_outbox WHERE to_address = ? AND topic = ? ORDER BY id DESC LIMIT 1')
      .get(email, topic) as { text: string } | undefined;
    const link = mail && new RegExp(`^${server.url}${route}/\\S+$`, 'm').exec(mail.text)?.[0];
    expect(link, `a link (${topic}) e-mailed to ${email}`).toBeDefined();
    return link!;
  } finally {
    db.close();
  }
}

async function bothWidths(page: import('@playwright/test').Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `${what} (${width} px)`);
  }
}

test.describe('« Mon espace », vos données', () => {
  // After the erasure, the space asks who is signed in: the browser logs the 401.
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  let server: TestServer;
  test.beforeAll(async () => {
    server = await startExtraServer({});
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test('a parent changes the address, downloads her data as a PDF, then asks for erasure', async ({ page }) => {
    test.setTimeout(120_000);
    // Signed in by the link of the e-mail.
    expect((await page.request.post(`${server.url}/api/espace/link`, { data: { email: PARENT } })).status()).toBe(200);
    await page.goto(mailedLink(server, PARENT, 'espace:lien', '/espace/connexion'));
    await expect(page.getByText(`Connecté avec ${PARENT}`)).toBeVisible();

    // A new address: the link goes there, the screen says what keeps its old address.
    const change = page.getByRole('region', { name: 'Changer d’adresse e-mail' });
    await expect(change).toContainText('ce sont des traces de ce qui a eu lieu');
    await change.getByLabel('Nouvelle adresse e-mail').fill(NEW_ADDRESS);
    await change.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
    await expect(change.getByRole('status')).toContainText(
      `Un lien de confirmation vient d’être envoyé à ${NEW_ADDRESS}`,
    );
    await waitForContent(page);
    await bothWidths(page, 'the address change, sent');

    await page.goto(mailedLink(server, NEW_ADDRESS, 'espace:adresse', '/espace/adresse'));
    await expect(page).toHaveURL(/\/espace$/);
    await expect(
      page.getByText(`C’est fait : votre espace est désormais celui de l’adresse ${NEW_ADDRESS}.`),
    ).toBeVisible();
    await expect(page.getByText(`Connecté avec ${NEW_ADDRESS}`)).toBeVisible();
    const household = page.getByRole('region', { name: 'Votre foyer' });
    await expect(household).toContainText('Inès Boucher');
    await expect(household).toContainText("Zoé O'Connell");
    await waitForContent(page);
    await bothWidths(page, 'the space of the new address');

    // The data, laid out for a person.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger vos données à lire (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Erasure: first what would be erased and kept, then done.
    const erasure = page.getByRole('region', { name: 'Effacer vos données' });
    await erasure.getByRole('button', { name: 'Demander l’effacement de mes données' }).click();
    const confirm = erasure.getByRole('group', { name: 'Confirmez l’effacement' });
    await expect(confirm).toContainText('Sera conservé');
    // The children's licences of the season are kept, and say until when.
    await expect(confirm).toContainText('La fiche et la licence 2026-2027 d’Inès Boucher');
    await expect(confirm).toContainText('deux saisons après la fin de la saison 2026-2027');
    await bothWidths(page, 'the erasure to confirm');

    await confirm.getByRole('button', { name: 'Effacer définitivement mes données' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Vos données ont été effacées' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Vos connexions à « Mon espace »');
    await bothWidths(page, 'the erasure done');
    expect((await page.request.get(`${server.url}/api/espace/household`)).status()).toBe(401);

    await page.getByRole('button', { name: 'Revenir à la connexion' }).click();
    await expect(page.getByRole('main').getByLabel('Adresse e-mail', { exact: true })).toBeVisible();
  });
});
