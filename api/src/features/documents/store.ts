import type { Selectable } from 'kysely';
import {
  DOCUMENT_CATEGORIES,
  isDocumentCategory,
  type AdminDocument,
  type DocumentCategory,
  type PublicDocument,
  slugify,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { Store } from '../editing';
import type { DocumentStorage } from './storage';

export type DocumentRow = Selectable<Database['documents']>;

/** Where a document's PDF is served: `/media/documents/<id>/<name>.pdf`. */
export const DOCUMENTS_URL_PREFIX = '/media/documents/';

/** The name of a document's file as visitors download it: its title in plain letters (`proces-verbal-de-l-ag.pdf`). */
export function documentFileName(title: string): string {
  const slug = slugify(title).slice(0, 80).replace(/-+$/, '');
  return `${slug || 'document'}.pdf`;
}

/**
 * The public address of a document's PDF. It stays the same when the file is replaced (the file is
 * served `no-cache` with its hash as ETag, so that the new one is seen at once); a new title gives
 * a new name, and the former one redirects to it.
 */
export const documentUrl = (row: Pick<DocumentRow, 'id' | 'title'>) =>
  `${DOCUMENTS_URL_PREFIX}${row.id}/${documentFileName(row.title)}`;

/** The back office's copy of the PDF (drafts included). */
export const adminDocumentFileUrl = (id: number) => `/api/admin/documents/${id}/file`;

const category = (row: DocumentRow): DocumentCategory => (isDocumentCategory(row.category) ? row.category : 'other');

export function publicDocumentOf(row: DocumentRow): PublicDocument {
  return {
    id: row.id,
    title: row.title,
    category: category(row),
    description: row.description,
    date: row.document_date,
    url: documentUrl(row),
    bytes: row.file_bytes,
    pages: row.page_count,
  };
}

export function adminDocumentOf(row: DocumentRow): AdminDocument {
  return {
    ...publicDocumentOf(row),
    status: row.status === 'published' ? 'published' : 'draft',
    fileUrl: adminDocumentFileUrl(row.id),
    fileName: row.file_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

/** A document as the audit log keeps it (before and after a change). */
export function auditedDocument(row: DocumentRow) {
  return {
    title: row.title,
    category: row.category,
    description: row.description,
    date: row.document_date,
    status: row.status,
    fileName: row.file_name,
    fileBytes: row.file_bytes,
    pageCount: row.page_count,
    fileHash: row.file_hash,
  };
}

/** In the order of the categories, then the most recent first, then by title. */
export function sortDocuments<Row extends Pick<DocumentRow, 'category' | 'document_date' | 'title' | 'id'>>(
  rows: Row[],
): Row[] {
  const rank = (row: Row) => {
    const index = (DOCUMENT_CATEGORIES as readonly string[]).indexOf(row.category);
    return index === -1 ? DOCUMENT_CATEGORIES.length : index;
  };
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.document_date.localeCompare(a.document_date) ||
      a.title.localeCompare(b.title, 'fr') ||
      a.id - b.id,
  );
}

/** Every published document (what visitors, the sitemap and the search may see). */
export async function publishedDocuments(db: Store): Promise<DocumentRow[]> {
  return sortDocuments(await db.selectFrom('documents').selectAll().where('status', '=', 'published').execute());
}

export async function findDocument(db: Store, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Two changes of the same file (one putting it in place, one removing it) take turns, whichever replica runs them. */
const fileLock = (trx: Store, hash: string) => lockForTransaction(trx, `document-file:${hash}`);

/**
 * Puts the staged PDF in place as the file of `hash`, then runs `work` (the row that names it and
 * its audit line), in one transaction holding the file's lock: a file is never removed between
 * being put in place and being named. If the transaction fails, the file goes again unless another
 * document uses it; the staged copy is always removed.
 */
export async function withStoredFile<T>(
  db: Db,
  storage: DocumentStorage,
  file: { staged: string; hash: string },
  work: (trx: Store) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await fileLock(trx, file.hash);
      await storage.publish(file.staged, file.hash);
      return work(trx);
    });
  } catch (error) {
    await removeFileIfUnused(db, storage, file.hash).catch(() => undefined);
    throw error;
  } finally {
    await storage.discard(file.staged);
  }
}

/**
 * Removes the file of `hash` when no document names it (after a deletion, or a replaced
 * file). A server stopping before this leaves a file that no row names: harmless, and taken over
 * if the same PDF is sent again.
 */
export async function removeFileIfUnused(db: Db, storage: DocumentStorage, hash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await fileLock(trx, hash);
    const used = await trx.selectFrom('documents').select('id').where('file_hash', '=', hash).executeTakeFirst();
    if (!used) await storage.remove(hash);
  });
}
