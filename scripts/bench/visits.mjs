/**
 * Measures in a real Chromium (playwright): what a page downloads before its First Contentful
 * Paint, and what the site downloads from each app when a visitor goes through every section.
 */
import { chromium } from '@playwright/test';
import { compressedSizes } from './sizes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WEB_APPS } from './paths.mjs';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The phone a first paint is measured on: Lighthouse's mobile preset (Moto G Power screen) and
 * the network its DevTools throttling applies for slow 4G (150 ms RTT × 3.75, 1.6 Mb/s × 0.9 down,
 * 750 kb/s × 0.9 up). On loopback without throttling, Chromium paints ~300 ms after the request
 * whatever arrives, so "before the first paint" was every file the page loads in 300 ms, the
 * scripts that take the page over included; on a phone's connection it is what the paint waits for.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  network: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  },
};

/**
 * A new phone tab (empty cache, no cookie) with the network of the phone profile and its
 * processor: `cpuSlowdown`, the multiplier calibrated on this host at the start of the bench run
 * (calibration.mjs: the same phone whatever the machine; 1 for the network alone).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ cpuSlowdown: number }} options
 */
export async function phoneTab(browser, { cpuSlowdown }) {
  if (!(cpuSlowdown >= 1)) throw new RangeError(`Ralentissement du processeur invalide : ${cpuSlowdown}`);
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', PHONE.network);
  if (cpuSlowdown !== 1) await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, devtools };
}

/**
 * One cold load on the phone (new context: empty cache, no cookie): FCP, then every request
 * whose response ended before it (Resource Timing, same origin: `transferSize` is headers + body
 * as sent).
 */
async function loadOnce(browser, url) {
  // The first paint is measured with the network of the phone, not its processor.
  const { context, page } = await phoneTab(browser, { cpuSlowdown: 1 });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    return await page.evaluate(async () => {
      const fcp = await new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((candidate) => candidate.name === 'first-contentful-paint');
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      });
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (/** @type {PerformanceResourceTiming} */ entry) => ({
          url: entry.name,
          bytes: entry.transferSize,
          end: entry.responseEnd,
        }),
      );
      const before = entries.filter((entry) => entry.end <= fcp);
      return {
        fcpMs: Math.round(fcp),
        bytes: before.reduce((sum, entry) => sum + entry.bytes, 0),
        requests: before.length,
        urls: before.map((entry) => new URL(entry.url).pathname),
        totalBytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
        totalRequests: entries.length,
      };
    });
  } finally {
    await context.close();
  }
}

/** Median over `runs` cold loads of one page; `urls` of the median-bytes run. */
export async function beforeFirstPaint(browser, origin, pathname, runs = 3) {
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, origin + pathname));
  const byBytes = [...loads].sort((a, b) => a.bytes - b.bytes);
  return {
    bytes: median(loads.map((load) => load.bytes)),
    requests: median(loads.map((load) => load.requests)),
    fcpMs: median(loads.map((load) => load.fcpMs)),
    totalBytes: median(loads.map((load) => load.totalBytes)),
    totalRequests: median(loads.map((load) => load.totalRequests)),
    urls: byBytes[Math.floor(byBytes.length / 2)].urls,
  };
}

/** One page of each section, as a visitor clicking through the menu would see them. */
export const TOUR = [
  '/',
  '/history',
  '/committee',
  '/wado',
  '/lexicon',
  '/coaches',
  '/results',
  '/news',
  '/events',
  '/gallery',
  '/shop',
  '/cart',
];

function appOf(pathname) {
  const remote = /^\/(?:remotes|releases)\/(mf-[a-z]+)\//.exec(pathname)?.[1];
  return remote && WEB_APPS.includes(remote) ? remote : 'shell';
}

/**
 * JS and CSS the site sends, per app, over the whole tour in one tab (each file once, as the
 * browser cache would have it). The server sends them uncompressed: gzip/brotli are computed here.
 */
export async function downloadedPerApp(browser, origin, tour = TOUR) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const files = new Map();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== origin || files.has(url.pathname)) return;
    files.set(url.pathname, null);
    pending.push(
      response.body().then(
        (body) => files.set(url.pathname, { kind, body }),
        () => files.delete(url.pathname),
      ),
    );
  });
  try {
    for (const pathname of tour) await page.goto(origin + pathname, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  /** @type {Record<string, Record<'js' | 'css', { files: number, raw: number, gzip: number, brotli: number }>>} */
  const perApp = {};
  for (const [pathname, file] of files) {
    if (!file) continue;
    const app = (perApp[appOf(pathname)] ??= {
      js: { files: 0, raw: 0, gzip: 0, brotli: 0 },
      css: { files: 0, raw: 0, gzip: 0, brotli: 0 },
    });
    const { gzip, brotli } = compressedSizes(file.body);
    const total = app[file.kind];
    total.files += 1;
    total.raw += file.body.length;
    total.gzip += gzip;
    total.brotli += brotli;
  }
  return perApp;
}

/**
 * Before measuring a build: every page of the tour shows its main heading, without a console
 * error, a failed request or a section's error notice. Returns the problems found.
 */
export async function checkRenders(browser, origin, tour = TOUR) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()} : ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`${page.url()} : ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`${request.url()} : ${request.failure()?.errorText}`));
  try {
    for (const pathname of tour) {
      await page.goto(origin + pathname, { waitUntil: 'networkidle' });
      const heading = page.locator('main h1');
      try {
        await heading.waitFor({ timeout: 10_000 });
      } catch {
        problems.push(`${pathname} : pas de titre <h1>`);
        continue;
      }
      if (await page.locator('main').getByText('Chargement...').count())
        problems.push(`${pathname} : encore en chargement`);
      if (await page.locator('main [role="alert"]').count())
        problems.push(`${pathname} : ${await page.locator('main [role="alert"]').first().innerText()}`);
    }
  } finally {
    await context.close();
  }
  return problems;
}
