/**
 * Online donations: the amounts offered, the donor's details and their rules (the form and the
 * server check the same ones), the tax reduction a donor is told about, and the statuses.
 */
import { formatPrice } from '../format/format';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';
import { isSingleLineText } from './safeText';
import type { PageLimits } from './pagination';
import type { DonationStatus } from '../schemas/donations';

/** The amounts the form suggests, in euros. */
export const DONATION_SUGGESTED_EUROS = [20, 50, 100, 200] as const;
/** The bounds of a donation made online (a larger gift goes through the treasurer). */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;

/**
 * pending_payment: the card payment was started (or could not be); paid: HelloAsso confirmed it;
 * expired: never paid, given up after a day (a payment that still arrives makes it paid).
 */
export const DONATION_STATUSES = ['pending_payment', 'paid', 'expired'] as const;

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending_payment: 'En attente de paiement',
  paid: 'Payé',
  expired: 'Expiré (jamais payé)',
};

/** `DON-` and six characters that cannot be misread (no 0/O, 1/I/L), like an order's reference. */
export const DONATION_REFERENCE_PATTERN = '^DON-[2-9A-HJKMNP-Z]{6}$';
/** The donor's secret link (return page, receipt): 32 URL-safe characters. */
export const DONATION_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32}$';
/** A tax receipt's number: the calendar year of the payment, then its rank in that year. */
export const RECEIPT_NUMBER_PATTERN = '^[0-9]{4}-[0-9]{4,}$';

/** The treasurer's list. */
export const ADMIN_DONATION_PAGINATION = {
  defaultLimit: 50,
  maxLimit: 100,
  maxPage: 100_000,
} as const satisfies PageLimits;

/** The tax reduction of individuals (article 200 du CGI), in percent of the gift. */
export const TAX_REDUCTION_PERCENT = 66;

/** What a gift costs an individual after the reduction (the reduction rounded to the cent). */
export function costAfterTaxReduction(cents: number): number {
  return cents - Math.round((cents * TAX_REDUCTION_PERCENT) / 100);
}

/** The sentence of the form and of the page's receipt: only for an association whose gifts give a reduction. */
export function taxReductionSentence(cents: number): string {
  return `Après la réduction d’impôt de ${TAX_REDUCTION_PERCENT}\u00a0% (article 200 du Code général des impôts, dans la limite de 20\u00a0% de votre revenu imposable), votre don de ${formatPrice(cents)} ne vous coûte que ${formatPrice(costAfterTaxReduction(cents))}.`;
}

/**
 * An amount in euros as people type it (`30`, `30,50`, `30.5`, `1 000`) → cents; null when it
 * is not one (letters, three decimals, a sign).
 */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = /^([0-9]{1,9})(?:[.,]([0-9]{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const AMOUNT_LABEL = 'Montant';

/** Why an amount in cents cannot be given online, or null. */
export function donationAmountError(cents: number | null): string | null {
  if (cents === null || !Number.isInteger(cents))
    return `${AMOUNT_LABEL} : indiquez un montant en euros (exemple : 30 ou 30,50).`;
  if (cents < DONATION_MIN_CENTS) return `${AMOUNT_LABEL} : ${formatPrice(DONATION_MIN_CENTS)} au minimum.`;
  if (cents > DONATION_MAX_CENTS)
    return `${AMOUNT_LABEL} : ${formatPrice(DONATION_MAX_CENTS)} au plus en ligne ; pour un don plus important, contactez la trésorerie.`;
  return null;
}

/** Who gives: what a tax receipt must name. */
export interface DonorDetails {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  postcode: string;
  city: string;
}
export type DonorField = keyof DonorDetails;
export type DonorErrors = Partial<Record<DonorField, string>>;

export const DONOR_LIMITS: Record<DonorField, number> = {
  firstName: 60,
  lastName: 60,
  email: EMAIL_MAX_LENGTH,
  address: 120,
  postcode: 5,
  city: 60,
};

export const DONOR_LABELS: Record<DonorField, string> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  address: 'Adresse',
  postcode: 'Code postal',
  city: 'Ville',
};

/** Trimmed, the e-mail address in lower case. */
export function normalizeDonor(donor: DonorDetails): DonorDetails {
  return {
    firstName: donor.firstName.trim(),
    lastName: donor.lastName.trim(),
    email: donor.email.trim().toLowerCase(),
    address: donor.address.trim(),
    postcode: donor.postcode.trim(),
    city: donor.city.trim(),
  };
}

/** The French message of each field to fix (an empty object when the details are complete), after `normalizeDonor`. */
export function validateDonor(donor: DonorDetails): DonorErrors {
  const errors: DonorErrors = {};
  for (const field of Object.keys(DONOR_LIMITS) as DonorField[]) {
    const value = donor[field];
    if (value === '') errors[field] = `${DONOR_LABELS[field]} : ce champ est obligatoire.`;
    else if (value.length > DONOR_LIMITS[field])
      errors[field] = `${DONOR_LABELS[field]} : ${DONOR_LIMITS[field]} caractères au plus.`;
    else if (!isSingleLineText(value))
      errors[field] = `${DONOR_LABELS[field]} : une seule ligne, sans caractère de contrôle.`;
  }
  if (!errors.email && !isValidEmail(donor.email))
    errors.email = "Adresse e-mail : le format n'est pas valide (exemple : prenom.nom@exemple.fr).";
  if (!errors.postcode && !/^[0-9]{5}$/.test(donor.postcode))
    errors.postcode = 'Code postal : il doit compter exactement 5 chiffres (exemple : 69002).';
  return errors;
}

export const DONATION_NOT_ACKNOWLEDGED = 'Cochez la case qui confirme que ce don est fait sans contrepartie.';

/** Where the receipt of a donation is downloaded again (the donor's secret link). */
export const donationReceiptPath = (token: string) => `/api/donations/${encodeURIComponent(token)}/recu.pdf`;
