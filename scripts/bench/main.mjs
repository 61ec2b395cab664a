#!/usr/bin/env node
/**
 * `npm run bench`: builds the site (and the single-bundle baseline), starts both, measures them
 * and writes bench/report.md and bench/report.json; exits non-zero when a budget is missed.
 *   npm run bench -- [--quick] [--skip=builds,sizes,firstpaint,takeover,inp,lighthouse,api,pages]
 * --quick: one run of each, pages / and /news, short API runs, no full rebuild (development).
 * --no-build: measure the site as built now in its dist/ folders (no build times); the single
 * bundle is rebuilt only when older than one of them.
 * Ports: BENCH_PORT (8194) for the site, BENCH_BASELINE_PORT (8294) for the single bundle and
 * the next one for the bare Fastify server.
 * The phone: its CPU slowdown is calibrated once, at the start, from this host's benchmarkIndex
 * (calibration.mjs), for Lighthouse mobile, the takeover and INP; BENCH_CPU_SLOWDOWN=<n> imposes it.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  measureBuildTimes,
  buildStale,
  buildSingleBundle,
  bundleBaselineServer,
  singleBundleIsStale,
  snapshotSite,
} from './builds.mjs';
import { startSite } from './server.mjs';
import { appSizes, servedEncoding } from './sizes.mjs';
import { beforeFirstPaint, checkRenders, downloadedPerApp, launchBrowser, TOUR } from './visits.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { calibratePhone, describeCalibration } from './calibration.mjs';
import { takeover } from './takeover.mjs';
import { interactions } from './interactions.mjs';
import { benchApi } from './api.mjs';
import { benchPages } from './pages.mjs';
import { renderReport } from './report.mjs';
import { budgetsMet, checkBudgets, formatChecks } from './budgets.ts';
import { BENCH_DIR, PAGES, READY_PAGES, ROOT, SINGLE_BUNDLE_DIR } from './paths.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const noBuild = args.includes('--no-build');
const skip = new Set(args.filter((arg) => arg.startsWith('--skip=')).flatMap((arg) => arg.slice(7).split(',')));
const runs = quick ? 1 : 3;
const lighthousePages = quick ? ['/', '/news'] : PAGES;
const sitePort = Number(process.env.BENCH_PORT ?? 8194);
const baselinePort = Number(process.env.BENCH_BASELINE_PORT ?? 8294);

const git = (command) => execSync(`git ${command}`, { cwd: ROOT, encoding: 'utf8' }).trim();
const step = (title) => console.log(`\n▶ ${title}`);

/**
 * What a run writes to bench/results: the budgets' inputs (BenchResults, the phone's calibration
 * included) and what the report shows beside them.
 * @typedef {import('./budgets.ts').BenchResults & {
 *   meta: Record<string, string | number | boolean>,
 *   builds?: Record<string, unknown>,
 *   sizes?: Record<string, unknown>,
 *   budgets?: import('./budgets.ts').BudgetCheck[],
 * }} BenchRun
 */

async function main() {
  /** @type {BenchRun} */
  const results = {
    meta: {
      date: new Date().toISOString(),
      commit: git('rev-parse --short HEAD'),
      dirty: git('status --porcelain --untracked-files=no') !== '',
      quick,
      node: process.versions.node,
      cpus: os.cpus().length,
      firstPaintRuns: runs,
      takeoverRuns: runs,
      lighthouseRuns: runs,
    },
  };

  // Before anything loads the machine (builds, servers): the host as Lighthouse would measure it.
  step('Étalonnage du téléphone');
  const calibration = await calibratePhone();
  results.calibration = calibration;
  /** @type {import('./budgets.ts').PhoneStamp} */
  const phone = { benchmarkIndex: calibration.benchmarkIndex, cpuSlowdown: calibration.cpuSlowdown };
  const cpu = `processeur ×${String(phone.cpuSlowdown).replace('.', ',')}`;
  console.log(`  ${describeCalibration(calibration)} (mesures : ${calibration.samples.join(', ')})`);

  step('Construction');
  results.builds = {};
  if (noBuild) {
    console.log('  (--no-build : constructions existantes)');
    // The baseline must compile the same sources as the site measured.
    if (singleBundleIsStale()) results.builds.singleBundle = await buildSingleBundle();
  } else {
    if (quick || skip.has('builds')) await buildStale();
    else Object.assign(results.builds, await measureBuildTimes());
    results.builds.singleBundle = await buildSingleBundle();
  }
  // Always the site as built now (an older copy from a previous run would be measured otherwise).
  await snapshotSite();
  const baselineServer = await bundleBaselineServer();

  step(`Démarrage : site fédéré sur ${sitePort}, bundle unique sur ${baselinePort}`);
  const federated = await startSite({ port: sitePort, env: { RATE_LIMIT_MAX: '0' } });
  const single = await startSite({
    port: baselinePort,
    shellDir: SINGLE_BUNDLE_DIR,
    server: baselineServer,
    env: { RATE_LIMIT_MAX: '0' },
  });
  const browser = await launchBrowser();
  try {
    step("Vérification : chaque rubrique s'affiche, sur les deux sites");
    for (const [name, site] of /** @type {const} */ ([
      ['fédéré', federated],
      ['bundle unique', single],
    ])) {
      const problems = await checkRenders(browser, site.origin);
      if (problems.length)
        throw new Error(`Le site ${name} ne s'affiche pas correctement :\n  ${problems.join('\n  ')}`);
    }

    if (!skip.has('sizes')) {
      step('Poids par application');
      results.sizes = {
        ...appSizes(),
        servedEncoding: await servedEncoding(federated.origin),
        tour: TOUR,
        downloaded: {
          federated: await downloadedPerApp(browser, federated.origin),
          single: await downloadedPerApp(browser, single.origin),
        },
      };
    }

    if (!skip.has('firstpaint')) {
      step('Avant le premier affichage');
      results.firstPaint = { federated: {}, single: {} };
      for (const page of PAGES) {
        results.firstPaint.federated[page] = await beforeFirstPaint(browser, federated.origin, page, runs);
        results.firstPaint.single[page] = await beforeFirstPaint(browser, single.origin, page, runs);
        const f = results.firstPaint.federated[page];
        const s = results.firstPaint.single[page];
        console.log(
          `  ${page} : fédéré ${f.bytes} o / ${f.requests} requêtes ; bundle unique ${s.bytes} o / ${s.requests} requêtes`,
        );
      }
    }

    if (!skip.has('takeover')) {
      step(`Prise en main sur un téléphone (4G lente, ${cpu})`);
      results.takeover = { federated: {}, single: {} };
      for (const page of quick ? ['/', '/news'] : READY_PAGES) {
        const f = await takeover(browser, federated.origin, page, phone, runs);
        const s = await takeover(browser, single.origin, page, phone, runs);
        results.takeover.federated[page] = f;
        results.takeover.single[page] = s;
        console.log(
          `  ${page} : fédéré prêt à ${f.readyMs} ms (${f.runs.join(', ')}), JS ${f.jsBytes} o ; ` +
            `bundle unique prêt à ${s.readyMs} ms (${s.runs.join(', ')}), JS ${s.jsBytes} o`,
        );
      }
    }

    if (!skip.has('inp')) {
      step(`Réponse à un geste sur un téléphone (INP, ${cpu})`);
      const onFederated = await interactions(browser, federated.origin, phone, runs);
      const onSingle = await interactions(browser, single.origin, phone, runs);
      results.interactions = { federated: onFederated, single: onSingle };
      for (const [name, measure] of Object.entries(onFederated))
        console.log(
          `  ${measure.label} : fédéré ${measure.inpMs} ms (${measure.runs.join(', ')}), ` +
            `bundle unique ${onSingle[name]?.inpMs} ms`,
        );
    }
    await browser.close();

    if (!skip.has('lighthouse')) {
      step(`Lighthouse (${runs} passage(s), ${lighthousePages.join(' ')} ; mobile : ${cpu})`);
      const lighthouse = await runLighthouse(
        { federated: federated.origin, single: single.origin },
        lighthousePages,
        phone,
        runs,
      );
      results.lighthouse = lighthouse.sites;
      calibration.lighthouse = { benchmarkIndex: lighthouse.benchmarkIndex, runs: lighthouse.runs };
      console.log(
        `  indice mesuré par Lighthouse lui-même : ${Math.round(lighthouse.benchmarkIndex)} (médiane de ${lighthouse.runs} passages ; étalonnage : ${Math.round(calibration.benchmarkIndex)})`,
      );
    }

    if (!skip.has('api')) {
      step('API sous charge');
      await single.stop();
      results.api = await benchApi(federated.origin, { barePort: baselinePort + 1, durationSeconds: quick ? 3 : 10 });
    }
  } finally {
    await browser.close().catch(() => {});
    await federated.stop();
    await single.stop();
  }

  if (!skip.has('pages')) {
    // Alone on the machine: the two sites above are stopped.
    step('Pages sous charge, sans puis avec le micro-cache');
    results.pages = await benchPages({ port: baselinePort + 2, durationSeconds: quick ? 3 : 10 });
  }

  const checks = checkBudgets(results);
  results.budgets = checks;
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  fs.writeFileSync(path.join(BENCH_DIR, 'report.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(BENCH_DIR, 'report.md'), `${renderReport(results, checks, formatChecks)}\n`);
  step('Budgets');
  for (const line of formatChecks(checks)) console.log(`  ${line}`);
  console.log(`\nRapport : bench/report.md, bench/report.json`);
  if (!budgetsMet(checks)) {
    console.error('Au moins un budget est dépassé.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
