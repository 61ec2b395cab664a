import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { adminMenu, SIGNED_OUT_401, signIn } from './support/backOffice';
import { expectNoOverflow, openContextAt, overflowOf, waitForPageReady } from './support/overflow';
import { createPerson } from './support/people';

/**
 * The treasurer in Chromium, against the built site: a visitor orders, the treasurer (created on
 * the host's command line) finds the order in the back office, exports it and marks it paid. The
 * orders stay in the worker's database: every check here is about this test's own buyer.
 */

const PASSWORD = 'un mot de passe assez long';

/** A last name no other order of the worker's database has (letters only, as a buyer would type one). */
function uniqueLastName(): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => 'bcdfghjklm'[+digit]!);
  return `Trésor${letters}`;
}

async function acceptTerms(page: Page): Promise<void> {
  await page.goto('/shop');
  await page.getByRole('button', { name: "J'accepte" }).click();
  await expect(page.getByRole('button', { name: "J'accepte" })).toBeHidden();
}

/** A visitor buys a book at the public price and pays by transfer; returns the order's reference. */
async function orderAsVisitor(page: Page, lastName: string): Promise<string> {
  await acceptTerms(page);
  await page.goto('/shop/petit-lexique-karateka');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await page.getByRole('link', { name: 'Continuer la commande' }).click();
  await page.getByRole('radio', { name: 'Non, je commande au tarif public' }).check();
  await page.getByRole('button', { name: 'Continuer vers les coordonnées' }).click();
  await page.getByLabel(/^Prénom/).fill('Jeanne');
  await page.getByLabel(/^Nom/).fill(lastName);
  await page.getByLabel(/^Adresse e-mail/).fill('jeanne.tresor@exemple.fr');
  await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
  await page.getByLabel(/^Adresse$|^Adresse \*/).fill('12 rue des Lilas');
  await page.getByLabel(/^Code postal/).fill('69003');
  await page.getByLabel(/^Ville/).fill('Lyon');
  await page.getByRole('radio', { name: /^Virement bancaire/ }).check();
  await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page.locator('main h1')).toHaveText('Merci, votre commande est enregistrée');
  return (await page.getByTestId('order-reference').textContent())!;
}

/** An order placed straight through the API (the checkout itself is shop.spec.ts's). */
async function orderThroughApi(request: APIRequestContext, lastName: string): Promise<string> {
  const response = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `tresorerie-${Date.now()}-${Math.floor(Math.random() * 1000)}` },
    data: {
      lines: [
        { itemId: 'tee-shirt-wado-france', variantId: 'tee-shirt-wado-france-m', quantity: 2 },
        { itemId: 'petit-lexique-karateka', variantId: 'petit-lexique-karateka-livre-de-poche', quantity: 1 },
      ],
      delivery: 'colissimo',
      billing: {
        firstName: 'Jean-Baptiste',
        lastName,
        email: 'jean-baptiste.tresor-de-la-boutique@exemple-tres-long.fr',
        phone: '0612345678',
        address: '3 place Antoine-Poncet, bâtiment des associations sportives',
        postcode: '69002',
        city: 'Lyon',
      },
      payment: 'cheque',
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test.describe('the treasurer', () => {
  // Signed-out visits (sign-in) ask /api/auth/me, which answers 401.
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('finds a visitor’s order, exports it, marks it paid, and the order shows its new status, history and e-mails', async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    const lastName = uniqueLastName();
    const reference = await orderAsVisitor(page, lastName);

    const treasurer = `tresorerie.${Date.now()}@wado-france.test`;
    await createPerson(site, treasurer, ['treasurer'], PASSWORD);
    await signIn(page, treasurer, PASSWORD);
    await adminMenu(page).getByRole('link', { name: 'Boutique' }).click();
    await expect(page).toHaveURL(/\/admin\/mf-shop\/commandes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();

    // The buyer's name finds the order; the filters go into the address.
    await page.getByLabel('Référence, nom ou e-mail').fill(lastName.toLowerCase());
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'En attente de paiement' });
    await expect(page).toHaveURL(
      new RegExp(`/admin/mf-shop/commandes\\?q=${encodeURIComponent(lastName.toLowerCase())}&statut=pending_payment$`),
    );
    const summary = page.locator('main p[role="status"]');
    await expect(summary).toHaveText(/^1 commande, /);
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
    await page.reload();
    await expect(summary).toHaveText(/^1 commande, /);

    // The export takes the same filters: this order only.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger ces commandes (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.startsWith(`${reference};`)).toBe(true);
    expect(rows[1]).toContain(`;${lastName};Jeanne;`);

    // The order: marked paid with a note, after a confirmation.
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(reference) })).toHaveCount(1);
    await expectNoViolations(page, 'la fiche d’une commande');
    await page.getByLabel('Note pour l’historique (facultative)').fill('Virement reçu le 24/11');
    await page.getByRole('button', { name: 'Marquer comme payée' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Marquer la commande ${reference} comme payée ?` });
    await expect(dialog).toContainText('Note pour l’historique : « Virement reçu le 24/11 »');
    await dialog.getByRole('button', { name: 'Marquer comme payée' }).click();
    await expect(page.getByText('La commande est marquée comme payée.')).toBeVisible();

    // Read again from the server: the new status, who changed it, the note, the buyer's new e-mail.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
    await expect(page.locator('main h1 + span')).toHaveText('Payée');
    const history = page.locator('main h2:text-is("Historique") + ol > li');
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText('En attente de paiement');
    await expect(history.nth(1)).toContainText(`Payée — le `);
    await expect(history.nth(1)).toContainText(`par ${treasurer}`);
    await expect(history.nth(1)).toContainText('Virement reçu le 24/11');
    await expect(page.getByRole('heading', { level: 3, name: `Commande ${reference} : payée` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marquer comme expédiée ou remise' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marquer comme payée' })).toHaveCount(0);

    // The list says so too.
    await page.getByRole('link', { name: '← Toutes les commandes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Payée' });
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
    await expect(summary).toHaveText(/^1 commande, /);
  });

  test('the list and an order hold on a 375 px phone, where the order is cancelled', async ({
    browser,
    request,
    site,
  }) => {
    test.setTimeout(90_000);
    const lastName = uniqueLastName();
    const reference = await orderThroughApi(request, lastName);
    const treasurer = `tresorerie.telephone.${Date.now()}@wado-france.test`;
    await createPerson(site, treasurer, ['treasurer'], PASSWORD);
    const context = await openContextAt(browser, site.url, 375);
    try {
      const phone = await context.newPage();
      await signIn(phone, treasurer, PASSWORD);
      await phone.goto(`/admin/mf-shop/commandes?q=${lastName}`);
      await waitForPageReady(phone);
      await expect(phone.getByRole('link', { name: reference })).toBeVisible();
      const offenders = await overflowOf(phone, 375);
      await phone.getByRole('link', { name: reference }).click();
      await expect(phone.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
      await expect(phone.getByRole('heading', { level: 3 })).toHaveCount(1);
      expectNoOverflow([...offenders, ...(await overflowOf(phone, 375))]);

      // Cancelled: the worker's database keeps no unpaid order of this test (they are capped per address).
      await phone.getByRole('button', { name: 'Annuler la commande' }).click();
      await phone.getByRole('alertdialog').getByRole('button', { name: 'Confirmer l’annulation' }).click();
      await expect(phone.getByText('La commande est annulée et ses articles sont remis en stock.')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
