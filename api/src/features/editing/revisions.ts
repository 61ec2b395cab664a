/**
 * Revisions: every save of a record or a text page keeps the input as saved (JSON), who saved it
 * and when. A revision can be read back and restored (the restore is itself a save, hence a new
 * revision). Deleting a record deletes its revisions; the audit log keeps its last content.
 */
import type { RevisionList } from '@wado/shared/schemas';
import type { Static, TSchema } from 'typebox';
import { Check } from 'typebox/value';
import { HttpError } from '../errors';
import type { Store } from './storage';

/** `news`, `events`, `albums`, `press`, `interviews`, or `pages`. */
export type RevisionKind = string;

export const REVISION_NOT_FOUND = 'Cette version est introuvable.';
export const REVISION_OUTDATED =
  'Cette version ne correspond plus au formulaire actuel : elle ne peut être ni affichée ni restaurée.';

export async function keepRevision(
  db: Store,
  kind: RevisionKind,
  key: string | number,
  data: object,
  savedBy: string,
  savedAt: Date,
): Promise<void> {
  await db
    .insertInto('revisions')
    .values({
      kind,
      record_key: String(key),
      saved_at: savedAt.toISOString(),
      saved_by: savedBy,
      data: JSON.stringify(data),
    })
    .execute();
}

/** Whether a record has kept any revision yet (rows delivered with the site have none). */
export async function hasRevisions(db: Store, kind: RevisionKind, key: string | number): Promise<boolean> {
  const row = await db
    .selectFrom('revisions')
    .select('id')
    .where('kind', '=', kind)
    .where('record_key', '=', String(key))
    .executeTakeFirst();
  return row !== undefined;
}

/** The revisions of a record, newest first. */
export async function listRevisions(db: Store, kind: RevisionKind, key: string | number): Promise<RevisionList> {
  const rows = await db
    .selectFrom('revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('record_key', '=', String(key))
    .orderBy('id', 'desc')
    .execute();
  return {
    items: rows.map((row) => {
      const data: unknown = JSON.parse(row.data);
      const title =
        typeof data === 'object' && data !== null && 'title' in data && typeof data.title === 'string'
          ? data.title
          : '';
      return { id: row.id, savedAt: row.saved_at, savedBy: row.saved_by, title };
    }),
  };
}

/**
 * One revision of a record, its data checked against the input's schema of today: 404 when the
 * revision is not one of this record's, 409 when it was kept by an older release and no longer
 * fits the form.
 */
export async function findRevision<Input extends TSchema>(
  db: Store,
  kind: RevisionKind,
  key: string | number,
  revisionId: number,
  input: Input,
): Promise<{ id: number; savedAt: string; savedBy: string; data: Static<Input> }> {
  const row = await db
    .selectFrom('revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('kind', '=', kind)
    .where('record_key', '=', String(key))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, REVISION_NOT_FOUND);
  const data: unknown = JSON.parse(row.data);
  if (!Check(input, data)) throw new HttpError(409, REVISION_OUTDATED);
  return { id: row.id, savedAt: row.saved_at, savedBy: row.saved_by, data };
}

export async function deleteRevisions(db: Store, kind: RevisionKind, key: string | number): Promise<void> {
  await db.deleteFrom('revisions').where('kind', '=', kind).where('record_key', '=', String(key)).execute();
}
