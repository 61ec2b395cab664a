import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { adminMenu, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * The association keeps its directory of clubs in the back office: a new club is placed at its
 * commune (the finder shows it for that town at the next load), a club the national team refers to
 * cannot be deleted (the refusal says why), and the new club is deleted again.
 */
test.describe('the association edits its directory of clubs', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[019]/] });

  test('adds a club in Dijon that the club finder shows first, cannot delete a referenced club, deletes the new one', async ({
    page,
    site,
  }) => {
    const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `association.${id}@wado-france.test`;
    const name = `Académie Wado Dijon ${id}`;
    await createPerson(site, email, ['association'], 'un mot de passe assez long');
    await signIn(page, email, 'un mot de passe assez long');

    await adminMenu(page).getByRole('link', { name: 'Association' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Clubs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Annuaire des clubs' })).toBeVisible();
    await waitForContent(page);
    await expectNoViolations(page, 'annuaire');
    const listUrl = page.url();

    await page.getByRole('link', { name: 'Nouveau club' }).click();
    await page.getByRole('textbox', { name: /^Nom du club/ }).fill(name);
    await page.getByRole('textbox', { name: /^Adresse du dojo/ }).fill('Gymnase des Grésilles, 2 rue Castel');
    await page.getByRole('textbox', { name: /^Code postal/ }).fill('21000');
    await page.getByRole('textbox', { name: /^Commune/ }).fill('dijon');
    await page.getByRole('button', { name: 'Ajouter un horaire' }).click();
    await page.getByRole('textbox', { name: 'Horaire 1' }).fill('Mardi 19 h 00 – 20 h 30 : adultes');
    await page.getByRole('checkbox', { name: 'Self-défense' }).check();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('contact@academie-wado-dijon.fr');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Enregistré : le club « ${name} » est sur le site.`)).toBeVisible();
    await expect(page.getByText('Département : Côte-d’Or (21) · région Bourgogne-Franche-Comté')).toBeVisible();
    await expectNoViolations(page, 'club enregistré');
    const clubUrl = page.url();
    const clubId = clubUrl.split('/').at(-1);

    try {
      // A visitor's search for Dijon finds it first, server-rendered, with the commune's spelling.
      const visitor = await page.context().browser()!.newPage();
      await visitor.goto('/affiliated_clubs?q=Dijon');
      const first = visitor
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: visitor.getByRole('heading', { level: 3 }) })
        .first();
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(first).toContainText('Dijon · Côte-d’Or (21) · Bourgogne-Franche-Comté');
      await expect(first).toContainText('Mardi 19 h 00 – 20 h 30 : adultes');
      await expect(first).toContainText('Self-défense');

      // A club of the national team's coaches cannot be deleted: the dialog says why.
      await page.goto(`${listUrl}?q=${encodeURIComponent('Karaté Wado Grenoble')}`);
      await page.getByRole('link', { name: 'Karaté Wado Grenoble', exact: true }).click();
      await page.getByRole('button', { name: 'Supprimer' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Mettre à la corbeille' }).click();
      await expect(dialog).toContainText(
        /Ce club ne peut pas être supprimé : il est cité par \d+\sentraîneurs?[ ,].*Choisissez-leur d’abord un autre club\./,
      );
      await dialog.getByRole('button', { name: 'Annuler' }).click();

      // The new club is deleted: the finder no longer has it.
      await page.goto(clubUrl);
      await page.getByRole('button', { name: 'Supprimer' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
      await expect(page.getByText(`Mis à la corbeille : « ${name} ».`)).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 3, name })).toHaveCount(0);
      await visitor.close();
    } finally {
      // Every worker shares the database: the club goes even when a step above failed.
      await page.request.delete(`/api/admin/clubs/${clubId}`, { headers: { origin: new URL(page.url()).origin } });
    }
  });
});
