import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/connection';
import { databaseKind } from '../../db/dialect';

/** How many events a key has had in its current window, and when (ms since 1970) the window ends. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters per key (a client address, a route): the rate limits and the failed
 * authentications count with them.
 */
export interface WindowCounters {
  /** Counts one more event of `key`; a new window of `windowMs` starts when the last one is over. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window of `key`, without counting (undefined when none is open). */
  read(key: string): Promise<WindowCount | undefined>;
}

/** Above this many keys the expired ones are swept, so that a flood of addresses cannot grow the map for ever. */
const SWEEP_ABOVE = 10_000;

/** In this process's memory: one server on SQLite. */
export function memoryWindowCounters(now: () => number = Date.now): WindowCounters {
  const windows = new Map<string, WindowCount>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    hit: async (key, windowMs) => {
      if (windows.size > SWEEP_ABOVE) for (const name of [...windows.keys()]) current(name);
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { ...entry };
    },
    read: async (key) => {
      const entry = current(key);
      return entry && { ...entry };
    },
  };
}

/** Expired windows are deleted at most this often by one replica. */
const SWEEP_EVERY_MS = 60_000;

/**
 * In the database: every replica counts in the same rows. One statement per event (an upsert that
 * starts a new window when the stored one is over), atomic on SQLite and on PostgreSQL.
 */
export function databaseWindowCounters(db: Db, now: () => number = Date.now): WindowCounters {
  let lastSweep = 0;
  return {
    hit: async (key, windowMs) => {
      const at = now();
      if (at - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at;
        await db.deleteFrom('rate_counters').where('reset_at', '<=', at).execute();
      }
      const row = await db
        .insertInto('rate_counters')
        .values({ counter_key: key, count: 1, reset_at: at + windowMs })
        .onConflict((conflict) =>
          conflict.column('counter_key').doUpdateSet((eb) => {
            const over = eb('rate_counters.reset_at', '<=', at);
            return {
              count: eb
                .case()
                .when(over)
                .then(1)
                .else(eb('rate_counters.count', '+', 1))
                .end(),
              reset_at: eb
                .case()
                .when(over)
                .then(eb.ref('excluded.reset_at'))
                .else(eb.ref('rate_counters.reset_at'))
                .end(),
            };
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Number(row.reset_at) };
    },
    read: async (key) => {
      const row = await db
        .selectFrom('rate_counters')
        .select(['count', 'reset_at'])
        .where('counter_key', '=', key)
        .where('reset_at', '>', now())
        .executeTakeFirst();
      return row && { count: Number(row.count), resetAt: Number(row.reset_at) };
    },
  };
}

/**
 * One place decides: on PostgreSQL (any number of replicas) the counters are in the database; on
 * SQLite (one server) in memory, where a refused request costs no write. `now` is the server's
 * clock (tests move it to see a window end).
 */
export function windowCountersFor(db: Db, now: () => number = Date.now): WindowCounters {
  return databaseKind(db) === 'postgres' ? databaseWindowCounters(db, now) : memoryWindowCounters(now);
}

/**
 * @fastify/rate-limit's store over these counters. The plugin asks each route for a child store:
 * each route counts under its own prefix, as the plugin's own in-memory store does.
 */
export function rateLimitStore(counters: WindowCounters, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new CounterStore(undefined, `rate:${String(routeOptions.method)} ${routeOptions.url}:`);
    }
  }
  return CounterStore;
}
