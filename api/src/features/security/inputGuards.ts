import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_CHARACTER, STRAY_TAG_CHARACTER } from '@wado/shared/contract';
import { HttpError } from '../errors';

export const NUMBER_OUT_OF_RANGE = 'Requête invalide : un nombre est hors des limites acceptées.';
export const MALFORMED_TEXT = 'Requête invalide : un texte contient des caractères mal encodés.';
export const CONTROL_CHARACTER =
  'Requête invalide : un texte contient un caractère de contrôle ou d’inversion du sens d’écriture, refusé.';

export const INVISIBLE_CHARACTER =
  'Requête invalide : un texte contient des caractères invisibles (caractères d’étiquette Unicode), refusés.';

/** Half of a UTF-16 surrogate pair, alone: no character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first flaw of a validated input, walking nested values (bounded: bodies are small). */
function flawOf(value: unknown, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : NUMBER_OUT_OF_RANGE;
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) return MALFORMED_TEXT;
    if (STRAY_TAG_CHARACTER.test(value)) return INVISIBLE_CHARACTER;
    return FORBIDDEN_CHARACTER.test(value) ? CONTROL_CHARACTER : null;
  }
  if (depth > 16 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const flaw = flawOf(key, depth + 1) ?? flawOf(inner, depth + 1);
    if (flaw) return flaw;
  }
  return null;
}

/**
 * Three inputs the schemas let through, refused with a 400 before any handler runs, in the body,
 * the query string and the path alike:
 * - Ajv's type coercion turns `?page=1e309` or `?limit=Infinity` into the number Infinity, which
 *   passes `type: 'integer'` and `maximum` (Ajv skips range checks on non-finite numbers) and made
 *   SQLite ("datatype mismatch") and the response serializer fail with a 500;
 * - a JSON string may hold a lone surrogate (`"\ud800"`): SQLite would store it as bytes that are
 *   not UTF-8, and the text would come back as three replacement characters;
 * - control and bidirectional-override characters (FORBIDDEN_CHARACTER), and tag characters outside
 *   a flag (STRAY_TAG_CHARACTER), in any text.
 */
export function refuseMalformedInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const flaw = flawOf(request.query) ?? flawOf(request.params) ?? flawOf(request.body);
    if (flaw) throw new HttpError(400, flaw);
  });
}
