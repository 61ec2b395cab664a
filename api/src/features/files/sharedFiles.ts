import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connection';
import { BucketFiles } from './bucketFiles';

/**
 * Where the bytes of uploaded images and documents live when several replicas serve the site:
 * not in a folder they would have to share, but in the database (PostgreSQL) or in a bucket. Each
 * replica keeps a copy on its own disk of what it wrote or served (`openLocalCopy`): the files
 * are named after their content, so a copy never goes stale.
 */
export interface SharedFiles {
  /** Stores `bytes` under `name`; the same name always holds the same bytes, so again is a no-op. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under `name`, or null. */
  get(name: string): Promise<Buffer | null>;
  /** Whether every one of `names` is stored. */
  hasAll(names: readonly string[]): Promise<boolean>;
  /** The ones of `names` that are stored. */
  present(names: readonly string[]): Promise<Set<string>>;
  remove(names: readonly string[]): Promise<void>;
}

/** The files in PostgreSQL's `stored_files` table (also works on SQLite, where the tests use it). */
export class DatabaseFiles implements SharedFiles {
  constructor(private readonly db: Db) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.db
      .insertInto('stored_files')
      .values({ name, bytes, size: bytes.length, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }

  async get(name: string): Promise<Buffer | null> {
    const row = await this.db.selectFrom('stored_files').select('bytes').where('name', '=', name).executeTakeFirst();
    return row ? Buffer.from(row.bytes) : null;
  }

  async hasAll(names: readonly string[]): Promise<boolean> {
    return (await this.present(names)).size === new Set(names).size;
  }

  async present(names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('stored_files')
      .select('name')
      .where('name', 'in', [...names])
      .execute();
    return new Set(rows.map((row) => row.name));
  }

  async remove(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db
      .deleteFrom('stored_files')
      .where('name', 'in', [...names])
      .execute();
  }
}

/**
 * The shared store of a server: a bucket when S3_BUCKET is set, else the database on PostgreSQL;
 * none on SQLite without a bucket (the one server's folder).
 */
export function sharedFilesFor(config: Pick<ServerConfig, 'databaseUrl' | 'fileBucket'>, db: Db): SharedFiles | null {
  if (config.fileBucket) return new BucketFiles(config.fileBucket);
  return config.databaseUrl ? new DatabaseFiles(db) : null;
}

/**
 * Opens this replica's copy of a shared file at `file` (under a folder with a `.staging`
 * subfolder), first fetching it from `shared` when this disk has none: written to staging,
 * flushed, then renamed into place, so a copy is read whole or not at all. Null when neither has it.
 */
export async function openLocalCopy(
  file: string,
  staging: string,
  shared: SharedFiles | null,
  name: string,
): Promise<fs.promises.FileHandle | null> {
  const opened = await openIfPresent(file);
  if (opened || !shared) return opened;
  const bytes = await shared.get(name);
  if (!bytes) return null;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await writeDurably(path.join(staging, `${randomBytes(12).toString('hex')}.copy`), bytes, file);
  return openIfPresent(file);
}

async function openIfPresent(file: string): Promise<fs.promises.FileHandle | null> {
  try {
    return await fs.promises.open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Writes `bytes` to `file`, a new file (never one that is there), flushed to disk. */
export async function writeFlushed(file: string, bytes: Buffer): Promise<void> {
  const handle = await fs.promises.open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `bytes` to `temporary` (a new file, flushed), then renames it to `target`. */
export async function writeDurably(temporary: string, bytes: Buffer, target: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(temporary), { recursive: true });
  await writeFlushed(temporary, bytes);
  try {
    await fs.promises.rename(temporary, target);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** Makes renames in `dir` durable (where the system allows a folder to be flushed). */
export async function syncFolder(dir: string): Promise<void> {
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

export const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR');

/** Files compared with the shared store at a time. */
const ADOPT_BATCH = 200;

/**
 * Stores in `shared` the files of this replica's folder that it lacks: a site that moves from
 * SQLite, or from a folder its replicas shared, to PostgreSQL keeps its images and documents for
 * every replica. `sharedName` gives a file's name there (null: not one of ours). Run at each start,
 * in the background; a folder already adopted costs one query per 200 files. Returns how many it stored.
 */
export async function adoptLocalFiles(
  dir: string,
  shared: SharedFiles,
  sharedName: (file: string) => string | null,
): Promise<number> {
  const entries = await fs.promises.readdir(dir).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const files = entries.flatMap((file) => {
    const name = sharedName(file);
    return name ? [{ file, name }] : [];
  });
  let stored = 0;
  for (let start = 0; start < files.length; start += ADOPT_BATCH) {
    const batch = files.slice(start, start + ADOPT_BATCH);
    const present = await shared.present(batch.map(({ name }) => name));
    for (const { file, name } of batch.filter(({ name }) => !present.has(name))) {
      await shared.put(name, await fs.promises.readFile(path.join(dir, file)));
      stored += 1;
    }
  }
  return stored;
}
