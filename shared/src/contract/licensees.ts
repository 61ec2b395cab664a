/**
 * A club's licensees and their licences per season: a licensee belongs to her club, which asks for
 * her licence each season; the licence is issued (with its number) once the season is paid.
 */

/** Sex as the federation's forms ask it (the competition categories depend on it). */
export const LICENSEE_SEXES = ['F', 'M'] as const;
export type LicenseeSex = (typeof LICENSEE_SEXES)[number];
export const LICENSEE_SEX_LABELS: Record<LicenseeSex, string> = { F: 'Femme', M: 'Homme' };

/** A licence's state in its season: asked for by the club (to pay), then issued with its number. */
export const LICENCE_STATUSES = ['requested', 'issued'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];
export const LICENCE_STATUS_LABELS: Record<LicenceStatus, string> = {
  requested: 'Demandée (à payer)',
  issued: 'Délivrée',
};

/** Lengths of a licensee's fields (the API refuses longer ones). */
export const LICENSEE_LIMITS = { name: 80, grade: 30 } as const;

/** A club's list imported from a spreadsheet: at most this long (about 3,000 licensees). */
export const LICENSEE_IMPORT_MAX_BYTES = 400_000;
/** The columns an imported list must have (the export's first seven, in any order). */
export const LICENSEE_IMPORT_COLUMNS = [
  'Nom',
  'Prénom',
  'Date de naissance',
  'Sexe',
  'Grade',
  'Discipline',
  'E-mail',
] as const;

/** At most this many licences asked for in one action (a club's whole list). */
export const LICENCE_REQUEST_MAX = 500;

/** « Martin Léa » as lists sort and show a licensee: last name first. */
export const licenseeName = (licensee: { firstName: string; lastName: string }) =>
  `${licensee.lastName} ${licensee.firstName}`;

/** How a club pays its season: by card (HelloAsso) or by transfer, quoting the payment's reference. */
export const SEASON_PAYMENT_METHODS = ['card', 'transfer'] as const;
export type SeasonPaymentMethod = (typeof SEASON_PAYMENT_METHODS)[number];
export const SEASON_PAYMENT_METHOD_LABELS: Record<SeasonPaymentMethod, string> = {
  card: 'Carte bancaire (HelloAsso)',
  transfer: 'Virement',
};

/** A season's payment: waiting (the card's page, or the transfer), paid, or replaced by a newer one. */
export const SEASON_PAYMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type SeasonPaymentStatus = (typeof SEASON_PAYMENT_STATUSES)[number];
export const SEASON_PAYMENT_STATUS_LABELS: Record<SeasonPaymentStatus, string> = {
  pending: 'En attente',
  paid: 'Payé',
  cancelled: 'Remplacé',
};

/** `WF26`: the numbers of the licences of the seasons that start in 2026. */
export const licenceNumberPrefix = (seasonStartsOn: string) => `WF${seasonStartsOn.slice(2, 4)}`;

/** `WF26000042`: a licence's number, from its season's first year and its rank in that year's series. */
export const licenceNumber = (seasonStartsOn: string, rank: number) =>
  `${licenceNumberPrefix(seasonStartsOn)}${String(rank).padStart(6, '0')}`;
