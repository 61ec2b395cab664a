import type { MediaImage } from '@wado/shared/contract';
import { DEFAULT_SHARE_IMAGE } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { uploadedImages } from '../uploads';

/** The site's own picture (1200 × 630), for a record that has no image of its own. */
export const DEFAULT_IMAGE: MediaImage = { url: DEFAULT_SHARE_IMAGE, alt: '', width: 1200, height: 630 };

/** The uploaded images that rows refer to, by upload id (ids that name no upload are absent). */
export async function imagesOfUploads(db: Db, ids: readonly (number | null)[]): Promise<Map<number, MediaImage>> {
  return uploadedImages(
    db,
    ids.filter((id): id is number => id !== null),
  );
}

/**
 * A row's image: its upload (with the row's own text alternative) when it has one that exists,
 * else what it had before (`fallback`, the illustration the site was delivered with), if anything.
 */
export function imageOf(
  uploads: Map<number, MediaImage>,
  uploadId: number | null,
  alt: string,
  fallback: MediaImage,
): MediaImage;
export function imageOf(
  uploads: Map<number, MediaImage>,
  uploadId: number | null,
  alt: string,
  fallback?: MediaImage,
): MediaImage | undefined;
export function imageOf(
  uploads: Map<number, MediaImage>,
  uploadId: number | null,
  alt: string,
  fallback?: MediaImage,
): MediaImage | undefined {
  const uploaded = uploadId === null ? undefined : uploads.get(uploadId);
  return uploaded ? { ...uploaded, alt } : fallback;
}
