import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { apiToken } from './support/people';

/**
 * A shop order paid by card, in Chromium against the built site, through the worker's stand-in of
 * HelloAsso (its page has « Payer », « Refuser » and « Retour »): the buyer pays and comes back to
 * « Paiement reçu »; or the card is refused, the buyer leaves HelloAsso's page for the cart, pays
 * from there, is refused again and retries from the return page. At 1280 and 375 px. The orders
 * stay in the worker's database (a book of a large stock, one at a time).
 */

const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: '375 px', viewport: { width: 375, height: 740 }, isMobile: true },
];

/** From the book's page to HelloAsso's: cart, public price, details, « Carte bancaire », review, order. */
async function orderBookByCard(page: Page, email: string): Promise<void> {
  await page.goto('/shop');
  await page.getByRole('button', { name: "J'accepte" }).click();
  await page.goto('/shop/petit-lexique-karateka');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await page.getByRole('link', { name: 'Continuer la commande' }).click();
  await page.getByRole('radio', { name: 'Non, je commande au tarif public' }).check();
  await page.getByRole('button', { name: 'Continuer vers les coordonnées' }).click();
  await page.getByLabel(/^Prénom/).fill('Camille');
  await page.getByLabel(/^Nom/).fill('Carte');
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
  await page.getByLabel(/^Adresse$|^Adresse \*/).fill('12 rue des Lilas');
  await page.getByLabel(/^Code postal/).fill('69003');
  await page.getByLabel(/^Ville/).fill('Lyon');
  // The card comes first, and is the one chosen unless the buyer picks another.
  const card = page.getByRole('radio', { name: /^Carte bancaire/ });
  await expect(card).toBeChecked();
  await expect(page.locator('label').filter({ has: card })).toContainText(
    'page sécurisée de HelloAsso, le service de paiement en ligne de l’association, gratuit pour elle',
  );
  await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
  await expect(page.locator('main h1')).toHaveText('Récapitulatif de la commande');
  await expect(page.getByText('Carte bancaire, à payer aussitôt sur la page sécurisée de HelloAsso')).toBeVisible();
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
}

/** On the stand-in's page: the association's name and the server's amount. */
async function expectPaymentPage(page: Page, amount: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement à Wado France');
  await expect(page.locator('.item')).toHaveText(/^Commande WF-[2-9A-HJKMNP-Z]{6} – Wado France$/);
  await expect(page.locator('.amount')).toHaveText(amount);
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name}`, () => {
    test.use({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.isMobile });

    test('cart → billing → « Carte bancaire » → « Payer » on HelloAsso → « Paiement reçu », the order paid', async ({
      page,
      request,
      site,
    }) => {
      const email = `carte.${Date.now()}@exemple.fr`;
      await orderBookByCard(page, email);
      // 9,50 € and Colissimo's 6,90 €.
      await expectPaymentPage(page, /^Montant : 16,40\s€$/);
      await page.getByRole('button', { name: 'Payer' }).click();

      await expect(page.locator('main h1')).toHaveText('Paiement reçu');
      const reference = (await page.getByTestId('order-reference').textContent())!;
      expect(reference).toMatch(/^WF-[2-9A-HJKMNP-Z]{6}$/);
      await expect(page.getByRole('status').filter({ hasText: 'HelloAsso nous a confirmé' })).toContainText(
        /votre paiement par carte de 16,40\s€ TTC : votre commande est en préparation/,
      );
      await expect(page.getByText('IBAN')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Votre droit de rétractation' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible();
      await expectNoViolations(page, `« Paiement reçu » at ${width.name}`);

      // Paid in the database (HelloAsso's notification, read back by the server), by the site itself.
      const treasurer = await apiToken(site, `tresorerie.${Date.now()}@wado-france.test`, ['treasurer']);
      const stored = await request.get(`/api/admin/orders/${reference}`, {
        headers: { authorization: `Bearer ${treasurer}` },
      });
      expect(await stored.json()).toMatchObject({
        status: 'paid',
        totalCents: 1640,
        payment: { method: 'card', title: 'Carte bancaire' },
        history: [
          { status: 'pending_payment', note: 'Commande passée sur le site' },
          { status: 'paid', note: 'Payée par carte (HelloAsso)', actor: null },
        ],
      });
    });

    test('a refused card: back to the cart, paid from there, refused again, retried from the return page', async ({
      page,
    }) => {
      await orderBookByCard(page, `refus.${Date.now()}@exemple.fr`);
      await expectPaymentPage(page, /^Montant : 16,40\s€$/);

      // « Retour » on HelloAsso's page leads to the cart, emptied by the order: the order waits there.
      await page.getByRole('link', { name: 'Retour' }).click();
      await expect(page.locator('main h1')).toHaveText('Panier');
      const awaiting = page.getByRole('region', { name: 'Commande en attente de paiement' });
      await expect(awaiting).toContainText(/attend son paiement par carte\. Vos articles vous sont réservés jusqu’au/);
      await expectNoViolations(page, `the cart with an order waiting for its card payment at ${width.name}`);
      await awaiting.getByRole('button', { name: /^Payer 16,40\s€ par carte$/ }).click();

      await expectPaymentPage(page, /^Montant : 16,40\s€$/);
      await page.getByRole('button', { name: 'Refuser' }).click();
      await expect(page.locator('main h1')).toHaveText('Votre paiement a été refusé');
      const status = page.getByRole('status').filter({ hasText: 'rien n’a été débité' });
      await expect(status).toContainText(/Vos articles vous sont réservés jusqu’au \d+(er)? \S+ \d{4} à \d+\sh/);
      await expectNoViolations(page, `a refused card at ${width.name}`);

      await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
      await expectPaymentPage(page, /^Montant : 16,40\s€$/);
      await page.getByRole('button', { name: 'Payer' }).click();
      await expect(page.locator('main h1')).toHaveText('Paiement reçu');
    });
  });
}
