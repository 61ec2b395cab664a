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
  const club = page.getByRole('list', { name: 'Clubs les plus proches' }).getByRole('listitem').first();
  await expect(club.getByRole('heading', { level: 3 })).toHaveText('Karaté Wado Brest');
  await expect(club.getByRole('link', { name: '02 61 91 50 27' })).toHaveAttribute('href', 'tel:0261915027');
  const box = await club.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
});

test('the club finder fits a phone: twelve clubs a page, and the clubs nearest to a town without one', async ({
  page,
}) => {
  await page.goto('/affiliated_clubs');
  const clubs = page.getByRole('list', { name: 'Clubs affiliés' }).getByRole('heading', { level: 2 });
  await expect(clubs).toHaveCount(12);
  await expect(page.locator('main p[role="status"]')).toHaveText('60 clubs — page 1 sur 5');
  // The sixty clubs on one page measured about 28,000 px at this width.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(9000);
  const pages = page.getByRole('navigation', { name: 'Pages des clubs' });
  await pages.scrollIntoViewIfNeeded();
  await expect(pages.getByRole('link', { name: 'Page suivante →' })).toBeVisible();

  const search = page.getByLabel('Rechercher un club');
  await search.fill('Dijon');
  await search.press('Enter');
  const nearest = page.getByRole('list', { name: 'Clubs les plus proches' });
  await expect(nearest.getByRole('heading', { level: 3 })).toHaveCount(12);
  await expect(nearest.getByText(/^À \d+\s+km de Dijon$/).first()).toBeVisible();
  const box = await nearest.getByRole('listitem').first().boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
