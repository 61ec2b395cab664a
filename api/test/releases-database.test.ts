import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@wado/shared/contract';
import { startTestApp, tempDir, useStandInShell } from './helpers';
import { onPostgres } from './postgres/databases';

/**
 * Releases on PostgreSQL: published from any machine (`npm run release` with DATABASE_URL), live
 * on every replica at its next page, each serving its own copy; rolled back and pruned for all.
 * The replicas here share no folder, only the database.
 */

const ROOT = path.join(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

type Started = Awaited<ReturnType<typeof startTestApp>>;

(onPostgres() ? describe : describe.skip)('releases in the database, replicas with a folder each', () => {
  let first: Started;
  let second: Started;
  let secondDir: ReturnType<typeof tempDir>;
  let builds: ReturnType<typeof tempDir>;

  const run = (script: string, args: string[]) =>
    spawnSync(process.execPath, [...(script.endsWith('.ts') ? [TSX] : []), script, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: first.config.databaseUrl },
    });
  const release = (...args: string[]) => run(path.join(ROOT, 'scripts', 'release.mjs'), args);

  /** Stores a small built remote as `version` (what release.mjs does after building), live at once. */
  function publish(version: string, entry: string) {
    const dir = path.join(builds.dir, version);
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_shop' }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
    fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `// serveur ${entry}`);
    const result = run(path.join(ROOT, 'api', 'scripts', 'releases.ts'), ['publish', 'mf-shop', dir, version, '5']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`mf-shop ${version} est en ligne (/releases/mf-shop/${version}/mf-manifest.json).`);
  }

  const manifestOn = async (replica: Started) =>
    (await replica.app.inject('/runtime-config.json')).json<RuntimeConfig>().remotes['mf-shop']?.manifest;

  beforeAll(async () => {
    first = await startTestApp();
    secondDir = tempDir('wado-second-replica-');
    builds = tempDir('wado-builds-');
    second = await startTestApp({ databaseUrl: first.config.databaseUrl, dataDir: secondDir.dir });
    useStandInShell(
      second.config,
      '<!doctype html><html lang="fr"><head><!-- wado:runtime-config --></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await second?.cleanup();
    await first?.cleanup();
    secondDir?.remove();
    builds?.remove();
  });

  it('a release published from anywhere is live on every replica at its next request, served from its own copy', async () => {
    expect(await manifestOn(second)).toBe('/remotes/mf-shop/mf-manifest.json');
    publish('20261202-100000-aaaa0001', '// version 1');
    expect(await manifestOn(first)).toBe('/releases/mf-shop/20261202-100000-aaaa0001/mf-manifest.json');
    // A page of the other replica, first thing: it names the new release.
    const page = await second.app.inject('/association');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/releases/mf-shop/20261202-100000-aaaa0001/mf-manifest.json');
    expect(await manifestOn(second)).toBe('/releases/mf-shop/20261202-100000-aaaa0001/mf-manifest.json');
    const entry = await second.app.inject('/releases/mf-shop/20261202-100000-aaaa0001/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('// version 1');
    // The server build too, for rendering pages; never served to browsers.
    const copy = path.join(secondDir.dir, 'releases', 'mf-shop', '20261202-100000-aaaa0001');
    expect(fs.readFileSync(path.join(copy, 'server', 'remoteEntry.js'), 'utf8')).toBe('// serveur // version 1');
    expect(
      (await second.app.inject('/releases/mf-shop/20261202-100000-aaaa0001/server/remoteEntry.js')).statusCode,
    ).toBe(404);
  });

  it('serves a stored release this replica has not copied yet (one a page still loads) before any page asks', async () => {
    publish('20261202-110000-aaaa0002', '// version 2');
    const copy = path.join(secondDir.dir, 'releases', 'mf-shop', '20261202-110000-aaaa0002');
    expect(fs.existsSync(copy)).toBe(false);
    const entry = await second.app.inject('/releases/mf-shop/20261202-110000-aaaa0002/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('// version 2');
    expect(fs.existsSync(copy)).toBe(true);
    // A version the database does not hold: a 404, nothing written.
    expect((await second.app.inject('/releases/mf-shop/20261202-999999-ffff0000/remoteEntry.js')).statusCode).toBe(404);
    expect(fs.existsSync(path.join(secondDir.dir, 'releases', 'mf-shop', '20261202-999999-ffff0000'))).toBe(false);
  });

  it('rolls back and lists through npm run release, for every replica', async () => {
    const listed = release('list', 'mf-shop');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('  ● 20261202-110000-aaaa0002');
    expect(listed.stdout).toContain('    20261202-100000-aaaa0001');
    const rolledBack = release('rollback', 'mf-shop');
    expect(rolledBack.status).toBe(0);
    expect(rolledBack.stdout).toContain('mf-shop revient à 20261202-100000-aaaa0001');
    expect(await manifestOn(second)).toBe('/releases/mf-shop/20261202-100000-aaaa0001/mf-manifest.json');
    expect(release('rollback', 'mf-shop').stdout).toContain('mf-shop revient à la construction par défaut');
    expect(await manifestOn(second)).toBe('/remotes/mf-shop/mf-manifest.json');
    const nothing = release('rollback', 'mf-shop');
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toContain("mf-shop n'a pas de version publiée en ligne : rien à annuler");
  });

  it('prunes the old releases for all: gone from the database, and from each replica’s disk at its next change', async () => {
    publish('20261202-120000-aaaa0003', '// version 3');
    await manifestOn(second);
    const pruned = release('prune', 'mf-shop', '--keep', '1');
    expect(pruned.status).toBe(0);
    expect(pruned.stdout).toContain('mf-shop : 2 ancienne(s) version(s) retirée(s), 1 gardée(s).');
    // Gone for a replica that had no copy of it; one that had serves its copy until its next change.
    expect((await first.app.inject('/releases/mf-shop/20261202-110000-aaaa0002/remoteEntry.js')).statusCode).toBe(404);
    publish('20261202-130000-aaaa0004', '// version 4');
    expect(await manifestOn(second)).toBe('/releases/mf-shop/20261202-130000-aaaa0004/mf-manifest.json');
    const copies = fs
      .readdirSync(path.join(secondDir.dir, 'releases', 'mf-shop'))
      .filter((name) => !name.startsWith('.'));
    expect(copies.sort()).toEqual(['20261202-120000-aaaa0003', '20261202-130000-aaaa0004']);
  });
});
