import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Card payments through HelloAsso Checkout.
 * - card_payments: one row per checkout started (see `PaymentTables`); the checkout intent id is
 *   unique (a notification finds its row by it), the token too (it travels in the metadata).
 * - orders.hold_until: a card order holds its articles for a short time only.
 * - mail_outbox.attachments: an event's `.ics`, a tax receipt's PDF.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_payments')
    .$call(idColumn(db))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('checkout_intent_id', 'text', (col) => col.unique())
    .addColumn('redirect_url', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_payment_ids', 'text')
    .execute();
  await db.schema.createIndex('card_payments_purpose').on('card_payments').columns(['purpose', 'reference']).execute();
  await db.schema.alterTable('orders').addColumn('hold_until', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.alterTable('orders').dropColumn('hold_until').execute();
  await db.schema.dropTable('card_payments').execute();
}
