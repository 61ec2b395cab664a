#!/usr/bin/env node
/**
 * How fast this machine is, in the bench report's unit: the requests per second a bare Fastify 5
 * server answers with a 5 KB JSON body (the size of GET /api/content/history), under autocannon,
 * 10 connections, 1 s of warm-up then 10 s, both on this machine. The issue of a slower machine
 * names its speed this way (27,600 req/s there, against 55,400 in a bench report), so a run under
 * `half-speed.sh` can say which machine it stood for:
 *   node scripts/testing/bareRate.mjs
 *   scripts/testing/half-speed.sh node scripts/testing/bareRate.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const body = JSON.stringify({ text: 'x'.repeat(5 * 1024 - 12) });
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-bare-rate-'));
const routesFile = path.join(folder, 'routes.json');
fs.writeFileSync(routesFile, JSON.stringify([{ method: 'GET', url: '/bare', status: 200, body }]));

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const address = /** @type {import('node:net').AddressInfo} */ (probe.address());
    probe.close(() => resolve(address.port));
  });
});
const server = spawn(process.execPath, [path.join(root, 'scripts', 'bench', 'bareServer.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), BARE_ROUTES_FILE: routesFile },
});
const url = `http://127.0.0.1:${port}/bare`;
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(url);
      break;
    } catch (error) {
      if (attempt > 100 || server.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const fire = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url, duration, connections: 10 }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await fire(1);
  const result = await fire(10);
  console.log(`Fastify nu, 5 Ko, 10 connexions, 10 s : ${Math.round(result.requests.average)} req/s`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(folder, { recursive: true, force: true });
}
