#!/usr/bin/env node
/**
 * `npm audit --omit=dev`: fails on any high or critical vulnerability in what the site runs in
 * production. Where the registry's audit endpoint cannot be reached (this project's CI machines
 * only reach the registry's read-only mirror: the POST answers 405), it says so loudly and does
 * not fail: the check is then to be run where the endpoint answers.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit n'a pas produit de rapport lisible :\n${run.stderr}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(`AVERTISSEMENT : audit des dépendances impossible ici (${report.message ?? report.error?.summary ?? 'service injoignable'}).`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`Audit des dépendances de production : ${JSON.stringify(counts)}`);
if (serious > 0) {
  console.error(`${serious} vulnérabilité(s) haute(s) ou critique(s) : npm audit --omit=dev pour le détail.`);
  process.exit(1);
}
