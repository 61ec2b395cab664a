/**
 * The phone the bench simulates, the same device whatever the host. A CPU slowdown is relative to
 * the host (« host × 4 »): a faster machine made a faster phone. So the bench measures the host's
 * `benchmarkIndex` the way Lighthouse does and turns it into the slowdown that brings the host
 * down to Lighthouse's reference phone (the mid-tier phone of its mobile preset, Moto G Power
 * class), for Lighthouse mobile and for the DevTools-throttled takeover and INP runs alike.
 *
 * The mapping is Lighthouse's calibration: docs/throttling.md, « Calibrating the CPU slowdown »
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown),
 * sends to the Lighthouse CPU slowdown calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/),
 * whose `computeMultiplierMessages` (https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
 * pages/index.js) is piecewise linear:
 *   index ≥ 1300: 3 + (index − 1300) / 233   (1300 → ×3, 1533 → ×4, 1766 → ×5, 2000 → ×6)
 *   800 ≤ index < 1300: 2 + (index − 800) / 500   (800 → ×2, 1300 → ×3)
 *   150 ≤ index < 800: 1 + (index − 150) / 650   (150 → ×1, 800 → ×2)
 *   index < 150: « too slow to emulate the target device » (×1 here, and said so).
 * Rounded to a tenth (as the calculator prints it), clamped to ×1–×12. `BENCH_CPU_SLOWDOWN=<n>`
 * overrides it (n ≥ 1): the index is measured and reported anyway.
 */

/** Sane bounds of the slowdown: ×1 (no throttling) to ×12. */
export const CPU_SLOWDOWN_RANGE = { min: 1, max: 12 };

/** Below this index the host is slower than the reference phone (the calculator's lower bound). */
export const SLOWEST_CALIBRATED_INDEX = 150;

/**
 * How many times the index is measured, its median used: one measure is noisy, and the
 * development host's speed swings from one minute to the next (four calibrations in a row:
 * 1,088, 1,748, 2,096 and 1,636).
 */
export const BENCHMARK_SAMPLES = 9;

/**
 * The CPU slowdown multiplier that makes a host of this `benchmarkIndex` the reference phone of
 * Lighthouse's mobile preset (Lighthouse's calculator, above), rounded to 0.1 and clamped.
 * @param {number} benchmarkIndex
 * @returns {number}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`Indice de performance invalide : ${benchmarkIndex}`);
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  const rounded = Math.round(multiplier * 10) / 10;
  return Math.min(CPU_SLOWDOWN_RANGE.max, Math.max(CPU_SLOWDOWN_RANGE.min, rounded));
}

/**
 * `BENCH_CPU_SLOWDOWN`, when set: a number ≥ 1 (CDP refuses a rate below 1), else an error.
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function cpuSlowdownOverride(value) {
  if (value === undefined || value.trim() === '') return null;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1)
    throw new RangeError(`BENCH_CPU_SLOWDOWN doit être un nombre ≥ 1 (reçu « ${value} »)`);
  return rate;
}

/** @param {number[]} values */
export function medianOf(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What a bench run records of its phone: the host's index (median of `samples`), the slowdown
 * the calibration gives and the one used (the same unless `BENCH_CPU_SLOWDOWN` overrides it).
 * @typedef {import('./budgets.ts').Calibration} Calibration
 */

/**
 * The calibration of a host whose index samples are `samples`, with the environment's override.
 * @param {number[]} samples
 * @param {Record<string, string | undefined>} [env]
 * @returns {Calibration}
 */
export function calibrationOf(samples, env = process.env) {
  const benchmarkIndex = medianOf(samples);
  if (benchmarkIndex === null) throw new Error("L'indice de performance de la machine n'a pas pu être mesuré");
  const calibratedCpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const override = cpuSlowdownOverride(env.BENCH_CPU_SLOWDOWN);
  return {
    benchmarkIndex,
    samples,
    calibratedCpuSlowdown,
    cpuSlowdown: override ?? calibratedCpuSlowdown,
    overridden: override !== null,
    tooSlow: benchmarkIndex < SLOWEST_CALIBRATED_INDEX,
  };
}

/**
 * Measures the host's `benchmarkIndex` as Lighthouse does at the start of each run
 * (core/gather/driver/environment.js, `getBenchmarkIndex`): its own page function
 * `computeBenchmarkIndex` (core/lib/page-functions.js, ~1 s), evaluated in a blank, unthrottled
 * Chromium tab; a new tab for each of the `samples`, where it runs once not counted, then once
 * counted. The run not counted warms that tab's JavaScript engine up, as Lighthouse's tab is when
 * it measures: a cold tab read 1,060–1,170 on the development host where Lighthouse reported a
 * median of 1,653 over its 72 runs of the same bench, and a warm one 1,660–1,870 (a warm-up in
 * another tab, which has its own engine, did not help). DevTools' own CPU calibration
 * (CalibrationController.ts) warms up the same way. Chromium is launched for it and closed after
 * when no `browser` (playwright) is given. The heavy modules are loaded here only: the mapping
 * above stays a pure module (its Jest test loads it alone).
 * @param {{ samples?: number, browser?: import('@playwright/test').Browser }} [options]
 * @returns {Promise<number[]>}
 */
export async function measureBenchmarkIndex({ samples = BENCHMARK_SAMPLES, browser } = {}) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const { launchBrowser } = await import('./visits.mjs');
  const own = browser ? null : await launchBrowser();
  const chromium = browser ?? own;
  try {
    const indexes = [];
    for (let sample = 0; sample < samples; sample += 1) {
      const page = await chromium.newPage();
      try {
        await page.evaluate(pageFunctions.computeBenchmarkIndex);
        indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      } finally {
        await page.close();
      }
    }
    return indexes;
  } finally {
    await own?.close();
  }
}

/**
 * Measures the host and calibrates the phone, once per bench run (main.mjs).
 * @param {{ samples?: number, browser?: import('@playwright/test').Browser }} [options]
 * @returns {Promise<Calibration>}
 */
export async function calibratePhone(options = {}) {
  return calibrationOf(await measureBenchmarkIndex(options));
}

/** One line for the console and the report: « indice 812 (médiane de 5), processeur ×2,0 ». */
export function describeCalibration(/** @type {Calibration} */ calibration) {
  const { benchmarkIndex, samples, cpuSlowdown, calibratedCpuSlowdown, overridden, tooSlow } = calibration;
  const times = (value) => `×${value.toFixed(1).replace('.', ',')}`;
  return (
    `indice de performance de la machine ${Math.round(benchmarkIndex)} (benchmarkIndex de Lighthouse, médiane de ${samples.length}), ` +
    `processeur ${times(cpuSlowdown)}` +
    (overridden ? ` (imposé par BENCH_CPU_SLOWDOWN ; l'étalonnage donnerait ${times(calibratedCpuSlowdown)})` : '') +
    (tooSlow
      ? ' ; machine plus lente que le téléphone de référence : mesures sans ralentissement, plus lentes que lui'
      : '')
  );
}
