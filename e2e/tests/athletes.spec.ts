import { expectNoViolations, waitForContent } from './support/axe';
import { expectNoOverflow, overflowOf } from './support/overflow';
import { expect, expectLayout, test } from './fixtures';

/**
 * A page per athlete of the national team: from the team to an athlete, from the athlete to a
 * competition where they won a medal, and from its podium back to the athlete.
 */
const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: '375 px', viewport: { width: 375, height: 740 }, isMobile: true },
];

for (const width of WIDTHS) {
  test.describe(`athletes at ${width.name}`, () => {
    test.use({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.isMobile });

    test('/competitors → an athlete → one of their results → back to the athlete', async ({ page }) => {
      await page.goto('/competitors');
      await page.getByRole('link', { name: 'Léa Kerbrat' }).click();

      await expect(page).toHaveURL(/\/competitor\/lea-kerbrat$/);
      await expect(page.locator('main h1')).toHaveText('Léa Kerbrat');
      await expect(page).toHaveTitle('Léa Kerbrat – Wado France');
      const facts = page.locator('main dl');
      await expect(facts).toContainText('Grade3e dan');
      await expect(facts).toContainText('CatégorieSeniors (18-34 ans)');
      await expect(facts.getByRole('link', { name: 'Wado Kai Rennes' })).toHaveAttribute('href', /^\/club\/\d+$/);
      // Her medals in words: five podiums, four of them gold.
      const medals = page.getByRole('region', { name: '5 médailles' });
      await expect(medals.getByRole('list', { name: '5 médailles pour Léa Kerbrat' })).toHaveText(
        /4 or\s*0 argent\s*1 bronze/,
      );
      const results = page.getByRole('region', { name: 'Résultats' }).getByRole('listitem');
      await expect(results).toHaveCount(5);
      await expect(results.first()).toContainText('Open international de Wado de Paris');
      await expect(results.nth(3)).toContainText('Médaille de bronze');
      await expect(results.nth(3)).toContainText('Coupe du monde de Wadō-ryū');
      await waitForContent(page);
      await expectLayout(page);
      expectNoOverflow(await overflowOf(page, width.viewport.width));
      await expectNoViolations(page, `/competitor/lea-kerbrat at ${width.name}`);

      await results.nth(1).getByRole('link', { name: "Championnat d'Europe de Wadō-ryū" }).click();
      await expect(page).toHaveURL(/\/result\/championnat-europe-wado-2026$/);
      await expect(page.locator('main h1')).toHaveText("Championnat d'Europe de Wadō-ryū");
      const podium = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 3, name: 'Kata individuel féminin – seniors' }) })
        .getByRole('listitem');
      // A foreign athlete is a name only; our athlete links to her page.
      await expect(podium.nth(1)).toContainText('Giulia Ferraro');
      await expect(podium.nth(1).getByRole('link')).toHaveCount(0);
      await waitForContent(page);
      await expectNoViolations(page, `/result/championnat-europe-wado-2026 at ${width.name}`);
      await podium.first().getByRole('link', { name: 'Léa Kerbrat' }).click();

      await expect(page).toHaveURL(/\/competitor\/lea-kerbrat$/);
      await expect(page.locator('main h1')).toHaveText('Léa Kerbrat');
      await page.getByRole('link', { name: '← Tous les compétiteurs' }).click();
      await expect(page.locator('main h1')).toHaveText('Les compétiteurs de la sélection');
    });

    test.describe('an unknown athlete', () => {
      // The browser logs the 404 answers (the page's and the API's); the page says it in French.
      test.use({ allowConsoleErrors: [/status of 404/] });

      test('answers a real 404 with the French message inside the layout', async ({ page }) => {
        const response = await page.goto('/competitor/athlete-imaginaire');
        expect(response?.status()).toBe(404);
        await expect(page.locator('main h1')).toHaveText('Compétiteur introuvable');
        await expect(page.locator('main')).toContainText(
          "Ce compétiteur n'existe pas ou ne fait plus partie de la sélection.",
        );
        await expect(page.getByRole('link', { name: '← Tous les compétiteurs' })).toHaveAttribute(
          'href',
          '/competitors',
        );
        await expectLayout(page);
        await expectNoViolations(page, `/competitor/athlete-imaginaire at ${width.name}`);
      });
    });
  });
}
