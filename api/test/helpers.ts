import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';

/** A server on a fresh, real SQLite file in a temporary data directory. */
export async function startTestApp(overrides: Partial<ServerConfig> = {}): Promise<{
  app: FastifyInstance;
  config: ServerConfig;
  cleanup: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-api-'));
  const config: ServerConfig = { ...loadConfig({}), dataDir, logLevel: 'silent', ...overrides };
  const app = await buildApp(config);
  return {
    app,
    config,
    cleanup: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
