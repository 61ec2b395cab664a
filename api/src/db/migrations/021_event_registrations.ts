import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Registration for events (see `RegistrationTables`):
 * - event_registration_settings: one row per event whose registrations the organizers opened
 *   (capacity, deadline, prices, what is asked, open or closed);
 * - event_registrations: one row per registration. An e-mail has at most one registration alive
 *   (confirmed, awaiting payment or waiting) per event: a partial unique index, besides the check
 *   the server makes under the event's lock. The places taken are counted by (event, status).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_registration_settings')
    .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('deadline', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('member_price_cents', 'integer', (col) => col.notNull())
    .addColumn('ask_licence', 'integer', (col) => col.notNull())
    .addColumn('ask_club', 'integer', (col) => col.notNull())
    .addColumn('ask_grade', 'integer', (col) => col.notNull())
    .addColumn('ask_category', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('event_registrations')
    .$call(idColumn(db))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('licence_number', 'text')
    .addColumn('member_pricing', 'integer', (col) => col.notNull())
    .addColumn('club', 'text', (col) => col.notNull())
    .addColumn('grade', 'text')
    .addColumn('category', 'text')
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('hold_until', 'text')
    .addColumn('paid_cents', 'integer')
    .addColumn('paid_at', 'text')
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_registrations_by_event')
    .on('event_registrations')
    .columns(['event_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('event_registrations_one_alive_per_email')
    .on('event_registrations')
    .columns(['event_id', 'email'])
    .unique()
    .where(sql<boolean>`status IN ('confirmed', 'pending_payment', 'waiting')`)
    .execute();
  await db.schema
    .createIndex('event_registrations_held')
    .on('event_registrations')
    .columns(['status', 'hold_until'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('event_registration_settings').execute();
}
