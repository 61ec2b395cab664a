#!/usr/bin/env node
/**
 * `npm test`: every check, one after the other, each timed; the times are printed at the end and
 * written to `test-times.json` (what docs/testing.md reports, part by part). Stops at the first
 * part that fails, as `a && b && c` did.
 *   node scripts/test.mjs [part ...]     (parts: types, lint, jest, build, browser)
 *   node scripts/test.mjs --fast         (`npm run test:fast`: types, lint, and Jest without the
 *                                        PostgreSQL pass, a quarter of the hostile requests: the
 *                                        inner loop, before `npm test`)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = [
  { name: 'types', label: 'Types (tsc, chaque paquet)', command: ['node', 'scripts/typecheck.mjs'] },
  { name: 'lint', label: 'Lint (ESLint, Prettier)', command: ['npm', 'run', 'lint'] },
  { name: 'jest', label: 'Jest (unitaires, API sur SQLite puis PostgreSQL)', command: ['npx', 'jest'] },
  { name: 'build', label: 'Construction du site', command: ['node', 'scripts/build.mjs'] },
  { name: 'browser', label: 'Navigateur (Playwright, Chromium)', command: ['npm', 'run', 'test', '-w', 'e2e'] },
];
const FAST_PARTS = [
  PARTS[0],
  PARTS[1],
  {
    name: 'jest-fast',
    label: 'Jest (unitaires, API sur SQLite)',
    command: ['npx', 'jest', '--ignoreProjects', 'api-postgres'],
    // Every route still gets its hostile requests, a quarter as many (`npm test` sends them all):
    // the property tests were a sixth of this part's processor.
    env: { PROPERTY_RUNS_SCALE: process.env.PROPERTY_RUNS_SCALE ?? '0.25' },
  },
];

const wanted = process.argv.slice(2);
const parts = wanted.includes('--fast')
  ? FAST_PARTS
  : wanted.length > 0
    ? PARTS.filter((part) => wanted.includes(part.name))
    : PARTS;
const times = [];

/**
 * Runs a part and measures, besides its time, the processor time of its processes (bash's `times`:
 * every descendant that was waited for, Chromium included; not a server that detached itself, such
 * as the PostgreSQL of the API tests). On a machine with half the processor, a part takes at least
 * that processor time divided by its cores.
 */
const run = (program, args, env = {}) =>
  new Promise((resolve) => {
    const timesFile = path.join(os.tmpdir(), `wado-test-times-${process.pid}-${Date.now()}`);
    const script = '"$@"; code=$?; times > "$WADO_TIMES_FILE"; exit $code';
    const child = spawn('bash', ['-c', script, 'bash', program, ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, WADO_TIMES_FILE: timesFile },
    });
    child.on('exit', (code, signal) => {
      let cpuMs = null;
      try {
        // Second line: the children's user and system time, as « 12m3.456s 1m2.345s ».
        const children = fs.readFileSync(timesFile, 'utf8').trim().split('\n')[1] ?? '';
        const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
        if (seconds.length === 2) cpuMs = Math.round((seconds[0] + seconds[1]) * 1000);
        fs.rmSync(timesFile, { force: true });
      } catch {
        // Killed before `times` ran: no processor time for this part.
      }
      resolve({ code: code ?? (signal ? 1 : 0), cpuMs });
    });
  });

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

fs.rmSync(path.join(root, 'jest-times.json'), { force: true });
let failed = null;
for (const part of parts) {
  console.log(`\n== ${part.label}`);
  const started = Date.now();
  const [program, ...args] = part.command;
  const { code, cpuMs } = await run(program, args, part.env);
  times.push({ part: part.name, label: part.label, ms: Date.now() - started, cpuMs, passed: code === 0 });
  if (code !== 0) {
    failed = part;
    break;
  }
}

const total = times.reduce((sum, time) => sum + time.ms, 0);
console.log('\n== Durées');
const cpu = (ms) => (ms === null ? '' : `   processeur ${minutes(ms)}`);
for (const time of times) {
  console.log(`${time.passed ? '  ' : '✗ '}${time.label.padEnd(52)} ${minutes(time.ms)}${cpu(time.cpuMs)}`);
}
const totalCpu = times.every((time) => time.cpuMs !== null) ? times.reduce((sum, time) => sum + time.cpuMs, 0) : null;
console.log(`  ${'Total'.padEnd(52)} ${minutes(total)}${cpu(totalCpu)}`);
const jestTimes = path.join(root, 'jest-times.json');
const jestProjects = fs.existsSync(jestTimes) ? JSON.parse(fs.readFileSync(jestTimes, 'utf8')) : [];
const host = `${os.cpus().length} cœurs ${os.cpus()[0]?.model ?? ''}`.trim();
fs.writeFileSync(
  path.join(root, 'test-times.json'),
  `${JSON.stringify({ date: new Date().toISOString(), host, totalMs: total, totalCpuMs: totalCpu, parts: times, jestProjects }, null, 2)}\n`,
);
if (failed) {
  console.error(`\n${failed.label} : en échec.`);
  process.exit(1);
}
