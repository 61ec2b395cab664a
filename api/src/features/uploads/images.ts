import type { MediaImage } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { STANDARD_WIDTHS } from './process';
import {
  JPEG_FORMAT,
  MODERN_FORMATS,
  OUTPUT_FORMATS,
  UPLOADS_URL_PREFIX,
  fileName,
  fileUrl,
  uploadFileOf,
  type OutputFormat,
} from './storage';

/** The answer for the address of an image file the site does not have (itself, or a card drawn from it). */
export const IMAGE_NOT_FOUND = 'Cette image n’existe pas.';

/** What the database holds of an upload, as much as a page needs to show it. */
export interface UploadRow {
  id: number;
  hash: string;
  widths: string;
  width: number;
  height: number;
}

/** The stored widths of an upload, smallest first. */
export function storedWidths(row: Pick<UploadRow, 'widths' | 'width'>): number[] {
  const parsed: unknown = JSON.parse(row.widths);
  const widths = Array.isArray(parsed) ? parsed.filter((width): width is number => Number.isInteger(width)) : [];
  return widths.length > 0 ? widths.sort((a, b) => a - b) : [row.width];
}

/** The names of every file of an upload. */
export const storedFileNames = (row: Pick<UploadRow, 'hash' | 'widths' | 'width'>): string[] =>
  storedWidths(row).flatMap((width) => OUTPUT_FORMATS.map((format) => fileName(row.hash, width, format)));

/**
 * The upload as a page shows it: its largest JPEG as `url`, the AVIF and WebP sources and the
 * JPEG `srcset`. `alt` is empty: the text alternative belongs to the record that shows the image.
 */
export function mediaImageOf(row: UploadRow): MediaImage & Required<Pick<MediaImage, 'sources' | 'srcset'>> {
  const widths = storedWidths(row);
  const srcset = (format: OutputFormat) =>
    widths.map((width) => `${fileUrl(row.hash, width, format)} ${width}w`).join(', ');
  return {
    url: fileUrl(row.hash, Math.max(...widths), JPEG_FORMAT),
    alt: '',
    width: row.width,
    height: row.height,
    sources: MODERN_FORMATS.map((format) => ({ type: format.type, srcset: srcset(format) })),
    srcset: srcset(JPEG_FORMAT),
  };
}

/**
 * The uploads of `ids` as `MediaImage`s (with an empty `alt`: the caller sets the record's own),
 * by id; ids that name no upload are absent from the map.
 */
export async function uploadedImages(db: Db, ids: number[]): Promise<Map<number, MediaImage>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id));
  const images = new Map<number, MediaImage>();
  if (wanted.length === 0) return images;
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'hash', 'widths', 'width', 'height'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) images.set(row.id, mediaImageOf(row));
  return images;
}

/**
 * For the address of an uploaded image's file (`/media/uploads/<hash>-<width>.<ext>`), its JPEG
 * (what every mail client shows) in the narrowest stored width of at least `wanted`, else its
 * widest: with the width. The address alone says which widths exist: every standard width below a
 * stored one is stored too (`widthsFor`). Null for any other address.
 */
export function uploadedJpegNear(url: string, wanted: number): { url: string; width: number } | null {
  const file = url.startsWith(UPLOADS_URL_PREFIX) ? uploadFileOf(url.slice(UPLOADS_URL_PREFIX.length)) : null;
  if (!file) return null;
  const stored = STANDARD_WIDTHS.filter((width) => width <= file.width);
  // Narrower than every standard width: stored in its own width alone.
  const width = stored.find((candidate) => candidate >= wanted) ?? stored[stored.length - 1] ?? file.width;
  return { url: fileUrl(file.hash, width, JPEG_FORMAT), width };
}
