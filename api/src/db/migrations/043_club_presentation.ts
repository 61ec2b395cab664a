import type { Kysely } from 'kysely';

/** clubs.presentation: the club's own words on its page, written by the club's managers (null: none). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('presentation', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('presentation').execute();
}
