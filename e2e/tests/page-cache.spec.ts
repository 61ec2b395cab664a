import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminMenu, SIGNED_OUT_401, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * The pages' micro-cache in Chromium, against the built site (PAGE_CACHE_SECONDS left at its
 * default): visitors get the page kept for their state of the terms banner and no other, and a
 * change made in the back office is on the next page load, served by the server at once.
 */

const BANNER = "Conditions générales d'utilisation";

async function visitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  return context.newPage();
}

test.describe('pages kept by the server', () => {
  test('two visitors on the same page each get their own state of the terms banner', async ({ browser, site }) => {
    const first = await visitor(browser, site.url);
    const second = await visitor(browser, site.url);
    try {
      await first.goto('/history');
      await expect(first.getByRole('region', { name: BANNER })).toBeVisible();
      // The second visitor's page comes from what the server kept for the first one.
      const kept = await second.goto('/history');
      expect(kept?.headers()['x-page-cache']).toBe('hit');
      expect(kept?.headers()['cache-control']).toContain('s-maxage=1');
      await expect(second.getByRole('region', { name: BANNER })).toBeVisible();

      await second.getByRole('region', { name: BANNER }).getByRole('button').click();
      await expect(second.getByRole('region', { name: BANNER })).toHaveCount(0);
      const accepted = await second.reload();
      expect(accepted?.headers()['cache-control']).toBe('private, no-cache');
      expect(await accepted?.text()).toContain('"accepted":true');
      await expect(second.getByRole('region', { name: BANNER })).toHaveCount(0);

      // The first visitor still has to answer the banner: the accepted page was not given to her.
      const anonymous = await first.reload();
      expect(await anonymous?.text()).toContain('"accepted":false');
      await expect(first.getByRole('region', { name: BANNER })).toBeVisible();
    } finally {
      await first.context().close();
      await second.context().close();
    }
  });

  test.describe('a change in the back office', () => {
    test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

    test('is on the next load of a page the server kept', async ({ browser, page, site }) => {
      const email = `cache.${Date.now()}${Math.floor(Math.random() * 1000)}@wado-france.test`;
      const phone = `01 ${String(Date.now())
        .slice(-8)
        .replace(/(\d\d)(?=\d)/g, '$1 ')}`;
      await createPerson(site, email, ['admin'], 'un mot de passe assez long');
      const reader = await visitor(browser, site.url);
      try {
        await reader.goto('/mentions_legales');
        const before = await reader.reload();
        expect(before?.headers()['x-page-cache']).toBe('hit');
        expect(await before?.text()).not.toContain(phone);

        await signIn(page, email, 'un mot de passe assez long');
        await adminMenu(page).getByRole('link', { name: 'Réglages du site' }).click();
        const field = page.getByLabel(/Téléphone/);
        const previous = await field.inputValue();
        await field.fill(phone);
        await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
        await expect(page.getByText('Les réglages sont enregistrés')).toBeVisible();
        try {
          const after = await reader.reload();
          expect(after?.headers()['x-page-cache']).toBe('miss');
          await expect(reader.locator('footer')).toContainText(phone);
        } finally {
          await field.fill(previous);
          await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
          await expect(page.getByText('Les réglages sont enregistrés')).toBeVisible();
        }
      } finally {
        await reader.context().close();
      }
    });
  });
});
