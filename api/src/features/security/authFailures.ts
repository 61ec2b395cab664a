import type { FastifyReply } from 'fastify';
import { formatCount } from '@wado/shared/contract';
import { HttpError } from '../errors';
import type { WindowCounters } from './windowCounters';

export const TOO_MANY_FAILED_AUTHENTICATIONS =
  'Trop de tentatives d’identification refusées depuis cette adresse : réessayez plus tard.';

export interface AuthFailureLimiter {
  /** Throws a 429 (and sets Retry-After) while `subject` (an address, an account…) may not try. */
  assertAllowed(subject: string, reply: FastifyReply): Promise<void>;
  /** Counts one refused authentication of `subject`. */
  recordFailure(subject: string): Promise<void>;
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

/** The first wait once the free attempts are spent; each further failure doubles it. */
const FIRST_DELAY_MS = 1_000;

export interface SlowdownSettings {
  /** Failures allowed without waiting (0: no slowdown at all). */
  afterFailures: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** The failures are forgotten this long after the first one. */
  forgetAfterMs: number;
}

/** How long the next attempt waits after `failures` wrong passwords: 0, then 1 s, 2 s, 4 s… up to the cap. */
export function slowdownDelayMs(failures: number, { afterFailures, maxDelayMs }: SlowdownSettings): number {
  if (afterFailures === 0 || failures < afterFailures) return 0;
  // The exponent is bounded so that 2 ** n stays a finite number whatever the count.
  return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(failures - afterFailures, 30));
}

const inFrench = (seconds: number): string => {
  if (seconds < 60) return formatCount(seconds, 'seconde');
  return formatCount(Math.ceil(seconds / 60), 'minute');
};

/** The 429 of an account (or a browser) that must wait `seconds` before its next attempt. */
export const waitBeforeRetrying = (seconds: number): string =>
  `Trop de mots de passe refusés pour ce compte : par prudence, attendez ${inFrench(seconds)} avant de réessayer.`;

/**
 * Wrong passwords slowed down instead of locked out (OWASP's progressive delays): a subject (an
 * account, a browser) may fail `afterFailures` times freely; after that, each failure makes the
 * next attempt wait a delay that doubles up to `maxDelayMs`, during which every attempt is
 * answered 429 with Retry-After before the password is even compared (and so counts nothing).
 * Whoever waits gets a try, right password included: nobody can lock an account for good. Two
 * windows per subject in `counters` (shared by the replicas): its failures, forgotten
 * `forgetAfterMs` after the first, and its current wait.
 */
export function createSlowdown(
  settings: SlowdownSettings,
  counters: WindowCounters,
  now: () => number,
  { scope }: { scope: string },
): AuthFailureLimiter {
  const failures = (subject: string) => `${scope}:${subject}`;
  const wait = (subject: string) => `${scope}:wait:${subject}`;
  return {
    async assertAllowed(subject, reply) {
      if (settings.afterFailures === 0) return;
      const waiting = await counters.read(wait(subject));
      if (!waiting) return;
      const seconds = Math.max(1, Math.ceil((waiting.resetAt - now()) / 1000));
      void reply.header('Retry-After', String(seconds));
      throw new HttpError(429, waitBeforeRetrying(seconds));
    },
    async recordFailure(subject) {
      if (settings.afterFailures === 0) return;
      const { count } = await counters.hit(failures(subject), settings.forgetAfterMs);
      const delay = slowdownDelayMs(count, settings);
      if (delay > 0) await counters.hit(wait(subject), delay);
    },
  };
}
