import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { jpegPhoto, SIGNED_OUT_401, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * A media volunteer adds several photos to an album at once: picked together, each sent with its
 * progress, described, added together; the public album page then shows them. On a computer and
 * on a phone.
 */

const PASSWORD = 'un mot de passe assez long';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Three different images (the server keeps one copy of identical files). */
async function threePhotos() {
  return [
    { name: 'kihon.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(800, 500) },
    { name: 'kumite.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(640, 480) },
    {
      name: 'salut.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer(),
    },
  ];
}
const ALTS = ['Des karatékas alignés font du kihon', 'Deux combattants en kumite', 'Le groupe salue le tatami'];

async function fitsTheScreen(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${label}: no horizontal scroll`).toBeLessThanOrEqual(widths.client);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    // Signing in starts signed out: /api/auth/me answers 401.
    test.use({ viewport: { width, height: 900 }, allowConsoleErrors: [SIGNED_OUT_401] });

    test('a media volunteer picks three photos, describes them, adds them, and the published album shows them', async ({
      page,
      site,
    }) => {
      test.setTimeout(120_000);
      const id = unique();
      const email = `album.${id}@wado-france.test`;
      const title = `Stage de printemps ${id}`;
      await createPerson(site, email, ['media'], PASSWORD);
      await signIn(page, email, PASSWORD);

      await page.goto('/admin/mf-media/albums/nouveau');
      await expect(page.getByRole('heading', { level: 1, name: 'Nouvel album' })).toBeVisible();
      await page.locator('#albums-title').fill(title);
      await page.locator('#albums-date').fill('2026-04-12');
      await page.locator('#albums-place').fill('Dojo de Lyon');
      await page.getByRole('button', { name: 'Créer le brouillon' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’album' })).toBeVisible();

      const adding = page.getByRole('region', { name: 'Ajouter des photos' });
      await adding.getByLabel('Choisir des photos').setInputFiles(await threePhotos());
      await expect(adding.getByRole('listitem')).toHaveCount(3);
      for (const name of ['kihon.jpg', 'kumite.jpg', 'salut.png']) {
        await expect(adding.getByRole('progressbar', { name: `Envoi de « ${name} »` })).toBeVisible();
      }
      await expect(adding.getByRole('status')).toHaveText('3 photos sur 3 envoyées.');
      await waitForContent(page);
      await fitsTheScreen(page, 'three photos sent');
      await expectNoViolations(page, 'three photos sent');

      // Without every alternative text, nothing is added.
      const names = ['kihon.jpg', 'kumite.jpg', 'salut.png'];
      await adding.getByLabel(`Texte alternatif de « ${names[0]} »`).fill(ALTS[0]!);
      await adding.getByRole('button', { name: 'Ajouter 3 photos à l’album' }).click();
      await expect(
        page.getByRole('link', { name: /« kumite\.jpg » : le texte alternatif est obligatoire/ }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Photos de l’album (0)' })).toBeVisible();

      for (const [index, name] of names.entries()) {
        await adding.getByLabel(`Texte alternatif de « ${name} »`).fill(ALTS[index]!);
        await adding.getByLabel(`Légende de « ${name} »`).fill(`Photo ${index + 1}`);
      }
      await adding.getByRole('button', { name: 'Ajouter 3 photos à l’album' }).click();
      await expect(adding.getByRole('status')).toHaveText('3 photos ajoutées à la fin de l’album.');
      await expect(page.getByRole('heading', { level: 2, name: 'Photos de l’album (3)' })).toBeVisible();
      await fitsTheScreen(page, 'three photos added');
      await expectNoViolations(page, 'three photos added');

      const publication = page.getByRole('region', { name: 'Publication' });
      await publication.getByRole('button', { name: 'Publier maintenant' }).click();
      await expect(publication).toContainText('Statut : Publié');
      const slug = await page.getByLabel('Adresse de la page').inputValue();

      await page.goto(`/gallery?album=${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Agrandir la photo \d : Photo \d$/ })).toHaveCount(3);
      for (const alt of ALTS) await expect(page.getByRole('img', { name: alt })).toHaveCount(1);
    });
  });
}
