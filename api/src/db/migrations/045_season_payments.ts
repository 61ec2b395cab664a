import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * A club pays its season: its affiliation and the licences it asked for, in one payment (by card
 * through HelloAsso, or by transfer with a reference to quote).
 * - licence_categories.birth_year_min / _max: the birth years a category is for (a licence's
 *   price comes from the licensee's birth year); null on both: chosen by hand only (dirigeant…);
 * - season_payments: one per payment of a club's season (what it covers, its amount, its state);
 * - licences.payment_id, fee_cents, category_id: the payment that covers a licence and its price;
 *   refund_due: a licence a second payment covered too (flagged for refund, not issued twice);
 * - club_affiliations: a club affiliated for a season, and the payment that did it;
 * - licence_number_counters: the last licence number issued in each season (one row locked per
 *   issue: two payments confirmed at once never take the same number).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('licence_categories').addColumn('birth_year_min', 'integer').execute();
  await db.schema.alterTable('licence_categories').addColumn('birth_year_max', 'integer').execute();
  await db.schema
    .createTable('season_payments')
    .$call(idColumn(db))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('affiliation_cents', 'integer', (col) => col.notNull())
    .addColumn('licences_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema
    .createIndex('season_payments_by_club')
    .on('season_payments')
    .columns(['club_id', 'season_id'])
    .execute();
  await db.schema
    .createTable('season_payment_licences')
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('season_payments.id'))
    .addColumn('licence_id', 'integer', (col) => col.notNull().references('licences.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull())
    .addColumn('fee_cents', 'integer', (col) => col.notNull())
    .addColumn('refund_due', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('season_payment_licences_pk', ['payment_id', 'licence_id'])
    .execute();
  await db.schema.alterTable('licences').addColumn('payment_id', 'integer').execute();
  await db.schema
    .createTable('club_affiliations')
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id'))
    .addColumn('payment_id', 'integer', (col) => col.notNull())
    .addColumn('paid_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('club_affiliations_pk', ['club_id', 'season_id'])
    .execute();
  await db.schema
    .createTable('licence_number_counters')
    .addColumn('season_id', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('licence_number_counters').execute();
  await db.schema.dropTable('club_affiliations').execute();
  await db.schema.alterTable('licences').dropColumn('payment_id').execute();
  await db.schema.dropTable('season_payment_licences').execute();
  await db.schema.dropTable('season_payments').execute();
  await db.schema.alterTable('licence_categories').dropColumn('birth_year_max').execute();
  await db.schema.alterTable('licence_categories').dropColumn('birth_year_min').execute();
}
