import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { passwordResetLinkFromOutbox, SIGNED_OUT_401, signIn } from './support/backOffice';
import type { TestServer } from './support/extraServer';
import { createPerson } from './support/people';

/**
 * « Mot de passe oublié ? » in Chromium, against the built site: a volunteer asks a link from the
 * sign-in page, opens it from the outbox, chooses a new password and is signed in; the old one no
 * longer works. At 1280 px and on a 375 px phone, axe clean on both new pages.
 */

const OLD_PASSWORD = 'un mot de passe assez long';
const NEW_PASSWORD = 'le dojo du mardi soir, le retour';

/** Unique per run: the worker's database is shared by the tests of that worker. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function resetForgottenPassword(page: Page, site: TestServer, screen: string) {
  const email = `oublieuse.${screen}.${unique()}@wado-france.test`;
  await createPerson(site, email, ['media'], OLD_PASSWORD);

  await page.goto('/admin/connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await waitForContent(page);
  await expectNoViolations(page, `/admin/mot-de-passe-oublie (${screen})`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte actif existe pour cette adresse');
  await expect(page.getByRole('status')).toContainText('valable 1 heure et ne sert qu’une fois');
  await expectNoViolations(page, `/admin/mot-de-passe-oublie, sent (${screen})`);

  await page.goto(passwordResetLinkFromOutbox(site, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await waitForContent(page);
  await expectNoViolations(page, `/admin/nouveau-mot-de-passe (${screen})`);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'vos autres sessions sont fermées' })).toBeVisible();
  await expect(page.getByText(`Compte : ${email}`)).toBeVisible();

  // Signed out, the old password is refused and the new one lets in.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await signIn(page, email, NEW_PASSWORD);
}

test.describe('a volunteer who forgot her password chooses a new one by e-mail', () => {
  // Signed-out visits ask /api/auth/me (401), and the old password is refused (401).
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('at 1280 px', async ({ page, site }) => {
    test.setTimeout(90_000);
    await resetForgottenPassword(page, site, 'bureau');
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('at 375 px', async ({ page, site }) => {
      test.setTimeout(90_000);
      await resetForgottenPassword(page, site, 'telephone');
    });
  });
});
