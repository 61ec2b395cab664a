import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Competition entries by clubs:
 * - competition_settings: one row per event of kind `competition` whose entries the organizers
 *   opened (the season whose licences count, deadline, fee per entry, open or closed);
 * - competition_categories: its categories, in the organizers' order (the first that fits wins);
 *   weights in grams (67.5 kg is 67500: no decimals to round on either database);
 * - competition_entries: one licensee in one discipline, in one category; at most one entry alive
 *   (not withdrawn) per licensee and discipline in a competition (a partial unique index);
 * - competition_entry_moves: a competitor moved between categories by the organizers, and why;
 * - competition_payments and competition_payment_entries: a club pays its entries in one checkout
 *   (card or transfer); an entry a second payment covers too is flagged for refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('competition_settings')
    .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id'))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('deadline', 'text', (col) => col.notNull())
    .addColumn('fee_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('competition_categories')
    .$call(idColumn(db))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('discipline', 'text', (col) => col.notNull())
    .addColumn('sex', 'text', (col) => col.notNull())
    .addColumn('birth_year_min', 'integer')
    .addColumn('birth_year_max', 'integer')
    .addColumn('weight_min_grams', 'integer')
    .addColumn('weight_max_grams', 'integer')
    .addColumn('min_grade', 'text')
    .execute();
  await db.schema
    .createIndex('competition_categories_by_event')
    .on('competition_categories')
    .columns(['event_id', 'position'])
    .execute();
  await db.schema
    .createTable('competition_entries')
    .$call(idColumn(db))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('competition_categories.id'))
    .addColumn('licensee_id', 'integer', (col) => col.notNull().references('licensees.id'))
    .addColumn('licence_id', 'integer', (col) => col.notNull().references('licences.id'))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addColumn('discipline', 'text', (col) => col.notNull())
    .addColumn('weight_grams', 'integer')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('fee_cents', 'integer', (col) => col.notNull())
    .addColumn('entered_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('competition_entries_by_club')
    .on('competition_entries')
    .columns(['event_id', 'club_id'])
    .execute();
  await db.schema
    .createIndex('competition_entries_one_alive')
    .on('competition_entries')
    .columns(['event_id', 'licensee_id', 'discipline'])
    .unique()
    .where(sql<boolean>`status <> 'withdrawn'`)
    .execute();
  await db.schema
    .createTable('competition_entry_moves')
    .$call(idColumn(db))
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('competition_entries.id'))
    .addColumn('from_category_id', 'integer', (col) => col.notNull())
    .addColumn('to_category_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('moved_by', 'text', (col) => col.notNull())
    .addColumn('moved_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('competition_payments')
    .$call(idColumn(db))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id'))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema
    .createTable('competition_payment_entries')
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('competition_payments.id'))
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('competition_entries.id'))
    .addColumn('fee_cents', 'integer', (col) => col.notNull())
    .addColumn('refund_due', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('competition_payment_entries_pk', ['payment_id', 'entry_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('competition_payment_entries').execute();
  await db.schema.dropTable('competition_payments').execute();
  await db.schema.dropTable('competition_entry_moves').execute();
  await db.schema.dropTable('competition_entries').execute();
  await db.schema.dropTable('competition_categories').execute();
  await db.schema.dropTable('competition_settings').execute();
}
