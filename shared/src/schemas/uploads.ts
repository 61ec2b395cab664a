/**
 * Images uploaded from the back office (`POST /api/admin/uploads`, multipart field `file`):
 * each is stored in several widths, as AVIF, WebP and JPEG, under immutable hashed names
 * (`/media/uploads/<hash>-<width>.<avif|webp|jpg>`). A record refers to one by its id (an
 * `ImageRef` with its alternative text); public answers then describe it as a `MediaImage`.
 */
import Type, { type Static } from 'typebox';
import { ImageSource } from './common';
import { SHARE_CARD_KINDS, SHARE_IMAGE_KINDS } from '../contract/pageMeta';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../contract/pagination';

/** The answer of an upload (201): what a `<picture>` needs, and the id a record refers to. */
export const UploadedImage = Type.Object({
  id: Type.Integer(),
  /** The largest JPEG: the `<img>`'s own `src`. */
  url: Type.String(),
  /** Size of the largest stored width (the image's proportions, for a page that does not move). */
  width: Type.Integer(),
  height: Type.Integer(),
  /** AVIF then WebP, each with every stored width. */
  sources: Type.Array(ImageSource),
  /** The JPEG widths (`… 320w, … 640w`), for browsers without the modern formats. */
  srcset: Type.String(),
});
export type UploadedImage = Static<typeof UploadedImage>;

/** `GET /media/uploads/{file}`: every name passes this schema; the server answers 404 for those not its own. */
export const UploadFileParams = Type.Object({ file: Type.String() });
export type UploadFileParams = Static<typeof UploadFileParams>;

/** `GET /media/share/{kind}/{name}.jpg`: the link-preview picture of one of the site's drawings. */
export const ShareImageParams = Type.Object({
  kind: Type.Enum(SHARE_IMAGE_KINDS),
  file: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.jpg$' }),
});
export type ShareImageParams = Static<typeof ShareImageParams>;

/** `GET /media/share/card/{kind}/{slug}.jpg`: the generated link-preview card of a record without a picture. */
export const ShareCardParams = Type.Object({
  kind: Type.Enum(SHARE_CARD_KINDS),
  file: Type.String({ pattern: `${SLUG_PATTERN.slice(0, -1)}\\.jpg$`, maxLength: SLUG_MAX_LENGTH + 4 }),
});
export type ShareCardParams = Static<typeof ShareCardParams>;
