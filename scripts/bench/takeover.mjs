/**
 * When a page is taken over on a phone: the time from the request to `html[data-page-ready]`
 * (the page's controls answer), and the JavaScript it downloaded, on Lighthouse's mobile profile
 * applied for real (DevTools throttling: slow 4G, and the processor slowed by the multiplier
 * calibrated on this host, calibration.mjs: Lighthouse's reference phone whatever the machine).
 */
/* global window, document, MutationObserver -- functions run in the page */
import { median, phoneTab } from './visits.mjs';

/**
 * Records, in the page, the instant `data-page-ready` is set on <html> (performance.now()). Run
 * before the HTML is parsed: the document has no <html> yet, hence the whole subtree.
 */
function watchReady() {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute('data-page-ready')) {
      /** @type {Window & { __wadoReadyAt?: number }} */ (window).__wadoReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
}

/** One cold load on the phone: Ready, FCP and LCP (ms from the request), JS transferred. */
async function readyOnce(browser, url, cpuSlowdown) {
  const { context, page } = await phoneTab(browser, { cpuSlowdown });
  try {
    await page.addInitScript(watchReady);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      () => typeof (/** @type {Window & { __wadoReadyAt?: number }} */ (window).__wadoReadyAt) === 'number',
      null,
      { timeout: 60_000 },
    );
    return await page.evaluate(() => {
      const readyAt = /** @type {Window & { __wadoReadyAt?: number }} */ (window).__wadoReadyAt ?? 0;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const largest = performance.getEntriesByType('largest-contentful-paint').at(-1);
      const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
        (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= readyAt,
      );
      return {
        readyMs: Math.round(readyAt),
        fcpMs: Math.round(paint?.startTime ?? 0),
        lcpMs: Math.round(largest?.startTime ?? 0),
        jsBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        jsRequests: scripts.length,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * Median over `runs` cold loads of one page (each figure its own median), on the calibrated phone
 * `phone` (host's index, CPU slowdown), recorded beside the figures.
 * @param {import('./budgets.ts').PhoneStamp} phone
 */
export async function takeover(browser, origin, pathname, phone, runs = 3) {
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(await readyOnce(browser, origin + pathname, phone.cpuSlowdown));
  const of = (key) => median(loads.map((load) => load[key]));
  return {
    readyMs: of('readyMs'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    jsBytes: of('jsBytes'),
    jsRequests: of('jsRequests'),
    runs: loads.map((load) => load.readyMs),
    phone: { benchmarkIndex: phone.benchmarkIndex, cpuSlowdown: phone.cpuSlowdown },
  };
}
