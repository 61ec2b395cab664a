import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Online donations (see `DonationTables`):
 * - donations: one row per gift made from the form, paid by card; once paid, the number of its
 *   tax receipt and the association's facts printed on it (kept, so that a later change of the
 *   settings never alters a receipt already issued);
 * - donation_receipt_counters: the last receipt number given in each calendar year, moved by the
 *   transaction that records a payment, so that numbers follow each other without a gap;
 * - site_settings: whether gifts give a tax reduction, and what a receipt says of the association.
 *   A site that already exists starts without receipts (an admin turns them on once the facts are
 *   filled in); a new site gets the seed's values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('donations')
    .$call(idColumn(db))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status IN ('pending_payment', 'paid', 'expired')`))
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('receipt_number', 'text', (col) => col.unique())
    .addColumn('receipt_issuer', 'text')
    .execute();
  await db.schema.createIndex('donations_by_status').on('donations').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('donation_receipt_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull().check(sql`last_number >= 0`))
    .execute();

  await db.schema
    .alterTable('site_settings')
    .addColumn('tax_receipt_eligible', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const column of [
    'tax_receipt_object',
    'tax_receipt_quality',
    'tax_receipt_signatory',
    'tax_receipt_signatory_role',
  ]) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'tax_receipt_signatory_role',
    'tax_receipt_signatory',
    'tax_receipt_quality',
    'tax_receipt_object',
    'tax_receipt_eligible',
  ]) {
    await db.schema.alterTable('site_settings').dropColumn(column).execute();
  }
  await db.schema.dropTable('donation_receipt_counters').execute();
  await db.schema.dropTable('donations').execute();
}
