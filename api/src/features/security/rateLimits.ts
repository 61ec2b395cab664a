import type { FastifyInstance, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ServerConfig } from '../../config';
import { HttpError } from '../errors';
import { routeWrites } from '../routeWrites';
import { rateLimitStore, type WindowCounters } from './windowCounters';

/**
 * A route that must answer whatever the counters say (signing out: a browser must always be able
 * to end its session): no rate limit, and no API token is looked at there (see `identifyPeople`),
 * so none can be guessed through it either.
 */
export interface NeverThrottledConfig {
  neverThrottled?: boolean;
}

export const TOO_MANY_REQUESTS = 'Trop de demandes en peu de temps : veuillez patienter une minute avant de réessayer.';

/**
 * Every write (newsletter, orders, member check, the GET that records the terms' acceptance…, see
 * `routeWrites`) is limited per client address and per route:
 * `max` requests per `windowMs`, then 429 with a French message and Retry-After. A route may set
 * its own, stricter `config.rateLimit`, or be `neverThrottled`. Reads are not limited (they are
 * cached and cheap).
 * Counted per client address across replicas (see `windowCountersFor`). Must be registered
 * before the routes it protects.
 */
export async function rateLimits(
  app: FastifyInstance,
  { config, counters, now }: { config: ServerConfig; counters: WindowCounters; now: () => number },
) {
  const { max, windowMs } = config.rateLimit;
  if (max === 0) return; // Disabled by configuration (RATE_LIMIT_MAX=0): tests of other behaviours.

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!routeWrites(route.method, route.config)) return;
    const routeConfig = (route.config ?? {}) as { rateLimit?: unknown } & NeverThrottledConfig;
    if (routeConfig.neverThrottled) route.config = { ...routeConfig, rateLimit: false };
    else if (routeConfig.rateLimit === undefined)
      route.config = { ...routeConfig, rateLimit: { max, timeWindow: windowMs } };
  });

  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: windowMs,
    // Counted where every replica sees the same count (see windowCountersFor).
    store: rateLimitStore(counters, now),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  });
}
