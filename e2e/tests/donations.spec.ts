import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';

/**
 * An online donation, in Chromium against the built site, through the worker's stand-in of
 * HelloAsso: the donor reads the page's text, chooses 50 €, is told what it costs after the tax
 * reduction, fills in their details, pays on HelloAsso's page (« Payer »), comes back to « Merci »
 * and downloads the tax receipt (a PDF). Or refuses the card, and pays from the return page. At
 * 1280 and 375 px. The donations stay in the worker's database (no other test reads them).
 */

const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: '375 px', viewport: { width: 375, height: 740 }, isMobile: true },
];

async function fillTheForm(page: Page, lastName: string): Promise<void> {
  await page.goto('/donations');
  await page.getByRole('button', { name: "J'accepte" }).click();
  await expect(page.locator('main h1')).toHaveText('Dons et mécénat');
  // The page's own text stays, above the form.
  await expect(page.getByRole('heading', { level: 2, name: 'À quoi servent vos dons ?' })).toBeVisible();
  await page.getByRole('link', { name: 'Faire un don en ligne' }).click();
  const form = page.getByRole('form', { name: 'Faire un don en ligne' });
  await expect(form.getByRole('radio', { name: /^50\s€$/ })).toBeChecked();
  await expect(form.getByText(/ne vous coûte que/)).toHaveText(
    /^Après la réduction d’impôt de 66\s% \(article 200 du Code général des impôts, dans la limite de 20\s% de votre revenu imposable\), votre don de 50,00\s€ ne vous coûte que 17,00\s€\.$/,
  );
  await form.getByLabel('Prénom').fill('Zoé');
  await form.getByLabel('Nom', { exact: true }).fill(lastName);
  await form.getByLabel('Adresse e-mail').fill(`${lastName.toLowerCase()}@exemple.fr`);
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
  await form.getByLabel('Code postal').fill('69003');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByRole('checkbox', { name: /sans contrepartie/ }).check();
  await form.getByRole('button', { name: /^Donner 50,00\s€ par carte$/ }).click();
}

/** On the stand-in's page: the association's name, the gift and the server's amount. */
async function expectPaymentPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement à Wado France');
  await expect(page.locator('.item')).toHaveText('Don à Wado France');
  await expect(page.locator('.amount')).toHaveText(/^Montant : 50,00\s€$/);
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name}`, () => {
    test.use({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.isMobile });

    test('50 € → « Payer » on HelloAsso → « Merci », and the tax receipt downloaded', async ({ page, request }) => {
      await fillTheForm(page, `Donatrice${Date.now()}`);
      await expectPaymentPage(page);
      await page.getByRole('button', { name: 'Payer' }).click();

      await expect(page).toHaveURL(/\/donations\?don=[A-Za-z0-9_-]{32}&/);
      const thanks = page.getByRole('status').filter({ hasText: /Merci, Zoé\s!/ });
      await expect(thanks).toContainText(/Votre don de 50,00\s€ est bien reçu \(référence DON-[2-9A-HJKMNP-Z]{6}\)\./);
      await expect(thanks).toContainText(/Votre reçu fiscal n° \d{4}-\d{4} vous a été envoyé par e-mail\./);
      const receipt = thanks.getByRole('link', { name: 'Télécharger le reçu fiscal (PDF)' });
      const href = await receipt.getAttribute('href');
      expect(href).toMatch(/^\/api\/donations\/[A-Za-z0-9_-]{32}\/recu\.pdf$/);
      const pdf = await request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expectNoViolations(page, `« Merci » at ${width.name}`);
    });

    test('a refused card: explained on the return page, then paid from there', async ({ page }) => {
      await fillTheForm(page, `Refus${Date.now()}`);
      await expectPaymentPage(page);
      await page.getByRole('button', { name: 'Refuser' }).click();

      await expect(page.getByRole('heading', { name: 'Votre paiement n’a pas abouti' })).toBeVisible();
      await expect(page.getByText(/rien n’a été débité/)).toBeVisible();
      await expectNoViolations(page, `a refused card at ${width.name}`);
      await page.getByRole('button', { name: /^Payer 50,00\s€ par carte$/ }).click();
      await expectPaymentPage(page);
      await page.getByRole('button', { name: 'Payer' }).click();
      await expect(page.getByRole('heading', { name: /^Merci, Zoé\s!$/ })).toBeVisible();
    });
  });
}
