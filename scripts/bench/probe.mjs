#!/usr/bin/env node
/**
 * Quick look at one page while working on speed (not a benchmark: `npm run bench` is that):
 * Lighthouse mobile on an already running site, N runs, with the long tasks of the median run.
 *   node scripts/bench/probe.mjs http://127.0.0.1:8080/news [runs=3] [mobile|desktop]
 * BLOCK='*.js' measures the page without its scripts (what the server's HTML alone gives);
 * SAVE=/tmp/lhr.json keeps the median run's full Lighthouse result.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './paths.mjs';

const [url, runsArg = '3', preset = 'mobile'] = process.argv.slice(2);
if (!url) {
  console.error('Usage : node scripts/bench/probe.mjs <url> [passages] [mobile|desktop]');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const runs = [];
try {
  for (let run = 0; run < Number(runsArg); run += 1) {
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(process.env.BLOCK ? { blockedUrlPatterns: process.env.BLOCK.split(',') } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (lhr.runtimeError) {
      console.log(`passage ignoré : ${lhr.runtimeError.code}`);
      continue;
    }
    const value = (id) => lhr.audits[id]?.numericValue;
    runs.push({
      lhr,
      score: lhr.categories.performance.score,
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
    });
    const last = runs.at(-1);
    console.log(
      `score ${last.score}  FCP ${Math.round(last.fcp)} ms  LCP ${Math.round(last.lcp)} ms  TBT ${Math.round(last.tbt)} ms  CLS ${last.cls.toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
}
const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
if (process.env.SAVE) (await import('node:fs')).writeFileSync(process.env.SAVE, JSON.stringify(median.lhr));
/**
 * The rows of an audit's table, in the shape that audit documents. Lighthouse types `details` as a
 * union of every kind (tables, lists, chains…); only tables and lists carry `items`.
 * @template Row
 * @param {string} id
 * @param {(details: unknown) => Row[]} [pick] where the rows are, for audits that nest tables
 * @returns {Row[]}
 */
function rowsOf(id, pick = (details) => /** @type {{ items: Row[] }} */ (details).items) {
  const details = median.lhr.audits[id]?.details;
  return details && 'items' in details ? (pick(details) ?? []) : [];
}

console.log('\nTâches longues (passage médian) :');
/** @type {{ duration: number, startTime: number, url: string }[]} */
const longTasks = rowsOf('long-tasks');
for (const task of longTasks) {
  console.log(
    `  ${String(Math.round(task.duration)).padStart(5)} ms à ${String(Math.round(task.startTime)).padStart(5)} ms  ${task.url}`,
  );
}
console.log("\nTemps d'exécution par script :");
/** @type {{ total: number, scripting: number, url: string }[]} */
const bootup = rowsOf('bootup-time');
for (const item of bootup) {
  console.log(
    `  ${String(Math.round(item.total)).padStart(5)} ms (script ${Math.round(item.scripting)} ms)  ${item.url}`,
  );
}
// The LCP element audit holds two tables: the element, then the phases of its paint.
/**
 * @typedef {{ items: [{ items: [{ node?: { snippet?: string } }] }, { items: { phase: string, timing: number }[] }] }}
 *   LcpDetails
 */
/** @type {{ node?: { snippet?: string } }[]} */
const lcpElement = rowsOf(
  'largest-contentful-paint-element',
  (details) => /** @type {LcpDetails} */ (details).items[0]?.items,
);
/** @type {{ phase: string, timing: number }[]} */
const lcpPhases = rowsOf(
  'largest-contentful-paint-element',
  (details) => /** @type {LcpDetails} */ (details).items[1]?.items,
);
console.log('\nÉlément LCP :', lcpElement[0]?.node?.snippet);
console.log('\nLCP :', lcpPhases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', '));
