import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';

export const TOO_MANY_FAILED_AUTHENTICATIONS =
  'Trop de tentatives d’identification refusées depuis cette adresse : réessayez plus tard.';

/** Above this many addresses the expired entries are swept, so a flood of addresses cannot grow the map for ever. */
const SWEEP_ABOVE = 10_000;

export interface AuthFailureLimiter {
  /** Throws a 429 (and sets Retry-After) while `address` has used up its failed attempts. */
  assertAllowed(address: string, reply: FastifyReply): void;
  /** Counts one refused authentication of `address`. */
  recordFailure(address: string): void;
}

/**
 * Failed authentications per client address: `max` per `windowMs`, then every attempt of that
 * address is refused until the window ends, right token or not, so a token cannot be guessed by
 * trying. Checked before the token is compared. Kept in this process's memory (one server).
 */
export function createAuthFailureLimiter(
  { max, windowMs }: { max: number; windowMs: number },
  now: () => number = Date.now,
): AuthFailureLimiter {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (address: string) => {
    const entry = failures.get(address);
    if (entry && entry.resetAt <= now()) {
      failures.delete(address);
      return undefined;
    }
    return entry;
  };
  return {
    assertAllowed(address, reply) {
      if (max === 0) return;
      const entry = current(address);
      if (entry && entry.count >= max) {
        void reply.header('Retry-After', String(Math.max(1, Math.ceil((entry.resetAt - now()) / 1000))));
        throw new HttpError(429, TOO_MANY_FAILED_AUTHENTICATIONS);
      }
    },
    recordFailure(address) {
      if (max === 0) return;
      if (failures.size > SWEEP_ABOVE) for (const key of [...failures.keys()]) current(key);
      const entry = current(address);
      if (entry) entry.count += 1;
      else failures.set(address, { count: 1, resetAt: now() + windowMs });
    },
  };
}
