import { expect, test } from './fixtures';

test('the association and Wado screens fit a 375-pixel screen and stay usable', async ({ page }) => {
  for (const path of ['/committee', '/affiliated_clubs', '/membership', '/partners', '/lexicon']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Chargement...');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/affiliated_clubs?q=brest');
  const club = page.getByRole('list', { name: 'Clubs affiliés' }).getByRole('listitem').first();
  await expect(club.getByRole('heading', { level: 2 })).toHaveText('Karaté Wado Brest');
  await expect(club.getByRole('link', { name: '02 61 91 50 27' })).toHaveAttribute('href', 'tel:0261915027');
  const box = await club.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
});
