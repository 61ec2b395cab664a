import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SHOP_CHANGE, writeChangedShop } from './support/changedShop';
import { recordDownloads } from './support/downloads';
import { startExtraServer } from './support/extraServer';
import { expectTakenOver } from './support/pageReady';

const ROOT = path.resolve(__dirname, '..', '..');
/** The shop team's checkout with a visible change, beside the real one (same relative paths). */
const CHANGED_SHOP = path.join(ROOT, '.release-test-deltas-mf-shop');
const DICTIONARY = /^\/static\/remote-entries\.[0-9a-f]{8}\.dict$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
/** At most this share of the release's Brotli bytes for a returning visitor (the project's goal). */
const MAX_SHARE = 0.15;

function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), ...args], { encoding: 'utf8' });
}

/** What a browser without dictionaries gets: the file's Brotli copy, or the file when it has none. */
const brotliBytes = (file: string) => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;

const hasZstd = spawnSync('zstd', ['--version'], { stdio: 'ignore' }).status === 0;

test.describe("a returning visitor after a section's release", () => {
  let server: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    if (!hasZstd) return;
    server = await startExtraServer({});
    writeChangedShop(CHANGED_SHOP);
  });
  test.afterAll(async () => {
    fs.rmSync(CHANGED_SHOP, { recursive: true, force: true });
    await server?.stop();
  });

  test('downloads the new mf-shop compressed against the version it holds (dcz), at most 15 % of its Brotli bytes', async ({
    page,
  }) => {
    test.skip(!hasZstd, 'pas de commande zstd : les versions sont envoyées en Brotli');
    test.setTimeout(240_000);
    const seen = await recordDownloads(page);

    // A first visit: the shop's files, each a dictionary for its next versions, and the shell's
    // dictionary for the remotes' entries, fetched once the page is idle.
    await page.goto(`${server.url}/shop`);
    await expectTakenOver(page);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    const before = seen.filter((download) => download.pathname.startsWith('/remotes/mf-shop/'));
    const hashedBefore = before.filter((download) => HASHED.test(download.pathname));
    expect(hashedBefore.length).toBeGreaterThan(0);
    for (const download of hashedBefore) {
      await expect
        .poll(() => download.headers?.['use-as-dictionary'], { message: download.pathname })
        .toMatch(/^match="\/:root\/mf-shop\{\/:version\}\?\/[^"]+", match-dest=\("(script|style)"\)$/);
    }
    await expect
      .poll(() => seen.find((download) => DICTIONARY.test(download.pathname))?.wireBytes, {
        message: 'dictionnaire des entrées reçu',
      })
      .toBeGreaterThan(0);

    const published = release('publish', 'mf-shop', '--source', CHANGED_SHOP, '--data-dir', server.dataDir);
    const version = /mf-shop (\S+) est en ligne/.exec(published)?.[1];
    expect(version).toBeTruthy();
    const releaseDir = path.join(server.dataDir, 'releases', 'mf-shop', version!);

    // The visitor comes back: the shop's new files, each compressed against the one it holds.
    seen.length = 0;
    await page.reload();
    await expectTakenOver(page);
    await expect(page.getByTestId('release-note').first()).toHaveText(SHOP_CHANGE);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    const after = seen.filter((download) => download.pathname.startsWith(`/releases/mf-shop/${version}/`));
    expect(after.length).toBeGreaterThan(0);
    for (const download of after) {
      await expect.poll(() => download.bodyBytes, { message: `${download.pathname} reçu` }).toBeGreaterThanOrEqual(0);
    }
    const rows = after.map((download) => ({
      file: path.basename(download.pathname),
      encoding: download.encoding!,
      body: download.bodyBytes!,
      wire: download.wireBytes!,
      brotli: brotliBytes(path.join(releaseDir, path.basename(download.pathname))),
    }));
    const total = (key: 'body' | 'wire' | 'brotli') => rows.reduce((sum, row) => sum + row[key], 0);
    console.log(
      [
        ...rows.map((row) => `${row.file} : ${row.encoding}, ${row.body} o (brotli ${row.brotli} o)`),
        `total : ${total('body')} o de contenu, ${total('wire')} o avec les en-têtes, contre ${total('brotli')} o en brotli`,
      ].join('\n'),
    );
    // Every hashed file of the release came compressed against its previous version.
    for (const row of rows.filter((r) => HASHED.test(r.file))) expect(row.encoding, row.file).toBe('dcz');
    expect(total('body')).toBeLessThanOrEqual(total('brotli') * MAX_SHARE);

    // The page works: another screen of the shop, loaded from the new release.
    await page.goto(`${server.url}/general_terms_and_conditions_of_sale`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('release-note').first()).toHaveText(SHOP_CHANGE);

    expect(release('rollback', 'mf-shop', '--data-dir', server.dataDir)).toContain('construction par défaut');
    await page.goto(`${server.url}/shop`);
    await expectTakenOver(page);
    await expect(page.getByText(SHOP_CHANGE)).toHaveCount(0);
  });
});
