import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Newsletter issues written in the back office, and their sending.
 * - newsletter_issues: subject and Markdown body, status (draft, sending, sent), who created,
 *   changed, started the sending and when; `sent_at` when every delivery has an outcome.
 * - newsletter_deliveries: one row per (issue, confirmed subscriber), all written in the
 *   transaction that starts the sending (the list of that moment). The UNIQUE pair means nobody
 *   is in one issue's list twice. A row becomes one outbox e-mail at its turn (`mail_id`,
 *   `queued_at`: the throttle reads the latest), or is skipped when the address left meanwhile.
 * - mail_outbox: the headers of an e-mail (JSON, e.g. List-Unsubscribe), its HTML alternative and
 *   its sender when it is not the server's MAIL_FROM (the newsletter's own sender); an index on
 *   its topic, which the treasurer's view of an order reads (`order:<reference>`) once newsletters
 *   have filled the table with thousands of rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_issues')
    .$call(idColumn(db))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('send_started_at', 'text')
    .addColumn('send_started_by', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createTable('newsletter_deliveries')
    .$call(idColumn(db))
    .addColumn('issue_id', 'integer', (col) => col.notNull().references('newsletter_issues.id'))
    .addColumn('subscription_id', 'integer', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('mail_id', 'integer')
    .addColumn('queued_at', 'text')
    .addUniqueConstraint('newsletter_deliveries_once', ['issue_id', 'subscription_id'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_turn')
    .on('newsletter_deliveries')
    .columns(['status', 'id'])
    .execute();
  await db.schema.createIndex('newsletter_deliveries_queued').on('newsletter_deliveries').column('queued_at').execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('html', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('from_address', 'text').execute();
  await db.schema.createIndex('mail_outbox_topic').on('mail_outbox').column('topic').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_topic').execute();
  for (const column of ['from_address', 'html', 'headers']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_issues').execute();
}
