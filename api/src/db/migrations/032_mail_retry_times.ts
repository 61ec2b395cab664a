import type { Kysely } from 'kysely';

/**
 * mail_outbox.next_attempt_at: when a failed e-mail may be tried again (null: now). Retries were
 * made at each flush, and a flush follows every e-mail queued: during a short SMTP outage a busy
 * site spent an e-mail's attempts in seconds. Now they are spaced in time, and a restart keeps them.
 * And an index for the senders' query: the pending e-mails, by due time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_due').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('next_attempt_at').execute();
}
