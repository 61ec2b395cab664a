import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresProgram, type PostgresProgram } from '../../api/src/db/backupPostgres';
import { freePort } from './freePort';

/**
 * A throwaway PostgreSQL server for the tests and the load measurement: its own data folder under
 * the system's temporary folder, loopback only (and a Unix socket in that folder), trusted local
 * connections as user `wado`, removed by `stop()`. Uses the server of Debian's `postgresql` package
 * (`.ci/run` installs it); PG_BIN names another folder of PostgreSQL programs.
 */
export interface ThrowawayPostgres {
  /** `postgres://wado@127.0.0.1:PORT/postgres`: the maintenance database, to create others. */
  adminUrl: string;
  port: number;
  /** The same server, another database: `urlFor('wado_test_1')`. */
  urlFor(database: string): string;
  /** Stops the server as a restart or a failover does (every connection cut), its data kept. */
  shutDown(): void;
  /** Starts it again after `shutDown`, on the same port, with the same data. */
  startAgain(): void;
  stop(): void;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` system user. */
function asServerUser(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

function run(command: string[], what: string): void {
  const [program, ...args] = command;
  const result = spawnSync(program!, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    const missing = result.error ? ' (apt-get install -y postgresql, ou PG_BIN=dossier des programmes)' : '';
    throw new Error(`${what} en échec${missing} (${command.join(' ')}) :\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * Starts the server. `durable: false` (the tests) turns fsync off, which only matters if the
 * machine itself crashes; the load measurement keeps PostgreSQL's defaults.
 */
export async function startThrowawayPostgres({
  durable = false,
}: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const user = asServerUser();
  const command = (program: PostgresProgram, ...args: string[]) => [...user.prefix, postgresProgram(program), ...args];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-pg-'));
  if (user.uid !== undefined) fs.chownSync(folder, user.uid, user.gid!);
  const data = path.join(folder, 'data');
  run(command('initdb', '-D', data, '-U', 'wado', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync'), 'initdb');
  const settings = [
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  // The free port can be taken between the probe and the server's start: then try another.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const log = path.join(folder, 'server.log');
    const [program, ...args] = command(
      'pg_ctl',
      '-D',
      data,
      '-o',
      [`-p ${port}`, ...settings].join(' '),
      '-l',
      log,
      '-w',
      'start',
    );
    const started = spawnSync(program!, args, { encoding: 'utf8' });
    if (started.status === 0) {
      const base = `postgres://wado@127.0.0.1:${port}`;
      return {
        adminUrl: `${base}/postgres`,
        port,
        urlFor: (database) => `${base}/${database}`,
        shutDown: () => run(command('pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop'), 'arrêt de PostgreSQL'),
        startAgain: () => run([program!, ...args], 'redémarrage de PostgreSQL'),
        stop: () => {
          const [stopProgram, ...stopArgs] = command('pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop');
          spawnSync(stopProgram!, stopArgs);
          fs.rmSync(folder, { recursive: true, force: true });
        },
      };
    }
    const written = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    if (attempt >= 3 || !/could not bind|Address already in use/i.test(written)) {
      fs.rmSync(folder, { recursive: true, force: true });
      throw new Error(`PostgreSQL ne démarre pas :\n${started.stderr}\n${written}`);
    }
  }
}
