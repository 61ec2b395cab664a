import { DocumentFileParams, DocumentList } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { DOCUMENT_NOT_FOUND, sendDocumentFile } from './files';
import { DOCUMENTS_URL_PREFIX, documentFileName, publicDocumentOf, publishedDocuments } from './store';
import type { DocumentStorage } from './storage';

/** A document's number in an address: digits only, within the database's ids. */
const documentId = (text: string) =>
  /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;

/**
 * The documents visitors see, published ones only: `GET /api/documents` (the documents page) and
 * each PDF, `GET /media/documents/<id>/<name>.pdf`. Both are revalidated at each use (`no-cache`;
 * the file's hash is its ETag): a document published, replaced or withdrawn in the back office
 * shows so at the next load. A draft's or a deleted document's file is a 404.
 */
export async function documentRoutes(app: Api, { db, storage }: { db: Db; storage: DocumentStorage }) {
  app.get('/api/documents', { schema: { response: { 200: DocumentList } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return { documents: (await publishedDocuments(db)).map(publicDocumentOf) };
  });

  // HEAD declared here, not derived from GET by Fastify: it answers the file's length without reading it.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${DOCUMENTS_URL_PREFIX}:id/:file`,
    schema: { params: DocumentFileParams },
    handler: async (request, reply) => {
      const id = documentId(request.params.id);
      const row =
        id === null
          ? undefined
          : await db
              .selectFrom('documents')
              .selectAll()
              .where('id', '=', id)
              .where('status', '=', 'published')
              .executeTakeFirst();
      if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      // The address of a former title (a link kept somewhere) leads to the current one.
      const name = documentFileName(row.title);
      if (request.params.file !== name) {
        return reply.header('Cache-Control', 'no-cache').redirect(`${DOCUMENTS_URL_PREFIX}${row.id}/${name}`, 301);
      }
      return sendDocumentFile(request, reply, { storage, row, cacheControl: 'public, no-cache', etag: true });
    },
  });
}
