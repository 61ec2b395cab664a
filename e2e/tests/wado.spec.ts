import { expect, expectLayout, test } from './fixtures';
import { menuGroupToggle } from './support/menu';

test.describe('Le Wado: the lexicon', () => {
  test('searches instantly without accents, filters by category, groups by letter and shares the URL', async ({
    page,
  }) => {
    await page.goto('/lexicon');
    await expect(page.locator('main h1')).toHaveText('Lexique du Wado');
    await expect(page).toHaveTitle('Lexique – Wado France');
    await expect(page.getByText(/^\d+ termes affichés sur \d+$/)).toBeVisible();
    const total = Number((await page.getByText(/termes affichés sur/).textContent())!.match(/sur (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(80);

    await page.getByLabel('Rechercher un terme').fill('otsuka');
    // The founder, and the masters whose meaning names him.
    await expect(page.getByRole('term').filter({ hasText: 'Ōtsuka Hironori' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Funakoshi Gichin' })).toBeVisible();
    expect(await page.getByRole('term').count()).toBeLessThan(10);
    await expect(page).toHaveURL(/\/lexicon\?q=otsuka$/);

    await page.getByLabel('Rechercher un terme').fill('hirondelle');
    await expect(page.getByRole('term')).toHaveCount(1);
    await expect(page.getByRole('term')).toContainText('Wanshu');

    await page.getByLabel('Rechercher un terme').fill('');
    await page.getByLabel('Catégorie').selectOption({ label: 'Compter' });
    await expect(page.getByText('10 termes affichés sur')).toBeVisible();
    await expect(page).toHaveURL(/category=nombres/);
    const letters = page.getByRole('navigation', { name: 'Aller à la lettre' }).getByRole('link');
    await expect(letters).toHaveText(['G', 'H', 'I', 'J', 'K', 'N', 'R', 'S']);

    // The shared URL gives the same view.
    await page.goto('/lexicon?q=nagasu');
    await expect(page.getByLabel('Rechercher un terme')).toHaveValue('nagasu');
    await expect(page.getByRole('term')).toHaveText([/Nagasu/]);
    await expectLayout(page);
  });

  test('is reached from the menu', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await menuGroupToggle(page, 'LE WADO').click();
    await nav.getByRole('link', { name: 'Lexique' }).click();
    await expect(page.locator('main h1')).toHaveText('Lexique du Wado');
  });
});
