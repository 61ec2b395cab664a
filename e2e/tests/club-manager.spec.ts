import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { adminMenu, invitationLinkFromOutbox, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * A club's own manager in Chromium, against the built site: the association names her from
 * « Personnes » for her club, she accepts the invitation, finds in the back office her club and no
 * other, writes its training times and presentation, and a visitor sees them on the club's page at
 * the next load. Checked with axe at 1280 and 375 pixels.
 */
const PASSWORD = 'un mot de passe assez long';
const HER_CLUB = 'Karaté Wado Tarbes';
const OTHER_CLUB = 'Wado Club Limoges';

/** A link of the back office's menu, opened first on a phone (where it folds behind « Menu »). */
async function openFromMenu(page: Page, name: string): Promise<void> {
  const toggle = adminMenu(page).getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await adminMenu(page).getByRole('link', { name }).click();
}

test.describe('a club manager keeps her club’s page', () => {
  // One pattern: Playwright would read a second item of the list as the option's settings.
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[134]/] });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`is named by the association, then edits her club only (${viewport.width} px)`, async ({
      page,
      browser,
      site,
    }) => {
      await page.setViewportSize(viewport);
      const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const association = `association.${id}@wado-france.test`;
      const manager = `responsable.${id}@club-tarbes.test`;
      await createPerson(site, association, ['association'], PASSWORD);
      const clubId = (
        (await (await page.request.get(`/api/clubs?q=${encodeURIComponent(HER_CLUB)}`)).json()) as {
          items: { id: number; name: string }[];
        }
      ).items.find((club) => club.name === HER_CLUB)!.id;
      const original = (await (await page.request.get(`/api/clubs/${clubId}`)).json()) as {
        trainingTimes: string[];
      };

      // The association names her in « Personnes »: the one role it may give, and her club.
      await signIn(page, association, PASSWORD);
      await openFromMenu(page, 'Personnes');
      await expect(page.getByRole('heading', { level: 1, name: 'Personnes' })).toBeVisible();
      await waitForContent(page);
      const invite = page.getByRole('region', { name: 'Nommer un responsable de club' });
      await invite.getByLabel('Adresse e-mail de la personne').fill(manager);
      await expect(invite.getByRole('checkbox')).not.toHaveCount(0);
      await expect(invite.getByRole('checkbox', { name: /Administration/ })).toHaveCount(0);
      await expect(invite.getByRole('checkbox', { name: /Responsable de club/ })).toBeChecked();
      await invite.getByLabel('Filtrer les clubs').fill('tarbes');
      await invite.getByRole('checkbox', { name: `${HER_CLUB} (Tarbes)` }).check();
      await expectNoViolations(page, `personnes, association (${viewport.width} px)`);
      await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await expect(page.getByText(`Invitation envoyée à ${manager}.`)).toBeVisible();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();

      // She accepts the invitation: her menu holds the association's section, with her clubs and licensees only.
      const own = await browser.newPage({ viewport });
      try {
        await own.goto(invitationLinkFromOutbox(site, manager));
        await own.getByLabel('Nouveau mot de passe', { exact: true }).fill(PASSWORD);
        await own.getByLabel('Confirmez le nouveau mot de passe').fill(PASSWORD);
        await own.getByRole('button', { name: 'Activer mon compte' }).click();
        await expect(own.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeVisible();
        await expect(adminMenu(own).getByRole('link', { name: 'Personnes' })).toHaveCount(0);
        await openFromMenu(own, 'Association');
        const subMenu = own.getByRole('navigation', { name: 'Rubrique Association' });
        await expect(subMenu.getByRole('link')).toHaveText(['Clubs', 'Licenciés']);
        await expect(own.getByRole('heading', { level: 1, name: 'Vos clubs' })).toBeVisible();
        await expect(own.getByRole('main').getByRole('link', { name: HER_CLUB, exact: true })).toBeVisible();
        await expect(own.getByRole('main').getByRole('table').getByRole('link')).toHaveCount(1);
        await expect(own.getByRole('link', { name: 'Nouveau club' })).toHaveCount(0);
        await expectNoViolations(own, `vos clubs (${viewport.width} px)`);

        // Another club's address answers as if it did not exist.
        const otherId = (
          (await (await own.request.get(`/api/clubs?q=${encodeURIComponent(OTHER_CLUB)}`)).json()) as {
            items: { id: number; name: string }[];
          }
        ).items.find((club) => club.name === OTHER_CLUB)!.id;
        await own.goto(`/admin/mf-association/clubs/${otherId}`);
        await expect(own.getByRole('alert')).toContainText('Cette fiche n’existe pas ou a été supprimée.');

        // Her club: a new training time and a presentation, saved; no « Supprimer ».
        await own.goto(`/admin/mf-association/clubs/${clubId}`);
        await expect(own.getByRole('textbox', { name: /^Nom du club/ })).toHaveValue(HER_CLUB);
        await expect(own.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
        const slot = `Dimanche 10 h 00 – 11 h 00 : karaté en famille ${id}`;
        await own.getByRole('button', { name: 'Ajouter un horaire' }).click();
        await own.getByRole('textbox', { name: `Horaire ${original.trainingTimes.length + 1}` }).fill(slot);
        await own
          .getByRole('textbox', { name: 'Présentation du club' })
          .fill(`Un club familial au pied des Pyrénées.\n\nDeux cours d’essai offerts ${id}.`);
        await expectNoViolations(own, `fiche du club (${viewport.width} px)`);
        await own.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(own.getByText('Modifications enregistrées : le site les montre dès maintenant.')).toBeVisible();

        // A visitor sees it on the club's page at the next load, rendered by the server.
        const visitor = await browser.newPage({ viewport });
        await visitor.goto(`/club/${clubId}`);
        await expect(visitor.getByRole('heading', { level: 1, name: HER_CLUB })).toBeVisible();
        await expect(visitor.getByRole('region', { name: 'Présentation du club' }).getByRole('paragraph')).toHaveText([
          'Un club familial au pied des Pyrénées.',
          `Deux cours d’essai offerts ${id}.`,
        ]);
        await expect(visitor.getByText(slot)).toBeVisible();
        await expectNoViolations(visitor, `page du club (${viewport.width} px)`);
        await visitor.close();
      } finally {
        // The club's page as it was, for the other tests of the run.
        const saved = (await (await own.request.get(`/api/admin/clubs/${clubId}`)).json()) as Record<string, unknown>;
        const input = Object.fromEntries(
          ['name', 'address', 'postalCode', 'city', 'email', 'phone', 'website', 'disciplines'].map((key) => [
            key,
            saved[key],
          ]),
        );
        const restored = await own.request.put(`/api/admin/clubs/${clubId}`, {
          headers: { origin: new URL(site.url).origin },
          data: { ...input, trainingTimes: original.trainingTimes, presentation: null },
        });
        expect(restored.status()).toBe(200);
        await own.close();
      }
    });
  }
});
