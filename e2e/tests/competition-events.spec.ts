import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { SIGNED_OUT_401, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * The national team's competitions in Chromium, against the built site: a person of the national
 * team (role selection only) finds « Événements » in the media section, listing the competitions
 * and no other event, creates the event of a new competition (the only kind on offer), and finds
 * it at once in « Compétitions : inscriptions », ready for its entries to be opened.
 */
const PASSWORD = 'un mot de passe assez long';

/** A seeded event of another kind than « Compétition », which the national team must not see. */
function otherEventTitle(dataDir: string): string {
  const db = new SQLite(path.join(dataDir, 'wado.sqlite'), { readonly: true });
  try {
    return (
      db.prepare("SELECT title FROM events WHERE kind <> 'competition' ORDER BY id LIMIT 1").get() as { title: string }
    ).title;
  } finally {
    db.close();
  }
}

test.describe('the national team’s competitions', () => {
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('creates the event of a new competition, then finds it ready for its entries', async ({ page, site }) => {
    const id = `${Date.now()}`.slice(-8);
    const email = `selection.${id}@wado-france.test`;
    const title = `Coupe régionale ${id}`;
    await createPerson(site, email, ['selection'], PASSWORD);
    await signIn(page, email, PASSWORD);

    await page.goto('/admin/mf-media/evenements');
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Championnat de France Wado' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: otherEventTitle(site.dataDir) })).toHaveCount(0);

    await page.getByRole('link', { name: 'Nouvel événement' }).click();
    const kind = page.getByRole('combobox', { name: /^Type/ });
    await expect(kind.getByRole('option')).toHaveText(['Compétition']);
    await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await page.getByLabel(/^Premier jour/).fill('2027-05-22');
    await page.getByLabel(/^Dernier jour/).fill('2027-05-23');
    await page.getByRole('textbox', { name: /^Lieu/ }).fill('Halle des sports');
    await page.getByRole('textbox', { name: /^Ville/ }).fill('Orléans');
    await page.getByRole('textbox', { name: /^Résumé/ }).fill('Kata et kumite, toutes catégories.');
    await waitForContent(page);
    await expectNoViolations(page, 'événement de la sélection');
    await page.getByRole('button', { name: 'Créer le brouillon' }).click();
    await expect(page.getByText('Brouillon créé')).toBeVisible();

    await page.goto('/admin/mf-media/competitions-organisation');
    await expect(page.getByLabel('Compétition').getByRole('option', { name: new RegExp(title) })).toHaveCount(1);
  });
});
