import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A second copy of the built site on its own port and its own fresh database, with settings of
 * its own (a low rate limit, remotes served from elsewhere…): for the tests that need a server
 * configured unlike the main one.
 */
export async function startExtraServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<{ url: string; dataDir: string; stop: () => Promise<void> }> {
  const port = options.port ?? Number(process.env.E2E_PORT ?? 8181) + 50 + Math.floor(Math.random() * 40);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, '..', '..', '..', 'api', 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/partners`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`Le serveur de test (port ${port}) n'a pas démarré`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
