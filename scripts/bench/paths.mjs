import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apps from '../apps.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Reports (committed) and scratch results (ignored: single bundle, Lighthouse reports). */
export const BENCH_DIR = path.join(ROOT, 'bench');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const SINGLE_BUNDLE_DIR = path.join(RESULTS_DIR, 'single-bundle');
/**
 * A copy of the built site (every app's dist/) taken once built: what is measured and served,
 * whatever rebuilds happen in the checkout meanwhile (other work, tests).
 */
export const SITE_DIR = path.join(RESULTS_DIR, 'site');
export const WEB_APPS = apps.FRONT_ENDS;
/**
 * The pages measured against the budgets: the first four of the site, then the club finder (its
 * map is loaded only after the page is taken over) and a search results page, rendered by the server.
 */
export const PAGES = ['/', '/history', '/news', '/shop', '/affiliated_clubs', '/search?q=stages'];
/** The pages whose takeover on a phone (html[data-page-ready]) is measured against its budget. */
export const READY_PAGES = ['/', '/history', '/news', '/shop', '/lexicon', '/cart'];
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Same flags as the browser tests (e2e/playwright.config.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
