/**
 * The API under load (autocannon) next to a bare Fastify route answering the same JSON, both
 * measured in the same run on the same machine: the ratio API / bare is the figure to quote.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './paths.mjs';

/** Benchmarked calls; the newsletter one gets a new address on every request (a real sign-up). */
export const API_CALLS = [
  { name: 'GET /api/content/history', method: 'GET', url: '/api/content/history' },
  { name: 'GET /api/partners', method: 'GET', url: '/api/partners' },
  { name: 'POST /api/newsletter', method: 'POST', url: '/api/newsletter', newsletter: true },
];

let signUps = 0;
const runId = Date.now().toString(36);
function newsletterBody() {
  signUps += 1;
  return JSON.stringify({ email: `banc-${runId}-${signUps}@exemple.fr`, source: '/', formVersion: 'banc' });
}

function fire(origin, call, durationSeconds, connections) {
  const request = {
    method: call.method,
    path: call.url,
    headers: call.newsletter ? { 'content-type': 'application/json' } : {},
    ...(call.newsletter ? { setupRequest: (req) => ({ ...req, body: newsletterBody() }) } : {}),
  };
  return new Promise((resolve, reject) => {
    autocannon({ url: origin, duration: durationSeconds, connections, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    // Connection errors, time-outs and any answer outside 2xx.
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** One real answer of each call: the bare server sends the same bytes. */
async function sampleAnswers(origin) {
  const routes = [];
  for (const call of API_CALLS) {
    const response = await fetch(origin + call.url, {
      method: call.method,
      headers: call.newsletter ? { 'content-type': 'application/json' } : {},
      ...(call.newsletter ? { body: newsletterBody() } : {}),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${call.name} : ${response.status} ${body}`);
    routes.push({ method: call.method, url: call.url, status: response.status, body });
  }
  return routes;
}

async function startBare(port, routes) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wado-bare-')), 'routes.json');
  fs.writeFileSync(file, JSON.stringify(routes));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'bareServer.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), BARE_ROUTES_FILE: file },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(origin + routes[0].url);
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/**
 * `origin`: the built site, started with RATE_LIMIT_MAX=0. For each call: a short warm-up, then
 * `durationSeconds` on the bare route and on the API one after the other.
 */
export async function benchApi(origin, { barePort, durationSeconds = 10, connections = 10, log = console.log }) {
  const routes = await sampleAnswers(origin);
  const bare = await startBare(barePort, routes);
  const results = [];
  try {
    for (const [index, call] of API_CALLS.entries()) {
      const bareCall = { ...call, newsletter: call.newsletter };
      await fire(bare.origin, bareCall, 1, connections);
      await fire(origin, call, 1, connections);
      const reference = summary(await fire(bare.origin, bareCall, durationSeconds, connections));
      const api = summary(await fire(origin, call, durationSeconds, connections));
      results.push({
        call: call.name,
        responseBytes: Buffer.byteLength(routes[index].body),
        api,
        bare: reference,
        ratio: api.requestsPerSecond / reference.requestsPerSecond,
      });
      log(
        `  ${call.name} : ${api.requestsPerSecond} req/s (p99 ${api.p99Ms} ms, ${api.errors} erreur(s)) ; Fastify nu ${reference.requestsPerSecond} req/s`,
      );
    }
  } finally {
    await bare.stop();
  }
  return { connections, durationSeconds, results };
}
