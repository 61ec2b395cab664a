import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';
import type { WindowCounters } from './windowCounters';

export const TOO_MANY_FAILED_AUTHENTICATIONS =
  'Trop de tentatives d’identification refusées depuis cette adresse : réessayez plus tard.';

export interface AuthFailureLimiter {
  /** Throws a 429 (and sets Retry-After) while `address` (or account) has used up its failed attempts. */
  assertAllowed(address: string, reply: FastifyReply): Promise<void>;
  /** Counts one refused authentication of `address` (or account). */
  recordFailure(address: string): Promise<void>;
}

/**
 * Failed authentications per client address: `max` per `windowMs`, then every attempt of that
 * address is refused until the window ends, right token or not, so a token cannot be guessed by
 * trying. Checked before the token is compared. Counted in `counters` (the database when several
 * replicas share it: an address cannot try on each replica in turn).
 */
export function createAuthFailureLimiter(
  { max, windowMs }: { max: number; windowMs: number },
  counters: WindowCounters,
  now: () => number = Date.now,
  { scope = 'auth-failure', message = TOO_MANY_FAILED_AUTHENTICATIONS }: { scope?: string; message?: string } = {},
): AuthFailureLimiter {
  const key = (address: string) => `${scope}:${address}`;
  return {
    async assertAllowed(address, reply) {
      if (max === 0) return;
      const window = await counters.read(key(address));
      if (window && window.count >= max) {
        void reply.header('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - now()) / 1000))));
        throw new HttpError(429, message);
      }
    },
    async recordFailure(address) {
      if (max === 0) return;
      await counters.hit(key(address), windowMs);
    },
  };
}
