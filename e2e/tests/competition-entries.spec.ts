import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { SIGNED_OUT_401, signIn } from './support/backOffice';
import type { TestServer } from './support/extraServer';
import { createPerson, usersCommand } from './support/people';

/**
 * A competition's entries by clubs in Chromium, against the built site: the organizer (role media)
 * opens the entries of the seeded « Championnat de France Wado » with two categories (one kata
 * category asking at least « 4e kyu »); the manager of Wado Kai Rennes sees her seeded licensees
 * with a licence of the season, one of them refused for her grade (its reason beside her name),
 * enters the two others (one in kumite with her weight), pays by card on HelloAsso's page (the
 * worker's stand-in) and comes back to paid entries; the organizer then sees them by category and
 * downloads the CSV and one category's PDF. Each new screen is checked with axe at 1280 and 375 px.
 */
const PASSWORD = 'un mot de passe assez long';
const CLUB = 'Wado Kai Rennes';
const EVENT = 'Championnat de France Wado';
const ORGANIZER_PATH = '/admin/mf-media/competitions-organisation';

/**
 * The seeded event and season, the club, and a third licensee of the club with a licence issued
 * for the seeded season (the seed gives the club two: Inès Boucher, 5e kyu, and Zoé O'Connell,
 * 4e kyu), written straight to the worker's database.
 */
function seeded(site: TestServer, id: string) {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const eventId = (db.prepare('SELECT id FROM events WHERE title = ?').get(EVENT) as { id: number }).id;
    const season = db.prepare("SELECT id, label FROM membership_seasons WHERE ends_on = '2027-08-31'").get() as {
      id: number;
      label: string;
    };
    const clubId = (db.prepare('SELECT id FROM clubs WHERE name = ?').get(CLUB) as { id: number }).id;
    const at = new Date().toISOString();
    const licensee = Number(
      db
        .prepare(
          `INSERT INTO licensees (club_id, first_name, last_name, birth_date, sex, grade, discipline, email, created_at, updated_at)
           VALUES (?, 'Lucas', 'Boucher', '2012-06-10', 'M', '3e kyu', 'enfants', ?, ?, ?)`,
        )
        .run(clubId, `lucas.${id}@licencies.test`, at, at).lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO licences (licensee_id, club_id, season_id, status, number, requested_at, issued_at)
       VALUES (?, ?, ?, 'issued', ?, ?, ?)`,
    ).run(licensee, clubId, season.id, `WF98${id.slice(-6).padStart(6, '0')}`, at, at);
    return { eventId, season, clubId };
  } finally {
    db.close();
  }
}

/** Axe on the page as it is, at both widths, back to 1280 px after. */
async function axeAtBothWidths(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await waitForContent(page);
    await expectNoViolations(page, `${label} (${width} px)`);
  }
}

test.describe('a competition’s entries by clubs', () => {
  test.setTimeout(150_000);
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('opened by the organizer, entered and paid by card by a club, listed by category and exported', async ({
    page,
    browser,
    site,
  }) => {
    const id = `${Date.now()}`.slice(-9);
    const { eventId, season, clubId } = seeded(site, id);
    const organizer = `competitions.${id}@wado-france.test`;
    const manager = `competitions.${id}@wado-rennes.test`;
    await createPerson(site, organizer, ['media'], PASSWORD);
    await usersCommand(
      site,
      ['add', manager, '--roles', 'club', '--clubs', String(clubId), '--password-stdin'],
      `${PASSWORD}\n`,
    );

    // The organizer opens the entries: season, fee, two categories.
    await signIn(page, organizer, PASSWORD);
    await page.goto(`${ORGANIZER_PATH}?evenement=${eventId}`);
    await expect(page.getByRole('heading', { level: 2, name: `Ouvrir les inscriptions : ${EVENT}` })).toBeVisible();
    await page.getByLabel(/^Saison des licences/).selectOption({ label: season.label });
    await page.getByLabel(/^Prix par inscription/).fill('15');
    await page.getByLabel('Libellé de la catégorie 1').fill('Kata minimes F confirmées');
    await page.getByLabel('Sexe de la catégorie 1').selectOption({ label: 'Féminin' });
    await page.getByLabel('Née en ou après (année), catégorie 1').fill('2012');
    await page.getByLabel('Née en ou avant (année), catégorie 1').fill('2013');
    await page.getByLabel('Grade minimum de la catégorie 1').selectOption('4e kyu');
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await page.getByLabel('Libellé de la catégorie 2').fill('Kumite minimes M -50 kg');
    await page.getByLabel('Discipline de la catégorie 2').selectOption({ label: 'Kumite' });
    await page.getByLabel('Sexe de la catégorie 2').selectOption({ label: 'Masculin' });
    await page.getByLabel('Née en ou après (année), catégorie 2').fill('2011');
    await page.getByLabel('Née en ou avant (année), catégorie 2').fill('2013');
    await page.getByLabel('Poids maximum en kilos, catégorie 2').fill('50');
    await axeAtBothWidths(page, 'ouverture des inscriptions');
    await page.getByRole('button', { name: 'Ouvrir les inscriptions' }).click();
    await expect(page.getByText(`Les inscriptions à « ${EVENT} » sont ouvertes aux clubs.`)).toBeVisible();
    await expect(page.getByTestId('competition-status')).toContainText('Inscriptions ouvertes jusqu’au');
    await expect(page.getByText('Aucun inscrit pour le moment')).toBeVisible();

    // The club's manager: her club at once, her licensees with their category or why not.
    const context = await browser.newContext({ baseURL: site.url, locale: 'fr-FR' });
    try {
      const club = await context.newPage();
      await signIn(club, manager, PASSWORD);
      await club.goto('/admin/mf-media/competitions');
      await expect(club.getByRole('heading', { level: 2, name: `${EVENT} : ${CLUB}` })).toBeVisible();
      const candidates = club.getByRole('region', { name: 'Tableau des licenciés à inscrire' });
      const ines = candidates.getByRole('row', { name: /Boucher Inès/ });
      await expect(ines.getByRole('checkbox', { name: 'Kata : Inès Boucher' })).toBeDisabled();
      await expect(ines).toContainText(
        'Grade insuffisant : Kata minimes F confirmées demande au moins le 4e kyu (5e kyu).',
      );
      const zoe = candidates.getByRole('row', { name: /O'Connell Zoé/ });
      await zoe.getByRole('checkbox', { name: "Kata : Zoé O'Connell" }).check();
      await expect(zoe).toContainText('Catégorie : Kata minimes F confirmées');
      const lucas = candidates.getByRole('row', { name: /Boucher Lucas/ });
      await lucas.getByRole('checkbox', { name: 'Kumite : Lucas Boucher' }).check();
      await lucas.getByLabel('Poids (kg) de Lucas Boucher').fill('42,5');
      await expect(lucas).toContainText('Catégorie : Kumite minimes M -50 kg');
      await expect(club.getByText('2 inscriptions cochées : 30,00 € à régler.')).toBeVisible();
      await axeAtBothWidths(club, 'inscription des licenciés');
      await club.getByRole('button', { name: 'Inscrire', exact: true }).click();
      await expect(club.getByText('2 inscriptions enregistrées. Réglez-les pour les confirmer.')).toBeVisible();
      const entries = club.getByRole('region', { name: 'Tableau des inscriptions du club' });
      await expect(entries.getByRole('row')).toHaveCount(3);
      await expect(club.getByText(/Montant à régler/)).toContainText('30,00');

      // Paid by card on HelloAsso's page, back to the same screen.
      await club.getByRole('button', { name: 'Payer par carte' }).click();
      await expect(club.getByRole('heading', { level: 1 })).toHaveText('Paiement à Wado France');
      await club.getByRole('button', { name: 'Payer' }).click();
      await expect(club.getByText('Paiement reçu : les inscriptions réglées sont confirmées.')).toBeVisible();
      await expect(club).toHaveURL(new RegExp(`/admin/mf-media/competitions\\?evenement=${eventId}&club=${clubId}$`));
      await expect(entries.getByText('Payée')).toHaveCount(2);
      await expect(club.getByText('Tout est réglé.')).toBeVisible();
      await axeAtBothWidths(club, 'inscriptions payées');
    } finally {
      await context.close();
    }

    // The organizer: the entries by category, the CSV and one category's PDF.
    await page.goto(`${ORGANIZER_PATH}?evenement=${eventId}`);
    await expect(page.getByText('2 inscriptions dans 2 catégories.')).toBeVisible();
    const kata = page.getByRole('region', { name: 'Kata minimes F confirmées (1 inscrit)' });
    await expect(kata.getByRole('row', { name: /O'Connell Zoé/ })).toContainText('Payée');
    const kumite = page.getByRole('region', { name: 'Kumite minimes M -50 kg (1 inscrit)' });
    await expect(kumite.getByRole('row', { name: /Boucher Lucas/ })).toContainText('42,5 kg');
    await axeAtBothWidths(page, 'inscrits par catégorie');

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporter (CSV)' }).click();
    const csv = (await readFile((await (await csvDownload).path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Catégorie;Discipline;Nom;Prénom;Date de naissance;Sexe;Grade;Poids (kg);Club;Licence;État;Déplacements',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.startsWith('Kata minimes F confirmées'))).toContain(`O'Connell;Zoé`);
    expect(lines.find((line) => line.startsWith('Kumite minimes M -50 kg'))).toContain('Boucher;Lucas');

    const pdfDownload = page.waitForEvent('download');
    await kata.getByRole('link', { name: 'Liste (PDF) : Kata minimes F confirmées' }).click();
    const pdf = await readFile((await (await pdfDownload).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
