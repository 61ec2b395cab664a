import { BUDGETS, budgetsMet, checkBudgets, formatChecks, type BenchResults } from './budgets';

const goodPage = { score: 1, fcpMs: 900, lcpMs: 1_050, cls: 0.01, tbtMs: 40 };
const js = (brotli: number) => ({ js: { brotli } });

const rate = (pagesPerSecond: number, errors = 0) => ({
  pagesPerSecond,
  p99Ms: 20,
  errors,
  pageViews: pagesPerSecond * 10,
});
const pageRates = (withCache: number, without: number, errors = 0) => ({
  pages: ['/'],
  connections: 10,
  durationSeconds: 10,
  without: { anonymous: rate(without), accepted: rate(without) },
  with: { anonymous: rate(withCache, errors), accepted: rate(withCache) },
  ratio: withCache / without,
});

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    firstPaint: { federated: { '/': { bytes: 40_000, requests: 4 } }, single: { '/': { bytes: 38_000, requests: 4 } } },
    lighthouse: {
      federated: { mobile: { '/': goodPage }, desktop: { '/': { ...goodPage, score: 1 } } },
      single: { mobile: { '/': { ...goodPage, lcpMs: 1_000 } }, desktop: { '/': { ...goodPage, score: 1 } } },
    },
    takeover: { federated: { '/shop': { readyMs: 2_700 } }, single: { '/shop': { readyMs: 2_500 } } },
    sizes: {
      downloaded: {
        federated: { shell: js(120_000), 'mf-shop': js(30_000) },
        single: { 'bundle unique': js(125_000) },
      },
    },
    interactions: {
      federated: { menu: { label: 'Ouvrir le menu', inpMs: 40 } },
      single: { menu: { label: 'Ouvrir le menu', inpMs: 32 } },
    },
    api: { results: [{ call: 'GET /api/partners', api: { errors: 0 } }] },
    pages: pageRates(1_200, 95),
    ...overrides,
  };
}

describe('bench budgets', () => {
  it('passes a report within every budget', () => {
    const checks = checkBudgets(results());
    expect(checks.every((entry) => entry.ok === true)).toBe(true);
    expect(budgetsMet(checks)).toBe(true);
    expect(checks.map((entry) => entry.label)).toEqual(
      expect.arrayContaining([
        'Lighthouse mobile / : LCP',
        'Lighthouse ordinateur / : score',
        'API GET /api/partners : erreurs',
      ]),
    );
  });

  it('fails on a missed budget and says which one', () => {
    const slow = results();
    slow.lighthouse!.federated!.mobile!['/'] = { ...goodPage, lcpMs: 1_250 };
    const checks = checkBudgets(slow);
    expect(budgetsMet(checks)).toBe(false);
    const missed = checks.filter((entry) => entry.ok === false).map((entry) => entry.label);
    // 1.25 s is over the LCP budget, and 1.25 / 1.0 over the federation ratio.
    expect(missed).toEqual([
      'Lighthouse mobile / : LCP',
      'Coût de la fédération : LCP mobile / (fédéré / bundle unique)',
    ]);
    expect(formatChecks(checks).find((line) => line.includes(': LCP'))).toBe(
      '✗ Lighthouse mobile / : LCP : 1.25 s (budget ≤ 1.20 s)',
    );
  });

  it('checks when a page is taken over on a phone, against 3 s and against the single bundle', () => {
    const late = results({
      takeover: {
        federated: { '/': { readyMs: 3_100 }, '/shop': { readyMs: 2_900 } },
        single: { '/': { readyMs: 3_000 }, '/shop': { readyMs: 2_400 } },
      },
    });
    const missed = checkBudgets(late).filter((entry) => entry.ok === false);
    expect(missed.map((entry) => `${entry.label} : ${entry.actual}`)).toEqual([
      'Prise en main sur téléphone / : 3.10 s',
      'Coût de la fédération : prise en main /shop (fédéré / bundle unique) : 1.21',
    ]);
  });

  it("checks the JavaScript of a visit of every section against the single bundle's, and each INP", () => {
    const heavy = results({
      sizes: { downloaded: { federated: { shell: js(150_000), 'mf-shop': js(30_000) }, single: { all: js(125_000) } } },
      interactions: {
        federated: { addToCart: { label: '« Ajouter au panier »', inpMs: 100 } },
        single: { addToCart: { label: '« Ajouter au panier »', inpMs: 60 } },
      },
    });
    const missed = checkBudgets(heavy).filter((entry) => entry.ok === false);
    expect(missed.map((entry) => `${entry.label} : ${entry.actual}`)).toEqual([
      'Coût de la fédération : JavaScript d’une visite de chaque rubrique (fédéré / bundle unique, brotli) : 1.44',
      'INP sur téléphone : « Ajouter au panier » : 100 ms',
    ]);
  });

  it('checks the federation ratio on the bytes before first paint', () => {
    const heavy = results({
      firstPaint: {
        federated: { '/': { bytes: 50_000, requests: 6 } },
        single: { '/': { bytes: 40_000, requests: 4 } },
      },
    });
    const ratio = checkBudgets(heavy).find((entry) => entry.label.startsWith('Coût de la fédération : octets'));
    expect(ratio).toMatchObject({ ok: false, actual: '1.25' });
  });

  it('counts API errors and a desktop score under 1', () => {
    const broken = results({ api: { results: [{ call: 'POST /api/newsletter', api: { errors: 3 } }] } });
    broken.lighthouse!.federated!.desktop!['/'] = { ...goodPage, score: 0.99 };
    expect(
      checkBudgets(broken)
        .filter((entry) => entry.ok === false)
        .map((entry) => entry.label),
    ).toEqual(['Lighthouse ordinateur / : score', 'API POST /api/newsletter : erreurs']);
  });

  it('checks the pages a replica serves with its micro-cache against the same server without it', () => {
    const missed = (pages: ReturnType<typeof pageRates>) =>
      checkBudgets(results({ pages }))
        .filter((entry) => entry.ok === false)
        .map((entry) => `${entry.label} : ${entry.actual}`);
    expect(missed(pageRates(900, 100))).toEqual([
      'Pages d’une réplique, visiteurs anonymes : avec micro-cache / sans : 9.0',
    ]);
    expect(missed(pageRates(1_000, 100))).toEqual([]);
    expect(missed(pageRates(1_200, 95, 2))).toEqual(['Pages sous charge : erreurs : 2']);
  });

  it('lists what was not measured without failing the run', () => {
    const checks = checkBudgets({});
    expect(checks.map((entry) => entry.ok)).toEqual([null, null, null, null]);
    expect(formatChecks(checks)[0]).toBe(
      `– Octets avant le premier affichage de / : non mesuré (budget ≤ ${(BUDGETS.firstPaintBytes / 1000).toFixed(1)} Ko)`,
    );
    expect(budgetsMet(checks)).toBe(true);
  });
});
