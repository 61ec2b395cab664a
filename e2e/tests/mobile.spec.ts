import { expect, expectLayout, test } from './fixtures';
import { expectExpanded, menuGroupToggle, phoneMenuToggle } from './support/menu';

test('on a phone the menu opens with the icon and a link click closes it', async ({ page }) => {
  await page.goto('/');
  const toggle = phoneMenuToggle(page);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'BOUTIQUE' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Fermer le menu');
  await expectExpanded(toggle, true);
  await menuGroupToggle(page, 'LE WADO').click();
  await nav.getByRole('link', { name: 'Kihon et kata' }).click();
  await expect(page).toHaveURL(/\/kihon_kata$/);
  await expectExpanded(toggle, false);
  await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
  await expect(nav.getByRole('link', { name: 'BOUTIQUE' })).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();
  await expectLayout(page);
  // The icon closes it too.
  await toggle.click();
  await toggle.click();
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
