import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@wado/shared/contract';
import { expect, test } from './fixtures';
import { SHOP_CHANGE, writeChangedShop } from './support/changedShop';
import { startExtraServer } from './support/extraServer';

const ROOT = path.resolve(__dirname, '..', '..');
/** Every app's default build, the shop's included: a release is built into a folder of its own. */
const OTHER_APPS = ['shell', ...REMOTE_NAMES];
/** The shop team's checkout with a visible change, beside the real one (same relative paths). */
const CHANGED_SHOP = path.join(ROOT, '.release-test-mf-shop');

/** A fingerprint of every file an app's build serves. */
function fingerprint(app: string): string {
  const dist = path.join(ROOT, app, 'dist');
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dist, { recursive: true }).map(String).sort()) {
    const full = path.join(dist, file);
    if (fs.statSync(full).isFile() && file !== '.build-stamp') hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), ...args], { encoding: 'utf8' });
}

test.describe('releasing one section alone', () => {
  let server: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    server = await startExtraServer({});
    writeChangedShop(CHANGED_SHOP);
  });
  test.afterAll(async () => {
    fs.rmSync(CHANGED_SHOP, { recursive: true, force: true });
    await server?.stop();
  });

  test('publish a changed mf-shop, see it after a reload with every other file unchanged, then roll back', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const before = Object.fromEntries(OTHER_APPS.map((app) => [app, fingerprint(app)]));

    await page.goto(`${server.url}/general_terms_and_conditions_of_sale`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(SHOP_CHANGE)).toHaveCount(0);

    const published = release('publish', 'mf-shop', '--source', CHANGED_SHOP, '--data-dir', server.dataDir);
    const version = /mf-shop (\S+) est en ligne/.exec(published)?.[1];
    expect(version).toBeTruthy();

    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByTestId('release-note')).toHaveText(SHOP_CHANGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(manifests).toContain(`/releases/mf-shop/${version}/mf-manifest.json`);

    // Nothing else was rebuilt or touched: the shell, the other remotes and the default shop build.
    expect(Object.fromEntries(OTHER_APPS.map((app) => [app, fingerprint(app)]))).toEqual(before);

    // Another section still comes from its usual build.
    await page.goto(`${server.url}/history`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(release('rollback', 'mf-shop', '--data-dir', server.dataDir)).toContain('construction par défaut');
    await page.goto(`${server.url}/general_terms_and_conditions_of_sale`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(SHOP_CHANGE)).toHaveCount(0);

    expect(release('list', 'mf-shop', '--data-dir', server.dataDir)).toContain(version!);
  });

  test('a release that does not build changes nothing on the site', async () => {
    const broken = path.join(ROOT, '.release-test-broken');
    fs.cpSync(CHANGED_SHOP, broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'src', 'routes.tsx'), 'export const routes = [;\n');
    const configFile = path.join(server.dataDir, 'runtime-config.json');
    const configBefore = fs.existsSync(configFile) ? fs.readFileSync(configFile, 'utf8') : null;
    try {
      expect(() => release('publish', 'mf-shop', '--source', broken, '--data-dir', server.dataDir)).toThrow();
      expect(fs.existsSync(configFile) ? fs.readFileSync(configFile, 'utf8') : null).toBe(configBefore);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
