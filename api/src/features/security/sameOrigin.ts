import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const CROSS_SITE_REFUSED =
  "Cette demande doit être envoyée depuis le site de Wado France : elle vient d'un autre site et n'a pas été prise en compte.";

/** The origins this site answers on: the configured public address, and the one this request reached. */
export function siteOrigins(request: FastifyRequest, publicUrl: string): Set<string> {
  const origins = new Set<string>();
  try {
    origins.add(new URL(publicUrl).origin);
  } catch {
    // A malformed setting adds nothing.
  }
  // The browser writes Host itself: a page of another site cannot make it look like ours.
  origins.add(`${request.protocol}://${request.host}`.toLowerCase());
  return origins;
}

/**
 * Whether a browser says this request was sent by a page of another site. `Sec-Fetch-Site` is
 * the browser's own verdict; older browsers only send `Origin`. A request with neither (curl, a
 * server, an old browser) is not cross-site as far as we can tell: it is let through.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite.toLowerCase() !== 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return !siteOrigins(request, publicUrl).has(origin.toLowerCase());
  return false;
}

/** A route hook (`onRequest`: before the body is read) that refuses posts from other sites with a 403. */
export function refuseCrossSite(publicUrl: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isCrossSite(request, publicUrl)) throw new HttpError(403, CROSS_SITE_REFUSED);
  };
}
