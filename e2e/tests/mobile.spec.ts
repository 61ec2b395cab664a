import { expect, expectLayout, test } from './fixtures';

test('on a phone the menu opens with the icon and a link click closes it', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(toggle).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'BOUTIQUE' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('button', { name: 'LE WADO' }).click();
  await nav.getByRole('link', { name: 'Kihon et kata' }).click();
  await expect(page).toHaveURL(/\/kihon_kata$/);
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'BOUTIQUE' })).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();
  await expectLayout(page);
  // The icon closes it too.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(nav.getByRole('link', { name: 'BOUTIQUE' })).toBeHidden();
});

test('pages fit a 375-pixel screen without horizontal scrolling', async ({ page }) => {
  for (const path of ['/', '/history', '/terms_of_use']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
