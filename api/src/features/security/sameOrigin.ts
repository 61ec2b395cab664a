import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiRoute } from '../contract';
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

/** The page of this site the request was sent from (its Referer), or null when unknown or on another site. */
export function refererPage(request: FastifyRequest, publicUrl: string): URL | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return siteOrigins(request, publicUrl).has(url.origin) ? url : null;
  } catch {
    return null;
  }
}

/** A path that names a page of this site: not `//host` (another site for a browser), not the API. */
const isSitePage = (path: string) => path.startsWith('/') && !path.startsWith('//') && !isApiRoute(path);

/**
 * Where a request the browser sent as a page (a form sent without the page's scripts) goes back
 * to: the page of this site it came from (path and query only, never another site), or the home
 * page; `params` are set in its query, `anchor` names the part of it to show.
 */
export function backToPage(
  request: FastifyRequest,
  publicUrl: string,
  { params, anchor }: { params?: Record<string, string>; anchor?: string } = {},
): string {
  const from = refererPage(request, publicUrl);
  const page = from !== null && isSitePage(from.pathname) ? from : null;
  let search = page?.search ?? '';
  if (params) {
    const query = new URLSearchParams(search);
    for (const [name, value] of Object.entries(params)) query.set(name, value);
    search = `?${query.toString()}`;
  }
  return `${page?.pathname ?? '/'}${search}${anchor ? `#${anchor}` : ''}`;
}

/** The answer to a request sent as a page: back to that page (303, Post/Redirect/Get), never cached. */
export function sendBackToPage(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  where: Parameters<typeof backToPage>[2] = {},
) {
  return reply
    .status(303)
    .header('Cache-Control', 'no-store')
    .header('Location', backToPage(request, publicUrl, where))
    .send();
}

/** Whether the browser asks for this answer as a page to show (a form or a link followed), not for a script. */
export function isPageNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (typeof mode === 'string') return mode.toLowerCase() === 'navigate';
  return /^text\/html/i.test(request.headers.accept ?? '');
}
