import type { QueryCreator } from 'kysely';
import type { SiteSettings, SiteSettingsInput, SiteSettingsRecord, SocialLink } from '@wado/shared/contract';
import type { Database } from '../../db/schema';

type Row = Database['site_settings'];
type Reader = Pick<QueryCreator<Database>, 'selectFrom'>;

/** The columns of the settings' row (id 1), without who saved it and when. */
export function settingsRow(settings: SiteSettingsInput): Omit<Row, 'updated_at' | 'updated_by'> {
  return {
    id: 1,
    name: settings.name,
    full_name: settings.fullName,
    address_lines: JSON.stringify(settings.addressLines),
    email: settings.email,
    phone: settings.phone,
    social_links: JSON.stringify(settings.socialLinks),
    publisher: settings.publisher,
    publication_director: settings.publicationDirector,
    host_name: settings.hostName,
    host_address: settings.hostAddress,
    siret: settings.siret,
    account_holder: settings.accountHolder,
    iban: settings.iban,
    bic: settings.bic,
    cheque_order: settings.chequeOrder,
    cheque_address: settings.chequeAddress,
    shipping_fee_cents: settings.shippingFeeCents,
    free_shipping_from_cents: settings.freeShippingFromCents,
    copyright_year: settings.copyrightYear,
    tax_receipt_eligible: settings.taxReceiptEligible ? 1 : 0,
    tax_receipt_object: settings.taxReceiptObject,
    tax_receipt_quality: settings.taxReceiptQuality,
    tax_receipt_signatory: settings.taxReceiptSignatory,
    tax_receipt_signatory_role: settings.taxReceiptSignatoryRole,
    newsletter_sender_name: settings.newsletterSenderName,
    newsletter_sender_email: settings.newsletterSenderEmail,
  };
}

function toRecord(row: Row): SiteSettingsRecord {
  return {
    name: row.name,
    fullName: row.full_name,
    addressLines: JSON.parse(row.address_lines) as string[],
    email: row.email,
    phone: row.phone,
    socialLinks: JSON.parse(row.social_links) as SocialLink[],
    publisher: row.publisher,
    publicationDirector: row.publication_director,
    hostName: row.host_name,
    hostAddress: row.host_address,
    siret: row.siret,
    accountHolder: row.account_holder,
    iban: row.iban,
    bic: row.bic,
    chequeOrder: row.cheque_order,
    chequeAddress: row.cheque_address,
    shippingFeeCents: row.shipping_fee_cents,
    freeShippingFromCents: row.free_shipping_from_cents,
    copyrightYear: row.copyright_year,
    taxReceiptEligible: Number(row.tax_receipt_eligible) === 1,
    taxReceiptObject: row.tax_receipt_object,
    taxReceiptQuality: row.tax_receipt_quality,
    taxReceiptSignatory: row.tax_receipt_signatory,
    taxReceiptSignatoryRole: row.tax_receipt_signatory_role,
    newsletterSenderName: row.newsletter_sender_name,
    newsletterSenderEmail: row.newsletter_sender_email,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/**
 * The settings as saved, read from the database at each use (an e-mail, a quote, a page): every
 * replica sees an admin's change at once, without a cache to clear.
 */
export async function readSettingsRecord(db: Reader): Promise<SiteSettingsRecord> {
  const row = await db.selectFrom('site_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) throw new Error('Les réglages du site manquent dans la base (données initiales non écrites).');
  return toRecord(row);
}

/** What an admin edits: the record without who saved it and when. */
export function settingsInputOf(record: SiteSettingsRecord): SiteSettingsInput {
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...input } = record;
  return input;
}

/** The public part of the settings (what every page and e-mail may show). */
export async function readSiteSettings(db: Reader): Promise<SiteSettings> {
  const {
    newsletterSenderName: _name,
    newsletterSenderEmail: _email,
    updatedAt: _at,
    updatedBy: _by,
    ...settings
  } = await readSettingsRecord(db);
  return settings;
}
