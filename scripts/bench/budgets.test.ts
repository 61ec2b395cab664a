import { BUDGETS, budgetsMet, checkBudgets, formatChecks, type BenchResults } from './budgets';

const goodPage = { score: 0.98, fcpMs: 900, lcpMs: 1_500, cls: 0.01, tbtMs: 40 };

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    firstPaint: { federated: { '/': { bytes: 40_000, requests: 4 } }, single: { '/': { bytes: 38_000, requests: 4 } } },
    lighthouse: {
      federated: { mobile: { '/': goodPage }, desktop: { '/': { ...goodPage, score: 1 } } },
      single: { mobile: { '/': { ...goodPage, lcpMs: 1_450 } }, desktop: { '/': { ...goodPage, score: 1 } } },
    },
    api: { results: [{ call: 'GET /api/partners', api: { errors: 0 } }] },
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
    slow.lighthouse!.federated!.mobile!['/'] = { ...goodPage, lcpMs: 2_400 };
    const checks = checkBudgets(slow);
    expect(budgetsMet(checks)).toBe(false);
    const missed = checks.filter((entry) => entry.ok === false).map((entry) => entry.label);
    // 2.4 s is over the LCP budget, and 2.4 / 1.45 over the federation ratio.
    expect(missed).toEqual([
      'Lighthouse mobile / : LCP',
      'Coût de la fédération : LCP mobile / (fédéré / bundle unique)',
    ]);
    expect(formatChecks(checks).find((line) => line.includes(': LCP'))).toBe(
      '✗ Lighthouse mobile / : LCP : 2.40 s (budget ≤ 2.00 s)',
    );
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

  it('lists what was not measured without failing the run', () => {
    const checks = checkBudgets({});
    expect(checks.map((entry) => entry.ok)).toEqual([null, null]);
    expect(formatChecks(checks)[0]).toBe(
      `– Octets avant le premier affichage de / : non mesuré (budget ≤ ${(BUDGETS.firstPaintBytes / 1000).toFixed(1)} Ko)`,
    );
    expect(budgetsMet(checks)).toBe(true);
  });
});
