import { expect, type Page } from '@playwright/test';

/**
 * Waits until the browser has taken the server-rendered page over: the shell marks
 * `<html data-page-ready="/path">` once the layout is hydrated (the menu's handlers attached) and
 * the page's screen is there. Fails if that never happens, where the `goto` of fixtures.ts goes on.
 */
export async function expectTakenOver(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.pageReady === window.location.pathname), {
      message: `${page.url()} pris en main par le navigateur (html[data-page-ready])`,
      timeout: 20_000,
    })
    .toBe(true);
}
