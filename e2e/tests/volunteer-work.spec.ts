import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { adminMenu, SIGNED_OUT_401, signIn } from './support/backOffice';
import { expectNoOverflow, overflowOf } from './support/overflow';
import { createPerson } from './support/people';

/**
 * What volunteers do without a developer, in Chromium against the built site, on a computer and
 * on a phone: the treasurer changes the IBAN once and every page shows the new one; a media
 * volunteer deletes a news item, finds it in the bin and restores it; the treasurer reads every
 * payment in one list; the president fixes a section's page without granting herself its role,
 * and the home page says what to check.
 */

const PASSWORD = 'un mot de passe assez long';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const DELIVERED_IBAN = 'FR76 1234 5678 9012 3456 7890 104';
const NEW_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

async function signedInAs(page: Page, site: Parameters<typeof createPerson>[0], roles: string[]) {
  const email = `benevole.${unique()}@wado-france.test`;
  await createPerson(site, email, roles, PASSWORD);
  await signIn(page, email, PASSWORD);
  return email;
}

async function screenChecked(page: Page, label: string, width: number) {
  await waitForContent(page);
  expectNoOverflow(await overflowOf(page, width, label));
  await expectNoViolations(page, label);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, allowConsoleErrors: [SIGNED_OUT_401] });

    test('a media volunteer deletes a news item, finds it in the bin and restores it', async ({ page, site }) => {
      test.setTimeout(90_000);
      await signedInAs(page, site, ['media']);
      const title = `Stage de rentrée ${unique()}`;
      const created = await page.evaluate(async (newsTitle) => {
        const response = await fetch('/api/admin/news', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            title: newsTitle,
            summary: 'Deux jours de kihon.',
            body: 'Le stage de la rentrée.',
            author: 'Commission communication',
            image: null,
            eventId: null,
          }),
        });
        return { status: response.status, record: (await response.json()) as { id: number; slug: string } };
      }, title);
      expect(created.status).toBe(201);
      await page.evaluate(
        (id) =>
          fetch(`/api/admin/news/${id}/publish`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }),
        created.record.id,
      );

      await page.goto(`/admin/mf-media/actualites/${created.record.id}`);
      await page.getByRole('button', { name: 'Supprimer' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Mettre à la corbeille ?' });
      await expect(dialog).toContainText('vous pourrez le restaurer pendant 30 jours depuis « Corbeille »');
      await dialog.getByRole('button', { name: 'Mettre à la corbeille' }).click();
      await expect(page.getByText(`Mis à la corbeille : « ${title} ».`)).toBeVisible();
      expect((await page.request.get(`/api/news/${created.record.slug}`)).status()).toBe(404);

      await page.goto('/admin');
      const toggle = adminMenu(page).getByRole('button', { name: 'Menu' });
      if (await toggle.isVisible()) await toggle.click();
      await adminMenu(page).getByRole('link', { name: 'Corbeille' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
      const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      await expect(entry).toContainText('Actualité · supprimé le');
      await screenChecked(page, 'the bin', width);
      await entry.getByRole('button', { name: `Restaurer « ${title} »` }).click();
      await expect(page.getByText(`Actualité « ${title} » restauré(e), avec ses liens.`)).toBeVisible();
      expect((await page.request.get(`/api/news/${created.record.slug}`)).status()).toBe(200);
      await page.goto(`/news/${created.record.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    test('the treasurer reads every payment received in one list, with its export', async ({ page, site }) => {
      await signedInAs(page, site, ['treasurer']);
      await page.goto('/admin/paiements');
      await expect(page.getByRole('heading', { level: 1, name: 'Paiements reçus' })).toBeVisible();
      await expect(page.getByRole('search', { name: 'Choisir les paiements' })).toBeVisible();
      await expect(page.getByText(/paiements?, .* en tout|Aucun paiement pour ces critères\./)).toBeVisible();
      await screenChecked(page, 'payments received', width);
      const csv = await page.request.get('/api/admin/money.csv');
      expect(csv.status()).toBe(200);
      expect((await csv.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'Payé le;Type;Référence;Objet;Payeur;E-mail;Moyen de paiement;Montant (€);Statut',
      );
    });

    test('the president fixes a page of the association without granting herself its role; her home says what to check', async ({
      page,
      site,
    }) => {
      await signedInAs(page, site, ['admin']);
      await expect(page.getByRole('region', { name: 'À vérifier' })).toContainText(
        /Rien à vérifier|contradictions? entre des pages publiées/,
      );
      await screenChecked(page, 'the back office’s home', width);
      await page.goto('/admin/mf-association/pages/history');
      await expect(page.getByRole('heading', { level: 1, name: /^Modifier « / })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Accès réservé' })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Insérer une coordonnée des réglages' })).toBeVisible();
    });
  });
}

test.describe('the treasurer changes the IBAN once', () => {
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('the donations page and the sale conditions show the new one, and only it', async ({ page, site }) => {
    await signedInAs(page, site, ['admin']);
    const setIban = async (iban: string) => {
      await page.goto('/admin/reglages');
      await expect(page.getByRole('heading', { level: 1, name: 'Réglages du site' })).toBeVisible();
      await page.getByLabel(/^IBAN/).fill(iban);
      await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
      await expect(page.getByText('Les réglages sont enregistrés')).toBeVisible();
    };
    try {
      await setIban(NEW_IBAN);
      for (const path of ['/donations', '/general_terms_and_conditions_of_sale']) {
        // As the server sends the page, and as the visitor sees it.
        const html = await (await page.request.get(path)).text();
        expect(html, path).toContain(NEW_IBAN);
        expect(html, path).not.toContain(DELIVERED_IBAN);
        await page.goto(path);
        await expect(page.locator('main')).toContainText(NEW_IBAN);
        await expect(page.locator('main')).not.toContainText('{{');
      }
    } finally {
      await setIban(DELIVERED_IBAN);
    }
    await page.goto('/donations');
    await expect(page.locator('main')).toContainText(DELIVERED_IBAN);
  });
});
