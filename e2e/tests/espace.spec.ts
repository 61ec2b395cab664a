import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { ESPACE_LINK_REQUESTED } from '@wado/shared/contract';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { SIGNED_OUT_401 } from './support/backOffice';
import type { TestServer } from './support/extraServer';

/**
 * « Mon espace », as a parent: the seed's two Rennes children (Inès Boucher and Zoé O'Connell)
 * share her address. She asks for a link from the footer, opens it from the e-mail, finds both
 * licences, downloads an attestation and her tax receipt, exports the household's data, and the
 * card's QR code page says the licence is valid. Each screen is axe-clean at 1280 and 375 px.
 */
const PARENT = 'famille.boucher@licencies.test';

/** The newest sign-in link e-mailed to `email`, from the server's outbox. */
function espaceLink(site: TestServer, email: string): string {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'), { readonly: true });
  try {
    const mail = db
      .prepare("SELECT text FROM mail_outbox WHERE to_address = ? AND topic = 'espace:lien' ORDER BY id DESC LIMIT 1")
      .get(email) as { text: string } | undefined;
    const link = mail && new RegExp(`^${site.url}/espace/connexion/\\S+$`, 'm').exec(mail.text)?.[0];
    expect(link, `a sign-in link e-mailed to ${email}`).toBeDefined();
    return link!;
  } finally {
    db.close();
  }
}

/** A gift of the parent, paid by card, with its tax receipt (as the payment's confirmation leaves it). */
function paidGift(site: TestServer, email: string): string {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const reference = `DON-E${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const at = new Date().toISOString();
    db.prepare(
      `INSERT INTO donations (reference, token, status, amount_cents, first_name, last_name, email, address, postcode,
         city, created_at, updated_at, paid_at, receipt_number, receipt_issuer)
       VALUES (?, ?, 'paid', 6000, 'Claire', 'Boucher', ?, '3 rue de Brest', '35000', 'Rennes', ?, ?, ?, ?, ?)`,
    ).run(
      reference,
      `jeton-${reference}-0123456789abcdef`,
      email,
      at,
      at,
      at,
      `2026-E${reference.slice(-5)}`,
      JSON.stringify({
        name: 'Wado France',
        address: '12 rue du Dojo, 69003 Lyon',
        object: 'Promotion du karaté Wado',
        quality: 'Association d’intérêt général',
        signatory: 'Marie Durand',
        signatoryRole: 'trésorière',
        place: 'Lyon',
      }),
    );
    return reference;
  } finally {
    db.close();
  }
}

test.describe('« Mon espace »', () => {
  // Before signing in, and after signing out, the space asks who is signed in: the browser logs the 401.
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('a parent signs in by link and finds her children’s licences, an attestation, a receipt and her data', async ({
    page,
    site,
  }) => {
    const gift = paidGift(site, PARENT);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mon espace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `the space's sign-in (${width} px)`);
    }
    await page.getByRole('main').getByLabel('Adresse e-mail', { exact: true }).fill(PARENT);
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByText(ESPACE_LINK_REQUESTED)).toBeVisible();

    // The link of the e-mail opens the space, and leaves the address bar.
    await page.goto(espaceLink(site, PARENT));
    await expect(page.getByText(`Connecté avec ${PARENT}`)).toBeVisible();
    await expect(page).toHaveURL(/\/espace$/);
    const household = page.getByRole('region', { name: 'Votre foyer' });
    await expect(household).toContainText('Inès Boucher');
    await expect(household).toContainText("Zoé O'Connell");

    const licences = page.getByRole('region', { name: 'Licences' });
    await expect(licences).toContainText('Licence n° WF26008655');
    await expect(licences).toContainText('Licence n° WF26003051');
    await expect(licences).toContainText('Valide jusqu’au 31 août 2027');
    const donations = page.getByRole('region', { name: 'Dons et reçus fiscaux' });
    await expect(donations).toContainText('60,00 €');
    await waitForContent(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `the household's space (${width} px)`);
    }

    // The attestation and the receipt: PDFs, with the space's session.
    const attestation = licences.getByRole('link', { name: /Attestation de licence \(PDF\)/ }).first();
    for (const link of [attestation, donations.getByRole('link', { name: /Reçu fiscal \(PDF\)/ })]) {
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await donations.getByRole('link', { name: /Reçu fiscal/ }).getAttribute('href')).toBe(
      `/api/espace/donations/${gift}/recu.pdf`,
    );

    // Everything the site holds on the household, in one file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger toutes vos données (JSON)' }).click(),
    ]);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      email: string;
      licensees: unknown[];
      donations: unknown[];
    };
    expect(data.email).toBe(PARENT);
    expect(data.licensees).toHaveLength(2);
    expect(data.donations).toHaveLength(1);

    // The card's QR code opens the public check: valid, whose, which club.
    const check = await licences
      .getByRole('link', { name: /Page de vérification/ })
      .first()
      .getAttribute('href');
    await page.goto(check!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Licence valide/);
    await expect(page.getByRole('main')).toContainText('Wado Kai Rennes');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `the licence check (${width} px)`);
    }

    await page.goto('/espace');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();
    expect((await page.request.get('/api/espace/household')).status()).toBe(401);
  });
});
