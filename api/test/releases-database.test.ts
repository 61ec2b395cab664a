import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
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
/** The `zstd` command (Debian package `zstd`, installed by .ci/run) writes and decodes the copies. */
const hasZstd = spawnSync('zstd', ['--version'], { stdio: 'ignore' }).status === 0;

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

  /**
   * Stores a small built remote as `version` (what release.mjs does after building), live at once;
   * `files` are more of its top-level files (hashed chunks). Returns what the script printed.
   */
  function publish(version: string, entry: string, files: Record<string, string> = {}) {
    const dir = path.join(builds.dir, version);
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_shop' }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
    fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `// serveur ${entry}`);
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    const result = run(path.join(ROOT, 'api', 'scripts', 'releases.ts'), ['publish', 'mf-shop', dir, version, '5']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`mf-shop ${version} est en ligne (/releases/mf-shop/${version}/mf-manifest.json).`);
    return result.stdout;
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

  // A returning visitor after a release: the script reads the live release back from the database
  // and stores, with the new one, its files compressed against the live ones (dcz, zstd).
  (hasZstd ? it : it.skip)(
    'stores each new file compressed against the live version, which any replica sends to a browser holding it',
    async () => {
      const products = Array.from({ length: 200 }, (_, i) => `{id:${i},nom:"Produit ${i}",prix:${i * 100}}`);
      const before = `var produits=[${products.join(',')}];`;
      const after = `var produits=[${products.join(',')},{id:200,nom:"Ceinture noire",prix:3500}];`;
      publish('20261202-140000-aaaa0005', '// version 5', { '27.aaaaaaaa.js': before });
      const printed = publish('20261202-150000-aaaa0006', '// version 6', { '27.bbbbbbbb.js': after });
      expect(printed).toContain('Copies compressées contre la version en ligne');
      expect(await manifestOn(second)).toBe('/releases/mf-shop/20261202-150000-aaaa0006/mf-manifest.json');
      const held = crypto.createHash('sha256').update(before).digest();
      const response = await second.app.inject({
        url: '/releases/mf-shop/20261202-150000-aaaa0006/27.bbbbbbbb.js',
        headers: { 'accept-encoding': 'gzip, br, zstd, dcz', 'available-dictionary': `:${held.toString('base64')}:` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('dcz');
      const body = response.rawPayload;
      // The dcz header (magic number, then the dictionary's hash), then zstd against the old file.
      expect(body.subarray(8, 40).equals(held)).toBe(true);
      const dictionary = path.join(builds.dir, 'held-27.js');
      fs.writeFileSync(dictionary, before);
      const decoded = spawnSync('zstd', ['-q', '-d', '-c', '-D', dictionary], { input: body.subarray(40) });
      expect(decoded.stdout.toString()).toBe(after);
      expect(body.length).toBeLessThan(200);
      // A browser holding something else gets the file as before.
      const other = await second.app.inject({
        url: '/releases/mf-shop/20261202-150000-aaaa0006/27.bbbbbbbb.js',
        headers: {
          'accept-encoding': 'gzip, br, zstd, dcz',
          'available-dictionary': `:${Buffer.alloc(32).toString('base64')}:`,
        },
      });
      expect(other.headers['content-encoding']).not.toBe('dcz');
      expect(other.body).toBe(after);
    },
  );
});
