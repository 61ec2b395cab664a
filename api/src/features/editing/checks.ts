/**
 * What a schema cannot say about an input: a day that exists, links to records that exist, images
 * that were uploaded. A failed check is a 400 with a French message, before anything is written;
 * when restoring a revision (`lenient`), a link or an image that is gone since is dropped instead.
 */
import type { ImageRef, MediaImage } from '@wado/shared/contract';
import { HttpError } from '../errors';
import { uploadedImages } from '../uploads/images';
import type { Store } from './storage';

/** A `YYYY-MM-DD` that the calendar has (not the 31st of February). */
export function assertDay(day: string, what: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new HttpError(400, `${what} n’existe pas dans le calendrier (${day}).`);
  }
}

export interface CheckOptions {
  /** Restoring a revision: what is gone since is dropped (null), not refused. */
  lenient: boolean;
}

type LinkedTable = 'events' | 'albums' | 'news' | 'competitions';

/** `id` when a row of `table` has it; else 400 (`message`), or null when lenient. */
export async function existingLink(
  db: Store,
  table: LinkedTable,
  id: number | null,
  message: string,
  { lenient }: CheckOptions,
): Promise<number | null> {
  if (id === null) return null;
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (row) return id;
  if (lenient) return null;
  throw new HttpError(400, message);
}

export const IMAGE_NOT_FOUND = 'L’image choisie est introuvable : envoyez-la de nouveau.';

/** The uploaded image an input refers to; 400 when there is no such upload (null when lenient). */
export async function existingImage(
  db: Store,
  ref: ImageRef | null,
  { lenient }: CheckOptions,
): Promise<{ ref: ImageRef; image: MediaImage } | null> {
  if (ref === null) return null;
  const image = (await uploadedImages(db, [ref.uploadId])).get(ref.uploadId);
  if (image) return { ref, image };
  if (lenient) return null;
  throw new HttpError(400, IMAGE_NOT_FOUND);
}
