import type { Kysely } from 'kysely';

/**
 * The association's data is edited in the back office:
 * - a committee member's portrait and a partner's logo may be an upload (`*_upload_id`, with the
 *   logo's text alternative); the illustrations delivered with the site stay where they are;
 * - a club lists its disciplines (JSON array of `CLUB_DISCIPLINES`);
 * - a partner's name and a season's label are unique (a duplicate is refused, not listed twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('committee_members').addColumn('portrait_upload_id', 'integer').execute();
  await db.schema.alterTable('partners').addColumn('logo_upload_id', 'integer').execute();
  await db.schema
    .alterTable('partners')
    .addColumn('logo_alt', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('clubs')
    .addColumn('disciplines', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('partners_unique_name').unique().on('partners').column('name').execute();
  await db.schema
    .createIndex('membership_seasons_unique_label')
    .unique()
    .on('membership_seasons')
    .column('label')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('membership_seasons_unique_label').execute();
  await db.schema.dropIndex('partners_unique_name').execute();
  await db.schema.alterTable('clubs').dropColumn('disciplines').execute();
  await db.schema.alterTable('partners').dropColumn('logo_alt').execute();
  await db.schema.alterTable('partners').dropColumn('logo_upload_id').execute();
  await db.schema.alterTable('committee_members').dropColumn('portrait_upload_id').execute();
}
