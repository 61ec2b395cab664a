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

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One per core of the CI machine; each worker has its own server (`--workers=1` to debug).
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    locale: 'fr-FR',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
