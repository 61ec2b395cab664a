import { createHash, randomBytes } from 'node:crypto';

/** A secret for a cookie, an invitation link or an API token: 256 random bits, URL-safe. */
export const newSecret = (prefix = ''): string => prefix + randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256 (the secret itself is never stored). */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Personal API tokens start with this, so that a leaked one is recognisable (secret scanners). */
export const API_TOKEN_PREFIX = 'wado_pat_';
