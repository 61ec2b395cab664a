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
