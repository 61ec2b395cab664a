import { expect, type Page, type Route } from '@playwright/test';

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

/** The page's start script (shell/src/start/), which the build names `start.<hash>.js`. */
const START_SCRIPT = /^\/static\/start\.[^/]+\.js$/;

/**
 * Holds the site's scripts back: the server's HTML and styles show, and nothing that needs them
 * runs until `release()` (a page left meanwhile, by a form's submission, drops what it waited for).
 * The page's start script runs as soon as the page is parsed, unless `startScript: 'held'`: a
 * browser that has run no script of the site at all.
 */
export async function holdScripts(
  page: Page,
  { startScript = 'runs' }: { startScript?: 'runs' | 'held' } = {},
): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith('.js') && (startScript === 'held' || !START_SCRIPT.test(url.pathname)),
    (route) => {
      if (holding) held.push(route);
      else void route.continue();
    },
  );
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}
