import type { ImageRef } from '@wado/shared';

const isImageRef = (value: unknown): value is ImageRef =>
  typeof value === 'object' && value !== null && 'uploadId' in value && 'alt' in value;

/** An image in the comparison of two versions: its number and its alternative text. */
export function describeImage(value: unknown): string {
  return isImageRef(value) ? `Image n° ${value.uploadId} — « ${value.alt} »` : '(aucune)';
}

/** A link to another record in the comparison of two versions. */
export function describeLink(value: unknown): string {
  return typeof value === 'number' ? `n° ${value}` : '(aucun)';
}
