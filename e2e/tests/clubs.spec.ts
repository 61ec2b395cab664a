import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';

/** Near Dijon's centre: the nearest seeded club is in Bourg-en-Bresse, some 125 km away. */
const NEAR_DIJON = { latitude: 47.3216, longitude: 5.0415 };

const countLine = (page: Page) => page.locator('main p[role="status"]');
const nearestCards = (page: Page) =>
  page
    .getByRole('list', { name: 'Clubs les plus proches' })
    .getByRole('listitem')
    .filter({ has: page.locator('h3') });

/** The kilometres of the cards' « À 125 km de … » lines, in order. */
async function kilometres(page: Page, from: RegExp): Promise<number[]> {
  const lines = await nearestCards(page).getByText(from).allTextContents();
  return lines.map((text) =>
    /moins d’un kilomètre/.test(text) ? 0 : Number(/(\d[\d\s\u202f]*)\s*km/.exec(text)![1]!.replace(/\D/g, '')),
  );
}

/** Scrolls to the map and waits for Leaflet's markers. */
async function mapMarkers(page: Page) {
  const map = page.getByRole('region', { name: 'Carte des clubs de cette page' });
  await map.scrollIntoViewIfNeeded();
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  return { map, markers };
}

for (const [device, viewport] of [
  ['computer', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`club finder and club pages (${device}, ${viewport.width} px)`, () => {
    test.use({ viewport, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });

    test('« Dijon », where no club is: every club nearest first with its distance, paged, on a map', async ({
      page,
      mapTiles,
    }) => {
      const leaflet: string[] = [];
      page.on('request', (request) => {
        if (/on-demand-club-map/.test(request.url())) leaflet.push(request.url());
      });
      const first = await page.goto('/affiliated_clubs?q=Dijon');
      // Neither Leaflet nor its styles in the first paint.
      expect(await first!.text()).not.toMatch(/on-demand-club-map|leaflet/);
      await page.getByRole('button', { name: "J'accepte" }).click();
      await expect(countLine(page)).toHaveText('60 clubs, du plus proche au plus éloigné — page 1 sur 5');
      await expect(
        page.getByRole('heading', { level: 2, name: "Les clubs les plus proches de Dijon (Côte-d'Or)" }),
      ).toBeVisible();
      await expect(nearestCards(page)).toHaveCount(12);
      const distances = await kilometres(page, /de Dijon$/);
      expect(distances).toHaveLength(12);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeGreaterThan(100);
      expect(distances[0]).toBeLessThan(150);
      await expect(nearestCards(page).first().getByRole('heading', { level: 3 })).toHaveText('Karaté Club de Bresse');
      // Never a very long page, even on a phone (the sixty clubs on one page measured about 28,000 px at 375 px).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(device === 'phone' ? 8000 : 4000);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(leaflet, 'Leaflet before the map is near the screen').toEqual([]);

      const { markers } = await mapMarkers(page);
      await expect(markers).toHaveCount(12);
      expect(leaflet.some((url) => url.endsWith('.css'))).toBe(true);
      expect(mapTiles.requested.length).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: '© les contributeurs d’OpenStreetMap' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      );
      await expectNoViolations(page, `/affiliated_clubs?q=Dijon (${viewport.width} px)`);

      // The next page keeps the search and the order; its clubs replace the markers.
      const firstOfPage1 = await markers.first().getAttribute('aria-label');
      await page
        .getByRole('navigation', { name: 'Pages des clubs' })
        .getByRole('link', { name: 'Page suivante →' })
        .click();
      await expect(page).toHaveURL(/\/affiliated_clubs\?q=Dijon&page=2$/);
      await expect(countLine(page)).toHaveText('60 clubs, du plus proche au plus éloigné — page 2 sur 5');
      const page2 = await kilometres(page, /de Dijon$/);
      expect(page2[0]).toBeGreaterThanOrEqual(distances.at(-1)!);
      await expect(markers.first()).not.toHaveAttribute('aria-label', firstOfPage1!);
      await expect(markers).toHaveCount(12);
    });

    test('a club’s page: timetable, address, contact, team, the events near it, the way back', async ({ page }) => {
      await page.goto('/affiliated_clubs?q=Lyon');
      await page.getByRole('button', { name: "J'accepte" }).click();
      const card = nearestCards(page).filter({ hasText: 'Dojo Wado de la Croix-Rousse' });
      await card.getByRole('link', { name: 'Dojo Wado de la Croix-Rousse' }).click();
      await expect(page).toHaveURL(/\/club\/\d+$/);
      await expect(page).toHaveTitle('Dojo Wado de la Croix-Rousse – Wado France');
      await expect(page.locator('main h1')).toHaveText('Dojo Wado de la Croix-Rousse');
      await expect(page.getByText('Lyon · Rhône (69) · Auvergne-Rhône-Alpes')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Horaires' }).getByRole('listitem')).not.toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Adresse et contact' })).toContainText('69004 Lyon');
      const team = page.getByRole('region', { name: 'À la sélection nationale' });
      await expect(team.getByRole('link', { name: 'Les entraîneurs de la sélection nationale' })).toHaveAttribute(
        'href',
        '/coaches',
      );
      const events = page.getByRole('region', { name: /^Prochains événements à moins de 200\s+km$/ });
      await expect(events.getByRole('listitem').first()).toContainText(/Lyon, (dans la même commune|à \d+\s+km)/);
      await expectNoViolations(page, `/club (${viewport.width} px)`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Its events lead to their pages; the page leads back to the clubs around it.
      await page.getByRole('link', { name: 'Les autres clubs près de Lyon' }).click();
      await expect(page).toHaveURL(/\/affiliated_clubs\?q=Lyon\+69$/);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Les clubs les plus proches de Lyon (Rhône)' }),
      ).toBeVisible();
      // The nearest club of Lyon, in its arrondissement: a kilometre or two from the city's centre.
      await expect(nearestCards(page).first()).toContainText(/À (moins d’un kilomètre|\d\s+km) de Lyon/);
    });

    test.describe('an unknown club', () => {
      // The browser logs the 404 answers (the page's and the API's); the page says it in French.
      test.use({ allowConsoleErrors: [/status of 404/] });

      test('is a real 404 with the French message and the way back', async ({ page }) => {
        const response = await page.goto('/club/999999');
        expect(response!.status()).toBe(404);
        await expect(page.locator('main h1')).toHaveText('Club introuvable');
        await expect(page.locator('main')).toContainText('Ce club n’existe pas ou a quitté l’annuaire.');
        await expect(page.getByRole('link', { name: '← Tous les clubs' })).toHaveAttribute('href', '/affiliated_clubs');
        await expectNoViolations(page, `/club/999999 (${viewport.width} px)`);
      });
    });

    test('« autour de moi » with the position granted: the clubs around it, nothing in the address', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(NEAR_DIJON);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/clubs')) asked.push(request.url());
      });
      await page.goto('/affiliated_clubs');
      await page.getByRole('button', { name: "J'accepte" }).click();
      await page.getByRole('button', { name: 'Autour de moi' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Les clubs les plus proches de votre position' }),
      ).toBeVisible();
      await expect(countLine(page)).toHaveText('60 clubs, du plus proche au plus éloigné — page 1 sur 5');
      await expect(countLine(page)).toBeFocused();
      const distances = await kilometres(page, /de vous$/);
      expect(distances).toHaveLength(12);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeGreaterThan(100);
      await expect(nearestCards(page).first().getByRole('heading', { level: 3 })).toHaveText('Karaté Club de Bresse');
      // Rounded to about a kilometre before it leaves the page, and never in the page's address.
      expect(asked.some((url) => url.includes('near=47.32%2C5.04'))).toBe(true);
      expect(asked.some((url) => url.includes('47.3216'))).toBe(false);
      expect(page.url()).toMatch(/\/affiliated_clubs$/);

      const { markers } = await mapMarkers(page);
      await expect(markers).toHaveCount(12);
      await expect(markers.first()).toHaveAttribute('aria-label', /À \d+\s+km de vous$/);
      await expectNoViolations(page, `autour de moi (${viewport.width} px)`);

      // The next page stays around the visitor; « Afficher tous les clubs » leaves.
      await page
        .getByRole('navigation', { name: 'Pages des clubs' })
        .getByRole('link', { name: 'Page suivante →' })
        .click();
      await expect(countLine(page)).toHaveText('60 clubs, du plus proche au plus éloigné — page 2 sur 5');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Les clubs les plus proches de votre position' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Afficher tous les clubs' }).click();
      await expect(countLine(page)).toHaveText('60 clubs — page 1 sur 5');
    });

    test('« autour de moi » with the position refused: a French message, and the search still works', async ({
      page,
      context,
    }) => {
      await context.clearPermissions();
      await page.goto('/affiliated_clubs?q=Brest');
      await page.getByRole('button', { name: "J'accepte" }).click();
      await page.getByRole('button', { name: 'Autour de moi' }).click();
      await expect(
        page.getByText(
          'Vous n’avez pas autorisé le site à connaître votre position. Cherchez plutôt une ville, un code postal ou un département.',
        ),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Les clubs les plus proches de Brest (Finistère)' }),
      ).toBeVisible();
      await expectNoViolations(page, `autour de moi refusé (${viewport.width} px)`);
      const search = page.getByLabel('Rechercher un club');
      await search.fill('21000');
      await search.press('Enter');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Les clubs les plus proches de Dijon (21000)' }),
      ).toBeVisible();
    });
  });
}

test('a marker, reached with the keyboard, opens its bubble and the club’s page', async ({ page }) => {
  await page.goto('/affiliated_clubs?q=Dijon');
  await page.getByRole('button', { name: "J'accepte" }).click();
  const { markers } = await mapMarkers(page);
  const marker = markers.first();
  await expect(marker).toHaveAttribute('aria-label', /^Karaté Club de Bresse, Bourg-en-Bresse, À \d+\s+km de Dijon$/);
  await marker.focus();
  await page.keyboard.press('Enter');
  const link = page.locator('.leaflet-popup-content').getByRole('link', { name: 'Karaté Club de Bresse' });
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/club\/\d+$/);
  await expect(page.locator('main h1')).toHaveText('Karaté Club de Bresse');
});
