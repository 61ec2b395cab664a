import { expect, expectLayout, test } from './fixtures';
import { expectNoViolations } from './support/axe';

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

  test('club finder: pages of twelve, search by department, region, share the URL', async ({ page }) => {
    await page.goto('/affiliated_clubs');
    await expect(page.locator('main h1')).toHaveText('Clubs affiliés');
    const count = page.locator('main p[role="status"]');
    await expect(count).toHaveText('60 clubs — page 1 sur 5');
    const clubs = page.getByRole('list', { name: 'Clubs affiliés' }).getByRole('heading', { level: 2 });
    await expect(clubs).toHaveCount(12);
    await expectLayout(page);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page
      .getByRole('navigation', { name: 'Pages des clubs' })
      .getByRole('link', { name: 'Page suivante →' })
      .click();
    await expect(page).toHaveURL(/\/affiliated_clubs\?page=2$/);
    await expect(count).toHaveText('60 clubs — page 2 sur 5');
    await expect(count).toBeFocused();
    await expect(clubs).toHaveCount(12);

    // A department number or a town: every club, nearest first.
    const nearest = page.getByRole('list', { name: 'Clubs les plus proches' }).getByRole('heading', { level: 3 });
    const search = page.getByLabel('Rechercher un club');
    await search.fill('2A');
    await search.press('Enter');
    await expect(nearest.first()).toHaveText('Wado Karaté Ajaccio');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Les clubs les plus proches du département Corse-du-Sud (2A)' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/affiliated_clubs\?q=2A$/);

    await search.fill('saint-etienne');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(nearest.first()).toHaveText('Karaté Wado Saint-Étienne');
    // Words of a club's name: the clubs that have them.
    await search.fill('dojo wado');
    await search.press('Enter');
    await expect(clubs.first()).toBeVisible();
    await expect(page.locator('main p[role="status"]')).toHaveText(/^\d+ clubs? sur 60$/);

    await search.fill('');
    const region = page.getByLabel('Région');
    await expect(region.getByRole('option')).toHaveCount(19);
    await expect(region.getByRole('option', { name: 'Bourgogne-Franche-Comté (aucun club)' })).toHaveCount(1);
    await region.selectOption('Bretagne');
    await expect(count).toHaveText('4 clubs sur 60');
    await expect(page).toHaveURL(/\?region=Bretagne$/);

    // The shared link shows the same list: the region's clubs, nearest to Lyon first.
    await page.goto('/affiliated_clubs?q=lyon&region=Auvergne-Rh%C3%B4ne-Alpes');
    await expect(page.locator('main p[role="status"]')).toHaveText(
      /^\d+ clubs en Auvergne-Rhône-Alpes, du plus proche au plus éloigné/,
    );
    await expect(nearest.nth(1)).toBeVisible();
    await expect(search).toHaveValue('lyon');
  });

  test('club finder: never ends on « no club »: the clubs nearest to Dijon, to a region, or the regions', async ({
    page,
  }) => {
    await page.goto('/affiliated_clubs');
    const count = page.locator('main p[role="status"]');
    const search = page.getByLabel('Rechercher un club');
    await search.fill('Dijon');
    await search.press('Enter');
    await expect(count).toHaveText('60 clubs, du plus proche au plus éloigné — page 1 sur 5');
    const nearest = page.getByRole('region', { name: "Les clubs les plus proches de Dijon (Côte-d'Or)" });
    const cards = nearest
      .getByRole('list', { name: 'Clubs les plus proches' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(cards).toHaveCount(12);
    const distances = await cards.getByText(/^À \d+\s+km de Dijon$/).allTextContents();
    const kilometres = distances.map((text) => Number(/\d+/.exec(text)![0]));
    expect(kilometres).toHaveLength(12);
    expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
    // Bourg-en-Bresse, the nearest seeded club, is some 125 km away.
    expect(kilometres[0]).toBeGreaterThan(100);
    expect(kilometres[0]).toBeLessThan(150);
    await expectNoViolations(page, '/affiliated_clubs?q=Dijon');

    await search.fill('');
    await page.getByLabel('Région').selectOption('Centre-Val de Loire');
    await expect(count).toHaveText('Aucun club affilié en Centre-Val de Loire pour le moment.');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Les clubs les plus proches de la région Centre-Val de Loire' }),
    ).toBeVisible();
    await expect(page.getByText('Les distances partent d’Orléans, son chef-lieu.')).toBeVisible();

    await page.goto('/affiliated_clubs?q=tombouctou');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Nous ne connaissons aucun club ni aucun lieu nommé « tombouctou ».',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: "J'accepte" }).click();
    await expectNoViolations(page, '/affiliated_clubs?q=tombouctou');
    await page.getByRole('list', { name: 'Régions' }).getByRole('link', { name: 'Bretagne' }).click();
    await expect(count).toHaveText('4 clubs sur 60');
    await expect(search).toHaveValue('');
  });

  test.describe('club finder without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server renders the pages, the search and the nearest clubs', async ({ page }) => {
      await page.goto('/affiliated_clubs');
      const clubs = page.getByRole('list', { name: 'Clubs affiliés' }).getByRole('heading', { level: 2 });
      await expect(clubs).toHaveCount(12);
      const first = await clubs.first().textContent();
      await page.getByRole('link', { name: 'Page suivante →' }).click();
      await expect(page).toHaveURL(/\/affiliated_clubs\?page=2$/);
      await expect(page.locator('main p[role="status"]')).toHaveText('60 clubs — page 2 sur 5');
      await expect(clubs.first()).not.toHaveText(first!);

      await page.getByLabel('Rechercher un club').fill('Dijon');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(/\?q=Dijon&region=$/);
      await expect(
        page.getByRole('heading', { name: "Les clubs les plus proches de Dijon (Côte-d'Or)" }),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Clubs les plus proches' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(12);

      await page.getByLabel('Rechercher un club').fill('');
      await page.getByLabel('Région').selectOption('Bretagne');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(clubs).toHaveCount(4);
    });
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
