import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HelloAsso signs each notification: `x-ha-signature` is the HMAC-SHA256 of the raw body with the
 * organization's signature key, in lowercase hex. Compared in constant time.
 */
export function isSignedByHelloAsso(rawBody: string, signature: string | undefined, key: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', key).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
