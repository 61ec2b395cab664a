#!/usr/bin/env node
/**
 * `npm audit --omit=dev` in CI (.ci/run): fails on any high or critical vulnerability in what the
 * site runs in production. Only when the registry's audit endpoint cannot be reached at all (this
 * project's CI machines reach a read-only mirror: the POST answers 405; or no network) does it
 * warn loudly and pass: the check is then to be run where the endpoint answers. Any other way the
 * audit fails (no lock file, unreadable output…) is a failure. Tested by api/test/audit.test.ts.
 */
import { spawnSync } from 'node:child_process';

/** HTTP statuses of an audit endpoint that is absent or down (not a verdict on our dependencies). */
const UNREACHABLE_STATUSES = new Set([404, 405, 500, 501, 502, 503, 504]);
/** Network error codes: no answer at all. */
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ERR_SOCKET_TIMEOUT',
]);

/**
 * What to do with the output of `npm audit --json`.
 * @returns {{ exitCode: 0 | 1, level: 'ok' | 'warn' | 'fail', message: string }}
 */
function auditVerdict(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { exitCode: 1, level: 'fail', message: "npm audit n'a pas produit de rapport lisible." };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const serious = (counts.high ?? 0) + (counts.critical ?? 0);
    const summary = `Audit des dépendances de production : ${JSON.stringify(counts)}`;
    return serious > 0
      ? {
          exitCode: 1,
          level: 'fail',
          message: `${summary}\n${serious} vulnérabilité(s) haute(s) ou critique(s) : npm audit --omit=dev pour le détail.`,
        }
      : { exitCode: 0, level: 'ok', message: summary };
  }
  const status = Number(report?.statusCode ?? report?.error?.statusCode);
  const code = String(report?.error?.code ?? report?.code ?? '');
  const why = report?.message || report?.error?.summary || code || 'service injoignable';
  if (UNREACHABLE_STATUSES.has(status) || NETWORK_CODES.has(code)) {
    return {
      exitCode: 0,
      level: 'warn',
      message: `AVERTISSEMENT : audit des dépendances impossible ici, le service ne répond pas (${why}). À lancer là où il répond.`,
    };
  }
  return { exitCode: 1, level: 'fail', message: `npm audit a échoué : ${why}` };
}

function main() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const verdict = auditVerdict(run.stdout ?? '');
  if (verdict.level === 'ok') console.log(verdict.message);
  else if (verdict.level === 'warn') console.warn(verdict.message);
  else console.error(`${verdict.message}${run.stderr ? `\n${run.stderr}` : ''}`);
  process.exit(verdict.exitCode);
}

main();
