import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { SIGNED_OUT_401, signIn } from './support/backOffice';
import { lastSeasonOf } from './support/licences';
import { createPerson, usersCommand } from './support/people';

/**
 * A club's season in Chromium, against the built site, as its manager does it: she adds a young
 * licensee, renews last season's in one action, asks for their licences, pays the season by card on
 * HelloAsso's page (the worker's stand-in), and comes back to licence numbers; one of her licensees
 * then gets the member price at the shop. Checked with axe at 1280 and 375 pixels.
 */
const PASSWORD = 'un mot de passe assez long';
const CLUB = 'Karaté Wado Angers';

test.describe('a club’s season', () => {
  test.setTimeout(120_000);
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('a licensee added, last season’s renewed, the season paid by card, licence numbers issued, the member price granted', async ({
    page,
    browser,
    site,
  }) => {
    const id = `${Date.now()}`.slice(-9);
    const manager = `licences.${id}@club-angers.test`;
    const { clubId, previous, current, lastNumber } = lastSeasonOf(site, CLUB, id);
    await usersCommand(
      site,
      ['add', manager, '--roles', 'club', '--clubs', String(clubId), '--password-stdin'],
      `${PASSWORD}\n`,
    );
    await signIn(page, manager, PASSWORD);
    const list = `/admin/mf-association/licencies?club=${clubId}&saison=${current.id}`;
    await page.goto(list);
    const table = page.getByRole('region', { name: `Licenciés de ${CLUB}` });
    await expect(table.getByRole('row', { name: /Lemoine Paul/ })).toContainText(lastNumber);
    await waitForContent(page);
    await expectNoViolations(page, 'licenciés du club (1280 px)');

    // A young licensee: her category comes from her birth year.
    await page.getByRole('link', { name: 'Ajouter un licencié' }).click();
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Jade');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Lemoine');
    await page.getByLabel(/^Date de naissance/).fill(`${current.year - 8}-05-01`);
    await page.getByRole('radio', { name: 'Femme' }).check();
    await page.getByRole('textbox', { name: /^Grade/ }).fill('6e kyu');
    await page.getByLabel(/^Discipline/).selectOption({ label: 'Karaté enfants' });
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(`parents.${id}@famille.test`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré : le licencié « Lemoine Jade ».')).toBeVisible();

    // A spreadsheet of two more: refused with a line at fault (nothing written), then fixed.
    await page.goto(list);
    await page.getByRole('link', { name: 'Importer une liste (CSV)' }).first().click();
    const header = 'Nom;Prénom;Date de naissance;Sexe;Grade;Discipline;E-mail';
    const upload = (lines: string[]) =>
      page.getByLabel('Fichier CSV').setInputFiles({
        name: 'licencies.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`),
      });
    await upload([
      `Roux;Emma;12/09/${current.year - 10};F;5e kyu;Karaté enfants;emma.${id}@famille.test`,
      'Roux;Tom;31/02/2015;M;;judo;tom@',
    ]);
    await expect(page.getByText('1 ligne refusée : corrigez-les dans votre tableur')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Enregistrer les? / })).toBeDisabled();
    await expectNoViolations(page, 'import refusé (1280 px)');
    await upload([
      `Roux;Emma;12/09/${current.year - 10};F;5e kyu;Karaté enfants;emma.${id}@famille.test`,
      `Roux;Tom;28/02/${current.year - 9};M;6e kyu;Karaté enfants;tom.${id}@famille.test`,
    ]);
    await page.getByRole('button', { name: 'Enregistrer les 2 licenciés' }).click();
    await expect(page.getByText('Liste importée : 2 licenciés ajoutés, 0 mis à jour.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Roux Tom/ })).toBeVisible();

    // Last season's licensee renewed in one action, with the new one.
    await page.goto(list);
    await page.getByRole('button', { name: `Cocher les licenciés de la saison ${previous.label}` }).click();
    await expect(page.getByRole('checkbox', { name: 'Demander la licence de Lemoine Paul' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Demander la licence de Lemoine Jade' }).check();
    await page.getByRole('button', { name: 'Demander les licences cochées (2)' }).click();
    await expect(page.getByText(`2 licences demandées pour la saison ${current.label}`)).toBeVisible();

    // The season: the affiliation, an adult's licence and a child's, paid by card on HelloAsso's page.
    const pay = page.getByRole('button', { name: /^Payer 215,00\s€ par carte$/ });
    await expect(pay).toBeVisible();
    await pay.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement à Wado France');
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByText('Paiement reçu : les licences sont délivrées, avec leur numéro.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/mf-association/licencies\\?club=${clubId}&saison=${current.id}$`));
    const prefix = `WF${String(current.year).slice(2)}`;
    const paul = table.getByRole('row', { name: /Lemoine Paul/ });
    await expect(paul).toContainText(new RegExp(`${prefix}\\d{6}`));
    await expect(table.getByRole('row', { name: /Lemoine Jade/ })).toContainText(new RegExp(`${prefix}\\d{6}`));
    const number = new RegExp(`${prefix}\\d{6}`).exec((await paul.textContent()) ?? '')![0];
    await expectNoViolations(page, 'saison payée (1280 px)');

    // On a phone too.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(page.getByText(number).first()).toBeVisible();
    await expectNoViolations(page, 'licenciés du club (375 px)');
    await table.getByRole('link', { name: 'Lemoine Jade' }).click();
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Jade');
    await expectNoViolations(page, 'fiche d’un licencié (375 px)');
    await page.goto(`/admin/mf-association/licencies/importer?club=${clubId}`);
    await expect(page.getByLabel('Fichier CSV')).toBeVisible();
    await expectNoViolations(page, 'import d’une liste (375 px)');

    // Paul's new licence gives him the member price at the shop.
    const shopper = await browser.newPage();
    try {
      await shopper.goto('/shop/petit-lexique-karateka');
      await shopper.getByRole('button', { name: 'Ajouter au panier' }).click();
      await shopper.getByRole('link', { name: /^Panier, 1 article/ }).click();
      await shopper.getByRole('link', { name: 'Continuer la commande' }).click();
      await shopper.getByRole('radio', { name: 'Oui, je suis licencié' }).check();
      await shopper.getByLabel('Numéro de licence').fill(number);
      await shopper.getByLabel('Nom du licencié').fill('LEMOINE');
      await shopper.getByRole('button', { name: 'Vérifier ma licence' }).click();
      await expect(shopper.getByText(new RegExp(`Licence ${number} vérifiée`))).toBeVisible();
    } finally {
      await shopper.close();
    }
  });

  test('the association sees every club’s season and acts for a club without a manager', async ({ page, site }) => {
    const id = `${Date.now()}`.slice(-9);
    const { current } = lastSeasonOf(site, 'Wado Club Vannes', id);
    const association = `saisons.${id}@wado-france.test`;
    await createPerson(site, association, ['association'], PASSWORD);
    await signIn(page, association, PASSWORD);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/mf-association/saison-des-clubs?saison=${current.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Saison des clubs' })).toBeVisible();
      await waitForContent(page);
      await expectNoViolations(page, `saison des clubs (${width} px)`);
    }
    await page.getByLabel('Afficher').selectOption({ label: 'Clubs sans responsable' });
    await expect(page).toHaveURL(/clubs=sans-responsable/);
    const clubs = page.getByRole('region', { name: new RegExp(`^Clubs, saison ${current.label}`) });
    await clubs.getByRole('link', { name: 'Wado Club Vannes' }).click();
    await expect(page).toHaveURL(/\/admin\/mf-association\/licencies\?club=\d+&saison=/);
    await expect(page.getByRole('region', { name: 'Licenciés de Wado Club Vannes' })).toContainText('Lemoine Paul');
    await expect(page.getByRole('link', { name: 'Ajouter un licencié' }).first()).toBeVisible();
  });
});
