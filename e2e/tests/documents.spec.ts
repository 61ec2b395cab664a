import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, expectLayout, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { adminMenu, signIn } from './support/backOffice';
import { expectNoOverflow, overflowOf } from './support/overflow';
import { createPerson } from './support/people';

/**
 * The association's documents: a volunteer uploads a PDF in the back office (a draft, not on the
 * site), publishes it, and a visitor finds it on /documents under its category, with its size,
 * pages and date, and downloads it (a PDF); withdrawn, it is gone again. At 1280 and 375 px, axe
 * finding nothing on each screen of the way.
 */

const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: '375 px', viewport: { width: 375, height: 740 }, isMobile: true },
];

/** A real two-page PDF, as a word processor's « Exporter au format PDF » gives one. */
async function minutesPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of [title, 'Rapport moral adopté à l’unanimité.']) {
    pdf.addPage([595.28, 841.89]).drawText(line, { x: 56, y: 780, size: 12, font });
  }
  return Buffer.from(await pdf.save());
}

for (const width of WIDTHS) {
  test.describe(`documents at ${width.name}`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.isMobile,
      allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[14]/],
    });

    test('a volunteer uploads and publishes a PDF; a visitor finds it on /documents and downloads it', async ({
      page,
      site,
    }) => {
      const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const email = `documents.${id}@wado-france.test`;
      const title = `Procès-verbal de l’assemblée extraordinaire ${id}`;
      const bytes = await minutesPdf(title);
      await createPerson(site, email, ['association'], 'un mot de passe assez long');
      await signIn(page, email, 'un mot de passe assez long');

      // On a phone the back office's menu opens from its button.
      if (width.isMobile) await adminMenu(page).getByRole('button', { name: 'Menu' }).click();
      await adminMenu(page).getByRole('link', { name: 'Association' }).click();
      await page.getByRole('main').getByRole('link', { name: 'Documents', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Documents à télécharger' })).toBeVisible();
      await waitForContent(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Assemblées générales' })).toBeVisible();
      await expectNoViolations(page, `liste des documents à ${width.name}`);
      expectNoOverflow(await overflowOf(page, width.viewport.width, 'liste'));

      await page.getByRole('link', { name: 'Nouveau document' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nouveau document' })).toBeVisible();
      await page
        .getByLabel(/^Fichier PDF/)
        .setInputFiles({ name: 'pv-age.pdf', mimeType: 'application/pdf', buffer: bytes });
      await page.getByLabel(/^Titre/).fill(title);
      await page.getByLabel(/^Catégorie/).selectOption({ label: 'Assemblées générales' });
      await page.getByLabel(/^Date du document/).fill('2026-03-12');
      await page.getByLabel(/^Description/).fill('Modification des statuts.');
      await expectNoViolations(page, `nouveau document à ${width.name}`);
      await page.getByRole('button', { name: 'Envoyer et enregistrer comme brouillon' }).click();
      await expect(
        page.getByText('Document enregistré comme brouillon : publiez-le pour qu’il paraisse sur la page Documents.'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `Modifier le document « ${title} »` })).toBeVisible();
      const documentId = page.url().split('/').at(-1);
      const origin = new URL(page.url()).origin;

      try {
        // A draft: the visitor does not see it.
        // Axe needs a page of a context of its own (not `browser.newPage()`).
        const visitorContext = await page.context().browser()!.newContext({
          viewport: width.viewport,
          isMobile: width.isMobile,
          hasTouch: width.isMobile,
          locale: 'fr-FR',
        });
        const visitor = await visitorContext.newPage();
        await visitor.goto(`${site.url}/documents`);
        await expect(visitor.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
        await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

        await expectNoViolations(page, `document en brouillon à ${width.name}`);
        expectNoOverflow(await overflowOf(page, width.viewport.width, 'brouillon'));
        await page.getByRole('button', { name: 'Publier' }).click();
        await expect(page.getByText('Document publié : il est sur la page Documents.')).toBeVisible();

        // Published: on the page at its next load, under its category, with its facts; the footer leads there too.
        await visitor.goto(`${site.url}/`);
        await visitor.getByRole('contentinfo').getByRole('link', { name: 'Documents' }).click();
        await expect(visitor).toHaveURL(/\/documents$/);
        await waitForContent(visitor);
        const assemblies = visitor.getByRole('region', { name: 'Assemblées générales' });
        const link = assemblies.getByRole('link', { name: title });
        await expect(link).toBeVisible();
        const item = visitor.getByRole('listitem').filter({ has: visitor.getByRole('link', { name: title }) });
        await expect(item).toContainText(/PDF, \d+\u00a0Ko, 2\u00a0pages · 12 mars 2026/);
        await expect(item).toContainText('Modification des statuts.');
        await expectLayout(visitor);
        await expectNoViolations(visitor, `/documents à ${width.name}`);
        expectNoOverflow(await overflowOf(visitor, width.viewport.width, '/documents'));

        // The download: the PDF sent, as a PDF, under a name of its title.
        const href = await link.getAttribute('href');
        expect(href).toMatch(
          new RegExp(`^/media/documents/${documentId}/proces-verbal-de-l-assemblee-extraordinaire-${id}\\.pdf$`),
        );
        const download = await visitor.request.get(`${site.url}${href}`);
        expect(download.status()).toBe(200);
        expect(download.headers()['content-type']).toBe('application/pdf');
        expect(download.headers()['content-disposition']).toBe(
          `inline; filename="proces-verbal-de-l-assemblee-extraordinaire-${id}.pdf"`,
        );
        expect((await download.body()).equals(bytes)).toBe(true);

        // Withdrawn: gone from the page, its address answers 404.
        await page.getByRole('button', { name: 'Retirer du site' }).click();
        await expect(page.getByText('Document retiré du site : il redevient un brouillon.')).toBeVisible();
        await visitor.reload();
        await waitForContent(visitor);
        await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
        expect((await visitor.request.get(`${site.url}${href}`)).status()).toBe(404);
        await visitorContext.close();

        // Deleted after a confirmation: the list no longer has it.
        await page.getByRole('button', { name: 'Supprimer' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
        await expect(page.getByText(`Suppression effectuée : « ${title} ».`)).toBeVisible();
        await expect(page.getByRole('link', { name: title })).toHaveCount(0);
      } finally {
        // Every worker shares the database: the document goes even when a step above failed.
        await page.request.delete(`/api/admin/documents/${documentId}`, { headers: { origin } });
      }
    });
  });
}

test.describe('/documents without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is rendered by the server: the seeded documents by category, each a link to its PDF', async ({ page }) => {
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Adhésion et licence',
      'Santé',
      'Règlements',
      'Assemblées générales',
    ]);
    const licence = page.getByRole('link', { name: 'Formulaire de demande de licence 2025-2026' });
    await expect(licence).toHaveAttribute(
      'href',
      /^\/media\/documents\/\d+\/formulaire-de-demande-de-licence-2025-2026\.pdf$/,
    );
    const response = await page.request.get((await licence.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // The draft of the seed is not there.
    await expect(page.getByText('Procès-verbal de l’assemblée générale 2026 (projet)')).toHaveCount(0);
  });
});
