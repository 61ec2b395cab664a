import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { adminMenu, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * The national team's editor enters a competition's podium in the back office: gold, silver and
 * two bronze medals chosen from the competitors. The results page counts the medals from it at its
 * next load; the competition is then deleted (and gone from the page).
 */
test.describe('the selection team enters results', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[19]/] });

  test('enters a podium of four competitors, the results page shows its medal count, then deletes it', async ({
    page,
    site,
  }) => {
    const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `selection.${id}@wado-france.test`;
    const name = `Open de test ${id}`;
    await createPerson(site, email, ['selection'], 'un mot de passe assez long');
    await signIn(page, email, 'un mot de passe assez long');

    await adminMenu(page).getByRole('link', { name: 'Sélection nationale' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Résultats', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats' })).toBeVisible();
    await waitForContent(page);
    await page.getByRole('link', { name: 'Nouvelle compétition' }).click();
    await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
    await page.getByLabel(/^Premier jour/).fill('2027-06-12');
    await page.getByLabel(/^Dernier jour/).fill('2027-06-13');
    await page.getByRole('textbox', { name: /^Lieu/ }).fill('Palais des sports');
    await page.getByRole('textbox', { name: /^Ville/ }).fill('Nice');
    await page.getByRole('combobox', { name: /^Niveau/ }).selectOption({ label: 'Open international' });
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await page.getByRole('textbox', { name: /^Catégorie/ }).fill('Kata individuel féminin – seniors');
    const competitor = (place: number) =>
      page.getByRole('combobox', { name: `Compétiteur de la sélection, place ${place}` });
    await expect(competitor(1).getByRole('option', { name: /^Léa Kerbrat/ })).toHaveCount(1);
    for (const [place, athlete] of [
      [1, /^Léa Kerbrat/],
      [2, /^Sarah Lemoine/],
      [3, /^Inès Haddad/],
      [4, /^Camille Fournier/],
    ] as const) {
      const label = await competitor(place).getByRole('option', { name: athlete }).textContent();
      await competitor(place).selectOption({ label: label! });
    }
    await expect(
      page.getByText('Médailles de l’équipe de France, comptées d’après les podiums : 1 or, 1 argent, 2 bronze.'),
    ).toBeVisible();
    await expectNoViolations(page, 'podium saisi');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Enregistré : la compétition « ${name} » est sur le site.`)).toBeVisible();
    const editorUrl = page.url();

    // A visitor sees it first on the results page, with the medals its podium gives.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/results');
    const item = visitor.getByRole('listitem').filter({ has: visitor.getByRole('link', { name }) });
    await expect(item.getByRole('list', { name: "4 médailles pour l'équipe de France" })).toBeVisible();
    await expect(item.getByText('1 or')).toBeVisible();
    await expect(item.getByText('1 argent')).toBeVisible();
    await expect(item.getByText('2 bronze')).toBeVisible();

    // Deleted, it is gone from the results.
    await page.goto(editorUrl);
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect(page.getByText(`Mis à la corbeille : « ${name} ».`)).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('link', { name })).toHaveCount(0);
    await visitor.close();
  });
});
