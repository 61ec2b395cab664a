/**
 * The media folder's text images (SVG: the news, shop and people illustrations, the partners'
 * logos) sent in Brotli or gzip. The folder holds no compressed copies (it is the site's content,
 * not a build), and @fastify/static sends a file as it is when it finds none: a news card's
 * illustration went out at 3.4 KB instead of ~0.9 KB, and on a slow phone the ten of /news took
 * their share of the connection from main.js during the takeover (docs/performance.md, « Où passe
 * la reprise sur le téléphone du banc »).
 *
 * Each file is compressed once per replica (Brotli 11, off the event loop) and kept in memory while
 * its size and time stay the same; concurrent first requests wait for the same compression. What
 * strangers cannot do with it: fill memory (files over MAX_FILE_BYTES are sent as they are, and at
 * most MAX_FILES are kept), nor reach outside the folder (the static route's own checks, and this
 * module's: no `..`, no dot-file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh } from '../conditionalRequests';
import type { Api } from '../contract';
import { preferredEncoding } from './contentCoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The text files of the media folder worth compressing, and their type. */
const COMPRESSIBLE: Record<string, string> = { '.svg': 'image/svg+xml' };
/** A bigger file is sent as it is (the static route): memory is kept for many small images. */
const MAX_FILE_BYTES = 512 * 1024;
/** Files kept compressed at once; past it the cache starts again (the seed holds about 110). */
const MAX_FILES = 2_000;
/** The static route's pattern, under which this module answers. */
export const MEDIA_ROUTE = '/media/*';
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

type Encoding = 'br' | 'gzip';

interface Compressed {
  key: string;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

function compress(file: string, encoding: Encoding): Promise<Buffer> {
  return fs.promises.readFile(file).then((content) =>
    encoding === 'br'
      ? brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : gzip(content, { level: 9 }),
  );
}

/** The file under `mediaDir` a `/media/…` address names, when it is a plain path inside it. */
function mediaFile(mediaDir: string, url: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent((url.split('?')[0] ?? '').slice('/media/'.length));
  } catch {
    return undefined;
  }
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.')) || /[\\\0]/.test(relative)) {
    return undefined;
  }
  return path.join(mediaDir, ...segments);
}

/**
 * Answers a GET or HEAD of a compressible file under `/media/` from a browser that takes Brotli or
 * gzip with its compressed copy; anything else goes on to the static route (the file as it is, its
 * 404). A hook rather than a route: the static route owns `/media/*`.
 */
export function compressedMedia(app: Api, mediaDir: string): void {
  const cache = new Map<string, Compressed>();
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== MEDIA_ROUTE || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const file = encoding && mediaFile(mediaDir, request.url);
    const type = file && COMPRESSIBLE[path.extname(file).toLowerCase()];
    if (!encoding || !file || !type) return;
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile() || stat.size > MAX_FILE_BYTES) return;

    const key = `${stat.ino} ${stat.size} ${stat.mtimeMs}`;
    let entry = cache.get(file);
    if (entry?.key !== key) {
      if (cache.size >= MAX_FILES) cache.clear();
      entry = { key, bodies: {} };
      cache.set(file, entry);
    }
    const pending = (entry.bodies[encoding] ??= compress(file, encoding));
    let body: Buffer;
    try {
      body = await pending;
    } catch {
      // Gone or unreadable meanwhile: the static route says what it is.
      delete entry.bodies[encoding];
      return;
    }
    const etag = `"${encoding}-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    void reply
      .header('Cache-Control', MEDIA_CACHE_CONTROL)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag)
      .header('Last-Modified', stat.mtime.toUTCString());
    if (isFresh(request, etag)) return reply.status(304).send();
    return reply
      .header('Content-Type', type)
      .header('Content-Encoding', encoding)
      .header('Content-Length', body.length)
      .send(body);
  });
}
