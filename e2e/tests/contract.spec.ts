import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { federationName, REMOTE_NAMES, routesOwnedBy, SECTION_EXPOSE, type RemoteName } from '@wado/shared/contract';
import { expect, test } from './fixtures';
import type { LoadedSection, LoadedWidgets } from './support/contractHarness';

/**
 * The contract between the shell and each remote, checked on the remotes' BUILT output (dist/),
 * the very files a release would publish: the manifest lists the exposed modules, and the routes
 * module, loaded through the real Module Federation runtime, is a SectionModule whose paths are
 * exactly the ones the route table gives that remote.
 *
 * Why a page of our own rather than the site: the shell has no way to hand a test the raw module
 * it loaded (and must not grow one), and going through the site would only show what one screen
 * renders. So the test serves, through page.route on an origin of its own, a bare host page whose
 * script is bundled here with esbuild (support/contractHarness.ts: the federation runtime plus
 * React, the router and @wado/shared from their sources, shared as singletons like the shell
 * does), and the remote's dist/ files straight from the disk. No server, no test-only code in the
 * apps: the remote's files are byte for byte what the site serves.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const ORIGIN = 'http://contrat.wado.test';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

function packageVersion(name: string): string {
  const file =
    name === '@wado/shared'
      ? path.join(ROOT, 'shared', 'package.json')
      : path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

const VERSIONS = {
  react: packageVersion('react'),
  'react-dom': packageVersion('react-dom'),
  'react-router': packageVersion('react-router'),
  '@wado/shared': packageVersion('@wado/shared'),
};

interface Manifest {
  name: string;
  exposes: { path: string }[];
}

function readManifest(remote: RemoteName): Manifest {
  return JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
}

let harness = '';

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(__dirname, 'support', 'contractHarness.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: 'contract-harness',
    loader: { '.svg': 'dataurl', '.png': 'dataurl' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  harness = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
});

/** Serves the harness page and, under /remotes/<remote>/, the remote's built files from the disk. */
async function openHarness(page: Page) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="fr"><head><script src="/harness.js"></script></head><body></body></html>',
      });
    }
    if (pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: harness });
    const match = /^\/remotes\/(mf-[a-z]+)\/([\w.-]+)$/.exec(pathname);
    const file =
      match && (REMOTE_NAMES as readonly string[]).includes(match[1]!)
        ? path.join(ROOT, match[1]!, 'dist', match[2]!)
        : null;
    if (!file || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'introuvable' });
    return route.fulfill({
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: fs.readFileSync(file),
    });
  });
  await page.goto(`${ORIGIN}/`);
}

const manifestUrl = (remote: RemoteName) => `${ORIGIN}/remotes/${remote}/mf-manifest.json`;

test.describe('the built remotes keep the contract with the shell', () => {
  for (const remote of REMOTE_NAMES) {
    test(`${remote}: its manifest exposes ${SECTION_EXPOSE}, which gives routes for exactly the paths it owns`, async ({
      page,
    }) => {
      const manifest = readManifest(remote);
      expect(manifest.name).toBe(federationName(remote));
      expect(manifest.exposes.map((expose) => expose.path)).toContain(SECTION_EXPOSE);

      await openHarness(page);
      const loaded = await page.evaluate(
        ([name, url, versions]) =>
          (
            window as unknown as { loadSectionModule: (...args: unknown[]) => Promise<LoadedSection> }
          ).loadSectionModule(name, url, versions),
        [federationName(remote), manifestUrl(remote), VERSIONS] as const,
      );
      expect(loaded.remote).toBe(remote);
      expect(loaded.problems).toEqual([]);
      const owned = routesOwnedBy(remote).map((route) => route.path);
      expect(loaded.routes.map((route) => route.path).sort()).toEqual([...owned].sort());
      for (const route of loaded.routes) {
        expect(['function', 'object'], `${route.path} a un composant`).toContain(route.component);
        expect(['function', 'undefined'], `${route.path} : preload est une fonction s'il existe`).toContain(
          route.preload,
        );
      }
    });
  }

  test('mf-media: its manifest also exposes ./widgets, which gives the two home page widgets', async ({ page }) => {
    expect(readManifest('mf-media').exposes.map((expose) => expose.path)).toContain('./widgets');
    await openHarness(page);
    const loaded = await page.evaluate(
      ([name, url, versions]) =>
        (window as unknown as { loadWidgetsModule: (...args: unknown[]) => Promise<LoadedWidgets> }).loadWidgetsModule(
          name,
          url,
          versions,
        ),
      [federationName('mf-media'), manifestUrl('mf-media'), VERSIONS] as const,
    );
    expect(['function', 'object']).toContain(loaded.widgets.LatestNews);
    expect(['function', 'object']).toContain(loaded.widgets.NextEvents);
  });
});
