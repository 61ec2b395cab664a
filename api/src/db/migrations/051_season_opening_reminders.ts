import type { Kysely } from 'kysely';

/**
 * season_opening_reminders: 30 and 7 days before a season ends with no season after it, the
 * association is asked to open the next one (the clubs can renew, and get their reminders, only
 * then). The row is the claim: several servers running the job at once send it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('season_opening_reminders')
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('season_opening_reminders_pk', ['season_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('season_opening_reminders').execute();
}
