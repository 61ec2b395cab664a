/**
 * Mixed reads and writes against a running server, with autocannon, for a bounded time. Reusable:
 * `npm run load` (scripts/load/run.mjs) and the benchmark call it.
 *
 *   const result = await runMixedLoad({ origin: 'http://127.0.0.1:8295', durationSeconds: 30 });
 *   // result: { requestsPerSecond, latency: { p50, p99, max }, requests, errors, timeouts, non2xx, byCall }
 *
 * Every request sent is valid: the newsletter gets a new address each time, each order a new
 * idempotency key. The shop must have stock for the whole run (run.mjs restocks its fresh
 * database), and write rate limits and the caps on unpaid orders must be off (RATE_LIMIT_MAX=0,
 * SHOP_MAX_UNPAID_PER_EMAIL=0, SHOP_MAX_UNPAID_PER_ADDRESS=0, SHOP_UNPAID_SHARE_PERCENT=100): all
 * requests come from one address and one buyer, every order paid by transfer.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/** A member of the seed (api/src/db/seed/shop): the member check answers yes. */
const MEMBER = { licenceNumber: 'WF26004217', lastName: 'Lefèvre' };
const BILLING = {
  firstName: 'Élise',
  lastName: 'Moreau',
  email: 'elise.moreau@exemple.fr',
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas',
  addressMore: '',
  postcode: '69003',
  city: 'Lyon',
};
const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * One round of a visitor's calls, in the order each connection sends them: mostly reads (text
 * pages, partners, news, events, shop), and the three writes of the site.
 * @param {{ itemId: string, variantId: string }} article an article in stock, for orders
 */
export function mixedCalls(article) {
  const runId = Date.now().toString(36);
  let signUps = 0;
  return [
    { name: 'GET /api/content/history', method: 'GET', path: '/api/content/history' },
    { name: 'GET /api/partners', method: 'GET', path: '/api/partners' },
    { name: 'GET /api/news', method: 'GET', path: '/api/news?page=1&limit=10' },
    { name: 'GET /api/shop/items', method: 'GET', path: '/api/shop/items' },
    {
      name: 'POST /api/newsletter',
      method: 'POST',
      path: '/api/newsletter',
      headers: JSON_HEADERS,
      setupRequest: (request) => {
        signUps += 1;
        return { ...request, body: JSON.stringify({ email: `charge-${runId}-${signUps}@exemple.fr`, source: '/' }) };
      },
    },
    { name: 'GET /api/events', method: 'GET', path: '/api/events' },
    { name: `GET /api/shop/items/${article.itemId}`, method: 'GET', path: `/api/shop/items/${article.itemId}` },
    {
      name: 'POST /api/members/check',
      method: 'POST',
      path: '/api/members/check',
      headers: JSON_HEADERS,
      body: JSON.stringify(MEMBER),
    },
    { name: 'GET /api/content/wado', method: 'GET', path: '/api/content/wado' },
    {
      name: 'POST /api/orders',
      method: 'POST',
      path: '/api/orders',
      setupRequest: (request) => ({
        ...request,
        headers: { ...JSON_HEADERS, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          lines: [{ itemId: article.itemId, variantId: article.variantId, quantity: 1 }],
          delivery: 'colissimo',
          billing: BILLING,
          payment: 'transfer',
          acceptTerms: true,
        }),
      }),
    },
  ];
}

/**
 * Runs the mixed load; resolves with its figures. `errors` counts connection errors, `timeouts`
 * requests without an answer in time, `non2xx` answers outside 2xx; `byCall` the answers per call
 * and status, to say which call failed.
 * @param {{ origin: string, durationSeconds?: number, connections?: number,
 *   article: { itemId: string, variantId: string }, onProgress?: () => void }} options
 */
export async function runMixedLoad({ origin, durationSeconds = 30, connections = 10, article, onProgress }) {
  const calls = mixedCalls(article);
  /** @type {Record<string, Record<string, number>>} */
  const byCall = Object.fromEntries(calls.map((call) => [call.name, {}]));
  const requests = calls.map(({ name, ...request }) => ({
    ...request,
    onResponse: (status) => {
      byCall[name][status] = (byCall[name][status] ?? 0) + 1;
    },
  }));
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: origin, duration: durationSeconds, connections, timeout: 10, requests },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    if (onProgress) instance.on('tick', onProgress);
  });
  return {
    durationSeconds,
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    byCall,
  };
}

/** The failures of a run, in French; an empty list when it is clean. */
export function loadFailures(summary) {
  const failures = [];
  if (summary.requests === 0) failures.push('aucune requête');
  if (summary.errors > 0) failures.push(`${summary.errors} erreur(s) de connexion`);
  if (summary.timeouts > 0) failures.push(`${summary.timeouts} requête(s) sans réponse à temps`);
  if (summary.non2xx > 0) {
    const detail = Object.entries(summary.byCall)
      .flatMap(([name, statuses]) =>
        Object.entries(statuses)
          .filter(([status]) => !status.startsWith('2'))
          .map(([status, n]) => `${name} → ${status} × ${n}`),
      )
      .join(', ');
    failures.push(`${summary.non2xx} réponse(s) hors 2xx (${detail})`);
  }
  return failures;
}
