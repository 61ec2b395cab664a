import type { Kysely } from 'kysely';

/**
 * season_reminders: the renewal reminders sent to a club's managers for a season (30 and 7 days
 * before the season before it ends, and on its first day), each once: the row is the claim, so that
 * several servers running the job at once send it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('season_reminders')
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('season_reminders_pk', ['club_id', 'season_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('season_reminders').execute();
}
