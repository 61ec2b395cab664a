/**
 * Device cookies (OWASP's « Slow Down Online Guessing Attacks with Device Cookies »): a browser that
 * signed in to an account gets a long-lived random cookie bound to that account. With it, a sign-in
 * to that account counts its wrong passwords apart from everyone else's, so that a stranger who
 * tries passwords from elsewhere slows down only the browsers the account has never used.
 */
import type { Db } from '../../db/connection';
import { newSecret, secretHash } from './tokens';

/** HttpOnly, SameSite=Strict, sent to the sign-in routes only, Secure when the site is served over HTTPS. */
export const DEVICE_COOKIE = 'wado_device';
/** How long a browser stays known after its last sign-in (each sign-in gives it a new cookie). */
export const DEVICE_TRUST_MS = 365 * 24 * 60 * 60 * 1000;

/** The hash of `cookie` when it vouches for `personId` (its wrong passwords are counted under it); else null. */
export async function knownDevice(
  db: Db,
  cookie: string | undefined,
  personId: number,
  now: Date,
): Promise<string | null> {
  if (!cookie) return null;
  const hash = secretHash(cookie);
  const row = await db
    .selectFrom('trusted_devices')
    .select('token_hash')
    .where('token_hash', '=', hash)
    .where('person_id', '=', personId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? hash : null;
}

/**
 * After a successful sign-in: this browser's new device cookie (only its hash is stored). The one
 * it held is replaced (one account per browser; a successful sign-in also clears what its old
 * cookie had counted), and the person's expired ones go.
 */
export async function trustDevice(
  db: Db,
  personId: number,
  previousCookie: string | undefined,
  now: Date,
): Promise<string> {
  if (previousCookie)
    await db.deleteFrom('trusted_devices').where('token_hash', '=', secretHash(previousCookie)).execute();
  await db
    .deleteFrom('trusted_devices')
    .where('person_id', '=', personId)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  const cookie = newSecret();
  await db
    .insertInto('trusted_devices')
    .values({
      token_hash: secretHash(cookie),
      person_id: personId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + DEVICE_TRUST_MS).toISOString(),
    })
    .execute();
  return cookie;
}
