import { createHash } from 'node:crypto';
import { HttpError } from './errors';

/**
 * Writes a double click must not do twice (an order, an event registration) carry a key made by
 * the browser (`crypto.randomUUID()`, one per form) in the `Idempotency-Key` header; the server
 * keeps it with what it wrote, with the hash of the request, and answers a retry with the first
 * answer (the same key with another request is refused).
 */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
export const KEY_REQUIRED = "L'en-tête Idempotency-Key est obligatoire (16 à 100 lettres, chiffres, tirets).";

/** The request's key, or a French 400. */
export function idempotencyKey(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw new HttpError(400, KEY_REQUIRED);
  return header;
}

/** JSON with sorted keys: two equal requests hash alike whatever the order of their fields. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the canonical request: tells a retry from another request under the same key. */
export function requestHash(body: object): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}
