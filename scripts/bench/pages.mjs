/**
 * Page views per second of one replica (autocannon over the benchmark's pages, Brotli as a
 * browser asks), with the pages' micro-cache (PAGE_CACHE_SECONDS, 10 s) and without it
 * (PAGE_CACHE_SECONDS=0), one after the other on the same machine in the same run: the ratio is
 * the figure to quote. Two kinds of visitors: anonymous (no cookie, the pages a shared cache may
 * keep too) and visitors who accepted the terms (their cookie, the replica's cache only).
 *
 * Run alone: `node scripts/bench/pages.mjs [--seconds N]` against the built site.
 */
import autocannon from 'autocannon';
import { PAGES } from './paths.mjs';
import { startSite } from './server.mjs';

export const PAGE_CACHE_MODES = [
  { name: 'without', label: 'sans micro-cache', env: { PAGE_CACHE_SECONDS: '0' } },
  { name: 'with', label: 'avec micro-cache', env: {} },
];

function fire(origin, headers, durationSeconds, connections) {
  // Each connection asks for the pages in turn, the way visitors spread over them.
  const requests = PAGES.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br', ...headers } }));
  return new Promise((resolve, reject) => {
    autocannon({ url: origin, duration: durationSeconds, connections, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (result) => ({
  pagesPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  pageViews: result.requests.total,
});

/** The cookie of a visitor who accepted the terms, as the banner's call sets it. */
async function acceptedTermsCookie(origin) {
  const response = await fetch(`${origin}/cookies/acceptCookies`);
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`acceptCookies : ${response.status}`);
  return cookie.split(';')[0];
}

/**
 * Starts the built site on `port` once per mode and measures both kinds of visitors.
 * @returns {Promise<import('./budgets.ts').BenchResults['pages']>}
 */
export async function benchPages({ port, durationSeconds = 10, connections = 10, log = console.log }) {
  /** @type {Record<string, { anonymous: ReturnType<typeof summary>, accepted: ReturnType<typeof summary> }>} */
  const modes = {};
  for (const mode of PAGE_CACHE_MODES) {
    const site = await startSite({ port, env: { RATE_LIMIT_MAX: '0', ...mode.env } });
    try {
      for (const path of PAGES) await (await fetch(site.origin + path)).arrayBuffer();
      const cookie = await acceptedTermsCookie(site.origin);
      await fire(site.origin, {}, 1, connections);
      const anonymous = summary(await fire(site.origin, {}, durationSeconds, connections));
      const accepted = summary(await fire(site.origin, { cookie }, durationSeconds, connections));
      modes[mode.name] = { anonymous, accepted };
      log(
        `  ${mode.label} : anonymes ${anonymous.pagesPerSecond} pages/s (p99 ${anonymous.p99Ms} ms, ${anonymous.errors} erreur(s)) ; ` +
          `conditions acceptées ${accepted.pagesPerSecond} pages/s (p99 ${accepted.p99Ms} ms, ${accepted.errors} erreur(s))`,
      );
    } finally {
      await site.stop();
    }
  }
  const { with: withCache, without } = /** @type {Record<'with' | 'without', (typeof modes)[string]>} */ (modes);
  const ratio = withCache.anonymous.pagesPerSecond / Math.max(1, without.anonymous.pagesPerSecond);
  log(`  micro-cache / sans : ×${ratio.toFixed(1).replace('.', ',')} pour les visiteurs anonymes`);
  return { pages: PAGES, connections, durationSeconds, with: withCache, without, ratio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--seconds');
  const durationSeconds = at > 0 ? Number(process.argv[at + 1]) : 10;
  const results = await benchPages({ port: 4710, durationSeconds });
  console.log(JSON.stringify(results, null, 2));
}
