import type { BillingDetails, SiteSettings } from '../contract';

/** A valid buyer, as typed in the billing form: the API, the shop's screens and their tests share it. */
export const BILLING: BillingDetails = {
  firstName: 'Élise',
  lastName: 'Moreau',
  email: 'elise.moreau@exemple.fr',
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas',
  addressMore: '',
  postcode: '69003',
  city: 'Lyon',
};

/**
 * A text written with plain spaces in a test, with the non-breaking ones the shop's stock messages
 * print: inside « » and before a colon.
 */
export function withFrenchSpaces(text: string): string {
  return text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»').replace(/ :/g, '\u00a0:');
}

/** The site's public settings, as `GET /api/site/settings` answers on a fresh site (the seed's values). */
export const SITE_SETTINGS: SiteSettings = {
  name: 'Wado France',
  fullName: 'Wado France – Association nationale de Wadō-ryū karaté',
  addressLines: ['Maison des associations', '18 rue Émile-Zola', '69002 Lyon'],
  email: 'contact@wado-france.fr',
  phone: '04 78 42 19 37',
  socialLinks: [{ label: 'Wado France sur Facebook', url: 'https://www.facebook.com/wadofrance' }],
  publisher: 'Wado France – Association nationale de Wadō-ryū karaté, association régie par la loi du 1er juillet 1901',
  publicationDirector: 'Hélène Marchand, présidente',
  hostName: 'Rhône Datacentre SAS',
  hostAddress: '8 quai Perrache, 69002 Lyon',
  siret: '41234567000027',
  accountHolder: 'Wado France',
  iban: 'FR7612345678901234567890104',
  bic: 'WADOFRPPLYO',
  chequeOrder: 'Wado France',
  chequeAddress: 'Wado France – Boutique, Maison des associations, 18 rue Émile-Zola, 69002 Lyon',
  shippingFeeCents: 690,
  freeShippingFromCents: 8000,
  copyrightYear: 2023,
  taxReceiptEligible: true,
  taxReceiptObject: 'Promouvoir et enseigner le karaté Wadō-ryū en France',
  taxReceiptQuality: 'Association d’intérêt général à caractère sportif',
  taxReceiptSignatory: 'Karim Benali',
  taxReceiptSignatoryRole: 'Trésorier',
};
