import type { Kysely } from 'kysely';

/** clubs.photo_upload_id and photo_alt: a photo of the club on its page, sent by its managers (none: null). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('photo_upload_id', 'integer').execute();
  await db.schema
    .alterTable('clubs')
    .addColumn('photo_alt', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('photo_alt').execute();
  await db.schema.alterTable('clubs').dropColumn('photo_upload_id').execute();
}
