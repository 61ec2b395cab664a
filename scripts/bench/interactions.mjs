/**
 * How fast a page answers a tap once taken over, on the phone profile (slow 4G, processor slowed
 * by the multiplier calibrated on this host, calibration.mjs):
 * Interaction to Next Paint of three interactions a visitor makes, read from the browser's Event
 * Timing entries (the longest event of the interaction, from the input to the next paint).
 */
/* global window, requestAnimationFrame -- functions run in the page */
import { phoneTab } from './visits.mjs';

/** @typedef {import('./budgets.ts').PhoneStamp} PhoneStamp */

/** Collects, in the page, the longest event duration of each interaction. */
function recordInteractions() {
  const page = /** @type {Window & { __wadoInteractions?: Map<number, number> }} */ (window);
  const longestByInteraction = new Map();
  page.__wadoInteractions = longestByInteraction;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      const longest = longestByInteraction.get(entry.interactionId) ?? 0;
      longestByInteraction.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/**
 * The interactions measured: open the phone menu on `/`, filter the events by type with the
 * keyboard on `/events`, and « Ajouter au panier » on the first article of the shop.
 */
export const INTERACTIONS = [
  {
    name: 'menu',
    label: 'Ouvrir le menu (téléphone)',
    path: '/',
    act: (page) => page.locator('nav[aria-label="Menu principal"] summary').first().tap(),
    done: (page) => page.locator('nav[aria-label="Menu principal"] details[open]').first().waitFor(),
  },
  {
    name: 'filter',
    label: 'Filtrer les événements par type (clavier)',
    path: '/events',
    prepare: (page) => page.getByLabel("Type d'événement").focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
    done: (page) => page.waitForURL(/type=/),
  },
  {
    name: 'addToCart',
    label: '« Ajouter au panier »',
    path: '/shop',
    prepare: async (page) => {
      await page.locator('main a[href^="/shop/"]').first().click();
      await page.getByRole('button', { name: 'Ajouter au panier' }).waitFor();
      const size = page.locator('main fieldset input[type="radio"]:not([disabled])').first();
      if (await size.count()) await size.check();
    },
    act: (page) => page.getByRole('button', { name: 'Ajouter au panier' }).tap(),
    done: (page) =>
      page
        .getByRole('status')
        .filter({ hasText: /panier/i })
        .first()
        .waitFor(),
  },
];

/**
 * Resolves in the page once the next frame has been painted and the tasks queued by it have run:
 * Event Timing reports an interaction's entries after the paint that follows it.
 */
function afterNextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** One cold load, then the interaction once the page is taken over: its INP in ms (< 16 reads 16). */
async function interactOnce(browser, origin, interaction, cpuSlowdown) {
  const { context, page } = await phoneTab(browser, { cpuSlowdown });
  try {
    await page.addInitScript(recordInteractions);
    await page.goto(origin + interaction.path, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('html[data-page-ready]').waitFor({ timeout: 60_000 });
    await interaction.prepare?.(page);
    await page.evaluate(afterNextPaint);
    // Functions sent to the page: no closure over this module.
    const before = await page.evaluate(() => {
      const page = /** @type {Window & { __wadoInteractions?: Map<number, number> }} */ (window);
      return [...(page.__wadoInteractions?.keys() ?? [])];
    });
    await interaction.act(page);
    await interaction.done(page);
    await page.evaluate(afterNextPaint);
    return await page.evaluate((seen) => {
      const page = /** @type {Window & { __wadoInteractions?: Map<number, number> }} */ (window);
      const durations = [...(page.__wadoInteractions ?? [])].filter(([id]) => !seen.includes(id)).map(([, ms]) => ms);
      return Math.max(16, ...durations);
    }, before);
  } finally {
    await context.close();
  }
}

/**
 * Median INP of each interaction over `runs` loads, on the calibrated phone `phone` (host's index,
 * CPU slowdown), recorded beside each figure.
 * @param {PhoneStamp} phone
 */
export async function interactions(browser, origin, phone, runs = 3) {
  /** @type {Record<string, { label: string, inpMs: number, runs: number[], phone: PhoneStamp }>} */
  const results = {};
  for (const interaction of INTERACTIONS) {
    const values = [];
    for (let run = 0; run < runs; run += 1)
      values.push(await interactOnce(browser, origin, interaction, phone.cpuSlowdown));
    values.sort((a, b) => a - b);
    results[interaction.name] = {
      label: interaction.label,
      inpMs: values[Math.floor(values.length / 2)],
      runs: values,
      phone: { benchmarkIndex: phone.benchmarkIndex, cpuSlowdown: phone.cpuSlowdown },
    };
  }
  return results;
}
