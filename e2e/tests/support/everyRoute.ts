import { ROUTES } from '@wado/shared/contract';
import type { Page } from '@playwright/test';
import { expect, expectLayout, test } from '../fixtures';
import { expectNoViolations, waitForContent } from './axe';
import { collectLinks, hrefsInHtml, hrefsInPage, LinkChecker } from './links';
import { expectNoOverflow, overflowOf, resizeTo } from './overflow';
import { expectTakenOver } from './pageReady';
import { concreteUrl } from './siteRoutes';

/** The screens every route is checked on: a desktop (1280 px), and a phone at 375 then 320 px. */
export type Screen = 'desktop' | 'phone';

/** The page as a text route, the home page or a section's screen must show it. */
async function expectRouteContent(page: Page, kind: (typeof ROUTES)[number]['kind']): Promise<void> {
  const main = page.locator('main');
  if (kind === 'text') {
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('article p').first()).toBeVisible();
    await expect(page).toHaveTitle(/ – Wado France$/);
  } else if (kind === 'home') {
    await expect(main.getByRole('heading', { level: 1, name: 'Bienvenue à Wado France' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dernières actualités' })).toBeVisible();
  } else {
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

/**
 * Every route of the spec, visited once per screen, and on that one visit everything each page
 * must be (a visit costs more than the checks: four passes of their own over the 45 routes took
 * half the browser tests' time):
 * - served 200, taken over by the browser, inside the layout (menu, footer, terms banner), its own
 *   content there and nothing left loading;
 * - the terms accepted (nothing covers the page), axe's WCAG 2.1 A and AA rules find nothing;
 * - nothing sticks out of the screen or of its box (support/overflow.ts): at 1280 px, and on the
 *   phone at 375 px then, the window narrowed, at 320 px;
 * - desktop: every internal link of the page, as the server sends it and as the browser shows it,
 *   answers 200.
 */
export function describeEveryRoute(screen: Screen): void {
  test.describe(`every route of the spec (${screen === 'desktop' ? '1280 px' : '375 and 320 px'})`, () => {
    // Independent pages, the longest part of the suite: spread over both workers.
    test.describe.configure({ mode: 'parallel' });
    for (const route of ROUTES) {
      test(route.path, async ({ page, baseURL, site }) => {
        const url = await concreteUrl(route.path, site);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expectTakenOver(page);
        if (screen === 'desktop') await expectLayout(page);
        await page.getByRole('button', { name: "J'accepte" }).click();
        await expect(page.getByRole('region', { name: "Conditions générales d'utilisation" })).toBeHidden();
        await waitForContent(page);
        await expectRouteContent(page, route.kind);

        const width = page.viewportSize()!.width;
        await expectNoViolations(page, screen === 'desktop' ? url : `${url} at ${width} px`);
        const offenders = await overflowOf(page, width);
        if (screen === 'phone') {
          await resizeTo(page, 320);
          expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(320);
          offenders.push(...(await overflowOf(page, 320)));
        }
        expectNoOverflow(offenders);

        if (screen === 'desktop') {
          const linksFrom = new Map<string, Set<string>>();
          collectLinks(linksFrom, hrefsInHtml(await response!.text()), `${baseURL}${url}`);
          collectLinks(linksFrom, await hrefsInPage(page), page.url());
          expect(await new LinkChecker(page.request).broken(linksFrom)).toEqual([]);
        }
      });
    }
  });
}
