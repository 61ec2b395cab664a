import { sql, type Kysely } from 'kysely';
import { referencesForCopies } from '@wado/shared/contract';

/**
 * Text pages held copies of the settings' facts (the IBAN on the donations page and in the sale
 * conditions, the contact address on twelve pages): a treasurer who changed them in « Réglages »
 * left the old ones there. Each copy that is still the settings' value becomes its reference
 * (`{{iban}}`), which the pages show at its current value. Edited pages too: only exact copies
 * change, and what is shown stays the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    full_name: string;
    address_lines: string;
    email: string;
    phone: string;
    iban: string;
    bic: string;
    cheque_order: string;
    cheque_address: string;
  }>`SELECT full_name, address_lines, email, phone, iban, bic, cheque_order, cheque_address
    FROM site_settings WHERE id = 1`.execute(db);
  const row = rows[0];
  // A new database: its pages are written after, from texts that already name the facts.
  if (!row) return;
  const settings = {
    fullName: row.full_name,
    addressLines: JSON.parse(row.address_lines) as string[],
    email: row.email,
    phone: row.phone,
    iban: row.iban,
    bic: row.bic,
    chequeOrder: row.cheque_order,
    chequeAddress: row.cheque_address,
  };
  const pages = await sql<{ slug: string; body: string }>`SELECT slug, body FROM content_pages`.execute(db);
  for (const page of pages.rows) {
    const body = referencesForCopies(page.body, settings);
    if (body !== page.body) {
      await sql`UPDATE content_pages SET body = ${body} WHERE slug = ${page.slug} AND body = ${page.body}`.execute(db);
    }
  }
}

/** The references show the same text as the copies did: nothing to put back. */
export async function down(): Promise<void> {}
