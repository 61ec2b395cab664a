import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  findRoute,
  REMOTE_NAMES,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '@wado/shared/contract';
import type { ServerConfig } from '../../config';
import { errorBody } from '../errors';
import { currentRuntimeConfig } from './runtimeConfig';
import { detailExists } from '../seo/detailPages';
import { createPageRenderer } from './serverRender';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Content-hashed files never change: cached for a year. Manifests and entries: always revalidated. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? ONE_YEAR : 'no-cache';
}

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
  return encoding === 'br' ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(html, { level: 6 });
}

const API_PREFIXES = ['/api/', '/cookies/', '/remotes/', '/releases/', '/media/', '/static/'];

/**
 * Whether a file of a build folder is for browsers. Not served: the server's own build
 * (`server/`: render.js, routes.js), source maps (they name the build machine's paths), build
 * bookkeeping (`.build-stamp`, any dot-file, `mf-manifest-stats.json`, the single bundle's style
 * list) and the page template (index.html, rendered by the server). `pathName` is relative to the
 * folder, with a leading slash.
 */
export function servedToBrowsers(pathName: string): boolean {
  const segments = pathName.split('/').filter(Boolean);
  const name = segments[segments.length - 1] ?? '';
  if (segments.length === 0 || pathName.endsWith('/')) return false;
  if (segments[0] === 'server' || segments.some((segment) => segment.startsWith('.'))) return false;
  if (/\.map(\.(br|gz))?$/.test(name)) return false;
  return !['mf-manifest-stats.json', 'single-bundle-styles.json', 'index.html', 'history.json'].includes(name);
}
const CONFIG_MARKER = '<!-- wado:runtime-config -->';

/** The page shell: the built index.html with the runtime configuration written into it. */
function renderShell(config: ServerConfig, runtimeConfig: RuntimeConfig): string {
  const template = fs.readFileSync(path.join(config.shellDir, 'index.html'), 'utf8');
  // `<` escaped: the JSON can never close the script element.
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  // A function, not a string: `$&`, `$'`… in the configuration must not be read as patterns.
  // (A minified template may have lost the marker: the head's end does as well.)
  return template.includes(CONFIG_MARKER) ? template.replace(CONFIG_MARKER, () => script) : template.replace('</head>', () => `${script}</head>`);
}

/**
 * In production the API also serves the site: the shell (with a history fallback and a real 404
 * status for paths that are no route), each remote's build under /remotes/<name>/, and our media.
 */
export async function siteRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  // @fastify/static 10 hands the Fastify reply to setHeaders.
  const setHeaders = (reply: FastifyReply, filePath: string) => reply.header('Cache-Control', cacheControlFor(filePath));

  if (fs.existsSync(path.join(config.shellDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.shellDir,
      prefix: '/',
      index: false,
      // Read on each request, like the remotes: a rebuilt shell needs no restart.
      cacheControl: false,
      // The .br / .gz copies written by the build, for browsers that accept them.
      preCompressed: true,
      allowedPath: servedToBrowsers,
      setHeaders,
    });
  } else {
    app.log.warn(`Shell non construit (${config.shellDir}) : lancez npm run build`);
  }

  for (const name of REMOTE_NAMES) {
    // Read on each request (wildcard): a new release of a remote needs no restart.
    await app.register(fastifyStatic, {
      root: path.join(config.remotesRoot, name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      // The .br / .gz copies written by the build, for browsers that accept them.
      preCompressed: true,
      allowedPath: servedToBrowsers,
      setHeaders,
    });
  }

  // Releases published by scripts/release.mjs (one folder per version), live once the runtime
  // configuration points at them; read per request like the default builds.
  const releasesDir = path.join(config.dataDir, 'releases');
  fs.mkdirSync(releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    // Nothing but what browsers load of the published builds: no history file, no half-written
    // staging folder (a dot-folder), no server build nor source map.
    allowedPath: (pathName) => servedToBrowsers(pathName.split('/').slice(3).join('/')) && !pathName.includes('/.'),
    setHeaders,
  });

  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=86400'),
  });

  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return currentRuntimeConfig(config);
  });

  const pageRenderer = createPageRenderer(app, config);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (!wantsPage) {
      return reply.status(404).send(errorBody(404, "Cette adresse n'existe pas."));
    }
    let html: string;
    const runtimeConfig = currentRuntimeConfig(config);
    try {
      html = renderShell(config, runtimeConfig);
    } catch {
      return reply.status(503).send(errorBody(503, "Le site n'est pas encore construit (npm run build)."));
    }
    // Unknown paths still get the shell (it shows the not-found screen), with a real 404 status;
    // so do detail pages whose row does not exist (/news/<unknown>): the page says so in French.
    const route = findRoute(pathname);
    const id = route?.path.includes(':') ? pathname.slice(pathname.lastIndexOf('/') + 1) : undefined;
    let found = route !== undefined;
    if (route && id !== undefined) {
      try {
        found = await detailExists(app.db, route.path, decodeURIComponent(id));
      } catch {
        found = false; // An id that cannot even be decoded exists nowhere.
      }
    }
    // The page's content in the HTML (issue 7); should that fail, the browser renders it all.
    if (request.method === 'GET') {
      try {
        html = (await pageRenderer.render(request, html, runtimeConfig)) ?? html;
      } catch (error) {
        request.log.warn({ err: error }, 'Rendu serveur impossible : la page sera rendue par le navigateur');
      }
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    void reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await compressPage(html, encoding));
  });
}
