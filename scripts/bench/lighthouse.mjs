/**
 * Lighthouse 12 (node API) on the built site: mobile preset (Lighthouse's default: simulated
 * slow 4G on a Moto G Power screen) with the CPU slowdown calibrated on this host
 * (calibration.mjs, `throttling.cpuSlowdownMultiplier`, instead of the preset's constant ×4: the
 * same phone whatever the machine), and desktop preset as Lighthouse has it (×1: the table of
 * docs/throttling.md gives ×1 for a desktop target on a desktop-class host, and no slowdown makes
 * a slower host faster), performance only.
 * Runs of the federated site and the single bundle alternate, so noise from the (shared) machine
 * hits both alike; each figure is the median of its runs. Each run's own `benchmarkIndex`
 * (`lhr.environment`) is kept: their median cross-checks the calibration's.
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { medianOf } from './calibration.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, RESULTS_DIR } from './paths.mjs';

export const PRESETS = ['mobile', 'desktop'];

const median = (values) => medianOf(values.filter((value) => typeof value === 'number'));

function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance?.score ?? null,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

/**
 * One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like,
 * seen about once in 50 runs here) is run again, up to twice, rather than losing the benchmark.
 */
async function auditOnce(url, port, preset, cpuSlowdown, log) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Merged into the preset's throttling (Lighthouse's flags override its settings).
        ...(preset === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    if (!result.lhr.runtimeError) return result;
    const problem = `Lighthouse : ${result.lhr.runtimeError.message} (${url})`;
    if (attempt === 3) throw new Error(problem);
    log(`  ${problem} ; nouvel essai`);
  }
}

/**
 * `sites`: { federated: origin, single: origin }; `phone`: the host's index and the calibrated CPU
 * slowdown of the mobile preset. Returns `sites`:
 * { [site]: { [preset]: { [page]: { score, fcpMs, lcpMs, cls, tbtMs, runs, phone, lighthouseBenchmarkIndex } } } },
 * and the median of every run's own `benchmarkIndex` (`benchmarkIndex`, over `runs` runs).
 * @param {Record<'federated' | 'single', string>} sites
 * @param {string[]} pages
 * @param {import('./budgets.ts').PhoneStamp} phone
 * @returns {Promise<{
 *   sites: NonNullable<import('./budgets.ts').BenchResults['lighthouse']>,
 *   benchmarkIndex: number | null,
 *   runs: number,
 * }>}
 */
export async function runLighthouse(sites, pages, phone, runs = 3, log = console.log) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const raw = {};
  const reportsDir = path.join(RESULTS_DIR, 'lighthouse');
  fs.mkdirSync(reportsDir, { recursive: true });
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const pathname of pages) {
        for (const preset of PRESETS) {
          for (const [site, origin] of Object.entries(sites)) {
            const result = await auditOnce(origin + pathname, chrome.port, preset, phone.cpuSlowdown, log);
            const metrics = metricsOf(result.lhr);
            const name = `${site}-${preset}-${pathname.replace(/\W+/g, '_') || 'home'}-${run}.json`;
            fs.writeFileSync(path.join(reportsDir, name), /** @type {string} */ (result.report));
            ((raw[site] ??= {})[preset] ??= {})[pathname] ??= [];
            raw[site][preset][pathname].push(metrics);
            log(
              `  lighthouse ${run}/${runs} ${site} ${preset} ${pathname} : ${metrics.score} (LCP ${Math.round(metrics.lcpMs)} ms ; ` +
                `processeur ×${metrics.cpuSlowdown}, indice ${Math.round(metrics.benchmarkIndex)})`,
            );
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  /** @type {NonNullable<import('./budgets.ts').BenchResults['lighthouse']>} */
  const medians = { federated: undefined, single: undefined };
  for (const [site, presets] of Object.entries(raw)) {
    for (const [preset, byPage] of Object.entries(presets)) {
      for (const [pathname, list] of Object.entries(byPage)) {
        ((medians[site] ??= {})[preset] ??= {})[pathname] = {
          score: median(list.map((m) => m.score)),
          fcpMs: median(list.map((m) => m.fcpMs)),
          lcpMs: median(list.map((m) => m.lcpMs)),
          cls: median(list.map((m) => m.cls)),
          tbtMs: median(list.map((m) => m.tbtMs)),
          runs: list.length,
          warnings: [...new Set(list.flatMap((m) => m.warnings))],
          phone: { benchmarkIndex: phone.benchmarkIndex, cpuSlowdown: median(list.map((m) => m.cpuSlowdown)) },
          lighthouseBenchmarkIndex: median(list.map((m) => m.benchmarkIndex)),
        };
      }
    }
  }
  const everyRun = Object.values(raw).flatMap((presets) =>
    Object.values(presets).flatMap((byPage) => Object.values(byPage).flat()),
  );
  return {
    sites: medians,
    benchmarkIndex: median(everyRun.map((m) => m.benchmarkIndex)),
    runs: everyRun.length,
  };
}
