import type { BillingDetails } from '../contract';

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
