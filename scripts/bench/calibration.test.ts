import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Calibration } from './budgets';

/** What the tests call of calibration.mjs. */
type CalibrationModule = {
  CPU_SLOWDOWN_RANGE: { min: number; max: number };
  cpuSlowdownFor(benchmarkIndex: number): number;
  cpuSlowdownOverride(value: string | undefined): number | null;
  medianOf(values: number[]): number | null;
  calibrationOf(samples: number[], env?: Record<string, string | undefined>): Calibration;
  describeCalibration(calibration: Calibration): string;
};

const MODULE_URL = pathToFileURL(path.join(__dirname, 'calibration.mjs')).href;

/**
 * calibration.mjs is an ES module run by Node as it is (the bench's scripts are JavaScript); Jest
 * compiles only TypeScript here and cannot load it (nor can Node's `require` inside Jest). So each
 * test runs `probe` (self-contained: no closure) in a Node child that imports the module, and
 * returns what it returns (JSON); a thrown error comes back as `{ error: message }`. The module's
 * mapping is pure: the modules that measure (playwright, Lighthouse) are loaded only to measure.
 */
function inNode<T>(probe: (module: CalibrationModule) => T): T {
  const script =
    `const module = await import(${JSON.stringify(MODULE_URL)});\n` +
    `const probe = ${probe.toString()};\n` +
    'process.stdout.write(JSON.stringify(probe(module)));';
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as T;
}

describe('bench phone calibration', () => {
  it("follows the points of Lighthouse's CPU slowdown calculator", () => {
    // https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js
    const points = inNode((m) => [150, 800, 1300, 1533, 1766, 2000].map(m.cpuSlowdownFor));
    expect(points).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('interpolates linearly inside each bracket, to a tenth', () => {
    expect(inNode((m) => [475, 1050, 1416, 1000].map(m.cpuSlowdownFor))).toEqual([1.5, 2.5, 3.5, 2.4]);
  });

  it('is continuous at the bracket boundaries and never decreases', () => {
    const { boundaries, decreases } = inNode((m) => {
      const curve: number[] = [];
      for (let index = 1; index <= 5000; index += 7) curve.push(m.cpuSlowdownFor(index));
      return {
        boundaries: [799.9, 800, 1299.9, 1300].map(m.cpuSlowdownFor),
        decreases: curve.filter((value, at) => at > 0 && value < (curve[at - 1] ?? 0)).length,
      };
    });
    expect(boundaries).toEqual([2, 2, 3, 3]);
    expect(decreases).toBe(0);
  });

  it('stays within ×1–×12', () => {
    const { range, values } = inNode((m) => ({
      range: m.CPU_SLOWDOWN_RANGE,
      values: [1, 100, 3000, 3397, 10_000].map(m.cpuSlowdownFor),
    }));
    expect(range).toEqual({ min: 1, max: 12 });
    expect(values).toEqual([1, 1, 10.3, 12, 12]);
  });

  it('refuses an index that was not measured', () => {
    const errors = inNode((m) =>
      [Number.NaN, 0, -5].map((index) => {
        try {
          return m.cpuSlowdownFor(index);
        } catch (error) {
          return (error as Error).name;
        }
      }),
    );
    expect(errors).toEqual(['RangeError', 'RangeError', 'RangeError']);
  });

  it('takes the median of the samples', () => {
    const { medians, calibration } = inNode((m) => ({
      medians: [m.medianOf([900, 1200, 700, 1000, 950]), m.medianOf([800, 1000]), m.medianOf([])],
      calibration: m.calibrationOf([1300, 800, 1310, 1290, 4000], {}),
    }));
    expect(medians).toEqual([950, 900, null]);
    expect(calibration).toEqual({
      benchmarkIndex: 1300,
      samples: [1300, 800, 1310, 1290, 4000],
      calibratedCpuSlowdown: 3,
      cpuSlowdown: 3,
      overridden: false,
      tooSlow: false,
    });
  });

  it('lets BENCH_CPU_SLOWDOWN impose the multiplier, keeping the calibrated one beside it', () => {
    const results = inNode((m) => {
      const refusal = (value: string) => {
        try {
          return m.cpuSlowdownOverride(value);
        } catch (error) {
          return (error as Error).message;
        }
      };
      return {
        same: m.calibrationOf([1533], { BENCH_CPU_SLOWDOWN: '4' }),
        imposed: m.calibrationOf([800], { BENCH_CPU_SLOWDOWN: '6.5' }),
        empty: m.calibrationOf([800], { BENCH_CPU_SLOWDOWN: '' }),
        unset: m.cpuSlowdownOverride(undefined),
        refused: [refusal('0.5'), refusal('fast')],
      };
    });
    expect(results.same).toMatchObject({ cpuSlowdown: 4, calibratedCpuSlowdown: 4, overridden: true });
    expect(results.imposed).toMatchObject({ cpuSlowdown: 6.5, calibratedCpuSlowdown: 2, overridden: true });
    expect(results.empty).toMatchObject({ cpuSlowdown: 2, overridden: false });
    expect(results.unset).toBeNull();
    expect(results.refused).toEqual([
      expect.stringMatching(/BENCH_CPU_SLOWDOWN/),
      expect.stringMatching(/BENCH_CPU_SLOWDOWN/),
    ]);
  });

  it('says when the host is slower than the reference phone', () => {
    const { slow, slowLine, line } = inNode((m) => {
      const slow = m.calibrationOf([120, 130, 110], {});
      return {
        slow,
        slowLine: m.describeCalibration(slow),
        line: m.describeCalibration(m.calibrationOf([1533], {})),
      };
    });
    expect(slow).toMatchObject({ benchmarkIndex: 120, cpuSlowdown: 1, tooSlow: true });
    expect(slowLine).toMatch(/plus lente que le téléphone de référence/);
    expect(line).toMatch(/indice de performance de la machine 1533 .*processeur ×4,0/);
  });
});
