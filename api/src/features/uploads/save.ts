import type { UploadedImage } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { recordAudit, type SignedInPerson } from '../auth';
import { mediaImageOf, type UploadRow } from './images';
import type { Inspected, ProcessedImage } from './process';
import type { UploadStorage } from './storage';

const ROW = ['id', 'hash', 'widths', 'width', 'height'] as const;

/** The answer of an upload. */
export function uploadedImageOf(row: UploadRow): UploadedImage {
  const { url, width, height, sources, srcset } = mediaImageOf(row);
  return { id: row.id, url, width, height, sources, srcset };
}

/** The upload already stored under `hash` (the same image sent before), if any. */
export async function uploadByHash(db: Db, hash: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').select(ROW).where('hash', '=', hash).executeTakeFirst();
}

/**
 * Stores a processed image: its files first (staged, flushed, then moved into place), then its
 * row and audit line in one transaction. Never one without the other: if the row cannot be
 * written, the files just moved into place are removed; a server stopping in between leaves at
 * most files no row names (harmless: the same image sent again takes them over).
 *
 * The same image sent twice is one row, whoever sends it: its files are the same (named after
 * the bytes sent), and each record that shows it carries its own text alternative. Two identical
 * uploads at once, on any replica, take turns (a lock on the hash): the second finds the first's
 * row. Sending an image again also puts back its files if some were lost (a partial restore).
 */
export async function saveUpload(
  db: Db,
  storage: UploadStorage,
  upload: {
    hash: string;
    inspected: Inspected;
    originalBytes: number;
    processed: ProcessedImage;
    actor: SignedInPerson;
    now: Date;
  },
): Promise<UploadRow> {
  const { hash, processed } = upload;
  const names = processed.files.map((file) => file.name);
  const staged = await storage.stage(processed.files);
  const moved: string[] = [];
  try {
    return await db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `upload:${hash}`);
      const known = await trx.selectFrom('uploads').select(ROW).where('hash', '=', hash).executeTakeFirst();
      if (known) {
        // Its files, put back if some were lost (the same bytes give the same files); they are the
        // row's, never removed here.
        await storage.publish(staged, names, []);
        return known;
      }
      await storage.publish(staged, names, moved);
      const values = {
        hash,
        widths: JSON.stringify(processed.widths),
        width: processed.width,
        height: processed.height,
        original_format: upload.inspected.format,
        original_bytes: upload.originalBytes,
        original_pixels: upload.inspected.width * upload.inspected.height,
        created_at: upload.now.toISOString(),
        created_by: upload.actor.email,
      };
      const row = await trx.insertInto('uploads').values(values).returning(ROW).executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        upload.actor,
        {
          action: 'create',
          kind: 'upload',
          recordId: row.id,
          after: {
            hash,
            widths: processed.widths,
            width: processed.width,
            height: processed.height,
            originalFormat: upload.inspected.format,
            originalBytes: upload.originalBytes,
          },
        },
        upload.now,
      );
      return row;
    });
  } catch (error) {
    await storage.remove(moved).catch(() => undefined);
    throw error;
  } finally {
    await storage.discard(staged).catch(() => undefined);
  }
}
