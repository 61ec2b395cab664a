import fastifyMultipart from '@fastify/multipart';
import {
  documentFieldProblems,
  type DocumentCategory,
  type DocumentFieldsInput,
  type Role,
  ACCESS,
} from '@wado/shared/contract';
import {
  AdminDocument,
  AdminDocumentList,
  DocumentIdParams,
  DocumentInput,
  Done,
  PdfDocument,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { recordAudit, requireRoles, signedIn, type SignedInPerson } from '../auth';
import type { Api } from '../contract';
import type { Store } from '../editing';
import { HttpError } from '../errors';
import { parisDay } from '../paging';
import { processingLimit } from '../processingLimit';
import { sendDocumentFile } from './files';
import { receivedDocument, type ReceivedDocument } from './form';
import { PDF_BUSY, pdfHash, PdfReaders, type PdfCheckLimits } from './pdf';
import {
  adminDocumentOf,
  auditedDocument,
  findDocument,
  removeFileIfUnused,
  sortDocuments,
  withStoredFile,
  type DocumentRow,
} from './store';
import type { DocumentStorage } from './storage';

/**
 * Who edits the documents: the association's volunteers, like the rest of its section (the
 * administrators manage people and settings, not a section's content).
 */
export const DOCUMENT_ROLES: readonly Role[] = ACCESS.association;

export const DOCUMENT_UNKNOWN = 'Ce document n’existe pas ou a été supprimé.';
export const DOCUMENT_DELETED = 'Document supprimé : il n’est plus sur le site.';

/** PDFs read at once (each in a thread of its own, holding a processor and memory), and how many may wait. */
const READING_SLOTS = 2;
const READING_QUEUE = 10;

/** The fields as saved (trimmed; no date: the day of the change in Paris), or a 400 naming every problem. */
function checkedFields(input: DocumentFieldsInput, now: Date) {
  const problems = documentFieldProblems(input);
  if (problems.length > 0) throw new HttpError(400, problems.map((problem) => problem.message).join(' '));
  return {
    title: input.title.trim(),
    category: input.category as DocumentCategory,
    document_date: input.date.trim() || parisDay(now),
    description: input.description.trim(),
  };
}

/**
 * The back office's documents (`association` and `admin` roles): the list (drafts included), one
 * document and its PDF, a new document (a form: the fields, then the PDF in `file`; saved as a
 * draft), its fields, another PDF for it, its publication and withdrawal, its deletion. Each change
 * is one transaction with its audit line; a refused request (not a PDF, too large, a missing title…)
 * writes no row and leaves no file. Answers are never cached.
 */
export async function adminDocumentRoutes(
  app: Api,
  {
    db,
    storage,
    maxBytes,
    checkLimits,
  }: { db: Db; storage: DocumentStorage; maxBytes: number; checkLimits: PdfCheckLimits },
) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(DOCUMENT_ROLES, { publicUrl: app.publicUrl }));
  // Answered before the whole body came (refused, too large): the rest is read and dropped, so
  // that the connection ends normally instead of waiting, paused, for the request timeout.
  app.addHook('onResponse', async (request) => {
    if (!request.raw.complete) request.raw.resume();
  });
  // Multipart is read by these routes (new documents and files) and the images' only.
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1 } });
  const limited = processingLimit(READING_SLOTS, READING_QUEUE, PDF_BUSY);
  const readers = new PdfReaders(checkLimits);
  app.addHook('onClose', () => readers.close());

  const found = async (store: Store, id: number): Promise<DocumentRow> => {
    const row = await findDocument(store, id);
    if (!row) throw new HttpError(404, DOCUMENT_UNKNOWN);
    return row;
  };

  /** One change of a document and its audit line, in one transaction; the row after it. */
  const change = (
    actor: SignedInPerson,
    id: number,
    action: 'update' | 'publish' | 'unpublish',
    apply: (trx: Store, before: DocumentRow, now: Date) => Promise<boolean>,
  ) => {
    const now = app.clock.now();
    return db.transaction().execute(async (trx) => {
      const before = await found(trx, id);
      if (!(await apply(trx, before, now))) return before;
      const after = await found(trx, id);
      await recordAudit(
        trx,
        actor,
        { action, kind: 'document', recordId: id, before: auditedDocument(before), after: auditedDocument(after) },
        now,
      );
      return after;
    });
  };

  /** The PDF read (its pages), staged on disk under its hash: nothing of it is in place yet. */
  const stagedPdf = async (received: ReceivedDocument) => {
    const pages = await limited(() => readers.pageCount(received.bytes));
    const hash = pdfHash(received.bytes);
    return { pages, hash, staged: await storage.stage(received.bytes) };
  };

  app.get('/api/admin/documents', { schema: { response: { 200: AdminDocumentList } } }, async () => {
    const rows = await db.selectFrom('documents').selectAll().execute();
    return { items: sortDocuments(rows).map(adminDocumentOf) };
  });

  app.get(
    '/api/admin/documents/:id',
    { schema: { params: DocumentIdParams, response: { 200: AdminDocument } } },
    async (request) => adminDocumentOf(await found(db, request.params.id)),
  );

  app.get(
    '/api/admin/documents/:id/file',
    { schema: { params: DocumentIdParams, response: { 200: PdfDocument } } },
    async (request, reply) =>
      sendDocumentFile(request, reply, { storage, row: await found(db, request.params.id), cacheControl: 'no-store' }),
  );

  app.post('/api/admin/documents', { schema: { response: { 201: AdminDocument } } }, async (request, reply) => {
    const actor = signedIn(request);
    const received = await receivedDocument(request, maxBytes);
    const now = app.clock.now();
    const fields = checkedFields(received.fields, now);
    const { pages, hash, staged } = await stagedPdf(received);
    const row = await withStoredFile(db, storage, { staged, hash }, async (trx) => {
      const inserted = await trx
        .insertInto('documents')
        .values({
          ...fields,
          status: 'draft',
          file_hash: hash,
          file_name: received.fileName,
          file_bytes: received.bytes.length,
          page_count: pages,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          published_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        actor,
        { action: 'create', kind: 'document', recordId: inserted.id, after: auditedDocument(inserted) },
        now,
      );
      return inserted;
    });
    return reply.status(201).send(adminDocumentOf(row));
  });

  app.put(
    '/api/admin/documents/:id',
    { schema: { params: DocumentIdParams, body: DocumentInput, response: { 200: AdminDocument } } },
    async (request) => {
      const actor = signedIn(request);
      const fields = checkedFields(request.body, app.clock.now());
      const row = await change(actor, request.params.id, 'update', async (trx, before, now) => {
        const same =
          before.title === fields.title &&
          before.category === fields.category &&
          before.document_date === fields.document_date &&
          before.description === fields.description;
        if (same) return false;
        await trx
          .updateTable('documents')
          .set({ ...fields, updated_at: now.toISOString() })
          .where('id', '=', before.id)
          .execute();
        return true;
      });
      return adminDocumentOf(row);
    },
  );

  app.put(
    '/api/admin/documents/:id/file',
    { schema: { params: DocumentIdParams, response: { 200: AdminDocument } } },
    async (request) => {
      const actor = signedIn(request);
      const { id } = request.params;
      // An unknown document is said before its file is read.
      await found(db, id);
      const received = await receivedDocument(request, maxBytes);
      const { pages, hash, staged } = await stagedPdf(received);
      const now = app.clock.now();
      const { before, after } = await withStoredFile(db, storage, { staged, hash }, async (trx) => {
        const current = await found(trx, id);
        await trx
          .updateTable('documents')
          .set({
            file_hash: hash,
            file_name: received.fileName,
            file_bytes: received.bytes.length,
            page_count: pages,
            updated_at: now.toISOString(),
          })
          .where('id', '=', id)
          .execute();
        const saved = await found(trx, id);
        await recordAudit(
          trx,
          actor,
          {
            action: 'update',
            kind: 'document',
            recordId: id,
            before: auditedDocument(current),
            after: auditedDocument(saved),
          },
          now,
        );
        return { before: current, after: saved };
      });
      if (before.file_hash !== after.file_hash)
        await removeFileIfUnused(db, storage, before.file_hash).catch(() => undefined);
      return adminDocumentOf(after);
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(
      `/api/admin/documents/:id/${action}`,
      { schema: { params: DocumentIdParams, response: { 200: AdminDocument } } },
      async (request) => {
        const row = await change(signedIn(request), request.params.id, action, async (trx, before, now) => {
          if (before.status === status) return false;
          await trx
            .updateTable('documents')
            .set({
              status,
              updated_at: now.toISOString(),
              ...(status === 'published' ? { published_at: now.toISOString() } : {}),
            })
            .where('id', '=', before.id)
            .execute();
          return true;
        });
        return adminDocumentOf(row);
      },
    );
  }

  app.delete(
    '/api/admin/documents/:id',
    { schema: { params: DocumentIdParams, response: { 200: Done } } },
    async (request): Promise<Done> => {
      const actor = signedIn(request);
      const now = app.clock.now();
      const removed = await db.transaction().execute(async (trx) => {
        const before = await found(trx, request.params.id);
        await trx.deleteFrom('documents').where('id', '=', before.id).execute();
        await recordAudit(
          trx,
          actor,
          { action: 'delete', kind: 'document', recordId: before.id, before: auditedDocument(before), after: null },
          now,
        );
        return before;
      });
      await removeFileIfUnused(db, storage, removed.file_hash).catch((error: unknown) =>
        request.log.error({ err: error }, 'fichier d’un document supprimé non effacé'),
      );
      return { message: DOCUMENT_DELETED };
    },
  );
}
