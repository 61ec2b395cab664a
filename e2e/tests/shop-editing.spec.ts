import { expect, test } from './fixtures';
import { adminMenu, expectImageLoaded, jpegPhoto, SIGNED_OUT_401, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * The shop editor in Chromium, against the built site: an article with two sizes and a photo is
 * created and put on sale in the back office, then a visitor buys one size of it. The worker's
 * database is shared: the article is withdrawn at the end (the catalogue's counts of the other shop
 * tests stay those of the seed), and kept, as it was ordered.
 */

const PASSWORD = 'un mot de passe assez long';

test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

test('a shop editor adds an article with two sizes and a photo and a visitor buys it', async ({ page, site }) => {
  test.setTimeout(120_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const editor = `boutique.${id}@wado-france.test`;
  const name = `Gourde Wado ${id}`;
  const alt = 'Gourde en inox bleue posée sur un tatami';
  await createPerson(site, editor, ['shop'], PASSWORD);
  await signIn(page, editor, PASSWORD);
  let itemUrl = '';
  try {
    await adminMenu(page).getByRole('link', { name: 'Boutique' }).click();
    await page.getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles de la boutique' })).toBeVisible();
    await page.getByRole('link', { name: 'Nouvel article' }).click();
    await page.locator('#item-name').fill(name);
    await page.locator('#item-summary').fill('Une gourde isotherme aux couleurs de Wado France.');
    await page.locator('#item-description').fill('Gourde de **50 cl**, garde l’eau fraîche 12 heures.');
    await page.locator('#item-category').selectOption({ label: 'Écussons et accessoires' });
    await page.locator('#item-price').fill('18,90');
    await page.locator('#item-member-price').fill('15,90');
    await page.getByRole('button', { name: 'Créer le brouillon' }).click();
    await expect(page).toHaveURL(/\/admin\/mf-shop\/articles\/gourde-wado-\d+$/);
    itemUrl = new URL(page.url()).pathname;
    const itemId = itemUrl.split('/').pop()!;
    await expect(page.getByText('Brouillon', { exact: true })).toBeVisible();

    // Two sizes with their stock.
    for (const [label, stock] of [
      ['50 cl', '4'],
      ['75 cl', '2'],
    ] as const) {
      await page.getByLabel('Nouvelle taille').fill(label);
      await page.getByLabel('Stock initial').fill(stock);
      await page.getByRole('button', { name: 'Ajouter la taille' }).click();
      await expect(page.getByText(`La taille « ${label} » a été ajoutée.`)).toBeVisible();
    }
    const sizes = page.getByRole('table', { name: 'Tailles de l’article et leur stock' });
    await expect(sizes.getByRole('row')).toHaveCount(3);

    // A photo, sent as a JPEG, described, added.
    await page.getByLabel('Choisir une image').setInputFiles({
      name: 'gourde.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegPhoto(900, 900),
    });
    await page.getByLabel('Texte alternatif').fill(alt);
    await page.getByRole('button', { name: 'Ajouter la photo à l’article' }).click();
    await expect(page.getByText('La photo a été ajoutée.')).toBeVisible();
    await expect(page.getByRole('listitem').getByRole('img', { name: alt })).toHaveAttribute(
      'src',
      /^\/media\/uploads\//,
    );

    // A draft is not on sale; published, it is.
    expect((await page.request.get(`/api/shop/items/${itemId}`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Mettre en vente' }).click();
    await expect(page.getByText('L’article est en vente.', { exact: true })).toBeVisible();

    // A visitor (the same browser: an order does not depend on the session) finds it in its category,
    // sees the photo in modern formats and orders one 75 cl.
    await page.goto('/shop?categorie=accessoires');
    await page.getByRole('button', { name: "J'accepte" }).click();
    await expect(page.getByRole('button', { name: "J'accepte" })).toBeHidden();
    await page.getByRole('link', { name }).click();
    await expect(page.locator('main h1')).toHaveText(name);
    const photo = page.locator('main picture').first();
    await expect(photo.locator('source[type="image/avif"]')).toHaveCount(1);
    await expectImageLoaded(photo.getByRole('img', { name: alt }));
    await page.getByRole('radio', { name: /^75 cl/ }).check();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('link', { name: 'Panier, 1 article' }).click();
    await expect(page.getByRole('main')).toContainText(name);
    await expect(page.getByRole('main')).toContainText('75 cl');
    await page.getByRole('link', { name: 'Continuer la commande' }).click();
    await page.getByRole('radio', { name: 'Non, je commande au tarif public' }).check();
    await page.getByRole('button', { name: 'Continuer vers les coordonnées' }).click();
    await page.getByLabel(/^Prénom/).fill('Camille');
    await page.getByLabel(/^Nom/).fill('Gourdin');
    await page.getByLabel(/^Adresse e-mail/).fill('camille.gourdin@exemple.fr');
    await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
    await page.getByLabel(/^Adresse$|^Adresse \*/).fill('3 place Bellecour');
    await page.getByLabel(/^Code postal/).fill('69002');
    await page.getByLabel(/^Ville/).fill('Lyon');
    await page.getByRole('radio', { name: /^Virement bancaire/ }).check();
    await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
    await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
    await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
    await expect(page.locator('main h1')).toHaveText('Merci, votre commande est enregistrée');
    const reference = (await page.getByTestId('order-reference').textContent())!;

    // The editor sees the stock taken by the order, in the table and in the history.
    await page.goto(itemUrl);
    await expect(sizes.getByRole('row').nth(2)).toContainText(/75 cl\s*1/);
    const history = page.getByRole('table', { name: 'Mouvements de stock, les plus récents en premier' });
    await expect(history.getByRole('row').nth(1)).toContainText(`Commande ${reference}`);
    // Ordered: it can no longer be deleted, only withdrawn.
    await expect(page.getByText(/Cet article figure dans des commandes/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer l’article' })).toHaveCount(0);
  } finally {
    if (itemUrl) {
      const itemId = itemUrl.split('/').pop()!;
      const origin = new URL(page.url()).origin;
      await page.request.post(`/api/admin/shop/items/${itemId}/withdraw`, { headers: { origin } });
    }
  }
});
