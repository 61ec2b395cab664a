import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** SHA-256 of the legal notice's body as the seed wrote it before this migration. */
export const PREVIOUS_LEGAL_NOTICE_SHA256 = '0ebdb03198c1f8557a861e7f8cf557310478967018c426ccd0fc17132ba0ca42';

/**
 * The legal notice's facts (publisher, publication director, host, SIRET) now come from the
 * settings, shown above the page's text: the stored text loses its copy of them, but only if it
 * is still the previous seed text (an editor's version is left as it is). Written out here, not
 * read from the seed file: a migration does the same thing whatever the seed becomes.
 */
export function legalNoticeWithoutFacts(body: string): string | null {
  if (createHash('sha256').update(body).digest('hex') !== PREVIOUS_LEGAL_NOTICE_SHA256) return null;
  const rest = body.slice(body.indexOf('## Vente en ligne'));
  return (
    'Les données du site sont stockées en France.\n\n' +
    rest.replace(
      'La boutique en ligne est exploitée par Wado France, SIRET 412 345 678 00029. Les ventes',
      "La boutique en ligne est exploitée par l'éditeur du site, dont les coordonnées et le SIRET figurent ci-dessus. Les ventes",
    )
  );
}

/**
 * The seed's sale conditions gave a SIRET and an IBAN whose check digits were wrong (the settings
 * check them now): their valid replacements, the same as in the settings.
 */
export const SALE_CONDITIONS_NUMBER_EDITS = [
  ['SIRET : 412 345 678 00029', 'SIRET : 412 345 670 00027'],
  ['IBAN FR76 1234 5678 9012 3456 7890 123', 'IBAN FR76 1234 5678 9012 3456 7890 104'],
] as const;

/** SHA-256 of the sale conditions' body as the seed (and migration 005) wrote it before this migration. */
export const PREVIOUS_SALE_CONDITIONS_SHA256 = 'e73b876e3523917abb2a59affb816da92e057b6a9f0ecd3ca05a6fe26552c8b7';

/** The sale conditions with valid numbers, if they are still the previous seed text; else null. */
export function saleConditionsWithValidNumbers(body: string): string | null {
  if (createHash('sha256').update(body).digest('hex') !== PREVIOUS_SALE_CONDITIONS_SHA256) return null;
  return SALE_CONDITIONS_NUMBER_EDITS.reduce((text, [before, after]) => text.replace(before, after), body);
}

/** Writes `update(stored)` over the stored body of page `slug`, unless it returns null (an editor's text). */
async function updateSeededPage(db: Kysely<unknown>, slug: string, update: (body: string) => string | null) {
  const { rows } = await sql<{ body: string }>`SELECT body FROM content_pages WHERE slug = ${slug}`.execute(db);
  const stored = rows[0]?.body;
  const updated = stored === undefined ? null : update(stored);
  if (updated !== null) {
    await sql`UPDATE content_pages SET body = ${updated}, updated_at = ${new Date().toISOString()} WHERE slug = ${slug} AND body = ${stored}`.execute(
      db,
    );
  }
}

/**
 * The site's settings: one row (id 1) of typed columns, so that the database itself holds each
 * setting's type and refuses a negative fee; the two lists (address lines, social links) are JSON
 * arrays. The seed writes the association's values into it (api/src/db/seed/settings.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('address_lines', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('social_links', 'text', (col) => col.notNull())
    .addColumn('publisher', 'text', (col) => col.notNull())
    .addColumn('publication_director', 'text', (col) => col.notNull())
    .addColumn('host_name', 'text', (col) => col.notNull())
    .addColumn('host_address', 'text', (col) => col.notNull())
    .addColumn('siret', 'text', (col) => col.notNull())
    .addColumn('account_holder', 'text', (col) => col.notNull())
    .addColumn('iban', 'text', (col) => col.notNull())
    .addColumn('bic', 'text', (col) => col.notNull())
    .addColumn('cheque_order', 'text', (col) => col.notNull())
    .addColumn('cheque_address', 'text', (col) => col.notNull())
    .addColumn('shipping_fee_cents', 'integer', (col) => col.notNull().check(sql`shipping_fee_cents >= 0`))
    .addColumn('free_shipping_from_cents', 'integer', (col) => col.notNull().check(sql`free_shipping_from_cents >= 0`))
    .addColumn('copyright_year', 'integer', (col) => col.notNull())
    .addColumn('newsletter_sender_name', 'text', (col) => col.notNull())
    .addColumn('newsletter_sender_email', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await updateSeededPage(db, 'mentions_legales', legalNoticeWithoutFacts);
  await updateSeededPage(db, 'sale_conditions', saleConditionsWithValidNumbers);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
