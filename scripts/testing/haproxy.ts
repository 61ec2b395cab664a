import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { unavailableErrorFile } from '../../api/src/features/site/unavailablePage';
import { freePort } from './freePort';

/**
 * HAProxy in front of several API servers, for the replica tests and the load measurement, with
 * the configuration a host is given (deploy/haproxy.cfg: round robin, readiness on
 * `GET /api/health`, safe retries, the site's French 503 page). Uses Debian's `haproxy` package
 * (2.6); HAPROXY names another program.
 */
export interface HaproxyBackend {
  host: string;
  port: number;
}

export interface RunningHaproxy {
  /** `http://127.0.0.1:PORT`: the frontend. */
  url: string;
  port: number;
  /** Stops HAProxy and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

/** Debian installs it in /usr/sbin, which a non-root PATH often lacks. */
export function haproxyBinary(): string {
  if (process.env.HAPROXY) return process.env.HAPROXY;
  const folders = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const folder of folders) {
    const candidate = path.join(folder, 'haproxy');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  throw new Error(
    'HAProxy est introuvable (PATH, /usr/sbin) : apt-get install -y haproxy, ou HAPROXY=chemin du programme',
  );
}

/** The configuration hosts are given (deploy/haproxy.cfg), which the tests run as it is. */
export const DEPLOYED_CONFIG = path.join(__dirname, '..', '..', 'deploy', 'haproxy.cfg');

/**
 * deploy/haproxy.cfg with this run's frontend port, error page and servers in place of the host's
 * example ones; every other line as shipped (checks, retries, timeouts).
 */
export function haproxyConfig({
  port,
  backends,
  errorFile,
}: {
  port: number;
  backends: HaproxyBackend[];
  errorFile: string;
}): string {
  const shipped = fs.readFileSync(DEPLOYED_CONFIG, 'utf8');
  const servers = backends.map(
    ({ host, port: backendPort }, index) => `  server replica${index + 1} ${host}:${backendPort} check`,
  );
  const replacements: Array<[RegExp, string]> = [
    [/^(\s*)bind \S+$/m, `$1bind 127.0.0.1:${port}`],
    [/^(\s*)errorfile 503 \S+$/m, `$1errorfile 503 ${errorFile}`],
    [/(# wado:servers\n)[\s\S]*?(\n\s*# wado:end-servers)/, `$1${servers.join('\n')}$2`],
  ];
  return replacements.reduce((config, [pattern, replacement]) => {
    if (!pattern.test(config)) throw new Error(`${DEPLOYED_CONFIG} : ligne attendue introuvable (${pattern.source})`);
    return config.replace(pattern, replacement);
  }, shipped);
}

/** HAProxy as a child process: `closed` settles once it exited and its output was all read. */
interface Launched {
  child: ChildProcess;
  closed: Promise<void>;
  /** Why it could not be run (no such program), once known. */
  failure?: Error;
}

function launch(program: string, args: string[], onLine: (line: string) => void): Launched {
  const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  // 'close' comes after 'exit' and the end of its output, or after 'error' when it never ran.
  const launched: Launched = { child, closed: new Promise((resolve) => child.once('close', () => resolve())) };
  child.once('error', (error) => {
    launched.failure = error;
  });
  readline.createInterface({ input: child.stderr! }).on('line', onLine);
  return launched;
}

const running = ({ child, failure }: Launched) => !failure && child.exitCode === null && child.signalCode === null;

async function stopChild(launched: Launched): Promise<void> {
  if (running(launched)) {
    launched.child.kill('SIGTERM');
    const timer = setTimeout(() => launched.child.kill('SIGKILL'), 5_000);
    await launched.closed;
    clearTimeout(timer);
  } else {
    await launched.closed;
  }
}

/**
 * Waits until the frontend answers with any HTTP status: HAProxy listens (its own 503 when no
 * server is up counts too; the servers' health is theirs to check). False when HAProxy exited
 * (or could not be run) first, or did not answer in time.
 */
async function waitForFrontend(launched: Launched, url: string, deadline: number): Promise<boolean> {
  for (;;) {
    if (!running(launched)) return false;
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return true;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** HAProxy's messages, without its start-up notices (version, program path). */
function forward(line: string): void {
  if (line.trim() && !line.includes('[NOTICE]')) process.stderr.write(`haproxy: ${line}\n`);
}

/**
 * Starts HAProxy in the foreground (`-db`) as a child process, on a free loopback port; resolves
 * once its frontend answers. Its warnings (a server going down or up) go to this process's
 * standard error.
 */
export async function startHaproxy({ backends }: { backends: HaproxyBackend[] }): Promise<RunningHaproxy> {
  const healthPath = '/api/health';
  if (backends.length === 0) throw new Error('HAProxy : aucun serveur à répartir');
  const program = haproxyBinary();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-haproxy-'));
  const configFile = path.join(folder, 'haproxy.cfg');
  const errorFile = path.join(folder, 'wado-503.http');
  fs.writeFileSync(errorFile, unavailableErrorFile());
  try {
    // The free port can be taken between the probe and HAProxy's bind: then try another.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      fs.writeFileSync(configFile, haproxyConfig({ port, backends, errorFile }));
      const lines: string[] = [];
      let started = false;
      const haproxy = launch(program, ['-f', configFile, '-db'], (line) => {
        if (started) forward(line);
        else lines.push(line);
      });
      const url = `http://127.0.0.1:${port}`;
      if (await waitForFrontend(haproxy, `${url}${healthPath}`, Date.now() + 15_000)) {
        started = true;
        lines.forEach(forward);
        let stopping: Promise<void> | undefined;
        return {
          url,
          port,
          stop: () => (stopping ??= stopChild(haproxy).then(() => fs.rmSync(folder, { recursive: true, force: true }))),
        };
      }
      await stopChild(haproxy);
      if (haproxy.failure) throw new Error(`HAProxy ne démarre pas (${program}) : ${haproxy.failure.message}`);
      const output = lines.join('\n');
      if (attempt >= 3 || !/cannot bind|Address already in use/i.test(output)) {
        const status = haproxy.child.exitCode ?? haproxy.child.signalCode ?? 'pas de réponse en 15 s';
        throw new Error(`HAProxy ne démarre pas (${program}, ${status}) :\n${output.trim()}`);
      }
    }
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
