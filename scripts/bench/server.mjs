/**
 * Starts the built site (the copy in SITE_DIR: its API server, shell and remotes) on its own
 * port and a fresh database, the way `npm start` serves it; `shellDir` points it at another
 * build of the shell (the single bundle), `server` at another entry of the server (its own).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SITE_DIR } from './paths.mjs';

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Le serveur ne répond pas sur ${url}`);
}

/**
 * @param {{ port: number, shellDir?: string, server?: string, env?: Record<string, string> }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startSite({ port, shellDir, server, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-bench-'));
  const child = spawn(process.execPath, [server ?? path.join(SITE_DIR, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHELL_DIR: shellDir ?? path.join(SITE_DIR, 'shell', 'dist'),
      REMOTES_ROOT: SITE_DIR,
      // The copied server still needs the API's own dependencies (not all are hoisted).
      NODE_PATH: [path.join(ROOT, 'api', 'node_modules'), path.join(ROOT, 'node_modules')].join(path.delimiter),
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/api/partners`, child);
  return {
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
