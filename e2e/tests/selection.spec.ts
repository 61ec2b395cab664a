import { expect, expectLayout, test } from './fixtures';

test.describe('Sélection nationale: dedicated screens', () => {
  test('coaches: the staff, its head first, each with an illustrated portrait, role, grade and club', async ({
    page,
  }) => {
    await page.goto('/coaches');
    await expect(page.locator('main h1')).toHaveText('Les entraîneurs de la sélection');
    await expect(page).toHaveTitle('Entraîneurs de la sélection nationale – Wado France');
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Sophie Nakamura-Roux');
    await expect(first).toContainText('Entraîneuse nationale');
    await expect(first).toContainText('5e dan');
    const portrait = first.getByRole('img', { name: 'Portrait illustré de Sophie Nakamura-Roux' });
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectLayout(page);
    // Her club is one of the directory: its page opens.
    await first.getByRole('link', { name: 'Dojo Wado de la Croix-Rousse (Lyon)' }).click();
    await expect(page).toHaveURL(/\/club\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dojo Wado de la Croix-Rousse');
  });

  test('competitors: filter by discipline and age group, kept in a shareable URL', async ({ page }) => {
    await page.goto('/competitors');
    await expect(page.locator('main h1')).toHaveText('Les compétiteurs de la sélection');
    await expect(page.getByText('16 compétiteurs')).toBeVisible();
    const names = page.locator('main li h2');
    await page.getByLabel('Discipline').selectOption('kumite');
    await page.getByLabel("Catégorie d'âge").selectOption('juniors');
    await expect(names).toHaveText(['Jade Nguyen', 'Noah Diallo']);
    await expect(page).toHaveURL(/\/competitors\?discipline=kumite&categorie=juniors$/);
    await expect(page.locator('main li').filter({ hasText: 'Noah Diallo' })).toContainText('Kumite · Juniors · -68 kg');

    // The shared link shows the same selection.
    await page.reload();
    await expect(names).toHaveText(['Jade Nguyen', 'Noah Diallo']);
    await page.getByLabel('Tableau').selectOption('F');
    await expect(names).toHaveText(['Jade Nguyen']);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page.getByText('16 compétiteurs')).toBeVisible();
  });

  test('results: choose a season, open a competition from the list, see its podiums and medals', async ({ page }) => {
    await page.goto('/results');
    await expect(page.locator('main h1')).toHaveText('Résultats');
    await expect(page.getByRole('heading', { level: 2, name: 'Saison 2026-2027' })).toBeVisible();
    await page.getByLabel('Saison', { exact: true }).selectOption('2024-2025');
    await expect(page).toHaveURL(/saison=2024-2025/);
    const links = page.locator('main h3 a');
    await expect(links).toHaveText([
      'Coupe du monde de Wadō-ryū',
      'Championnat de France Wado',
      'Open international de Lyon',
    ]);
    await links.first().click();
    await expect(page).toHaveURL(/\/result\/coupe-du-monde-wado-2025$/);
    await expect(page.locator('main h1')).toHaveText('Coupe du monde de Wadō-ryū');
    await expect(page).toHaveTitle('Coupe du monde de Wadō-ryū – Wado France');
    await expect(page.getByRole('list', { name: "4 médailles pour l'équipe de France" })).toContainText('1 or');
    const veterans = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Kata individuel – vétérans' }) });
    await expect(veterans.getByRole('listitem').first()).toContainText('Jean-Marc Poirier');
    await expect(veterans.getByRole('listitem').first()).toContainText('Équipe de France');
    await page.getByRole('link', { name: '← Tous les résultats' }).click();
    await expect(page.locator('main h1')).toHaveText('Résultats');
  });

  test.describe('an unknown id', () => {
    // The browser logs the API's 404 answer; the page handles it.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('an unknown competition says so in French inside the layout', async ({ page }) => {
      await page.goto('/result/championnat-imaginaire-1999');
      await expect(page.locator('main h1')).toHaveText('Compétition introuvable');
      await expect(page.locator('main')).toContainText("Cette compétition n'existe pas ou n'est plus publiée.");
      await expectLayout(page);
    });
  });
});
