import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestServer } from './extraServer';

const ROOT = path.join(__dirname, '..', '..', '..');
const run = promisify(execFile);

/**
 * `npm run users -- …` on a test server's data, as its host would type it (the same script;
 * `input` goes to its standard input). Returns what it printed.
 */
export async function usersCommand(site: TestServer, args: string[], input?: string): Promise<string> {
  const child = run(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'api/scripts/users.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: site.dataDir, PUBLIC_URL: site.url },
    },
  );
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  const { stdout } = await child;
  return stdout.trim();
}

/** A person with a password, created on the host's command line. */
export async function createPerson(site: TestServer, email: string, roles: string[], password: string): Promise<void> {
  await usersCommand(site, ['add', email, '--roles', roles.join(','), '--password-stdin'], `${password}\n`);
}

/** A personal API token of a new person holding `roles` (a script's credentials). */
export async function apiToken(site: TestServer, email: string, roles: string[]): Promise<string> {
  await createPerson(site, email, roles, 'mot de passe des tests e2e');
  return usersCommand(site, ['token', email, 'tests e2e']);
}
