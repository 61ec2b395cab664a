import { test as base, expect, type Page } from '@playwright/test';
import { startExtraServer, type TestServer } from './support/extraServer';
import { startMapTiles, type MapTiles } from './support/mapTiles';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '../../api/test/helloasso/standIn';

/** The settings of every worker's server. */
export const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  REMOTE_TIMEOUT_MS: '4000',
  RATE_LIMIT_MAX: '60',
  // The worker's tests order again and again by transfer and never pay: beyond half of a size's
  // stock, unpaid orders would be refused (the rule is tested by the API's orders-share tests).
  SHOP_UNPAID_SHARE_PERCENT: '100',
};

/** What tells a site to take card payments through the stand-in. */
export function helloAssoEnv(standIn: HelloAssoStandIn): Record<string, string> {
  return {
    HELLOASSO_API_URL: standIn.url,
    HELLOASSO_CLIENT_ID: standIn.clientId,
    HELLOASSO_CLIENT_SECRET: standIn.clientSecret,
    HELLOASSO_ORGANIZATION_SLUG: standIn.organizationSlug,
    HELLOASSO_SIGNATURE_KEY: standIn.signatureKey,
    // A stand-in that is down answers at once; the site must not wait long before saying so.
    HELLOASSO_TIMEOUT_MS: '5000',
  };
}

/**
 * Every test fails on a console error or an uncaught exception in the page, except the ones a
 * test provokes on purpose (it lists them in `allowConsoleErrors`).
 */
export const test = base.extend<
  { allowConsoleErrors: RegExp[]; consoleErrors: string[] },
  { site: TestServer; helloAsso: HelloAssoStandIn; mapTiles: MapTiles }
>({
  // The card payments of every worker's site go to a stand-in of HelloAsso's API in the worker
  // (api/test/helloasso): its checkout page pays or refuses, and it notifies the site like HelloAsso.
  helloAsso: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const standIn = await startHelloAssoStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  // The club finder's map takes its tiles from a blank tile server in the worker (support/mapTiles).
  mapTiles: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const tiles = await startMapTiles();
      await use(tiles);
      await tiles.close();
    },
    { scope: 'worker' },
  ],
  // Each worker has its own server on a free port with its own fresh database: workers run side
  // by side without sharing rows, rate-limit counters or ports.
  site: [
    async ({ helloAsso, mapTiles }, use) => {
      const site = await startExtraServer({ ...SERVER_ENV, ...helloAssoEnv(helloAsso), ...mapTiles.env });
      helloAsso.setNotificationUrl(`${site.url}/api/payments/helloasso/notifications`);
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  allowConsoleErrors: [[], { option: true }],
  // The first page arrives rendered by the server and shows before the browser takes it over: after
  // each `goto`, wait for the shell's mark (html[data-page-ready]) so that forms answer when used.
  page: async ({ page, javaScriptEnabled }, use) => {
    const takenOver = async () => {
      // Only the site's pages (on localhost) set the mark: contract.spec.ts's harness page, on
      // an origin of its own, would wait the full timeout for nothing.
      if (javaScriptEnabled === false || new URL(page.url()).hostname !== 'localhost') return;
      await page
        .waitForFunction(() => document.documentElement.dataset.pageReady !== undefined, undefined, { timeout: 10_000 })
        .catch(() => undefined); // A page that never gets there fails on what the test checks next.
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await takenOver();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await takenOver();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The terms banner, the footer and the header: what must be there on every page. */
export async function expectLayout(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2023');
  await expect(page.getByRole('region', { name: "Conditions générales d'utilisation" })).toBeVisible();
}
