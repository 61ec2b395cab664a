import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connection';
import { runExclusively } from '../../db/dialect';
import type { RowsChanged } from '../../db/rowsChanged';
import { seedDocuments } from '../../db/seed/documents';
import type { Api } from '../contract';
import { adminDocumentRoutes } from './adminRoutes';
import { documentRoutes } from './routes';
import type { SharedFiles } from '../files';
import { DocumentStorage, documentsDirectory } from './storage';

/**
 * The association's documents to download: their folder (prepared, and the seeded documents
 * written on a new site), the visitors' routes and the back office's.
 */
export async function documentsPlugin(
  app: Api,
  {
    db,
    config,
    seeded,
    sharedFiles,
  }: { db: Db; config: ServerConfig; seeded: RowsChanged; sharedFiles: SharedFiles | null },
) {
  const storage = new DocumentStorage(documentsDirectory(config), sharedFiles);
  try {
    await storage.prepare();
    // Replicas starting together: one writes the seeded documents, the others then find them.
    await runExclusively(db, 'seed-documents', (connection) =>
      seedDocuments(connection.withPlugin(seeded), storage, app.clock.now()),
    );
  } catch (error) {
    // A folder that cannot be written now (a network share not mounted yet) stops documents, not the site.
    app.log.error({ err: error }, `dossier des documents inutilisable : ${storage.dir}`);
  }
  // PDFs of this disk the shared store lacks (a site moved to PostgreSQL), in the background.
  app.addHook('onReady', async () => {
    void storage.adoptLocalFiles().then(
      (stored) => stored > 0 && app.log.info(`${stored} document(s) du dossier local copié(s) dans la base`),
      (error: unknown) => app.log.error({ err: error }, 'copie des documents locaux dans la base : échec'),
    );
  });
  await app.register(documentRoutes, { db, storage });
  await app.register(adminDocumentRoutes, {
    db,
    storage,
    maxBytes: config.documentMaxBytes,
    checkLimits: config.documentCheck,
  });
}
