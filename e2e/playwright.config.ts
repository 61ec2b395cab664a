import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The built site, served by the API server on its own port and a fresh database. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = path.join(os.tmpdir(), `wado-e2e-${process.pid}`);

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
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'fr-FR',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }, testIgnore: /mobile\.spec/ },
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec/ },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ../api/dist/server.js`,
    url: `http://localhost:${PORT}/api/partners`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', HOST: '127.0.0.1', REMOTE_TIMEOUT_MS: '4000', RATE_LIMIT_MAX: '60', SHOP_ADMIN_TOKEN: 'e2e-tresorerie-0123456789abcdefghij' },
  },
});
