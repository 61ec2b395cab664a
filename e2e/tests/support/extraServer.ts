import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/testing/freePort';

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

const SERVER = path.join(__dirname, '..', '..', '..', 'api', 'dist', 'server.js');

/** One try on one port; resolves false when the server exited first (e.g. the port was taken meanwhile). */
async function launch(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  server: string,
): Promise<TestServer | false> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [server], {
    // PUBLIC_URL is the server's own origin: absolute links and the page the browser hydrates agree.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: 'inherit',
  });
  // A first start migrates and seeds a new database: on a slower or busy machine, well over 30 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || child.signalCode !== null) return false;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Le serveur de test (port ${port}) n'a pas démarré`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of the built site on a free port and a fresh database of its own (in the OS temp dir,
 * removed by `stop`). Each Playwright worker has one (fixtures.ts); tests that need a server
 * configured unlike it (a low rate limit, remotes served from elsewhere…) start another.
 */
export async function startExtraServer(
  env: Record<string, string>,
  /** Another build of the server (a copy of the repository's), instead of this checkout's. */
  serverScript = SERVER,
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-e2e-'));
  // A free port can be taken between the probe and the server's listen: try a few.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const server = await launch(await freePort(), dataDir, env, serverScript);
    if (server) return server;
    // Start again from an empty database: the failed attempt may have created it.
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  throw new Error("Le serveur de test s'est arrêté au démarrage");
}
