import type { FastifyInstance } from 'fastify';
import { HealthStatus } from '@wado/shared/schemas';
import { databaseFileProblem, type Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError, STORAGE_UNAVAILABLE } from '../errors';
import { routeWrites, type WritesDatabaseConfig } from '../routeWrites';

export { STORAGE_UNAVAILABLE } from '../errors';
export const UNHEALTHY = 'La base de données ne répond pas : le serveur ne peut pas servir le site correctement.';

/**
 * `GET /api/health` for a load balancer or a monitor: 200 `{"status":"ok"}` when the database
 * file is still the one the server opened and answers a read and a write, 503 otherwise. And no
 * write is acknowledged once the file is gone: a write request answers 503 instead of being lost.
 */
export async function healthRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      // A monitor or load balancer calls it every few seconds from one address: not rate-limited.
      config: { writesDatabase: true, rateLimit: false } satisfies WritesDatabaseConfig & { rateLimit: false },
      schema: { response: { 200: HealthStatus } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      try {
        await db.selectFrom('server_health').select('id').execute();
        const checkedAt = new Date().toISOString();
        await db
          .insertInto('server_health')
          .values({ id: 1, checked_at: checkedAt })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
          .execute();
      } catch (error) {
        request.log.error({ err: error }, 'contrôle de santé : la base ne répond pas');
        throw new HttpError(503, UNHEALTHY);
      }
      return { status: 'ok' as const };
    },
  );
}

/** Registered on the root: every write of every route is refused (503) while the database file is gone. */
export function refuseWritesWithoutStorage(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (!routeWrites(request.method, request.routeOptions.config)) return;
    const problem = databaseFileProblem(db);
    if (!problem) return;
    request.log.error(`base de données inutilisable : ${problem}`);
    throw new HttpError(503, request.url.startsWith('/api/health') ? UNHEALTHY : STORAGE_UNAVAILABLE);
  });
}
