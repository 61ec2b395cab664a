import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * The built site (api/dist/server.js): each worker starts its own server on a free port with its
 * own fresh database, and points baseURL at it (the `site` fixture in tests/fixtures.ts).
 */

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's `chromium-headless-shell` when it is there: the headless-only build, without the full
 * browser around it, runs the same tests on the same engine with a third less processor
 * (docs/testing.md). `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Three for the CI machine's two cores, each with its own server (`--workers=1` to debug): a test
  // waits on its page and its server as much as it computes, and a third worker fills those waits.
  // Measured on the 2-core machine, one after the other: 2 workers 7.1 min, 3 workers 6.0 min.
  workers: Math.max(2, Math.floor(os.availableParallelism() * 1.5)),
  // Room for a machine half as fast as the one the figures come from, or busy with other work: a
  // test that passes is no slower for it. (A test that signs in, edits and checks the public page
  // took 30 s on a loaded 2-core machine.)
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    locale: 'fr-FR',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /mobile\.spec/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /mobile\.spec/,
    },
  ],
});
