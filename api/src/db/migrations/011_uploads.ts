import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Images uploaded from the back office: one row per distinct image (its files, every width in
 * AVIF, WebP and JPEG, are named after `hash` under UPLOADS_DIR). Records refer to a row by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .$call(idColumn(db))
    .addColumn('hash', 'text', (col) => col.notNull().unique())
    .addColumn('widths', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('original_format', 'text', (col) => col.notNull())
    .addColumn('original_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
