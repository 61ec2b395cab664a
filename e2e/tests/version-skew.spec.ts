import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectLayout, test } from './fixtures';
import { startExtraServer } from './support/extraServer';

/**
 * The shell and a remote built against different versions of @wado/shared. The wado team's
 * checkout is copied beside the real one with its own copy of @wado/shared at another version
 * (linked as its node_modules/@wado/shared, and declared in its package.json): it is really built
 * against that version, and published with the real release command to a site of its own.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const TEAM_CHECKOUT = path.join(ROOT, '.release-test-skew-mf-wado');
const TEAM_SHARED = path.join(ROOT, '.release-test-skew-shared');

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Prepares the team's checkout of mf-wado, built against @wado/shared `version`. */
function checkoutAgainstShared(version: string) {
  fs.rmSync(TEAM_CHECKOUT, { recursive: true, force: true });
  fs.rmSync(TEAM_SHARED, { recursive: true, force: true });
  for (const entry of ['src', 'build', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, 'shared', entry), path.join(TEAM_SHARED, entry), { recursive: true });
  }
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts']) {
    fs.cpSync(path.join(ROOT, 'mf-wado', entry), path.join(TEAM_CHECKOUT, entry), { recursive: true });
  }
  /** The fields of a package.json this test changes. */
  type PackageJson = { version: string; dependencies: Record<string, string> };
  const editJson = (file: string, edit: (json: PackageJson) => void) => {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
    edit(json);
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  };
  editJson(path.join(TEAM_SHARED, 'package.json'), (json) => (json.version = version));
  editJson(path.join(TEAM_CHECKOUT, 'package.json'), (json) => (json.dependencies['@wado/shared'] = version));
  // A link, as npm workspaces make one: the bundler follows it to the copy's real folder.
  fs.mkdirSync(path.join(TEAM_CHECKOUT, 'node_modules', '@wado'), { recursive: true });
  fs.symlinkSync(TEAM_SHARED, path.join(TEAM_CHECKOUT, 'node_modules', '@wado', 'shared'), 'dir');
}

function publish(dataDir: string): string {
  const output = execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release.mjs'), 'publish', 'mf-wado', '--source', TEAM_CHECKOUT, '--data-dir', dataDir],
    { encoding: 'utf8' },
  );
  return /mf-wado (\S+) est en ligne/.exec(output)![1]!;
}

function sharedOfRelease(dataDir: string, version: string): ManifestShared {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'releases', 'mf-wado', version, 'mf-manifest.json'), 'utf8'),
  ) as {
    shared: ManifestShared[];
  };
  return manifest.shared.find((entry) => entry.name === '@wado/shared')!;
}

/** The files of the release the page asks for. */
function releaseRequests(page: Page, version: string): string[] {
  const files: string[] = [];
  const prefix = `/releases/mf-wado/${version}/`;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) files.push(pathname.slice(prefix.length));
  });
  return files;
}

test.describe('version skew between the shell and a remote', () => {
  let site: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    site = await startExtraServer({});
  });
  test.afterAll(async () => {
    fs.rmSync(TEAM_CHECKOUT, { recursive: true, force: true });
    fs.rmSync(TEAM_SHARED, { recursive: true, force: true });
    await site?.stop();
  });

  test('a remote built against another minor version works with the one copy of @wado/shared the shell loaded', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    checkoutAgainstShared('1.4.0');
    const version = publish(site.dataDir);
    const shared = sharedOfRelease(site.dataDir, version);
    expect(shared).toMatchObject({ version: '1.4.0', requiredVersion: '^1.4.0' });
    const ownCopy = [...shared.assets.js.sync, ...shared.assets.js.async];
    expect(ownCopy.length).toBeGreaterThan(0);

    const requested = releaseRequests(page, version);
    await page.goto(`${site.url}/lexicon`);
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText(/lexique/i);
    await expect(main.getByRole('searchbox').or(main.getByRole('textbox')).first()).toBeVisible();
    expect(requested).toContain('remoteEntry.js');
    // The remote's own @wado/shared 1.4.0 is never downloaded: it uses the shell's.
    expect(requested.filter((file) => ownCopy.includes(file))).toEqual([]);
    // In the federation runtime: the remote offered its 1.4.0, yet only the shell's 1.0.0 was loaded.
    const versions = await page.evaluate(() => {
      type Scopes = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>>;
      const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__.__SHARE__;
      const registered = new Set<string>();
      const loaded = new Set<string>();
      for (const instance of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(instance.default?.['@wado/shared'] ?? {})) {
          registered.add(version);
          if (shared.loaded || shared.lib) loaded.add(version);
        }
      }
      return { registered: [...registered].sort(), loaded: [...loaded] };
    });
    expect(versions).toEqual({ registered: ['1.0.0', '1.4.0'], loaded: ['1.0.0'] });
  });

  test.describe('a remote built for another major version', () => {
    test.use({ allowConsoleErrors: [/Federation Runtime|incompatible|Section en erreur|mf_wado/i] });

    test('is refused with a French message in its slot; the header, footer and other sections work', async ({
      page,
    }) => {
      test.setTimeout(480_000);
      checkoutAgainstShared('2.0.0');
      const version = publish(site.dataDir);
      expect(sharedOfRelease(site.dataDir, version).requiredVersion).toBe('^2.0.0');

      const requested = releaseRequests(page, version);
      await page.goto(`${site.url}/lexicon`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: "Cette rubrique n'est pas à jour" })).toBeVisible();
      await expect(main).toContainText('Cette section a été construite pour une autre version du site');
      await expectLayout(page);
      // Refused from its manifest: its code never ran in the page.
      expect(requested).toEqual(['mf-manifest.json']);

      // The rest of the site: another section, and the home page with mf-media's widgets.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
      await expect(main.locator('h1')).toHaveText('Mentions légales');
      await page.goto(`${site.url}/history`);
      await expect(main.locator('h1')).toBeVisible();
      await expect(main.locator('h1')).not.toHaveText("Cette rubrique n'est pas à jour");
      await page.goto(`${site.url}/`);
      await expect(page.getByRole('region', { name: 'Dernières actualités' }).getByRole('listitem')).toHaveCount(3);
    });
  });
});
