import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../errors';
import { adoptLocalFiles, openLocalCopy, syncFolder, writeFlushed, type SharedFiles } from '../files';

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
const FILE_NAME = new RegExp(
  `^(?<hash>[0-9a-f]{${HASH_LENGTH}})-(?<width>[1-9][0-9]{0,4})\\.(?<extension>avif|webp|jpg)$`,
);

export const fileName = (hash: string, width: number, format: OutputFormat) => `${hash}-${width}.${format.extension}`;

export const fileUrl = (hash: string, width: number, format: OutputFormat) =>
  `${UPLOADS_URL_PREFIX}${fileName(hash, width, format)}`;

/** Whether `name` is the name of an image's file (the same in the folder and in a shared store). */
export const isUploadFileName = (name: string) => FILE_NAME.test(name);

/** The image and width a stored file's name stands for, or null when the name is not one of ours. */
export function uploadFileOf(name: string): { hash: string; width: number; format: OutputFormat } | null {
  const groups = FILE_NAME.exec(name)?.groups;
  const format = OUTPUT_FORMATS.find((candidate) => candidate.extension === groups?.extension);
  return groups && format ? { hash: groups.hash!, width: Number(groups.width), format } : null;
}

/** The content type of a stored file's name, or null when the name is not one of ours. */
export function storedFileType(name: string): OutputFormat['type'] | null {
  return uploadFileOf(name)?.format.type ?? null;
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
 * The uploaded images: files are written to a staging folder first, flushed to disk, then moved
 * into place by `publish` (a rename: a file is served whole or not at all), and the staging
 * folder is removed by `discard`. With `shared` (PostgreSQL, a bucket), the files are stored
 * there too, and the folder is this replica's copy: a file it lacks is fetched when first asked
 * for. Without it, the folder is the one place they live.
 */
export class UploadStorage {
  constructor(
    readonly dir: string,
    readonly shared: SharedFiles | null = null,
  ) {}

  /** Creates the folder, and removes what a server that stopped mid-upload left in staging. */
  async prepare(now: number = Date.now()): Promise<void> {
    await prepareStaging(this.dir, now);
  }

  /** Writes `files` to a new staging folder, each flushed to disk; returns that folder. */
  async stage(files: readonly StoredFile[]): Promise<string> {
    const folder = path.join(this.dir, STAGING, randomBytes(12).toString('hex'));
    try {
      await fs.promises.mkdir(folder, { recursive: true });
      for (const file of files) await writeFlushed(path.join(folder, safeName(file.name)), file.data);
    } catch (error) {
      await this.discard(folder).catch(() => undefined);
      throw unavailable(error);
    }
    return folder;
  }

  /**
   * Moves the staged files into place (stored in `shared` first), one at a time; `moved`
   * receives each name as soon as it is in place (so that a failure halfway knows what to remove).
   */
  async publish(folder: string, names: readonly string[], moved: string[]): Promise<void> {
    try {
      for (const name of names) {
        const staged = path.join(folder, safeName(name));
        if (this.shared) await this.shared.put(name, await fs.promises.readFile(staged));
        await fs.promises.rename(staged, this.pathOf(name));
        moved.push(name);
      }
    } catch (error) {
      throw unavailable(error);
    }
    await syncFolder(this.dir);
  }

  /** Whether every one of `names` is stored (in `shared` when there is one: this disk is only a copy). */
  async hasAll(names: readonly string[]): Promise<boolean> {
    if (this.shared) return this.shared.hasAll(names);
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

  /** Removes published files (an upload whose row could not be written, or that nothing names any more). */
  async remove(names: readonly string[]): Promise<void> {
    await this.shared?.remove(names);
    await Promise.all(names.map((name) => fs.promises.rm(this.pathOf(name), { force: true })));
  }

  async discard(folder: string): Promise<void> {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }

  /** Opens the file to serve it (this replica's copy, fetched first if need be); null when it is not stored. */
  async open(name: string): Promise<fs.promises.FileHandle | null> {
    return openLocalCopy(this.pathOf(name), path.join(this.dir, STAGING), this.shared, name);
  }

  /** Stores in `shared` the images of this folder that it lacks (see adoptLocalFiles); how many. */
  async adoptLocalFiles(): Promise<number> {
    if (!this.shared) return 0;
    return adoptLocalFiles(this.dir, this.shared, (file) => (isUploadFileName(file) ? file : null));
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
