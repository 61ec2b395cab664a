import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_UNAVAILABLE } from '../src/features/errors';
import { STORAGE_UNAVAILABLE, UNHEALTHY } from '../src/features/health/routes';
import { expectApiError, startTestApp, tempDir } from './helpers';
import { dropTestDatabase, onPostgres } from './postgres/databases';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database takes a read and a write, never cached', async () => {
    const env = await startTestApp();
    try {
      const response = await env.app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      const row = await env.app.db.selectFrom('server_health').selectAll().executeTakeFirstOrThrow();
      expect(Date.now() - Date.parse(row.checked_at)).toBeLessThan(5_000);
    } finally {
      await env.cleanup();
    }
  });

  it('is never rate-limited, unlike the other routes that write (a monitor polls it from one address)', async () => {
    const env = await startTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 10; i += 1) expect((await env.app.inject('/api/health')).statusCode).toBe(200);
      const accept = [];
      for (let i = 0; i < 5; i += 1) accept.push((await env.app.inject('/cookies/acceptCookies')).statusCode);
      expect(accept).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await env.cleanup();
    }
  });

  // The file of the SQLite pass; on PostgreSQL the database server itself goes away (below).
  if (!onPostgres()) {
    it('answers 503 once the data folder is deleted under the running server, and refuses every write instead of losing it', async () => {
      const env = await startTestApp();
      try {
        fs.rmSync(env.config.dataDir, { recursive: true, force: true });
        expectApiError(await env.app.inject('/api/health'), 503, UNHEALTHY);
        expectApiError(
          await env.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'perdu@exemple.fr' } }),
          503,
          STORAGE_UNAVAILABLE,
        );
        expectApiError(await env.app.inject('/cookies/acceptCookies'), 503, STORAGE_UNAVAILABLE);
        // Reads still answer from what the server has open.
        expect((await env.app.inject('/api/partners')).statusCode).toBe(200);
      } finally {
        await env.cleanup();
      }
    });

    it('answers 503 when the database file was replaced by another one', async () => {
      const env = await startTestApp();
      try {
        const file = path.join(env.config.dataDir, 'wado.sqlite');
        fs.renameSync(file, `${file}.old`);
        fs.copyFileSync(`${file}.old`, file);
        expectApiError(await env.app.inject('/api/health'), 503, UNHEALTHY);
      } finally {
        await env.cleanup();
      }
    });
  }

  if (onPostgres()) {
    it('answers 503 once the database is gone from its server, and every request in French, nothing acknowledged', async () => {
      const dataDir = tempDir('wado-health-gone-');
      const env = await startTestApp({ dataDir: dataDir.dir });
      try {
        expect((await env.app.inject('/api/health')).statusCode).toBe(200);
        // Its connections are cut, and it cannot be reached again.
        await dropTestDatabase(dataDir.dir);
        expectApiError(await env.app.inject('/api/health'), 503, UNHEALTHY);
        expectApiError(
          await env.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'perdu@exemple.fr' } }),
          503,
          DATABASE_UNAVAILABLE,
        );
        expectApiError(await env.app.inject('/api/partners'), 503, DATABASE_UNAVAILABLE);
      } finally {
        await env.cleanup();
        dataDir.remove();
      }
    });
  }

  it('answers 503 when the database cannot write', async () => {
    const env = await startTestApp();
    try {
      await env.app.db.schema.dropTable('server_health').execute();
      expectApiError(await env.app.inject('/api/health'), 503, UNHEALTHY);
    } finally {
      await env.cleanup();
    }
  });
});
