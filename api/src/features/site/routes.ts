import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, RUNTIME_CONFIG_PATH } from '@wado/shared/contract';
import { RuntimeConfig } from '@wado/shared/schemas';
import type { ServerConfig } from '../../config';
import type { Api } from '../contract';
import { errorBody } from '../errors';
import { currentRuntimeConfig } from './runtimeConfig';
import type { LiveReleases } from '../releases';
import { cacheControlFor, servedToBrowsers, shellFile } from './builtFiles';
import {
  dictionaryCopies,
  dictionaryHeaders,
  remoteFileAt,
  shellDictionaryUse,
  type RemoteFolders,
} from './dictionaries';
import { compressedMedia, MEDIA_CACHE_CONTROL } from './compressedMedia';
import { createPageHandler } from './pages';
import type { PageRendererOptions } from './render/renderPage';
import type { PageCache } from './pageCache';

export { preferredEncoding } from './contentCoding';
export { cacheControlFor, servedToBrowsers } from './builtFiles';

const API_PREFIXES = ['/api/', '/cookies/', '/remotes/', '/releases/', '/media/', '/static/'];

/**
 * In production the API also serves the site: the shell's files and pages (with a real 404
 * status for paths that are no page), each remote's build under /remotes/<name>/, published
 * releases and our media. `pages` lets another build of the shell bring its own page assets.
 */
export async function siteRoutes(
  app: Api,
  {
    config,
    pages = {},
    liveReleases = null,
    pageCache = null,
  }: {
    config: ServerConfig;
    pages?: PageRendererOptions;
    liveReleases?: LiveReleases | null;
    pageCache?: PageCache | null;
  },
) {
  // Releases published by scripts/release.mjs (one folder per version), live once the runtime
  // configuration points at them; read per request like the default builds.
  const releasesDir = path.join(config.dataDir, 'releases');
  fs.mkdirSync(releasesDir, { recursive: true });
  const folders: RemoteFolders = { remotesRoot: config.remotesRoot, releasesDir };

  // @fastify/static 10 hands the Fastify reply to setHeaders. A remote's entry, manifest and hashed
  // files vary with the compression dictionary the browser holds, and each hashed file is one for
  // its next versions; each of the shell's dictionaries says what it is for (dictionaries.ts).
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    const remoteFile = remoteFileAt(folders, filePath);
    if (remoteFile && dictionaryHeaders(reply, remoteFile)) return;
    void reply.header('Cache-Control', cacheControlFor(filePath));
    const dictionaryUse = shellDictionaryUse(config.shellDir, filePath);
    if (dictionaryUse) void reply.header('Use-As-Dictionary', dictionaryUse);
  };

  // The hooks before the static routes (a plugin registered takes its parent's hooks as they are).
  if (liveReleases) {
    // On PostgreSQL a release this replica has not copied yet (published from another machine,
    // or one a page still open was loaded with) is copied from the database first.
    app.addHook('onRequest', async (request) => {
      const release = /^\/releases\/([a-z-]+)\/([^/?]+)\//.exec(request.url);
      if (release) await liveReleases.ensureCopy(release[1]!, release[2]!).catch(() => false);
    });
  }
  // A remote's entry, manifest or hashed file, compressed against the dictionary the browser holds when
  // there is a copy against it; otherwise the static routes below.
  dictionaryCopies(app, folders);
  // The media folder's SVG images in Brotli or gzip, compressed once (it holds no copies).
  compressedMedia(app, config.mediaDir);

  if (!fs.existsSync(path.join(config.shellDir, 'index.html'))) {
    app.log.warn(`Shell non construit (${config.shellDir}) : lancez npm run build`);
  }
  // The shell's files share `/*` with the pages: served by the catch-all route below through
  // reply.sendFile (this registration adds no route, and reads the folder per request).
  await app.register(fastifyStatic, {
    root: config.shellDir,
    serve: false,
    index: false,
    cacheControl: false,
    // The .br / .gz copies written by the build, for browsers that accept them.
    preCompressed: true,
    allowedPath: servedToBrowsers,
    setHeaders,
  });
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
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', MEDIA_CACHE_CONTROL),
  });

  app.get(RUNTIME_CONFIG_PATH, { schema: { response: { 200: RuntimeConfig } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    await liveReleases?.refresh();
    return currentRuntimeConfig(config, liveReleases?.current());
  });

  const servePage = createPageHandler(app, config, pages, liveReleases, pageCache);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const file = shellFile(config.shellDir, pathname);
      if (file) return reply.sendFile(file);
      if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
      return servePage(request, reply);
    },
  });

  // What no route answers (another method, a file missing under /remotes/…): a JSON 404.
  app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(errorBody(404, "Cette adresse n'existe pas.")),
  );
}
