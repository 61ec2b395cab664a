import { expect, test } from './fixtures';
import { apiToken } from './support/people';

/** The treasurer's token the e2e server is started with (playwright.config.ts). */

test.beforeEach(async ({ page }) => {
  // The fixed terms banner covers the bottom of the screen: accepted first, as a visitor would.
  await page.goto('/shop');
  await page.getByRole('button', { name: "J'accepte" }).click();
  await expect(page.getByRole('button', { name: "J'accepte" })).toBeHidden();
});

test('the catalogue filters by category, in the URL', async ({ page }) => {
  await expect(page.locator('main h1')).toHaveText('Boutique');
  const cards = page.locator('main li h2');
  await expect(cards).toHaveCount(19);
  await page
    .getByRole('navigation', { name: 'Catégories' })
    .getByRole('link', { name: /^Livres/ })
    .click();
  await expect(page).toHaveURL(/\/shop\?categorie=livres$/);
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'articles dans « Livres »' })).toBeVisible();
  await page.reload();
  await expect(cards).toHaveCount(3);
  // Every picture of the page is loaded for real.
  for (const image of await page.locator('main img').all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test.describe('an unknown item', () => {
  // The browser itself logs the API's 404 answer.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('says so inside the layout', async ({ page }) => {
    await page.goto('/shop/sabre-laser');
    await expect(page.locator('main h1')).toHaveText('Article introuvable');
    await expect(page.getByText('Cet article n’existe pas ou n’est plus en vente.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await page.getByRole('link', { name: 'Retourner à la boutique' }).click();
    await expect(page.locator('main h1')).toHaveText('Boutique');
  });
});

test('a sold-out size cannot be added', async ({ page }) => {
  await page.goto('/shop/karategi-kata-12oz');
  await expect(page.getByRole('radio', { name: /170 cm/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /160 cm/ })).toBeChecked();
});

test('the cart is the same in every tab and survives a reload; the header counts it', async ({ page, context }) => {
  await page.goto('/shop/ecusson-brode');
  await page.getByLabel('Quantité').selectOption('3');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
  await other.getByLabel('Quantité de Écusson brodé Wado France (Taille unique)').selectOption('5');
  await expect(page.getByRole('link', { name: 'Panier, 5 articles' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Panier, 5 articles' })).toBeVisible();
  await other.getByRole('button', { name: 'Retirer Écusson brodé Wado France (Taille unique) du panier' }).click();
  await expect(other.getByText('Votre panier est vide.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible();
});

test('an order is capped: 5 of one size, 10 articles in all, as the cart says', async ({ page }) => {
  await page.goto('/shop/ecusson-brode');
  const quantity = page.getByLabel('Quantité');
  await expect(quantity.locator('option')).toHaveText(['1', '2', '3', '4', '5']);
  await quantity.selectOption('5');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 5 articles' })).toBeVisible();
  // The line is full: nothing more of this size can be added.
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(
    page.getByText('Vous avez déjà dans le panier tout ce qui peut être commandé pour cette taille.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier, 5 articles' })).toBeVisible();
  await page.goto('/shop/protege-dents');
  await page.getByLabel('Quantité').selectOption('5');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 10 articles' })).toBeVisible();
  // The order is full: another article cannot be added either.
  await page.goto('/shop/livre-voie-de-l-harmonie');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Votre panier contient déjà 10 articles, le maximum pour une commande.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier, 10 articles' })).toBeVisible();
  await page.goto('/cart');
  await expect(
    page.getByText('Une commande compte au plus 10 articles, dont 5 au plus par article et par taille.'),
  ).toBeVisible();
});

test('a member buys: catalogue → item → cart → licence → billing → confirmation, priced by the server', async ({
  page,
  request,
  site,
}) => {
  // Catalogue → item
  await page
    .getByRole('navigation', { name: 'Catégories' })
    .getByRole('link', { name: /^Textile/ })
    .click();
  await page.getByRole('link', { name: 'Tee-shirt Wado France' }).click();
  await expect(page.locator('main h1')).toHaveText('Tee-shirt Wado France');
  await page.getByRole('radio', { name: /^L/ }).check();
  await page.getByLabel('Quantité').selectOption('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toContainText(
    '2 × Tee-shirt Wado France (L)',
  );

  // Cart: a second article, then a change of quantity
  await page.goto('/shop/petit-lexique-karateka');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('link', { name: 'Panier, 3 articles' }).click();
  await expect(page.locator('main h1')).toHaveText('Panier');
  await page.getByLabel('Quantité de Tee-shirt Wado France (L)').selectOption('3');
  await expect(page.getByTestId('cart-total')).toHaveText(/^66,50\s€$/);

  // Licence check
  await page.getByRole('link', { name: 'Continuer la commande' }).click();
  await expect(page.locator('main h1')).toHaveText('Êtes-vous licencié ?');
  await page.getByRole('radio', { name: 'Oui, je suis licencié' }).check();
  await page.getByLabel('Numéro de licence').fill('WF26004217');
  await page.getByLabel('Nom du licencié').fill('Lefevre');
  await page.getByRole('button', { name: 'Vérifier ma licence' }).click();
  await expect(page.getByText(/Licence WF26004217 vérifiée/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuer vers les coordonnées' }).click();

  // Billing: a mistake first, corrected
  await expect(page.locator('main h1')).toHaveText('Facturation');
  await page.getByLabel(/^Prénom/).fill('Élise');
  await page.getByLabel(/^Nom/).fill('Moreau');
  await page.getByLabel(/^Adresse e-mail/).fill('elise.moreau@exemple.fr');
  await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
  await page.getByLabel(/^Adresse$|^Adresse \*/).fill('12 rue des Lilas');
  await page.getByLabel(/^Code postal/).fill('6900');
  await page.getByLabel(/^Ville/).fill('Lyon');
  await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
  await expect(page.getByText('Code postal : il doit compter exactement 5 chiffres (exemple : 69002).')).toBeVisible();
  await page.getByLabel(/^Code postal/).fill('69003');
  // The card is offered first (card-payment.spec.ts); this buyer pays by transfer.
  await page.getByRole('radio', { name: /^Virement bancaire/ }).check();
  await page.getByRole('button', { name: 'Vérifier ma commande' }).click();

  // Review: the server's member prices, free Colissimo from 80 €? Here 3 × 15,00 + 8,00 = 53,00 + 6,90.
  await expect(page.locator('main h1')).toHaveText('Récapitulatif de la commande');
  await expect(page.getByTestId('order-total')).toHaveText(/^59,90\s€$/);
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(
    page.getByText('Veuillez accepter les conditions générales de vente pour passer commande.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();

  // Confirmation
  await expect(page.locator('main h1')).toHaveText('Merci, votre commande est enregistrée');
  const reference = (await page.getByTestId('order-reference').textContent())!;
  expect(reference).toMatch(/^WF-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByText('FR76 1234 5678 9012 3456 7890 104')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre droit de rétractation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute(
    'href',
    '/general_terms_and_conditions_of_sale',
  );
  await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('order-reference')).toHaveText(reference);

  // The order is in the database, with the server's total and member prices.
  // Read back as the treasurer's command line does: a personal API token.
  const treasurer = await apiToken(site, 'tresorerie@wado-france.test', ['treasurer']);
  const stored = await request.get(`/api/admin/orders/${reference}`, {
    headers: { authorization: `Bearer ${treasurer}` },
  });
  expect(stored.status()).toBe(200);
  const order = await stored.json();
  expect(order).toMatchObject({
    reference,
    status: 'pending_payment',
    memberPricing: true,
    licenceNumber: 'WF26004217',
    subtotalCents: 5300,
    shippingCents: 690,
    totalCents: 5990,
  });
  expect(
    order.lines.map((line: { variantId: string; quantity: number; unitPriceCents: number }) => [
      line.variantId,
      line.quantity,
      line.unitPriceCents,
    ]),
  ).toEqual([
    ['tee-shirt-wado-france-l', 3, 1500],
    ['petit-lexique-karateka-livre-de-poche', 1, 800],
  ]);
});
