import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh } from '../conditionalRequests';
import { HttpError } from '../errors';
import { documentFileName, type DocumentRow } from './store';
import type { DocumentStorage } from './storage';

export const DOCUMENT_NOT_FOUND = 'Ce document n’existe pas ou n’est plus publié.';
export const DOCUMENT_FILE_MISSING =
  'Le fichier de ce document est introuvable pour le moment : l’association en a été avertie.';

/**
 * Sends a document's PDF (HEAD: its headers only), shown in the browser (`inline`) under the name
 * of its title. `etag` answers 304 to a browser that has this very file already.
 */
export async function sendDocumentFile(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    storage,
    row,
    cacheControl,
    etag = false,
  }: { storage: DocumentStorage; row: DocumentRow; cacheControl: string; etag?: boolean },
) {
  void reply.header('Cache-Control', cacheControl);
  if (etag) {
    const tag = `"${row.file_hash}"`;
    void reply.header('ETag', tag);
    if (isFresh(request, tag)) return reply.status(304).send();
  }
  const handle = await storage.open(row.file_hash);
  if (!handle) {
    request.log.error(
      { documentId: row.id, hash: row.file_hash },
      'fichier de document absent du dossier des documents',
    );
    throw new HttpError(404, DOCUMENT_FILE_MISSING);
  }
  const { size } = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  void reply
    .type('application/pdf')
    .header('Content-Length', size)
    .header('Content-Disposition', `inline; filename="${documentFileName(row.title)}"`);
  if (request.method === 'HEAD') {
    await handle.close();
    return reply.send();
  }
  return reply.send(handle.createReadStream());
}
