import { createHash } from 'node:crypto';
import type { Metadata, Sharp } from 'sharp';
import { MAX_UPLOAD_PIXELS } from '@wado/shared/contract';
import { HttpError } from '../errors';
import { HASH_LENGTH, JPEG_FORMAT, OUTPUT_FORMATS, fileName, type OutputFormat, type StoredFile } from './storage';

/** The widths a page may ask for (`srcset`); an image is never enlarged to reach one. */
export const STANDARD_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** Tallest output WebP and AVIF can hold: a narrow, very tall image gets only the widths that fit. */
const MAX_OUTPUT_HEIGHT = 16_383;
/**
 * Part of every hash: a change in how images are processed (sizes, formats, quality) gives new
 * file names, so that a browser's cached copy of an immutable name is never stale.
 */
const PROCESSING_VERSION = 'images-v2';

/**
 * sharp and its libvips, loaded by the first image the server reads or makes: a start of the
 * server, and each API test file, is spared their load.
 */
export async function loadSharp(): Promise<(typeof import('sharp'))['default']> {
  return (await import('sharp')).default;
}

export const ACCEPTED_FORMATS = 'JPEG, PNG, WebP ou AVIF';
export const UNSUPPORTED_TYPE = `Ce fichier n’est pas une image acceptée : envoyez une photo au format ${ACCEPTED_FORMATS}.`;
export const SVG_REFUSED =
  'Les images SVG ne sont pas acceptées (elles peuvent contenir du code) : envoyez une photo au format JPEG, PNG, WebP ou AVIF.';
export const TOO_MANY_PIXELS = `Cette image est trop grande (plus de ${MAX_UPLOAD_PIXELS / 1_000_000} millions de pixels) : réduisez-la avant de l’envoyer.`;
export const HEIC_REFUSED =
  'Les photos HEIC (le format des iPhone) ne sont pas acceptées : enregistrez-la en JPEG (sur l’iPhone : Réglages, Appareil photo, Formats, « Le plus compatible ») puis envoyez-la de nouveau.';
export const UNREADABLE = 'Cette image est illisible ou endommagée : enregistrez-la de nouveau puis réessayez.';
export const TOO_NARROW = 'Cette image est trop haute pour sa largeur : recadrez-la avant de l’envoyer.';

/** What an upload is, from its bytes alone (never from its name nor the type the browser gave). */
export type InputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface Inspected {
  format: InputFormat;
  /** As shown, EXIF orientation applied. */
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Smallest first. */
  widths: number[];
  /** Size of the largest width. */
  width: number;
  height: number;
  files: StoredFile[];
}

/** The input options of every decoding: bombs refused, a damaged file refused, never guessed. */
const INPUT = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', autoOrient: true } as const;

/** The main brands of HEIF files holding HEVC pictures (an iPhone's photos). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

/** The file's own signature (its first bytes): what it claims to be before any decoder reads it. */
function signature(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'isobmff' | 'heic' | 'svg' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp')
    return HEIC_BRANDS.has(bytes.toString('latin1', 8, 12)) ? 'heic' : 'isobmff';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

/** An SVG (any text document naming an `<svg>` element): refused with its own message. */
function looksLikeSvg(bytes: Buffer): boolean {
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return false; // gzip: not an image we read
  const head = bytes
    .toString('utf8', 0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>/]/i.test(head);
}

/**
 * What the upload is: JPEG, PNG, WebP or AVIF by its signature **and** by the image library's
 * reading of it (415 otherwise, SVG and HEIC with their own message), and no more pixels than
 * MAX_UPLOAD_PIXELS (422), checked from the header before anything is decoded.
 */
export async function inspect(bytes: Buffer): Promise<Inspected> {
  const claimed = signature(bytes);
  if (claimed === 'svg') throw new HttpError(415, SVG_REFUSED);
  if (claimed === 'heic') throw new HttpError(415, HEIC_REFUSED);
  if (claimed === null) throw new HttpError(415, UNSUPPORTED_TYPE);
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(claimed === 'isobmff' ? 415 : 422, claimed === 'isobmff' ? UNSUPPORTED_TYPE : UNREADABLE);
  }
  const format = formatOf(claimed, metadata);
  if (!format)
    throw new HttpError(
      415,
      metadata.format === 'heif' && metadata.compression === 'hevc' ? HEIC_REFUSED : UNSUPPORTED_TYPE,
    );
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new HttpError(422, UNREADABLE);
  if (width * height > MAX_UPLOAD_PIXELS) throw new HttpError(422, TOO_MANY_PIXELS);
  return { format, width, height };
}

function formatOf(claimed: ReturnType<typeof signature>, metadata: Metadata): InputFormat | null {
  if (claimed === 'jpeg' && metadata.format === 'jpeg') return 'jpeg';
  if (claimed === 'png' && metadata.format === 'png') return 'png';
  if (claimed === 'webp' && metadata.format === 'webp') return 'webp';
  // HEIC (an iPhone's default) is the same container with another codec: not AVIF.
  if (claimed === 'isobmff' && metadata.format === 'heif' && metadata.compression === 'av1') return 'avif';
  return null;
}

/**
 * The widths stored for an image `width` × `height` (as shown): the standard ones up to its own
 * width (its own width alone when narrower than the smallest), leaving out those whose height
 * no output format can hold.
 */
export function widthsFor(width: number, height: number): number[] {
  const wanted = width < STANDARD_WIDTHS[0] ? [width] : STANDARD_WIDTHS.filter((standard) => standard <= width);
  return wanted.filter((candidate) => Math.round((height * candidate) / width) <= MAX_OUTPUT_HEIGHT);
}

/**
 * Names the image: the hash of the bytes as sent (and of the processing's version). Known before
 * any processing, so the same photo sent twice is recognised at once and processed once.
 */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(PROCESSING_VERSION).update('\0').update(bytes).digest('hex').slice(0, HASH_LENGTH);
}

function encode(pipeline: Sharp, format: OutputFormat): Sharp {
  switch (format.format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 3, chromaSubsampling: '4:2:0' });
    case 'webp':
      return pipeline.webp({ quality: 78, effort: 4 });
    case 'jpeg':
      // No transparency in JPEG: transparent areas become white, not black.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  }
}

/**
 * Every stored file of an image: each width of `widthsFor`, in AVIF, WebP and JPEG, with its EXIF
 * orientation applied and **no metadata at all** (the image library keeps none unless asked:
 * no EXIF, GPS, XMP, IPTC nor ICC profile; colours converted to sRGB). The work runs on the image
 * library's own threads, not on the event loop.
 *
 * The upload is decoded once, shrunk as it loads to the widest stored width (JPEG and WebP
 * decoders read a reduced image directly), and every width is made from those pixels: decoding a
 * large photo again for each of five widths cost more than all the encodings.
 */
export async function processImage(bytes: Buffer, hash: string, inspected: Inspected): Promise<ProcessedImage> {
  const widths = widthsFor(inspected.width, inspected.height);
  if (widths.length === 0) throw new HttpError(422, TOO_NARROW);
  const widest = widths[widths.length - 1]!;
  const files: StoredFile[] = [];
  let height = 0;
  const sharp = await loadSharp();
  try {
    const decoded = await sharp(bytes, INPUT)
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    for (const width of widths) {
      const pixels = sharp(decoded.data, { raw });
      const resized = width === raw.width ? pixels : pixels.resize({ width });
      const outputs = await Promise.all(
        OUTPUT_FORMATS.map(async (format) => {
          const { data, info } = await encode(resized.clone(), format).toBuffer({ resolveWithObject: true });
          return { format, data, info };
        }),
      );
      for (const { format, data, info } of outputs) {
        files.push({ name: fileName(hash, width, format), data });
        if (format === JPEG_FORMAT) height = info.height;
      }
    }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new HttpError(422, TOO_MANY_PIXELS);
    throw new HttpError(422, UNREADABLE);
  }
  return { widths, width: widths[widths.length - 1]!, height, files };
}

export const BUSY = 'Le site traite déjà beaucoup d’images : réessayez dans une minute.';
