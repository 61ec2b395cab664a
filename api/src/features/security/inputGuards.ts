import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const NUMBER_OUT_OF_RANGE = 'Requête invalide : un nombre est hors des limites acceptées.';

function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((inner) => hasNonFinite(inner, depth + 1));
}

/**
 * Ajv's type coercion turns `?page=1e309` or `?limit=Infinity` into the number Infinity, which
 * then passes `type: 'integer'` and `maximum` (Ajv skips range checks on non-finite numbers) and
 * made SQLite ("datatype mismatch") and the response serializer fail with a 500. A validated
 * request never carries a non-finite number: refuse it with a 400 before any handler runs.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (hasNonFinite(request.query) || hasNonFinite(request.params) || hasNonFinite(request.body)) {
      throw new HttpError(400, NUMBER_OUT_OF_RANGE);
    }
  });
}
