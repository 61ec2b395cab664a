import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { SHARE_IMAGE_PREFIX, SHARE_IMAGE_SIZE } from '@wado/shared/contract';
import { ShareImageParams } from '@wado/shared/schemas';
import type { ServerConfig } from '../../config';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { processingLimit } from '../processingLimit';
import { BUSY, IMAGE_NOT_FOUND, loadSharp } from '../uploads';
import { shareCardRoutes } from './cards';

/** Behind a drawing, the site's paper colour (the share picture of the site has it too). */
const BACKGROUND = '#f7f3ea';
/** Drawings shown with their margins: at most this many renders kept, the most recently asked first. */
const CACHE_ENTRIES = 64;

/**
 * `GET /media/share/{kind}/{name}.jpg`: the link-preview picture (1200 × 630 JPEG) of a drawing of
 * the site, `/media/{kind}/{name}.svg` (a news item's, an album's photo, a shop article's…). Link
 * previews (Facebook, LinkedIn, messaging apps) do not read SVG; a page with its own drawing
 * would otherwise share the site's default picture. Rendered on first request (about 50 ms) and
 * kept in memory; only existing drawings of the media folder are read (the name is checked by the
 * schema, the kind is one of a list).
 */
export const shareImageRoutes: FastifyPluginAsync<{ config: ServerConfig }> = async (fastify, { config }) => {
  const app = fastify as unknown as Api;
  const rendered = new Map<string, { mtimeMs: number; jpeg: Buffer }>();
  const limited = processingLimit(2, 20, BUSY);

  async function render(kind: string, name: string): Promise<Buffer> {
    const source = path.join(config.mediaDir, kind, `${name}.svg`);
    const stat = await fs.promises.stat(source).catch(() => null);
    if (!stat?.isFile()) throw new HttpError(404, IMAGE_NOT_FOUND);
    const key = `${kind}/${name}`;
    const cached = rendered.get(key);
    if (cached && cached.mtimeMs === stat.mtimeMs) {
      rendered.delete(key);
      rendered.set(key, cached);
      return cached.jpeg;
    }
    const sharp = await loadSharp();
    const jpeg = await limited(async () =>
      sharp(await fs.promises.readFile(source), { density: 144 })
        .resize({ ...SHARE_IMAGE_SIZE, fit: 'contain', background: BACKGROUND })
        .flatten({ background: BACKGROUND })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    );
    rendered.set(key, { mtimeMs: stat.mtimeMs, jpeg });
    if (rendered.size > CACHE_ENTRIES) rendered.delete(rendered.keys().next().value!);
    return jpeg;
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: `${SHARE_IMAGE_PREFIX}:kind/:file`,
    schema: { params: ShareImageParams },
    handler: async (request, reply) => {
      const jpeg = await render(request.params.kind, request.params.file.replace(/\.jpg$/, ''));
      void reply
        .type('image/jpeg')
        .header('Content-Length', jpeg.length)
        .header('Cache-Control', 'public, max-age=86400');
      return reply.send(request.method === 'HEAD' ? undefined : jpeg);
    },
  });

  // The generated cards of records without a picture: their renders wait their turn with these.
  shareCardRoutes(app, limited);
};
