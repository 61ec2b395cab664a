/** The site's settings (migration 014): one row, id 1. Lists are JSON arrays. */
export interface SettingsTables {
  site_settings: {
    id: number;
    name: string;
    full_name: string;
    /** JSON array of strings. */
    address_lines: string;
    email: string;
    phone: string;
    /** JSON array of `{ label, url }`. */
    social_links: string;
    publisher: string;
    publication_director: string;
    host_name: string;
    host_address: string;
    siret: string;
    account_holder: string;
    iban: string;
    bic: string;
    cheque_order: string;
    cheque_address: string;
    shipping_fee_cents: number;
    free_shipping_from_cents: number;
    copyright_year: number;
    /** 1 when gifts give a tax reduction (receipts issued), 0 otherwise (migration 022). */
    tax_receipt_eligible: number;
    tax_receipt_object: string;
    tax_receipt_quality: string;
    tax_receipt_signatory: string;
    tax_receipt_signatory_role: string;
    newsletter_sender_name: string;
    newsletter_sender_email: string;
    updated_at: string;
    /** Who saved them last (e-mail); null for the seeded values. */
    updated_by: string | null;
  };
}
