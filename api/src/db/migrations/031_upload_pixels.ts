import { sql, type Kysely } from 'kysely';

/**
 * uploads.original_pixels: the pixels of each image as it was sent (width × height), which a
 * person's hourly processing quota counts. The images already stored get their largest stored
 * size, the nearest thing known (they leave the quota's hour at once anyway). And an index for
 * that count: a person's uploads by date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('original_pixels', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE uploads SET original_pixels = width * height`.execute(db);
  await db.schema.createIndex('uploads_by_person').on('uploads').columns(['created_by', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_by_person').execute();
  await db.schema.alterTable('uploads').dropColumn('original_pixels').execute();
}
