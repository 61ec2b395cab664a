import { ACCESS } from '@wado/shared/contract';
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Role } from '@wado/shared/contract';
import { UploadedImage, UploadFileParams } from '@wado/shared/schemas';
import { uploadsDirectory, type ServerConfig } from '../../config';
import type { Db } from '../../db/connection';
import { requireRoles, signedIn } from '../auth';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import type { SharedFiles } from '../files';
import { readFileBytes } from './fileBytes';
import { processingLimit } from '../processingLimit';
import { BUSY, contentHash, inspect, processImage } from './process';
import { IMAGE_NOT_FOUND, storedFileNames } from './images';
import { ProcessingQuota } from './quota';
import { saveUpload, uploadByHash, uploadedImageOf } from './save';
import { createUploadSweep } from './sweep';
import { UploadStorage, storedFileType } from './storage';

/** Every team that edits pages with images; not the treasurer. */
export const UPLOAD_ROLES: readonly Role[] = ACCESS.uploads;

/** Images processed at once (the others wait their turn), and how many may wait. */
const PROCESSING_SLOTS = 2;
const PROCESSING_QUEUE = 20;
/** A volunteer drops a whole album at once: uploads get more room than the site's other writes. */
const UPLOADS_PER_WINDOW_FACTOR = 5;

export const FIELD = 'file';
export const NOT_MULTIPART = `Envoyez l’image comme un formulaire (multipart/form-data), dans le champ « ${FIELD} ».`;
export const NO_FILE = `Aucune image reçue : joignez-la dans le champ « ${FIELD} ».`;
export const EMPTY_FILE = 'Le fichier reçu est vide.';
export const MALFORMED_FORM = 'Le formulaire reçu est incomplet ou mal formé : envoyez l’image de nouveau.';
export const tooLarge = (maxBytes: number) =>
  `Cette image est trop lourde : ${megabytes(maxBytes)} au plus. Réduisez-la avant de l’envoyer.`;

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/** Stored files never change under their name: a browser or a CDN keeps them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The file of the request's `file` field, read as it arrives and refused (413) as soon as it is
 * larger than `maxBytes`: never more than that is held in memory.
 */
async function receivedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  try {
    return await readFilePart(request, maxBytes);
  } catch (error) {
    // The parser's own failures (no boundary, a body cut short…) are the sender's: 400, in French.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, MALFORMED_FORM);
  }
}

async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
    throwFileSizeLimit: false,
  });
  if (!part) throw new HttpError(400, NO_FILE);
  if (part.fieldname !== FIELD) {
    part.file.resume();
    throw new HttpError(400, NO_FILE);
  }
  const bytes = await readFileBytes(part.file, maxBytes, tooLarge(maxBytes));
  if (bytes.length === 0) throw new HttpError(400, EMPTY_FILE);
  return bytes;
}

/**
 * Images from the back office: `POST /api/admin/uploads` (an image in the multipart field
 * `file`) stores it in every width as AVIF, WebP and JPEG, without its metadata, and answers
 * 201 with what a `<picture>` needs; `GET /media/uploads/<hash>-<width>.<ext>` serves those files
 * under names that never change (immutable). They live in UPLOADS_DIR, and on PostgreSQL in the
 * database too (each replica then keeps its own copy of what it serves).
 */
export async function uploadRoutes(
  app: Api,
  { db, config, sharedFiles }: { db: Db; config: ServerConfig; sharedFiles: SharedFiles | null },
) {
  const storage = new UploadStorage(uploadsDirectory(config), sharedFiles);
  // A folder that cannot be made now (a network share not mounted yet) stops uploads, not the site.
  await storage
    .prepare()
    .catch((error: unknown) =>
      app.log.error({ err: error }, `dossier des images envoyées inutilisable : ${storage.dir}`),
    );
  const maxBytes = config.uploadMaxBytes;
  const limited = processingLimit(PROCESSING_SLOTS, PROCESSING_QUEUE, BUSY);
  const quota = new ProcessingQuota(db, config.uploadPixelsPerHour);
  // The images nothing names a week after they were sent are deleted (sweep.ts).
  const sweep = createUploadSweep({ db, storage, clock: app.clock, log: app.log });
  app.addHook('onReady', () => sweep.start());
  // Images of this disk the shared store lacks (a site moved to PostgreSQL): stored for every
  // replica, in the background.
  app.addHook('onReady', async () => {
    void storage.adoptLocalFiles().then(
      (stored) => stored > 0 && app.log.info(`${stored} image(s) du dossier local copiée(s) dans la base`),
      (error: unknown) => app.log.error({ err: error }, 'copie des images locales dans la base : échec'),
    );
  });
  app.addHook('onClose', () => sweep.stop());

  // Multipart is read by these routes only (the rest of the API takes JSON).
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1 } });

  app.post(
    '/api/admin/uploads',
    {
      onRequest: requireRoles(UPLOAD_ROLES, { publicUrl: app.publicUrl }),
      // Answered before the whole body came (too large, refused): the rest is read and dropped,
      // so the connection ends normally instead of waiting, paused, for the request timeout.
      onResponse: async (request) => {
        if (!request.raw.complete) request.raw.resume();
      },
      config: {
        rateLimit: {
          max: config.rateLimit.max * UPLOADS_PER_WINDOW_FACTOR,
          timeWindow: config.rateLimit.windowMs,
        },
      },
      schema: { response: { 201: UploadedImage } },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const bytes = await receivedFile(request, maxBytes);
      const inspected = await inspect(bytes);
      const hash = contentHash(bytes);
      const known = await uploadByHash(db, hash);
      const complete = known && (await storage.hasAll(storedFileNames(known)));
      // An image already stored whole costs nothing: only new work counts against the quota, until
      // its row (which the quota then counts) is written.
      const row =
        (complete ? known : undefined) ??
        (await quota.run(actor.email, inspected.width * inspected.height, app.clock.now(), reply, async () =>
          saveUpload(db, storage, {
            hash,
            inspected,
            originalBytes: bytes.length,
            processed: await limited(() => processImage(bytes, hash, inspected)),
            actor,
            now: app.clock.now(),
          }),
        ));
      void reply.status(201).header('Cache-Control', 'no-store');
      return uploadedImageOf(row);
    },
  );

  // HEAD declared here, not derived from GET by Fastify: it answers the file's length without reading it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/uploads/:file',
    schema: { params: UploadFileParams },
    handler: async (request, reply) => {
      const type = storedFileType(request.params.file);
      if (!type) throw new HttpError(404, IMAGE_NOT_FOUND);
      const handle = await storage.open(request.params.file);
      if (!handle) throw new HttpError(404, IMAGE_NOT_FOUND);
      const { size } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      void reply.type(type).header('Content-Length', size).header('Cache-Control', IMMUTABLE);
      if (request.method === 'HEAD') {
        await handle.close();
        return reply.send();
      }
      return reply.send(handle.createReadStream());
    },
  });
}
