/**
 * The benchmark's budgets, in one place, and the logic that checks a report against
 * them. `npm run bench` prints each one with ✓/✗ and exits non-zero when one is missed; a
 * budget whose figure was not measured (`--quick`, `--skip …`) is listed as not checked.
 */

export const BUDGETS = {
  /**
   * What `/` downloads before its first paint (bytes as sent, headers included). With the page's
   * layout and content in the first HTML, the first paint needs the page, its stylesheet and the
   * logo: 150 KB leaves room for those and nothing like a JavaScript framework.
   */
  firstPaintBytes: 150_000,
  /** Lighthouse 12, mobile preset, on every measured page (median of the runs): a perfect score. */
  mobile: { minScore: 1, maxLcpMs: 1_200, maxCls: 0.05, maxTbtMs: 100 },
  /**
   * On the phone profile (slow 4G, processor ×4), median of the runs: the page is taken over
   * (`html[data-page-ready]`) within 3 s of the request, and at most 1.15 times the single
   * bundle's time, page by page.
   */
  takeover: { maxReadyMs: 3_000, maxReadyRatio: 1.15 },
  /** JavaScript (brotli) of a visit of every section: federated site / single bundle. */
  maxTourJsRatio: 1.3,
  /** Interaction to Next Paint of each measured interaction, on the phone profile. */
  maxInpMs: 100,
  /** Desktop preset: a perfect score (Lighthouse rounds it to two decimals). */
  desktop: { minScore: 1 },
  /** Federated site / single bundle: bytes before the first paint of `/`, mobile LCP of each page. */
  maxFederationRatio: 1.1,
  /** Every API call under load answers 2xx, with no connection error or time-out. */
  maxApiErrors: 0,
  /**
   * Anonymous page views per second of one replica with the pages' micro-cache, against the same
   * server without it, in the same run: at least ten times. No error either way.
   */
  minPageCacheRatio: 10,
} as const;

type Metrics = {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** The host's index and the CPU slowdown Lighthouse applied (`throttling.cpuSlowdownMultiplier`). */
  phone?: PhoneStamp;
  /** Lighthouse's own `benchmarkIndex` of the host, median of this page's runs: a cross-check. */
  lighthouseBenchmarkIndex?: number | null;
};
type PerPage = Record<string, Metrics>;

/** The part of bench/report.json the budgets read. */
type JsSizes = Record<string, { js: { brotli: number } }>;

/**
 * The phone every throttled figure is measured on (scripts/bench/calibration.mjs): the host's
 * `benchmarkIndex` and the CPU slowdown that makes it Lighthouse's reference phone.
 */
export interface Calibration {
  /** Median of `samples`, Lighthouse's `computeBenchmarkIndex` run in Chromium before measuring. */
  benchmarkIndex: number;
  samples: number[];
  /** What Lighthouse's calibration gives for `benchmarkIndex`. */
  calibratedCpuSlowdown: number;
  /** The slowdown used: `calibratedCpuSlowdown`, or `BENCH_CPU_SLOWDOWN` when set. */
  cpuSlowdown: number;
  overridden: boolean;
  /** The host is slower than the reference phone: measured at ×1, slower than it. */
  tooSlow: boolean;
  /** Lighthouse's own index (`lhr.environment.benchmarkIndex`), median of its runs: a cross-check. */
  lighthouse?: { benchmarkIndex: number | null; runs: number };
}

/** Stamped beside each throttled figure: the host's index and the slowdown it was measured with. */
export interface PhoneStamp {
  benchmarkIndex: number;
  cpuSlowdown: number;
}

export interface BenchResults {
  calibration?: Calibration;
  takeover?: Record<'federated' | 'single', Record<string, { readyMs: number; phone?: PhoneStamp }> | undefined>;
  sizes?: { downloaded?: { federated: JsSizes; single: JsSizes } };
  interactions?: Record<
    'federated' | 'single',
    Record<string, { label: string; inpMs: number; phone?: PhoneStamp }> | undefined
  >;
  firstPaint?: Record<'federated' | 'single', Record<string, { bytes: number; requests: number }> | undefined>;
  lighthouse?: Record<'federated' | 'single', { mobile?: PerPage; desktop?: PerPage } | undefined>;
  api?: { results: { call: string; api: { errors: number } }[] };
  pages?: PageRates;
}

/** One kind of visitor under load (scripts/bench/pages.mjs). */
export interface PageRate {
  pagesPerSecond: number;
  p99Ms: number;
  errors: number;
  pageViews: number;
}

/** Page views per second of one replica, without and with the micro-cache. */
export interface PageRates {
  pages: string[];
  connections: number;
  durationSeconds: number;
  without: { anonymous: PageRate; accepted: PageRate };
  with: { anonymous: PageRate; accepted: PageRate };
  /** Anonymous visitors, with / without. */
  ratio: number;
}

export interface BudgetCheck {
  label: string;
  limit: string;
  actual: string;
  /** null: not measured in this run. */
  ok: boolean | null;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} Ko`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value: number) => value.toFixed(2);

function check(
  label: string,
  limit: string,
  actual: number | null | undefined,
  ok: (value: number) => boolean,
  show: (value: number) => string,
): BudgetCheck {
  if (actual === null || actual === undefined || Number.isNaN(actual))
    return { label, limit, actual: 'non mesuré', ok: null };
  return { label, limit, actual: show(actual), ok: ok(actual) };
}

export function checkBudgets(results: BenchResults, budgets = BUDGETS): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const federatedHome = results.firstPaint?.federated?.['/'];
  const singleHome = results.firstPaint?.single?.['/'];
  checks.push(
    check(
      'Octets avant le premier affichage de /',
      `≤ ${kb(budgets.firstPaintBytes)}`,
      federatedHome?.bytes,
      (v) => v <= budgets.firstPaintBytes,
      kb,
    ),
  );
  checks.push(
    check(
      'Coût de la fédération : octets avant le premier affichage de / (fédéré / bundle unique)',
      `≤ ${ratio(budgets.maxFederationRatio)}`,
      federatedHome && singleHome ? federatedHome.bytes / singleHome.bytes : null,
      (v) => v <= budgets.maxFederationRatio,
      ratio,
    ),
  );

  const federated = results.lighthouse?.federated;
  const single = results.lighthouse?.single;
  for (const [page, m] of Object.entries(federated?.mobile ?? {})) {
    const b = budgets.mobile;
    checks.push(
      check(
        `Lighthouse mobile ${page} : score`,
        `≥ ${b.minScore}`,
        m.score,
        (v) => v >= b.minScore,
        (v) => v.toFixed(2),
      ),
    );
    checks.push(
      check(`Lighthouse mobile ${page} : LCP`, `≤ ${seconds(b.maxLcpMs)}`, m.lcpMs, (v) => v <= b.maxLcpMs, seconds),
    );
    checks.push(
      check(
        `Lighthouse mobile ${page} : CLS`,
        `≤ ${b.maxCls}`,
        m.cls,
        (v) => v <= b.maxCls,
        (v) => v.toFixed(3),
      ),
    );
    checks.push(
      check(
        `Lighthouse mobile ${page} : TBT`,
        `≤ ${b.maxTbtMs} ms`,
        m.tbtMs,
        (v) => v <= b.maxTbtMs,
        (v) => `${Math.round(v)} ms`,
      ),
    );
    const singleLcp = single?.mobile?.[page]?.lcpMs;
    checks.push(
      check(
        `Coût de la fédération : LCP mobile ${page} (fédéré / bundle unique)`,
        `≤ ${ratio(budgets.maxFederationRatio)}`,
        m.lcpMs !== null && singleLcp ? m.lcpMs / singleLcp : null,
        (v) => v <= budgets.maxFederationRatio,
        ratio,
      ),
    );
  }
  for (const [page, m] of Object.entries(federated?.desktop ?? {})) {
    const b = budgets.desktop;
    checks.push(
      check(
        `Lighthouse ordinateur ${page} : score`,
        `≥ ${b.minScore.toFixed(2)}`,
        m.score,
        (v) => v >= b.minScore,
        (v) => v.toFixed(2),
      ),
    );
  }

  const singleReady = results.takeover?.single;
  for (const [page, { readyMs }] of Object.entries(results.takeover?.federated ?? {})) {
    const b = budgets.takeover;
    checks.push(
      check(
        `Prise en main sur téléphone ${page}`,
        `≤ ${seconds(b.maxReadyMs)}`,
        readyMs,
        (v) => v <= b.maxReadyMs,
        seconds,
      ),
    );
    const single = singleReady?.[page]?.readyMs;
    checks.push(
      check(
        `Coût de la fédération : prise en main ${page} (fédéré / bundle unique)`,
        `≤ ${ratio(b.maxReadyRatio)}`,
        single ? readyMs / single : null,
        (v) => v <= b.maxReadyRatio,
        ratio,
      ),
    );
  }

  const downloaded = results.sizes?.downloaded;
  const tourJs = (apps: JsSizes | undefined) =>
    apps ? Object.values(apps).reduce((sum, app) => sum + app.js.brotli, 0) : undefined;
  const federatedTour = tourJs(downloaded?.federated);
  const singleTour = tourJs(downloaded?.single);
  checks.push(
    check(
      'Coût de la fédération : JavaScript d’une visite de chaque rubrique (fédéré / bundle unique, brotli)',
      `≤ ${ratio(budgets.maxTourJsRatio)}`,
      federatedTour !== undefined && singleTour ? federatedTour / singleTour : null,
      (v) => v <= budgets.maxTourJsRatio,
      ratio,
    ),
  );

  for (const { label, inpMs } of Object.values(results.interactions?.federated ?? {})) {
    checks.push(
      check(
        `INP sur téléphone : ${label}`,
        `< ${budgets.maxInpMs} ms`,
        inpMs,
        (v) => v < budgets.maxInpMs,
        (v) => `${Math.round(v)} ms`,
      ),
    );
  }

  for (const { call, api } of results.api?.results ?? []) {
    checks.push(
      check(`API ${call} : erreurs`, `= ${budgets.maxApiErrors}`, api.errors, (v) => v <= budgets.maxApiErrors, String),
    );
  }

  const pages = results.pages;
  checks.push(
    check(
      'Pages d’une réplique, visiteurs anonymes : avec micro-cache / sans',
      `≥ ${budgets.minPageCacheRatio}`,
      pages ? pages.ratio : null,
      (v) => v >= budgets.minPageCacheRatio,
      (v) => v.toFixed(1),
    ),
  );
  if (pages) {
    const errors = [pages.with, pages.without].reduce(
      (sum, mode) => sum + mode.anonymous.errors + mode.accepted.errors,
      0,
    );
    checks.push(check('Pages sous charge : erreurs', '= 0', errors, (v) => v === 0, String));
  }
  return checks;
}

/** One line per budget, ✓ met, ✗ missed, – not measured. */
export function formatChecks(checks: BudgetCheck[]): string[] {
  return checks.map(
    ({ label, limit, actual, ok }) => `${ok === null ? '–' : ok ? '✓' : '✗'} ${label} : ${actual} (budget ${limit})`,
  );
}

/** The bench fails when one measured budget is missed; unmeasured ones do not count. */
export function budgetsMet(checks: BudgetCheck[]): boolean {
  return checks.every((entry) => entry.ok !== false);
}
