/**
 * Registration for events (mf-media's event page, the organizers' screen in the back office):
 * statuses and their labels, what an organizer may ask, the rules of the form (checked by the page
 * and again by the server), and the words both say. The API's shapes are the schemas of
 * `../schemas/registrations`. Money is integer cents, computed by the server.
 */
import type {
  RegistrationCategory,
  RegistrationFields,
  RegistrationGrade,
  RegistrationQuestions,
  RegistrationStatus,
} from '../schemas/registrations';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';
import { isSingleLineText } from './safeText';
import { AGE_GROUP_LABELS, AGE_GROUPS } from './selection';
import { isLicenceNumber } from './shop';

export { formatDateAndTime, formatDateRange } from '../format/format';

export const REGISTRATION_STATUSES = [
  'unconfirmed',
  'confirmed',
  'pending_payment',
  'waiting',
  'cancelled',
  'expired',
] as const;

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  unconfirmed: 'Adresse e-mail à confirmer',
  confirmed: 'Confirmée',
  pending_payment: 'En attente de paiement',
  waiting: 'Liste d’attente',
  cancelled: 'Annulée',
  expired: 'Expirée',
};

/** The statuses that take one of the event's places (the count compared with its capacity). */
export const PLACE_TAKING_STATUSES = ['confirmed', 'pending_payment'] as const satisfies readonly RegistrationStatus[];
/**
 * The statuses of a registration still alive: the same mailbox cannot register again beside it. A
 * registration whose address is not confirmed yet (`unconfirmed`) is not among them: it holds
 * nothing, and a new request from the same mailbox replaces it.
 */
export const ACTIVE_REGISTRATION_STATUSES = [
  'confirmed',
  'pending_payment',
  'waiting',
] as const satisfies readonly RegistrationStatus[];

/**
 * How long a registration waits for the confirmation of its address (the link of the e-mail sent
 * to it). It takes no place meanwhile, nor a rank on the waiting list: it gets them once confirmed
 * (or, for a paid event, once paid), if any are left then; else it ends.
 */
export const REGISTRATION_CONFIRM_HOURS = 24;
/**
 * Registration requests, each an e-mail with its confirmation link, one mailbox (`foldEmail`) may
 * receive per hour, all events together: the form cannot be used to fill someone's inbox.
 */
export const REGISTRATION_REQUESTS_PER_MAILBOX_PER_HOUR = 3;

/** How long a place is held for a visitor sent to pay by card. */
export const REGISTRATION_HOLD_MINUTES = 30;
/** How long a place is held for someone of the waiting list who was given it and must pay. */
export const PROMOTION_HOLD_HOURS = 48;

/** Grades as the site writes them (« 6e kyu » … « 1er kyu », « 1er dan » … « 10e dan »), beginners first. */
export const REGISTRATION_GRADES = [
  'none',
  ...(['6', '5', '4', '3', '2', '1'] as const).map((n) => `kyu-${n}` as const),
  ...(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const).map((n) => `dan-${n}` as const),
] as const;

const ordinal = (n: string) => (n === '1' ? '1er' : `${n}e`);

/** « Débutant (sans grade) », « 3e kyu », « 1er dan ». */
export function gradeLabel(grade: RegistrationGrade): string {
  if (grade === 'none') return 'Débutant (sans grade)';
  const [kind, n] = grade.split('-') as ['kyu' | 'dan', string];
  return `${ordinal(n)} ${kind}`;
}

/**
 * Age categories: the national team's groups (cadets to veterans), and the children before them,
 * who come to the youth courses.
 */
export const REGISTRATION_CATEGORIES = ['enfants', ...AGE_GROUPS] as const;

export const REGISTRATION_CATEGORY_LABELS: Record<RegistrationCategory, string> = {
  enfants: 'Enfants (moins de 14 ans)',
  ...AGE_GROUP_LABELS,
};

/** What an organizer may ask besides the identity, with the label the form and the list give it. */
export const REGISTRATION_QUESTIONS = [
  { id: 'licence', label: 'Numéro de licence' },
  { id: 'club', label: 'Club' },
  { id: 'grade', label: 'Grade' },
  { id: 'category', label: 'Catégorie d’âge' },
] as const satisfies readonly { id: keyof RegistrationQuestions; label: string }[];

export const REGISTRATION_LIMITS = {
  firstName: 60,
  lastName: 60,
  email: EMAIL_MAX_LENGTH,
  licenceNumber: 20,
  club: 120,
  /** Places of one event. */
  maxCapacity: 5000,
  /** A price, in cents (1 000 €). */
  maxPriceCents: 100_000,
} as const;

export const REGISTRATION_LABELS: Record<keyof RegistrationFields, string> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  licenceNumber: 'Numéro de licence',
  club: 'Club',
  grade: 'Grade',
  category: 'Catégorie d’âge',
};

/** The fields of the form, in the order it shows them. */
export const REGISTRATION_FIELD_ORDER: (keyof RegistrationFields)[] = [
  'firstName',
  'lastName',
  'email',
  'licenceNumber',
  'club',
  'grade',
  'category',
];

export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>;

const isGrade = (value: string): value is RegistrationGrade =>
  (REGISTRATION_GRADES as readonly string[]).includes(value);
const isCategory = (value: string): value is RegistrationCategory =>
  (REGISTRATION_CATEGORIES as readonly string[]).includes(value);

/**
 * The French message of each field to fix (an empty object when the form can be sent), for what
 * the event asks: identity always; club, grade and category when asked (then required); the
 * licence when asked, and only then, optional (without one, the price for others applies).
 */
export function validateRegistration(fields: RegistrationFields, questions: RegistrationQuestions): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const text = (field: 'firstName' | 'lastName' | 'email' | 'club', required: boolean) => {
    const value = (fields[field] ?? '').trim();
    const label = REGISTRATION_LABELS[field];
    if (value === '') {
      if (required) errors[field] = `${label} : ce champ est obligatoire.`;
    } else if (value.length > REGISTRATION_LIMITS[field]) {
      errors[field] = `${label} : ${REGISTRATION_LIMITS[field]} caractères au plus.`;
    } else if (!isSingleLineText(value)) {
      errors[field] = `${label} : une seule ligne, sans caractère de contrôle.`;
    }
  };
  text('firstName', true);
  text('lastName', true);
  text('email', true);
  if (!errors.email && !isValidEmail(fields.email.trim())) {
    errors.email = "Adresse e-mail : le format n'est pas valide (exemple : prenom.nom@exemple.fr).";
  }
  if (questions.licence) {
    const licence = (fields.licenceNumber ?? '').trim();
    if (licence !== '' && (licence.length > REGISTRATION_LIMITS.licenceNumber || !isLicenceNumber(licence))) {
      errors.licenceNumber =
        'Numéro de licence : il s’écrit WF suivi de 8 chiffres (exemple : WF26004217). Laissez ce champ vide si vous n’êtes pas licencié.';
    }
  }
  if (questions.club) text('club', true);
  if (questions.grade && !isGrade(fields.grade ?? '')) errors.grade = 'Grade : choisissez votre grade dans la liste.';
  if (questions.category && !isCategory(fields.category ?? '')) {
    errors.category = 'Catégorie d’âge : choisissez une catégorie dans la liste.';
  }
  return errors;
}

/** The server's refusal of a licence that is well written but not one in force under this name. */
export const LICENCE_NOT_RECOGNISED =
  'Numéro de licence : aucune licence en cours ne correspond à ce numéro et à ce nom. Vérifiez-les, ou laissez ce champ vide pour le tarif non licencié.';

/** « 12 places restantes », « 1 place restante », « Complet ». */
export function placesLeftText(placesLeft: number): string {
  if (placesLeft <= 0) return 'Complet';
  return placesLeft === 1 ? '1 place restante' : `${placesLeft} places restantes`;
}

/** « 1re », « 2e »: a rank on the waiting list. */
export function waitingRankText(rank: number): string {
  return rank === 1 ? '1re' : `${rank}e`;
}

/** The query parameter of the event page that shows one registration (its secret token). */
export const REGISTRATION_PARAM = 'inscription';

/** `/event/{slug}?inscription={token}`: where a registrant sees, pays or cancels their registration. */
export function registrationPagePath(eventSlug: string, token: string): string {
  return `/event/${eventSlug}?${REGISTRATION_PARAM}=${encodeURIComponent(token)}`;
}

/** Registration references: `IN-` and six characters that cannot be misread (no 0/O, 1/I/L). */
export const REGISTRATION_REFERENCE_PATTERN = '^IN-[2-9A-HJKMNP-Z]{6}$';
/** The secret of a registration's link (random, URL-safe). */
export const REGISTRATION_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32,64}$';

/** Registrations are paid by card only: without HelloAsso, paid registrations are not offered online. */
export const PAID_REGISTRATION_UNAVAILABLE =
  'Les inscriptions payantes ne sont pas disponibles en ligne pour le moment : contactez l’association pour vous inscrire.';
