import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../errors';

/** Where uploaded images are served from: `/media/uploads/<hash>-<width>.<extension>`. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** The modern formats, the best first (the order of a `<picture>`'s sources). */
export const MODERN_FORMATS = [
  { format: 'avif', extension: 'avif', type: 'image/avif' },
  { format: 'webp', extension: 'webp', type: 'image/webp' },
] as const;
/** For browsers without them, and the `<img>`'s own `src`. */
export const JPEG_FORMAT = { format: 'jpeg', extension: 'jpg', type: 'image/jpeg' } as const;
/** The formats every width is stored in. */
export const OUTPUT_FORMATS = [...MODERN_FORMATS, JPEG_FORMAT] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Length of the hash in a file name (hex): 128 bits, no two different images ever share one. */
export const HASH_LENGTH = 32;

/** The only names ever served or written: anything else (a dot, a slash, `..`) is no upload. */
const FILE_NAME = new RegExp(`^[0-9a-f]{${HASH_LENGTH}}-[1-9][0-9]{0,4}\\.(avif|webp|jpg)$`);

export const fileName = (hash: string, width: number, format: OutputFormat) => `${hash}-${width}.${format.extension}`;

export const fileUrl = (hash: string, width: number, format: OutputFormat) =>
  `${UPLOADS_URL_PREFIX}${fileName(hash, width, format)}`;

/** The content type of a stored file's name, or null when the name is not one of ours. */
export function storedFileType(name: string): OutputFormat['type'] | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return OUTPUT_FORMATS.find((format) => format.extension === match[1])?.type ?? null;
}

export const UPLOADS_UNAVAILABLE =
  'Les images ne peuvent pas être enregistrées pour le moment : réessayez dans quelques minutes.';

/** The folder cannot be written (missing, full, a network share gone): 503, the cause logged. */
const unavailable = (cause: unknown) => Object.assign(new HttpError(503, UPLOADS_UNAVAILABLE), { cause });

export interface StoredFile {
  name: string;
  data: Buffer;
}

/** Half-written files live here until they are moved into place; never served (a dot-folder). */
export const STAGING = '.staging';
/** A staging folder this old was left by a server that stopped mid-upload. */
const STALE_STAGING_MS = 60 * 60 * 1000;

/**
 * Creates `<dir>/.staging`, and removes what a server that stopped mid-upload left there (entries
 * older than an hour: a younger one may be another replica's upload under way). Returns its path.
 */
export async function prepareStaging(dir: string, now: number): Promise<string> {
  const staging = path.join(dir, STAGING);
  await fs.promises.mkdir(staging, { recursive: true });
  for (const entry of await fs.promises.readdir(staging)) {
    const full = path.join(staging, entry);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_STAGING_MS) await fs.promises.rm(full, { recursive: true, force: true });
  }
  return staging;
}

/**
 * The uploads folder (shared by every replica): files are written to a staging folder first,
 * flushed to disk, then moved into place by `publish` (a rename: a file is served whole or not
 * at all), and the staging folder is removed by `discard`.
 */
export class UploadStorage {
  constructor(readonly dir: string) {}

  /** Creates the folder, and removes what a server that stopped mid-upload left in staging. */
  async prepare(now: number = Date.now()): Promise<void> {
    await prepareStaging(this.dir, now);
  }

  /** Writes `files` to a new staging folder, each flushed to disk; returns that folder. */
  async stage(files: readonly StoredFile[]): Promise<string> {
    const folder = path.join(this.dir, STAGING, randomBytes(12).toString('hex'));
    try {
      await fs.promises.mkdir(folder, { recursive: true });
      for (const file of files) {
        const handle = await fs.promises.open(path.join(folder, safeName(file.name)), 'wx');
        try {
          await handle.writeFile(file.data);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
    } catch (error) {
      await this.discard(folder).catch(() => undefined);
      throw unavailable(error);
    }
    return folder;
  }

  /**
   * Moves the staged files into place, one rename each; `moved` receives each name as soon as
   * it is in place (so that a failure halfway knows what to remove).
   */
  async publish(folder: string, names: readonly string[], moved: string[]): Promise<void> {
    try {
      for (const name of names) {
        await fs.promises.rename(path.join(folder, safeName(name)), this.pathOf(name));
        moved.push(name);
      }
    } catch (error) {
      throw unavailable(error);
    }
    await syncFolder(this.dir);
  }

  /** Whether every one of `names` is in place. */
  async hasAll(names: readonly string[]): Promise<boolean> {
    const found = await Promise.all(
      names.map((name) =>
        fs.promises.access(this.pathOf(name)).then(
          () => true,
          () => false,
        ),
      ),
    );
    return found.every(Boolean);
  }

  /** Removes published files (an upload whose row could not be written). */
  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.promises.rm(this.pathOf(name), { force: true })));
  }

  async discard(folder: string): Promise<void> {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }

  /** The file's path; only for names of ours (never a path outside the folder). */
  pathOf(name: string): string {
    return path.join(this.dir, safeName(name));
  }
}

function safeName(name: string): string {
  if (!FILE_NAME.test(name)) throw new Error(`Nom de fichier refusé : ${name}`);
  return name;
}

/** Makes the renames durable (where the system allows a folder to be flushed). */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some systems cannot flush a folder; the files themselves were flushed.
  } finally {
    await handle.close();
  }
}
