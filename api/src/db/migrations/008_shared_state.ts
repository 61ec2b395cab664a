import type { Kysely } from 'kysely';

/**
 * What several API replicas share through the database instead of each process's memory:
 * - rate_counters: requests or failed sign-ins per client address and window (rate limits), with
 *   the time in milliseconds when the window ends; rows past it are swept;
 * - mail_outbox.claimed_until: a replica takes an e-mail before sending it, so that no other one
 *   sends it too; a claim left by a replica that died ends at that time, and the e-mail is sent again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_counters')
    .addColumn('counter_key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_counters_reset').on('rate_counters').column('reset_at').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_until').execute();
  await db.schema.dropTable('rate_counters').execute();
}
