import { expect, expectLayout, test } from './fixtures';

test.describe('L’association: dedicated screens', () => {
  test('committee: the bodies with portraits, roles and texts', async ({ page }) => {
    await page.goto('/committee');
    await expect(page.locator('main h1')).toHaveText('Comité directeur');
    await expect(page).toHaveTitle('Comité directeur – Wado France');
    const bureau = page.getByRole('region', { name: 'Le bureau' });
    await expect(bureau.getByRole('heading', { level: 3, name: 'Hélène Marchand' })).toBeVisible();
    await expect(bureau).toContainText('Présidente');
    await expect(page.getByRole('region', { name: 'La direction technique nationale' })).toContainText(
      'Philippe Garnier',
    );
    const portrait = page.getByRole('img', { name: 'Portrait illustré d’Hélène Marchand, présidente' });
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectLayout(page);
  });

  test('club finder: search by department, filter by region, share the URL, nothing found', async ({ page }) => {
    await page.goto('/affiliated_clubs');
    await expect(page.locator('main h1')).toHaveText('Clubs affiliés');
    await expect(page.getByText('60 clubs affichés sur 60')).toBeVisible();
    const clubs = page.getByRole('list', { name: 'Clubs affiliés' }).getByRole('heading', { level: 2 });

    await page.getByLabel('Rechercher un club').fill('2A');
    await expect(clubs).toHaveText(['Wado Karaté Ajaccio']);
    await expect(page).toHaveURL(/\/affiliated_clubs\?q=2A$/);

    await page.getByLabel('Rechercher un club').fill('saint-etienne');
    await expect(clubs).toHaveText(['Karaté Wado Saint-Étienne']);

    await page.getByLabel('Rechercher un club').fill('');
    await page.getByLabel('Région').selectOption('Bretagne');
    await expect(page.getByText('4 clubs affichés sur 60')).toBeVisible();
    await expect(page).toHaveURL(/region=Bretagne/);

    // The shared link shows the same list.
    await page.goto('/affiliated_clubs?q=lyon&region=Auvergne-Rh%C3%B4ne-Alpes');
    await expect(clubs).toHaveCount(2);
    await expect(page.getByLabel('Rechercher un club')).toHaveValue('lyon');

    await page.getByLabel('Rechercher un club').fill('tombouctou');
    await expect(page.getByText('Aucun club ne correspond à votre recherche')).toBeVisible();
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('button', { name: 'Afficher tous les clubs' }).click();
    await expect(clubs).toHaveCount(60);
  });

  test('membership: the season, the fees, the steps and a way to the club finder', async ({ page }) => {
    await page.goto('/membership');
    await expect(page.locator('main h1')).toHaveText('Adhésion');
    await expect(page).toHaveTitle('Adhésion – Wado France');
    await expect(page.getByRole('heading', { name: 'Les licences de la saison 2026-2027' })).toBeVisible();
    await expect(page.locator('main')).toContainText(/39,00\s€/);
    await expect(page.getByRole('list', { name: 'Étapes de l’inscription' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('main')).toContainText('questionnaire de santé');
    await page.getByRole('link', { name: 'Trouver un club près de chez moi' }).click();
    await expect(page).toHaveURL(/\/affiliated_clubs$/);
    await expect(page.locator('main h1')).toHaveText('Clubs affiliés');
  });

  test('partners: the footer’s partners with logo, description and website', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.locator('main h1')).toHaveText('Partenaires');
    const list = page.locator('main').getByRole('list', { name: 'Nos partenaires' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    const logo = list.getByRole('img', { name: 'Logo de Maison du Japon' });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(list).toContainText('Centre culturel japonais');
    await expect(list.getByRole('link', { name: 'Visiter le site de Maison du Japon' })).toHaveAttribute(
      'href',
      'https://www.maison-du-japon.fr',
    );
    // Same records as the footer.
    await expect(
      page.getByRole('contentinfo').getByRole('list', { name: 'Nos partenaires' }).getByRole('img'),
    ).toHaveCount(6);
  });
});
