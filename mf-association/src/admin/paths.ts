/** Where the association's screens live in the back office (`/admin/mf-association/…`). */
export const ASSOCIATION_ADMIN_ROOT = '/admin/mf-association';

export const ADMIN_SEGMENTS = {
  committee: 'comite',
  clubs: 'clubs',
  seasons: 'saisons',
  categories: 'licences',
  partners: 'partenaires',
  donations: 'dons',
  documents: 'documents',
} as const;

export const adminPath = (segment: keyof typeof ADMIN_SEGMENTS) =>
  `${ASSOCIATION_ADMIN_ROOT}/${ADMIN_SEGMENTS[segment]}`;

/** A position as the form holds it (NaN while the field is not a whole number) and as its field shows it. */
export const positionOf = (value: number | null) => value ?? Number.NaN;
export const shownPosition = (value: number) => (Number.isInteger(value) ? value : null);

/** The error of an order field before saving. */
export function positionErrors(field: string, value: number) {
  return Number.isInteger(value) && value >= 0 && value <= 9999
    ? []
    : [{ field, message: 'Ordre : saisissez un nombre entier de 0 à 9999 (0 vient en premier).' }];
}
