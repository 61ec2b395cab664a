import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { uploadsDirectory, type ServerConfig } from '../../config';
import { HttpError } from '../errors';
import { adoptLocalFiles, openLocalCopy, syncFolder, writeFlushed, type SharedFiles } from '../files';
import { prepareStaging, STAGING } from '../uploads';

/** The documents' folder in the uploads folder, and the prefix of their names in a shared store. */
export const DOCUMENTS_FOLDER = 'documents';

/**
 * Where the documents' PDFs are stored: the `documents` folder of the uploaded files' folder
 * (UPLOADS_DIR, else `<DATA_DIR>/uploads`; with a shared store, this replica's copy), never in
 * the code's tree.
 */
export const documentsDirectory = (config: Pick<ServerConfig, 'uploadsDir' | 'dataDir'>): string =>
  path.join(uploadsDirectory(config), DOCUMENTS_FOLDER);

export const DOCUMENTS_UNAVAILABLE =
  'Les documents ne peuvent pas être enregistrés pour le moment : réessayez dans quelques minutes.';

const unavailable = (cause: unknown) => Object.assign(new HttpError(503, DOCUMENTS_UNAVAILABLE), { cause });

/** The only names ever written or read: the file's SHA-256, `.pdf`. */
const STORED_NAME = /^[0-9a-f]{64}\.pdf$/;
export const isDocumentFileName = (file: string) => STORED_NAME.test(file);
const nameOf = (hash: string) => {
  const name = `${hash}.pdf`;
  if (!isDocumentFileName(name)) throw new Error(`Empreinte de document refusée : ${hash}`);
  return name;
};

/** A document's file under its name among the shared files (beside the images'). */
export const documentSharedName = (file: string) => `${DOCUMENTS_FOLDER}/${file}`;
const sharedNameOf = (hash: string) => documentSharedName(nameOf(hash));

/**
 * The documents' folder: a PDF is named after its content (`<sha256>.pdf`), written to a staging
 * file first, flushed to disk, then moved into place by a rename (a file is read whole or not at
 * all). Two documents with the same bytes share one file. With `shared` (PostgreSQL, a bucket),
 * it is stored there too and the folder is this replica's copy, as for the images.
 */
export class DocumentStorage {
  constructor(
    readonly dir: string,
    readonly shared: SharedFiles | null = null,
  ) {}

  /** Creates the folder, and removes what a server that stopped mid-upload left in staging. */
  async prepare(now: number = Date.now()): Promise<void> {
    await prepareStaging(this.dir, now);
  }

  /** Writes `bytes` to a new staging file, flushed to disk; returns its path (for `publish` or `discard`). */
  async stage(bytes: Buffer): Promise<string> {
    const file = path.join(this.dir, STAGING, `${randomBytes(12).toString('hex')}.pdf`);
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await writeFlushed(file, bytes);
    } catch (error) {
      await this.discard(file);
      throw unavailable(error);
    }
    return file;
  }

  /** Moves a staged file into place as the file of `hash` (the same bytes as a file already there: it replaces it). */
  async publish(staged: string, hash: string): Promise<void> {
    try {
      if (this.shared) await this.shared.put(sharedNameOf(hash), await fs.promises.readFile(staged));
      await fs.promises.rename(staged, this.pathOf(hash));
    } catch (error) {
      throw unavailable(error);
    }
    await syncFolder(this.dir);
  }

  async discard(staged: string): Promise<void> {
    await fs.promises.rm(staged, { force: true }).catch(() => undefined);
  }

  async has(hash: string): Promise<boolean> {
    if (this.shared) return this.shared.hasAll([sharedNameOf(hash)]);
    return fs.promises.access(this.pathOf(hash)).then(
      () => true,
      () => false,
    );
  }

  async remove(hash: string): Promise<void> {
    await this.shared?.remove([sharedNameOf(hash)]);
    await fs.promises.rm(this.pathOf(hash), { force: true });
  }

  /** Opens the PDF to send it (this replica's copy, fetched first if need be); null when it is not stored. */
  async open(hash: string): Promise<fs.promises.FileHandle | null> {
    return openLocalCopy(this.pathOf(hash), path.join(this.dir, STAGING), this.shared, sharedNameOf(hash));
  }

  /** Stores in `shared` the PDFs of this folder that it lacks (see adoptLocalFiles); how many. */
  async adoptLocalFiles(): Promise<number> {
    if (!this.shared) return 0;
    return adoptLocalFiles(this.dir, this.shared, (file) =>
      isDocumentFileName(file) ? documentSharedName(file) : null,
    );
  }

  /** The file's path; only for a hash (never a path outside the folder). */
  pathOf(hash: string): string {
    return path.join(this.dir, nameOf(hash));
  }
}
