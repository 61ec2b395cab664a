import { sql, type Kysely } from 'kysely';

/**
 * Double opt-in for the newsletter, and one terms acceptance per browser.
 * - newsletter_subscriptions: a request writes a pending row (confirmed_at null) and a confirmation
 *   e-mail; the link's token is stored hashed, with its expiry and the time of the last e-mail
 *   (at most one per address per hour). Rows written before this migration were taken with the
 *   visitor's consent already: they count as confirmed on the day of that consent.
 * - terms_acceptances: the random id also written in the visitor's `cgu_accepted` cookie (null for
 *   acceptances recorded before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = 'newsletter_subscriptions';
  await db.schema.alterTable(table).addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable(table).addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable(table).addColumn('confirm_expires_at', 'text').execute();
  await db.schema.alterTable(table).addColumn('confirm_sent_at', 'text').execute();
  // SQLite cannot add a UNIQUE column; a unique index allows any number of NULLs (confirmed rows).
  await db.schema.createIndex('newsletter_confirm_token').unique().on(table).column('confirm_token_hash').execute();
  await db.schema.createIndex('newsletter_confirm_expiry').on(table).column('confirm_expires_at').execute();
  await sql`UPDATE newsletter_subscriptions SET confirmed_at = consented_at WHERE confirmed_at IS NULL`.execute(db);

  await db.schema.alterTable('terms_acceptances').addColumn('acceptance_id', 'text').execute();
  await db.schema
    .createIndex('terms_acceptances_id')
    .unique()
    .on('terms_acceptances')
    .column('acceptance_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('terms_acceptances_id').execute();
  await db.schema.alterTable('terms_acceptances').dropColumn('acceptance_id').execute();
  await db.schema.dropIndex('newsletter_confirm_expiry').execute();
  await db.schema.dropIndex('newsletter_confirm_token').execute();
  for (const column of ['confirm_sent_at', 'confirm_expires_at', 'confirm_token_hash', 'confirmed_at']) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
}
