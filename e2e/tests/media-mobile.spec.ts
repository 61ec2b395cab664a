import { expect, test } from './fixtures';

test('the selection and media screens fit a 375-pixel screen', async ({ page }) => {
  for (const path of [
    '/coaches',
    '/competitors',
    '/results',
    '/result/championnat-europe-wado-2026',
    '/events',
    '/news',
    '/news/championnat-europe-lisbonne-2026',
    '/gallery',
    '/gallery?album=open-de-paris-2026',
    '/press',
    '/interviews',
    '/interview/lea-kerbrat-championne-europe-2026',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Chargement...');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('on a phone the photo viewer fits the screen and follows a swipe', async ({ page }) => {
  await page.goto('/gallery?album=stage-ete-mimizan-2026');
  await page.getByRole('button', { name: "J'accepte" }).click();
  await page.getByRole('button', { name: /^Agrandir la photo 1/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Photo 1 sur 6')).toBeVisible();
  const box = (await dialog.locator('img').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  // A swipe from right to left: the next photo.
  const y = box.y + box.height / 2;
  await page.mouse.move(300, y);
  await page.mouse.down();
  await page.mouse.move(80, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText('Photo 2 sur 6')).toBeVisible();
  await dialog.getByRole('button', { name: /Fermer/ }).click();
  await expect(dialog).toBeHidden();
});
