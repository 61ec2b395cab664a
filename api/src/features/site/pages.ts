/**
 * The site's pages: the shell's template with the runtime configuration and, for GET, the page
 * rendered on the server; a real 404 status for paths that are no page, a 503 for every one (GET
 * or HEAD) while the database is away.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  ADMIN_PATH,
  documentTitle,
  ESPACE_EMAIL_CHANGE_PATH,
  ESPACE_PATH,
  ESPACE_SIGN_IN_PATH,
  findRoute,
} from '@wado/shared/contract';
import type { ServerConfig } from '../../config';
import { isDatabaseUnavailable } from '../../db/dialect';
import { isFresh } from '../conditionalRequests';
import { errorBody } from '../errors';
import { acceptsCurrentTerms, TERMS_COOKIE } from '../cookies';
import { typedEmailState } from '../newsletter';
import { detailExists } from '../seo';
import { currentRuntimeConfig } from './runtimeConfig';
import type { LiveReleases } from '../releases';
import { fillPageShell, pageShell } from './render/pageTemplate';
import { createPageRenderer, type PageRendererOptions } from './render/renderPage';
import { compressPage, RenderedPage, type PageCache } from './pageCache';
import { preferredEncoding } from './contentCoding';
import {
  PageDataUnavailable,
  UNAVAILABLE_PAGE_CSP,
  UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS,
  unavailablePageHtml,
} from './unavailablePage';

/**
 * Whether a path names a page (a route, or a detail page whose row exists). Throws when the
 * database cannot tell: a page that exists must not answer 404 while PostgreSQL restarts.
 */
async function pageExists(app: FastifyInstance, pathname: string): Promise<boolean> {
  const route = findRoute(pathname);
  if (!route) return false;
  if (!route.path.includes(':')) return true;
  try {
    const id = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
    return await detailExists(app.db, route.path, id, app.clock.now());
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return false; // An id that cannot even be decoded, or read as its column's type, exists nowhere.
  }
}

/** The French 503 page, never kept by a cache, with the delay after which to ask again. */
function sendUnavailablePage(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  request.log.error({ err: error }, 'page non servie : la base de données est indisponible');
  return reply
    .status(503)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Retry-After', String(UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS))
    .header('Content-Security-Policy', UNAVAILABLE_PAGE_CSP)
    .send(unavailablePageHtml(request.url));
}

/** The database could not be read for this page: answered by the 503 page, not as an absent page. */
const unavailable = (error: unknown) => error instanceof PageDataUnavailable || isDatabaseUnavailable(error);

/**
 * « Mon espace » (`/espace`, and the pages a sign-in link or a new address's confirmation link
 * opens): the shell's, one person's; the link's page keeps its secret out of the `Referer` of what
 * it loads.
 */
function isEspacePage(pathname: string): boolean {
  return (
    pathname === ESPACE_PATH ||
    new RegExp(`^(${ESPACE_SIGN_IN_PATH}|${ESPACE_EMAIL_CHANGE_PATH})/[A-Za-z0-9_-]{20,100}$`).test(pathname)
  );
}

/** The back office (`/admin`, `/admin/…`): rendered in the browser only, never indexed nor cached. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/**
 * The pages rendered in the browser only (the back office, « Mon espace »): each person's own
 * screens, behind a session. Their head only, told to stay out of search engines.
 */
function browserOnlyPage(pathname: string): { title: string; description: string; noReferrer: boolean } | null {
  if (isAdminPath(pathname)) {
    return { title: 'Administration', description: 'Espace d’administration du site.', noReferrer: false };
  }
  if (isEspacePage(pathname)) {
    return {
      title: 'Mon espace',
      description:
        'L’espace des licenciés et de leurs parents : licences, attestations, commandes, inscriptions et dons.',
      // A sign-in link's secret is in its address.
      noReferrer: true,
    };
  }
  return null;
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A page made for this request: or the database could not be read for it (`error`). */
type PageOutcome = { page: RenderedPage; rendered: boolean } | { page: null; error: unknown };

/**
 * What a shared cache (a CDN) may do with a page sent to a visitor without cookies, the same for
 * every such visitor: keep it one second (a publication shows everywhere within a second), serve
 * it stale while it asks again (at most 10 s more, once), and while the site is unreachable. The
 * browser asks again each time (`max-age=0`) and gets a 304 when the page has not changed.
 */
export const SHARED_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=1, stale-while-revalidate=10, stale-if-error=86400';

/** A page sent to a visitor with cookies (the terms accepted…), or a missing page: hers alone. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

function cacheControlOf(request: FastifyRequest, page: RenderedPage): string {
  return page.status === 200 && request.headers.cookie === undefined
    ? SHARED_PAGE_CACHE_CONTROL
    : PRIVATE_PAGE_CACHE_CONTROL;
}

/** The template's identity in the cache's keys: a release changes it, and its pages with it. */
let lastTemplate = '';
let lastTemplateId = '';
function templateId(template: string): string {
  if (template !== lastTemplate) {
    lastTemplate = template;
    lastTemplateId = createHash('sha256').update(template).digest('base64url').slice(0, 16);
  }
  return lastTemplateId;
}

/**
 * Under which key a page is kept: its address, the release it is rendered with and the one thing
 * it depends on of the visitor (the terms accepted or not). None for what is the visitor's alone:
 * a newsletter form sent back refused shows the address she typed; only GET pages are kept.
 */
function cacheKeyOf(request: FastifyRequest, template: string): string | null {
  if (request.method !== 'GET') return null;
  if (Object.keys(typedEmailState(request)).length > 0) return null;
  const terms = acceptsCurrentTerms(request.cookies?.[TERMS_COOKIE]) ? 'accepted' : 'asked';
  return `${templateId(template)} ${terms} ${request.url}`;
}

export function createPageHandler(
  app: FastifyInstance,
  config: ServerConfig,
  options: PageRendererOptions = {},
  liveReleases: LiveReleases | null = null,
  pageCache: PageCache | null = null,
): PageHandler {
  const pageRenderer = createPageRenderer(app, config, options);
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    await liveReleases?.refresh();
    const runtimeConfig = currentRuntimeConfig(config, liveReleases?.current());
    let html: string;
    try {
      html = pageShell(config, runtimeConfig);
    } catch {
      return reply.status(503).send(errorBody(503, "Le site n'est pas encore construit (npm run build)."));
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const browserOnly = browserOnlyPage(pathname);
    if (browserOnly) {
      // Nothing to render for a crawler, nothing any cache may keep (the page is the same for
      // everyone, but says nothing of its data).
      void reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Vary', 'Accept-Encoding');
      if (browserOnly.noReferrer) void reply.header('Referrer-Policy', 'no-referrer');
      const page = fillPageShell(html, {
        title: documentTitle(browserOnly.title),
        description: browserOnly.description,
        head: '<meta name="robots" content="noindex, nofollow">',
        html: '',
      });
      if (!encoding) return reply.send(page);
      return reply.header('Content-Encoding', encoding).send(await compressPage(page, encoding));
    }
    // Unknown paths still get the shell (it shows the not-found screen), with a real 404 status;
    // so do detail pages whose row does not exist (/news/<unknown>): the page says so in French.
    const producePage = async (): Promise<PageOutcome> => {
      let found: boolean;
      try {
        found = await pageExists(app, pathname);
      } catch (error) {
        if (unavailable(error)) return { page: null, error };
        throw error;
      }
      let [pageHtml, rendered] = [html, false];
      // The page's content in the HTML; should that fail, the browser renders it all. Not when its
      // data could not be read: the page would be empty lists and « introuvable » under a 200.
      if (request.method === 'HEAD') {
        // Not rendered (no body goes out), but answered as the GET would be: a 503 while the
        // database is away, not a 200 a crawler's check would keep.
        try {
          await sql`SELECT 1`.execute(app.db);
        } catch (error) {
          if (unavailable(error)) return { page: null, error };
          throw error;
        }
      }
      if (request.method === 'GET') {
        try {
          const page = await pageRenderer.render(request, html, runtimeConfig);
          if (page !== undefined) [pageHtml, rendered] = [page, true];
        } catch (error) {
          if (unavailable(error)) return { page: null, error };
          request.log.warn({ err: error }, 'Rendu serveur impossible : la page sera rendue par le navigateur');
        }
      }
      return { page: new RenderedPage(found ? 200 : 404, pageHtml), rendered };
    };

    // The page as a visitor in the same state would get it: from the micro-cache when it holds it.
    const cacheKey = pageCache?.enabled ? cacheKeyOf(request, html) : null;
    let outcome: PageOutcome | { page: RenderedPage };
    let cacheState: 'hit' | 'miss' | 'bypass' = 'bypass';
    if (pageCache && cacheKey && (await pageCache.upToDate())) {
      const served = await pageCache.serve(
        cacheKey,
        producePage,
        (made) => made.page !== null && made.rendered && made.page.status === 200,
      );
      [outcome, cacheState] = [served.result, served.hit ? 'hit' : 'miss'];
    } else {
      outcome = await producePage();
    }
    if (!outcome.page) return sendUnavailablePage(request, reply, outcome.error);
    const page = outcome.page;

    void reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', cacheControlOf(request, page))
      // What the page depends on of the visitor is in the Cookie header (the terms' acceptance).
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('ETag', page.etag)
      .header('X-Page-Cache', cacheState);
    if (page.status === 200 && isFresh(request, page.etag)) {
      return reply.status(304).removeHeader('Content-Type').send();
    }
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(await page.body(encoding));
  };
}
