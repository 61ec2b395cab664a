import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { adminMenu, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * The Wado team keeps the lexicon in the back office: a new term is on the public page at its next
 * load, a term already there (other accents or hyphens) is refused in French, a deleted term is gone.
 */
test.describe('the wado team edits the lexicon', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[19]/] });

  test('adds a term the public lexicon then shows, is refused a duplicate, and deletes the term', async ({
    page,
    site,
  }) => {
    const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `wado.${id}@wado-france.test`;
    const term = `Hasami zuki ${id}`;
    await createPerson(site, email, ['wado'], 'un mot de passe assez long');
    await signIn(page, email, 'un mot de passe assez long');

    await adminMenu(page).getByRole('link', { name: 'Le Wado' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Lexique', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lexique' })).toBeVisible();
    await waitForContent(page);
    await expectNoViolations(page, 'lexique');
    await page.getByRole('link', { name: 'Nouveau terme' }).click();
    await page.getByRole('textbox', { name: /^Terme/ }).fill(term);
    await page.getByRole('textbox', { name: /^Lecture en japonais/ }).fill('挟み突き');
    await page.getByRole('textbox', { name: /^Traduction/ }).fill('Double coup de poing en ciseaux, aux flancs.');
    await page.getByRole('combobox', { name: /^Catégorie/ }).selectOption({ label: 'Techniques' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Enregistré : le terme « ${term} » est sur le site.`)).toBeVisible();
    await expectNoViolations(page, 'terme enregistré');
    const editorUrl = page.url();

    // A visitor finds it on the public lexicon, server-rendered.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/lexicon?q=${encodeURIComponent(term)}`);
    await expect(visitor.getByRole('term')).toHaveText(new RegExp(term));
    await expect(visitor.getByRole('definition').first()).toContainText('Double coup de poing en ciseaux');

    // The same term with other accents and a hyphen is refused, on its field.
    await page
      .getByRole('link', { name: /Lexique/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Nouveau terme' }).click();
    await page.getByRole('textbox', { name: /^Terme/ }).fill(`HASAMI-ZUKI ${id}`);
    await page.getByRole('textbox', { name: /^Traduction/ }).fill('Doublon.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const refusal = 'Ce terme est déjà dans le lexique (les accents, majuscules et traits d’union ne comptent pas).';
    await expect(page.getByRole('link', { name: refusal })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Terme/ })).toHaveAttribute('aria-invalid', 'true');

    // Deleted, it is gone from the public page.
    await page.goto(editorUrl);
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect(page.getByText(`Mis à la corbeille : « ${term} ».`)).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('term')).toHaveCount(0);
    await visitor.close();
  });
});
