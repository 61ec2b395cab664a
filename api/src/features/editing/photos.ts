/**
 * The photos of an album (`/api/admin/albums/{id}/photos…`): an uploaded image added at the end,
 * its caption, text alternative and place changed, or removed. Each answer is the whole album.
 */
import type { FastifyInstance, FastifyTypeProviderDefault } from 'fastify';
import type { AuditAction, Role } from '@wado/shared/contract';
import { AlbumRecord, EditIdParams, PhotoInput, PhotoParams, PhotoUpdate } from '@wado/shared/schemas';
import { recordAudit, signedIn } from '../auth';
import { moveToBin } from '../bin';
import { HttpError } from '../errors';
import { photosOf } from '../media';
import { existingImage } from './checks';
import { ALBUMS } from './kinds';
import { bodyOf, paramsOf, recordOfRow } from './records';
import type { Store } from './storage';

export const PHOTO_NOT_FOUND = 'Cette photo est introuvable dans cet album.';

/** What the audit log keeps of a photo. */
const photoState = (photo: {
  id: number;
  upload_id: number | null;
  caption: string;
  image_alt: string;
  position: number;
}) => ({
  id: photo.id,
  uploadId: photo.upload_id,
  caption: photo.caption,
  alt: photo.image_alt,
  position: photo.position,
});

/** Numbers an album's photos 0, 1, 2… in the order given. */
async function renumber(trx: Store, photoIds: number[]): Promise<void> {
  for (const [position, id] of photoIds.entries()) {
    await trx.updateTable('photos').set({ position }).where('id', '=', id).execute();
  }
}

/** `roles`: who edits the albums, who sees their deleted photos in the bin. */
export function photoRoutes(fastify: FastifyInstance, roles: readonly Role[]): void {
  // Declared like the kinds' routes: the album's record is built by the generic definition.
  const app = fastify.withTypeProvider<FastifyTypeProviderDefault>();
  const db: Store = app.db;
  const now = () => app.clock.now();

  async function album(store: Store, id: number) {
    const row = await ALBUMS.ops.load(store, id);
    if (!row) throw new HttpError(404, ALBUMS.notFound);
    return row;
  }

  /** One change to the photos of an album, in one transaction with its audit line; the album as it is then. */
  async function changePhotos(
    albumId: number,
    person: ReturnType<typeof signedIn>,
    action: AuditAction,
    work: (trx: Store) => Promise<{ before: object | null; after: object | null }>,
  ) {
    const at = now();
    const saved = await db.transaction().execute(async (trx) => {
      await album(trx, albumId);
      const { before, after } = await work(trx);
      await trx.updateTable('albums').set({ updated_at: at.toISOString() }).where('id', '=', albumId).execute();
      await recordAudit(trx, person, { action, kind: ALBUMS.auditKind, recordId: albumId, before, after }, at);
      return album(trx, albumId);
    });
    return recordOfRow(ALBUMS, db, saved, at);
  }

  async function photo(trx: Store, albumId: number, photoId: number) {
    const row = await trx
      .selectFrom('photos')
      .selectAll()
      .where('id', '=', photoId)
      .where('album_id', '=', albumId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, PHOTO_NOT_FOUND);
    return row;
  }

  app.post(
    '/api/admin/albums/:id/photos',
    { schema: { params: EditIdParams, body: PhotoInput, response: { 200: AlbumRecord } } },
    async (request) => {
      const { id } = paramsOf(request, EditIdParams);
      const { uploadId, caption, alt } = bodyOf(request, PhotoInput);
      return changePhotos(id, signedIn(request), 'photo-add', async (trx) => {
        const uploaded = await existingImage(trx, { uploadId, alt }, { lenient: false });
        const { image } = uploaded!;
        const position = (await photosOf(trx, [id])).length;
        const added = await trx
          .insertInto('photos')
          .values({
            album_id: id,
            position,
            caption,
            image: image.url,
            image_alt: alt,
            width: image.width,
            height: image.height,
            upload_id: uploadId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { before: null, after: photoState(added) };
      });
    },
  );

  app.put(
    '/api/admin/albums/:id/photos/:photo',
    { schema: { params: PhotoParams, body: PhotoUpdate, response: { 200: AlbumRecord } } },
    async (request) => {
      const params = paramsOf(request, PhotoParams);
      const { caption, alt, position } = bodyOf(request, PhotoUpdate);
      return changePhotos(params.id, signedIn(request), 'photo-update', async (trx) => {
        const before = await photo(trx, params.id, params.photo);
        await trx.updateTable('photos').set({ caption, image_alt: alt }).where('id', '=', before.id).execute();
        // Its new place among the others (past the last one: the last).
        const others = (await photosOf(trx, [params.id])).map((row) => row.id).filter((id) => id !== before.id);
        others.splice(Math.min(position, others.length), 0, before.id);
        await renumber(trx, others);
        return { before: photoState(before), after: photoState(await photo(trx, params.id, params.photo)) };
      });
    },
  );

  app.delete(
    '/api/admin/albums/:id/photos/:photo',
    { schema: { params: PhotoParams, response: { 200: AlbumRecord } } },
    async (request) => {
      const params = paramsOf(request, PhotoParams);
      const person = signedIn(request);
      return changePhotos(params.id, person, 'photo-delete', async (trx) => {
        const before = await photo(trx, params.id, params.photo);
        const { title } = await album(trx, params.id);
        const name = before.caption.trim() || before.image_alt.trim() || 'Photo';
        await moveToBin(
          trx,
          {
            kind: 'photos',
            auditKind: 'photo',
            table: 'photos',
            key: before.id,
            title: `${name} (album « ${title} »)`,
            roles,
          },
          person,
          now(),
        );
        await trx.deleteFrom('photos').where('id', '=', before.id).execute();
        await renumber(
          trx,
          (await photosOf(trx, [params.id])).map((row) => row.id),
        );
        return { before: photoState(before), after: null };
      });
    },
  );
}
