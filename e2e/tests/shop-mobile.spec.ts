import { expect, test } from './fixtures';

test('the shop screens fit a 375-pixel screen and the cart is reachable from the header', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: "J'accepte" }).click();
  for (const path of ['/shop', '/shop/karategi-kihon-blanc', '/cart', '/isaffiliated', '/billing']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/shop/karategi-kihon-blanc');
  await page.getByRole('radio', { name: /170 cm/ }).check();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await expect(page.locator('main h1')).toHaveText('Panier');
  await expect(page.getByRole('link', { name: 'Karatégi Kihon blanc' })).toBeVisible();
  for (const path of ['/cart', '/billing']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the catalogue shows two articles per row on a phone, whole down to 320 px', async ({ page }) => {
  await page.goto('/shop');
  const cards = page.locator('main li:has(h2)');
  await expect(cards).toHaveCount(19);
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 740 });
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        // Names wrap and prices stay whole: nothing in the card is wider than the card.
        const cut = Array.from(item.querySelectorAll('h2, span, p')).filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > box.right + 1,
        );
        return {
          top: Math.round(box.top),
          left: box.left,
          right: box.right,
          cut: cut.map((element) => element.textContent),
        };
      }),
    );
    const rows = new Set(boxes.map((box) => box.top));
    expect(rows.size, `${width} px`).toBe(10);
    expect(boxes[1]!.top, `${width} px`).toBe(boxes[0]!.top);
    expect(boxes[1]!.left, `${width} px`).toBeGreaterThan(boxes[0]!.right);
    expect(Math.max(...boxes.map((box) => box.right)), `${width} px`).toBeLessThanOrEqual(width);
    expect(
      boxes.flatMap((box) => box.cut),
      `${width} px`,
    ).toEqual([]);
    await expect(cards.first().locator('h2')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
});

test.describe('the stock', () => {
  // The browser itself logs the API's 409 answer to the summary.
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('a visitor cannot take more than the stock and is told at once; a size sold meanwhile is fixed on its line', async ({
    page,
    request,
  }) => {
    const name = 'Karatégi Kata coupe japonaise';
    await page.goto('/shop/karategi-kata-12oz');
    await page.getByRole('button', { name: "J'accepte" }).click();
    // 2 left in 200 cm: the quantity offers no more, and the page says why.
    await page.getByRole('radio', { name: /^200 cm/ }).check();
    const quantity = page.getByLabel('Quantité');
    await expect(quantity.locator('option')).toHaveText(['1', '2']);
    await expect(page.getByText(`Il ne reste que 2 exemplaires de « ${name} » (200 cm).`)).toBeVisible();
    await quantity.selectOption('2');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toContainText(
      `2 × ${name} (200 cm)`,
    );
    // Adding again: refused at once, in plain words.
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const allInCart = `Il ne reste que 2 exemplaires de « ${name} » (200 cm) : ils sont déjà tous dans votre panier.`;
    await expect(page.getByRole('status').filter({ hasText: allInCart })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panier, 2 articles' })).toBeVisible();

    // The cart offers no more than the stock either.
    await page.goto('/cart');
    const picker = page.getByLabel(`Quantité de ${name} (200 cm)`);
    await expect(picker.locator('option')).toHaveText(['1', '2']);
    await expect(page.getByText(allInCart)).toBeVisible();

    // Meanwhile, another buyer takes one of the two.
    const other = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': `autre-acheteur-${Date.now()}` },
      data: {
        lines: [{ itemId: 'karategi-kata-12oz', variantId: 'karategi-kata-12oz-200-cm', quantity: 1 }],
        delivery: 'pickup',
        billing: {
          firstName: 'Paul',
          lastName: 'Martin',
          email: 'paul.martin@exemple.fr',
          phone: '0612345678',
          address: '3 place Bellecour',
          postcode: '69002',
          city: 'Lyon',
        },
        payment: 'cheque',
        acceptTerms: true,
      },
    });
    expect(other.status()).toBe(201);

    await page.getByRole('link', { name: 'Continuer la commande' }).click();
    await page.getByRole('radio', { name: 'Non, je commande au tarif public' }).check();
    await page.getByRole('button', { name: 'Continuer vers les coordonnées' }).click();
    await page.getByLabel(/^Prénom/).fill('Élise');
    await page.getByLabel(/^Nom/).fill('Moreau');
    await page.getByLabel(/^Adresse e-mail/).fill('elise.moreau@exemple.fr');
    await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
    await page.getByLabel(/^Adresse$|^Adresse \*/).fill('12 rue des Lilas');
    await page.getByLabel(/^Code postal/).fill('69003');
    await page.getByLabel(/^Ville/).fill('Lyon');
    await page.getByRole('button', { name: 'Vérifier ma commande' }).click();

    // The summary says the server's refusal beside the line, not « momentanément indisponible ».
    await expect(page.locator('main h1')).toHaveText('Récapitulatif de la commande');
    const line = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
    await expect(line).toContainText(`Il ne reste qu’un exemplaire de « ${name} » (200 cm) : réduisez la quantité.`);
    await expect(page.getByText('Cette rubrique est momentanément indisponible')).toHaveCount(0);
    await line.getByRole('button', { name: 'Ramener la quantité à 1' }).click();
    // Priced again: one karategi at the public price, delivered for free from 80 €.
    await expect(page.getByTestId('order-total')).toHaveText(/^129,00\s€$/);
    await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
