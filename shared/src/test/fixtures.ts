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
