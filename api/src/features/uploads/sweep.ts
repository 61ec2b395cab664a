import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { recordAudit } from '../auth';
import { createPeriodicJob, type PeriodicJob } from '../jobs';
import { storedFileNames } from './images';
import { UPLOADS_URL_PREFIX, uploadFileOf, type UploadStorage } from './storage';

/**
 * An image that no record and no saved version names a week after it was sent is deleted, its
 * row and its files: a volunteer who sends images and never uses them (or a stranger with a
 * volunteer's session) cannot fill the disk for ever. A week leaves time to finish a form left
 * open, or to restore a version.
 */
export const UNREFERENCED_UPLOAD_GRACE_MS = 7 * 24 * 60 * 60_000;
/** How often a running server looks for them (and once at start-up). */
export const UPLOAD_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;
/** Who deleted them, in the audit log. */
export const SWEEP_ACTOR = 'nettoyage des images';

/** A column that names an upload: `upload_id` or `…_upload_id`. */
const UPLOAD_COLUMN = /(^|_)upload_id$/;

/** Every `uploadId` in a saved version's data, wherever it sits (an image, a photo of an album…). */
function uploadIdsIn(value: unknown, ids: Set<number>): void {
  if (Array.isArray(value)) {
    for (const item of value) uploadIdsIn(item, ids);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'uploadId' && typeof item === 'number') ids.add(item);
      else uploadIdsIn(item, ids);
    }
  }
}

/** The address of an uploaded image's file in a text (`/media/uploads/<hash>-<width>.<ext>`). */
const UPLOAD_ADDRESS = new RegExp(`${UPLOADS_URL_PREFIX.replace(/\//g, '\\/')}([a-z0-9._-]+)`, 'g');
const TEXT_TYPES = /^(text|character varying|varchar|jsonb?)$/i;

/**
 * The uploads named somewhere: by a record, in any column `upload_id` or `…_upload_id` of any
 * table (read from the database's own schema, so that a column added later counts from its first
 * day); by the address of one of its files in any text (an image of a page's or a news item's
 * Markdown, of a newsletter, of an e-mail already sent, which its readers still open); or by a
 * saved version of a record (`revisions`), which a restore must find whole.
 */
export async function referencedUploadIds(db: Db): Promise<Set<number>> {
  const ids = new Set<number>();
  const hashes = new Set<string>();
  for (const table of await db.introspection.getTables()) {
    const name = table.schema && table.schema !== 'public' ? `${table.schema}.${table.name}` : table.name;
    for (const column of table.columns.filter((candidate) => UPLOAD_COLUMN.test(candidate.name))) {
      const { rows } = await sql<{ id: number | string }>`
        SELECT DISTINCT ${sql.ref(column.name)} AS id FROM ${sql.table(name)}
        WHERE ${sql.ref(column.name)} IS NOT NULL`.execute(db);
      for (const row of rows) ids.add(Number(row.id));
    }
    if (table.name === 'uploads' || table.name === 'stored_files') continue;
    for (const column of table.columns.filter((candidate) => TEXT_TYPES.test(candidate.dataType))) {
      const { rows } = await sql<{ text: string }>`
        SELECT ${sql.ref(column.name)} AS text FROM ${sql.table(name)}
        WHERE CAST(${sql.ref(column.name)} AS TEXT) LIKE ${`%${UPLOADS_URL_PREFIX}%`}`.execute(db);
      for (const row of rows) {
        for (const [, file] of String(row.text).matchAll(UPLOAD_ADDRESS)) {
          const hash = uploadFileOf(file!)?.hash;
          if (hash) hashes.add(hash);
        }
      }
    }
  }
  // A deleted record in the bin keeps its images for as long as it can be restored.
  for (const entry of await db.selectFrom('bin_entries').select('rows').execute()) {
    for (const { row } of JSON.parse(entry.rows) as { row: Record<string, unknown> }[]) {
      for (const [column, value] of Object.entries(row)) {
        if (UPLOAD_COLUMN.test(column) && value !== null && value !== undefined) ids.add(Number(value));
      }
      // A saved version in the bin: its data is the JSON of an input.
      if (typeof row.data === 'string') {
        try {
          uploadIdsIn(JSON.parse(row.data), ids);
        } catch {
          // Not JSON: it names nothing.
        }
      }
    }
  }
  if (hashes.size > 0) {
    const named = await db
      .selectFrom('uploads')
      .select('id')
      .where('hash', 'in', [...hashes])
      .execute();
    for (const row of named) ids.add(row.id);
  }
  let afterId = 0;
  for (;;) {
    const versions = await db
      .selectFrom('revisions')
      .select(['id', 'data'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(500)
      .execute();
    if (versions.length === 0) break;
    afterId = versions[versions.length - 1]!.id;
    for (const version of versions) {
      try {
        uploadIdsIn(JSON.parse(version.data), ids);
      } catch {
        // Not JSON: it names nothing.
      }
    }
  }
  return ids;
}

/**
 * Deletes the uploads older than the grace period that nothing names (`referencedUploadIds`):
 * each row in a transaction under the upload's lock (the one its upload takes), audited, then its
 * files. Safe on several replicas at once: a row already gone is skipped. Returns the ids deleted.
 */
export async function sweepUnreferencedUploads(
  db: Db,
  storage: UploadStorage,
  { now }: { now: Date },
): Promise<number[]> {
  const before = new Date(now.getTime() - UNREFERENCED_UPLOAD_GRACE_MS).toISOString();
  const old = await db
    .selectFrom('uploads')
    .select(['id', 'hash', 'widths', 'width'])
    .where('created_at', '<', before)
    .orderBy('id')
    .execute();
  // Most runs find nothing old enough: the references are read only when there is a candidate.
  if (old.length === 0) return [];
  const referenced = await referencedUploadIds(db);
  const deleted: number[] = [];
  for (const upload of old.filter((row) => !referenced.has(row.id))) {
    const gone = await db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `upload:${upload.hash}`);
      const removed = await trx.deleteFrom('uploads').where('id', '=', upload.id).returning('id').executeTakeFirst();
      if (removed) {
        await recordAudit(
          trx,
          SWEEP_ACTOR,
          { action: 'delete', kind: 'upload', recordId: upload.id, before: { hash: upload.hash }, after: null },
          now,
        );
      }
      return removed !== undefined;
    });
    if (!gone) continue;
    await storage.remove(storedFileNames(upload));
    deleted.push(upload.id);
  }
  return deleted;
}

export function createUploadSweep({
  db,
  storage,
  clock,
  log,
}: {
  db: Db;
  storage: UploadStorage;
  clock: { now(): Date };
  log: FastifyBaseLogger;
}): PeriodicJob<number[]> {
  return createPeriodicJob({
    name: 'nettoyage des images envoyées',
    intervalMs: UPLOAD_SWEEP_INTERVAL_MS,
    fallback: [],
    log,
    run: async () => {
      const deleted = await sweepUnreferencedUploads(db, storage, { now: clock.now() });
      if (deleted.length > 0) log.info({ uploads: deleted }, `${deleted.length} image(s) inutilisée(s) supprimée(s)`);
      return deleted;
    },
  });
}
