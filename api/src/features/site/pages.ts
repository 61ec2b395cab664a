/**
 * The site's pages: the shell's template with the runtime configuration and, for GET, the page
 * rendered on the server; a real 404 status for paths that are no page.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_PATH, documentTitle, findRoute } from '@wado/shared/contract';
import type { ServerConfig } from '../../config';
import { errorBody } from '../errors';
import { detailExists } from '../seo/detailPages';
import { currentRuntimeConfig } from './runtimeConfig';
import { fillPageShell, pageShell } from './render/pageTemplate';
import { createPageRenderer, type PageRendererOptions } from './render/renderPage';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding a page is sent with: Brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Pages are rendered per request: compressed quickly (Brotli 5 is about gzip's speed, smaller). */
function compressPage(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html, { level: 6 });
}

/** Whether a path names a page (a route, or a detail page whose row exists). */
async function pageExists(app: FastifyInstance, pathname: string): Promise<boolean> {
  const route = findRoute(pathname);
  if (!route) return false;
  if (!route.path.includes(':')) return true;
  try {
    const id = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
    return await detailExists(app.db, route.path, id, app.clock.now());
  } catch {
    return false; // An id that cannot even be decoded exists nowhere.
  }
}

/** The back office (`/admin`, `/admin/…`): rendered in the browser only, never indexed nor cached. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/** The back office's page: the shell with its configuration, told to stay out of search engines. */
function adminPage(template: string): string {
  return fillPageShell(template, {
    title: documentTitle('Administration'),
    description: 'Espace d’administration du site.',
    head: '<meta name="robots" content="noindex, nofollow">',
    html: '',
  });
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function createPageHandler(
  app: FastifyInstance,
  config: ServerConfig,
  options: PageRendererOptions = {},
): PageHandler {
  const pageRenderer = createPageRenderer(app, config, options);
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const runtimeConfig = currentRuntimeConfig(config);
    let html: string;
    try {
      html = pageShell(config, runtimeConfig);
    } catch {
      return reply.status(503).send(errorBody(503, "Le site n'est pas encore construit (npm run build)."));
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (isAdminPath(pathname)) {
      // Each person's own screens, behind a session: nothing to render for a crawler, nothing
      // any cache may keep (the page is the same for everyone, but says nothing of its data).
      void reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Vary', 'Accept-Encoding');
      const page = adminPage(html);
      if (!encoding) return reply.send(page);
      return reply.header('Content-Encoding', encoding).send(await compressPage(page, encoding));
    }
    // Unknown paths still get the shell (it shows the not-found screen), with a real 404 status;
    // so do detail pages whose row does not exist (/news/<unknown>): the page says so in French.
    const found = await pageExists(app, pathname);
    // The page's content in the HTML; should that fail, the browser renders it all.
    if (request.method === 'GET') {
      try {
        html = (await pageRenderer.render(request, html, runtimeConfig)) ?? html;
      } catch (error) {
        request.log.warn({ err: error }, 'Rendu serveur impossible : la page sera rendue par le navigateur');
      }
    }
    void reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await compressPage(html, encoding));
  };
}
