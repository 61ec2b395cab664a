/**
 * The site's settings: the association's identity, its legal notice facts, its bank details, the
 * shop's shipping fees, the tax receipts of donations and the newsletter's sender. One record,
 * edited by an `admin` in the back office (`/admin/reglages`); the public part is read by every
 * page (footer, shop, legal notice).
 * The schema bounds the body; the rules a schema cannot say (IBAN, BIC, SIRET, e-mail addresses)
 * are `validateSiteSettings` of `@wado/shared/contract`, run by the form and by the server.
 */
import Type, { type Static } from 'typebox';
import { SETTINGS_LIMITS } from '../contract/association';

const Text = (maxLength: number) => Type.String({ maxLength });
const Cents = Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 });

export const SocialLink = Type.Object({ label: Text(SETTINGS_LIMITS.socialLabel), url: Text(SETTINGS_LIMITS.url) });
export type SocialLink = Static<typeof SocialLink>;

const publicFields = {
  /** Short name (`Wado France`): header, e-mail subjects, page titles of the e-mail pages. */
  name: Text(SETTINGS_LIMITS.name),
  /** The association's full name: footer, legal notice, signatures. */
  fullName: Text(SETTINGS_LIMITS.fullName),
  /** Postal address of the head office, line by line. */
  addressLines: Type.Array(Text(SETTINGS_LIMITS.addressLine), { maxItems: SETTINGS_LIMITS.addressLines }),
  email: Text(SETTINGS_LIMITS.email),
  /** As written for people (`04 78 42 19 37`). */
  phone: Text(SETTINGS_LIMITS.phone),
  socialLinks: Type.Array(SocialLink, { maxItems: SETTINGS_LIMITS.socialLinks }),
  /** Legal notice: who publishes the site (the association's legal description). */
  publisher: Text(SETTINGS_LIMITS.publisher),
  publicationDirector: Text(SETTINGS_LIMITS.person),
  hostName: Text(SETTINGS_LIMITS.hostName),
  hostAddress: Text(SETTINGS_LIMITS.hostAddress),
  /** 14 digits, stored without spaces. */
  siret: Text(SETTINGS_LIMITS.siret),
  /** Bank details for transfers, shown with the payment instructions of an order. */
  accountHolder: Text(SETTINGS_LIMITS.person),
  /** Electronic form: upper case, no spaces. */
  iban: Text(SETTINGS_LIMITS.iban),
  bic: Text(SETTINGS_LIMITS.bic),
  chequeOrder: Text(SETTINGS_LIMITS.person),
  chequeAddress: Text(SETTINGS_LIMITS.hostAddress),
  /** Colissimo's flat fee, and the subtotal from which it is offered (cents, taxes included). */
  shippingFeeCents: Cents,
  freeShippingFromCents: Cents,
  /** The year of the footer's « © ». */
  copyrightYear: Type.Integer({ minimum: 0, maximum: 9999 }),
  /**
   * Whether gifts to the association give a tax reduction (articles 200 and 238 bis du CGI): the
   * donation form then says what a gift costs after it, and each paid donation gets a tax receipt.
   */
  taxReceiptEligible: Type.Boolean(),
  /** The receipt's facts about the association: its object, its quality, who signs and as what. */
  taxReceiptObject: Text(SETTINGS_LIMITS.taxReceiptObject),
  taxReceiptQuality: Text(SETTINGS_LIMITS.taxReceiptQuality),
  taxReceiptSignatory: Text(SETTINGS_LIMITS.person),
  taxReceiptSignatoryRole: Text(SETTINGS_LIMITS.signatoryRole),
};

/** `GET /api/site/settings`: what visitors may see (bank details included: they are shown after an order). */
export const SiteSettings = Type.Object(publicFields);
export type SiteSettings = Static<typeof SiteSettings>;

const adminFields = {
  ...publicFields,
  /** The newsletter's `From`: a display name and an address. */
  newsletterSenderName: Text(SETTINGS_LIMITS.name),
  newsletterSenderEmail: Text(SETTINGS_LIMITS.email),
};

/** `PUT /api/admin/settings` body: every setting at once. */
export const SiteSettingsInput = Type.Object(adminFields, { additionalProperties: false });
export type SiteSettingsInput = Static<typeof SiteSettingsInput>;

/** `GET /api/admin/settings`, and the answer of a save: the settings with who saved them last. */
export const SiteSettingsRecord = Type.Object({
  ...adminFields,
  updatedAt: Type.String(),
  /** E-mail of the last person who saved them; null for the delivered values. */
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type SiteSettingsRecord = Static<typeof SiteSettingsRecord>;

/** A refused save (400): the French message, and one message per field to fix. */
export const SiteSettingsRefusal = Type.Object({
  error: Type.String(),
  message: Type.String(),
  /** Absent when the body itself did not fit the schema. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type SiteSettingsRefusal = Static<typeof SiteSettingsRefusal>;
