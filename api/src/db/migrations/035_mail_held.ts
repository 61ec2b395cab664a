import type { Kysely } from 'kysely';

/**
 * mail_outbox.held_at: the e-mails a restore found pending. The backup was taken before they were
 * sent, or not: sending them again could send them twice (an order's confirmation, a receipt).
 * They wait for a person, listed by the restore, and go with `npm run db -- send-held`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('held_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('held_at').execute();
}
