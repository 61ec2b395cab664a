import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught exception in the page, except the ones a
 * test provokes on purpose (it lists them in `allowConsoleErrors`).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowConsoleErrors: [[], { option: true }],
  // The first page arrives rendered by the server and shows before the browser takes it over: after
  // each `goto`, wait for the shell's mark (html[data-page-ready]) so that forms answer when used.
  page: async ({ page, javaScriptEnabled }, use) => {
    const takenOver = async () => {
      if (javaScriptEnabled === false) return;
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
