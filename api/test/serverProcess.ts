import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findRepoRoot } from '../src/config';
import { freePort } from '../../scripts/testing/freePort';

const root = findRepoRoot(__dirname);

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the server wrote, for the failure message of a test. */
  output: () => string;
}

/**
 * The real server in its own process, from the sources (`tsx api/src/server.ts`): `npm test` runs
 * Jest before any build, so this does not need api/dist. Resolves once it answers. Without a PORT
 * in `env` it takes a free one, so that two runs, or a server already running, never collide.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  if (env.PORT) return startOn(env.PORT, env, timeoutMs);
  // The free port can be taken between the probe and the server's listen: then try another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(String(await freePort()), env, timeoutMs);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOn(port: string, env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode}) :\n${output}`);
    try {
      const response = await fetch(`${url}/api/partners`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Le serveur ne répond pas après ${timeoutMs} ms :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output };
}

/** Ends the process with the given signal and waits for it to be gone. */
export function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}
