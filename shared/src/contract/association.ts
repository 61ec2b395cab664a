/**
 * The association's identity as the site's settings hold it (`GET /api/site/settings`), and the
 * rules of its form, run by the back office's screen and by the server alike. The values
 * themselves live in the database (seeded with the association's), never here.
 */
import type { SiteSettings, SiteSettingsInput } from '../schemas/settings';
import { isValidEmail } from './email';
import { isSingleLineText } from './safeText';

export const SETTINGS_LIMITS = {
  name: 80,
  fullName: 160,
  addressLine: 120,
  addressLines: 5,
  email: 254,
  phone: 20,
  socialLinks: 6,
  socialLabel: 80,
  url: 300,
  publisher: 400,
  person: 120,
  hostName: 120,
  hostAddress: 200,
  siret: 20,
  iban: 42,
  bic: 11,
  taxReceiptObject: 300,
  taxReceiptQuality: 200,
  signatoryRole: 80,
  /** 1 000 € for the Colissimo fee or the free-shipping threshold: beyond, a typing mistake. */
  maxCents: 100_000,
} as const;

export type SettingsField = keyof SiteSettingsInput;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const SETTINGS_LABELS: Record<SettingsField, string> = {
  name: 'Nom court',
  fullName: 'Nom complet',
  addressLines: 'Adresse postale',
  email: 'Adresse e-mail de contact',
  phone: 'Téléphone',
  socialLinks: 'Réseaux sociaux',
  publisher: 'Éditeur du site',
  publicationDirector: 'Directeur ou directrice de la publication',
  hostName: 'Hébergeur',
  hostAddress: 'Adresse de l’hébergeur',
  siret: 'SIRET',
  accountHolder: 'Titulaire du compte',
  iban: 'IBAN',
  bic: 'BIC',
  chequeOrder: 'Ordre des chèques',
  chequeAddress: 'Adresse d’envoi des chèques',
  shippingFeeCents: 'Frais de port Colissimo',
  freeShippingFromCents: 'Livraison offerte à partir de',
  copyrightYear: 'Année du copyright',
  taxReceiptEligible: 'Les dons ouvrent droit à une réduction d’impôt',
  taxReceiptObject: 'Objet de l’association',
  taxReceiptQuality: 'Qualité de l’organisme bénéficiaire',
  taxReceiptSignatory: 'Signataire des reçus fiscaux',
  taxReceiptSignatoryRole: 'Fonction du signataire',
  newsletterSenderName: 'Nom de l’expéditeur de la newsletter',
  newsletterSenderEmail: 'Adresse de l’expéditeur de la newsletter',
};

/** Spaces and dashes people type in long numbers (`FR76 1234…`, `412 345 670 00027`). */
const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Length of the IBAN of each country of the SWIFT IBAN registry (ISO 13616), French overseas
 * territories included in FR.
 */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24,
  ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23,
  ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
}; // prettier-ignore

/** ISO 7064 MOD 97-10 of a string of digits and capital letters (A = 10 … Z = 35). */
function mod97(value: string): number {
  let remainder = 0;
  for (const character of value) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The IBAN in its electronic form (`FR7612345…`): upper case, without spaces. */
export const normalizeIban = compact;

/** A registered country, its length, and check digits that hold (ISO 13616). */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** `FR76 1234 5678 …`: in groups of four, as printed on a bank statement. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export const normalizeBic = compact;

/** ISO 9362: bank (4 letters), country of the IBAN registry, location (2), branch (3, optional). */
export function isValidBic(value: string): boolean {
  const bic = normalizeBic(value);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) && bic.slice(4, 6) in IBAN_LENGTHS;
}

export const normalizeSiret = (value: string) => value.replace(/[\s.]/g, '');

/** Luhn's checksum over the digits. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * 14 digits whose Luhn checksum holds. La Poste's establishments (SIREN 356 000 000), whose
 * SIRET follow another rule, are refused: the association is not one of them.
 */
export function isValidSiret(value: string): boolean {
  const siret = normalizeSiret(value);
  return /^[0-9]{14}$/.test(siret) && luhn(siret);
}

/** `412 345 670 00027`: SIREN in groups of three, then the establishment's number. */
export function formatSiret(value: string): string {
  const siret = normalizeSiret(value);
  return `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
}

const isWebAddress = (value: string) => {
  if (!/^https?:\/\/[^\s]+$/.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
};

/** French numbers: 10 digits starting with 0, or +33 and 9 digits; spaces, dots and dashes ignored. */
const isFrenchPhone = (value: string) => /^(?:0[1-9][0-9]{8}|\+33[1-9][0-9]{8})$/.test(value.replace(/[\s.\-()]/g, ''));

/** The settings as they are stored: trimmed, IBAN, BIC and SIRET in their compact form, e-mails in lower case. */
export function normalizeSiteSettings(input: SiteSettingsInput): SiteSettingsInput {
  const text = (value: string) => value.trim();
  return {
    ...input,
    name: text(input.name),
    fullName: text(input.fullName),
    addressLines: input.addressLines.map(text).filter((line) => line !== ''),
    email: text(input.email).toLowerCase(),
    phone: text(input.phone),
    socialLinks: input.socialLinks
      .map((link) => ({ label: text(link.label), url: text(link.url) }))
      .filter((link) => link.label !== '' || link.url !== ''),
    publisher: text(input.publisher),
    publicationDirector: text(input.publicationDirector),
    hostName: text(input.hostName),
    hostAddress: text(input.hostAddress),
    siret: normalizeSiret(input.siret),
    accountHolder: text(input.accountHolder),
    iban: normalizeIban(input.iban),
    bic: normalizeBic(input.bic),
    chequeOrder: text(input.chequeOrder),
    chequeAddress: text(input.chequeAddress),
    taxReceiptObject: text(input.taxReceiptObject),
    taxReceiptQuality: text(input.taxReceiptQuality),
    taxReceiptSignatory: text(input.taxReceiptSignatory),
    taxReceiptSignatoryRole: text(input.taxReceiptSignatoryRole),
    newsletterSenderName: text(input.newsletterSenderName),
    newsletterSenderEmail: text(input.newsletterSenderEmail).toLowerCase(),
  };
}

const TEXT_LIMITS: Partial<Record<SettingsField, number>> = {
  name: SETTINGS_LIMITS.name,
  fullName: SETTINGS_LIMITS.fullName,
  phone: SETTINGS_LIMITS.phone,
  publisher: SETTINGS_LIMITS.publisher,
  publicationDirector: SETTINGS_LIMITS.person,
  hostName: SETTINGS_LIMITS.hostName,
  hostAddress: SETTINGS_LIMITS.hostAddress,
  accountHolder: SETTINGS_LIMITS.person,
  chequeOrder: SETTINGS_LIMITS.person,
  chequeAddress: SETTINGS_LIMITS.hostAddress,
  newsletterSenderName: SETTINGS_LIMITS.name,
};

const TAX_RECEIPT_LIMITS: Partial<Record<SettingsField, number>> = {
  taxReceiptObject: SETTINGS_LIMITS.taxReceiptObject,
  taxReceiptQuality: SETTINGS_LIMITS.taxReceiptQuality,
  taxReceiptSignatory: SETTINGS_LIMITS.person,
  taxReceiptSignatoryRole: SETTINGS_LIMITS.signatoryRole,
};

/**
 * The French message of each field to fix (an empty object when the settings can be saved), for
 * settings as `normalizeSiteSettings` leaves them.
 */
export function validateSiteSettings(settings: SiteSettingsInput): SettingsErrors {
  const errors: SettingsErrors = {};
  const say = (field: SettingsField, message: string) => {
    errors[field] ??= `${SETTINGS_LABELS[field]} : ${message}`;
  };
  for (const [field, limit] of Object.entries(TEXT_LIMITS) as [SettingsField, number][]) {
    const value = settings[field] as string;
    if (value === '') say(field, 'ce champ est obligatoire.');
    else if (value.length > limit) say(field, `${limit} caractères au plus.`);
    else if (!isSingleLineText(value)) say(field, 'une seule ligne, sans caractère de contrôle.');
  }

  if (settings.addressLines.length === 0) say('addressLines', 'indiquez au moins une ligne.');
  else if (settings.addressLines.length > SETTINGS_LIMITS.addressLines)
    say('addressLines', `${SETTINGS_LIMITS.addressLines} lignes au plus.`);
  settings.addressLines.forEach((line, index) => {
    if (line.length > SETTINGS_LIMITS.addressLine)
      say('addressLines', `ligne ${index + 1} : ${SETTINGS_LIMITS.addressLine} caractères au plus.`);
    else if (!isSingleLineText(line)) say('addressLines', `ligne ${index + 1} : caractère non autorisé.`);
  });

  for (const field of ['email', 'newsletterSenderEmail'] as const) {
    if (settings[field] === '') say(field, 'ce champ est obligatoire.');
    else if (!isValidEmail(settings[field])) say(field, "le format n'est pas valide (exemple : contact@exemple.fr).");
  }
  if (!errors.phone && !isFrenchPhone(settings.phone))
    say('phone', 'indiquez un numéro français à 10 chiffres (exemple : 04 78 42 19 37).');

  if (settings.socialLinks.length > SETTINGS_LIMITS.socialLinks)
    say('socialLinks', `${SETTINGS_LIMITS.socialLinks} liens au plus.`);
  settings.socialLinks.forEach((link, index) => {
    const which = `lien ${index + 1}`;
    if (link.label === '') say('socialLinks', `${which} : indiquez son libellé.`);
    else if (link.label.length > SETTINGS_LIMITS.socialLabel || !isSingleLineText(link.label))
      say('socialLinks', `${which} : un libellé d’une ligne, ${SETTINGS_LIMITS.socialLabel} caractères au plus.`);
    else if (link.url.length > SETTINGS_LIMITS.url || !isWebAddress(link.url))
      say('socialLinks', `${which} : l’adresse doit commencer par https:// (exemple : https://www.facebook.com/…).`);
  });

  if (!isValidSiret(settings.siret))
    say('siret', 'il faut 14 chiffres dont la clé de contrôle est juste (exemple : 412 345 670 00027).');
  if (!isValidIban(settings.iban))
    say('iban', 'ce numéro n’est pas un IBAN valide : vérifiez le pays, la longueur et chaque chiffre.');
  if (!isValidBic(settings.bic)) say('bic', 'il faut 8 ou 11 caractères (exemple : AGRIFRPP ou AGRIFRPP882).');

  for (const field of ['shippingFeeCents', 'freeShippingFromCents'] as const) {
    const cents = settings[field];
    if (!Number.isInteger(cents) || cents < 0) say(field, 'le montant doit être positif ou nul.');
    else if (cents > SETTINGS_LIMITS.maxCents) say(field, '1 000 € au plus.');
  }
  if (!Number.isInteger(settings.copyrightYear) || settings.copyrightYear < 1900 || settings.copyrightYear > 2100)
    say('copyrightYear', 'une année à quatre chiffres (exemple : 2026).');

  // Printed on every tax receipt: required while the association issues them.
  for (const [field, limit] of Object.entries(TAX_RECEIPT_LIMITS) as [SettingsField, number][]) {
    const value = settings[field] as string;
    if (value === '' && settings.taxReceiptEligible)
      say(field, 'ce champ est obligatoire pour établir les reçus fiscaux.');
    else if (value.length > limit) say(field, `${limit} caractères au plus.`);
    else if (!isSingleLineText(value)) say(field, 'une seule ligne, sans caractère de contrôle.');
  }
  return errors;
}

/** The head office's address on one line (`Maison des associations, 18 rue Émile-Zola, 69002 Lyon`). */
export function postalAddress(settings: Pick<SiteSettings, 'addressLines'>): string {
  return settings.addressLines.join(', ');
}

/** `tel:` link of a phone number as written for people. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[\s.\-()]/g, '')}`;
}
