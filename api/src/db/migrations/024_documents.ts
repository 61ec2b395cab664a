import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * The association's documents to download (see `DocumentTables`): one row per document, its PDF
 * stored under the documents' folder and named after its content hash (`file_hash`), its status
 * (only `published` documents are ever shown to visitors) and the day shown with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .$call(idColumn(db))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status IN ('draft', 'published')`))
    .addColumn('document_date', 'text', (col) => col.notNull())
    .addColumn('file_hash', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_bytes', 'integer', (col) => col.notNull().check(sql`file_bytes > 0`))
    .addColumn('page_count', 'integer', (col) => col.notNull().check(sql`page_count > 0`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text')
    .execute();
  await db.schema.createIndex('documents_by_status').on('documents').columns(['status', 'category']).execute();
  await db.schema.createIndex('documents_by_file').on('documents').column('file_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
