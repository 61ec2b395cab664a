/**
 * Starts the built site (api/dist/server.js) on its own port and a fresh database, the way
 * `npm start` serves it; `shellDir` points it at another build of the shell (the single bundle).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';

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

/** @returns {Promise<{ origin: string, stop: () => Promise<void> }>} */
export async function startSite({ port, shellDir, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(shellDir ? { SHELL_DIR: shellDir } : {}),
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/api/partners`, child);
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
