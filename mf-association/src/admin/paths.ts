/** Where the association's screens live in the back office (`/admin/mf-association/…`). */
export const ASSOCIATION_ADMIN_ROOT = '/admin/mf-association';

export const ADMIN_SEGMENTS = {
  committee: 'comite',
  clubs: 'clubs',
  licensees: 'licencies',
  seasonOverview: 'saison-des-clubs',
  seasons: 'saisons',
  categories: 'licences',
  partners: 'partenaires',
  donations: 'dons',
  documents: 'documents',
} as const;

export const adminPath = (segment: keyof typeof ADMIN_SEGMENTS) =>
  `${ASSOCIATION_ADMIN_ROOT}/${ADMIN_SEGMENTS[segment]}`;

/** A club's list imported from a spreadsheet: `licencies/importer` (no menu entry: the list links to it). */
export const LICENSEES_IMPORT_SEGMENT = 'importer';

/** A position as the form holds it (NaN while the field is not a whole number) and as its field shows it. */
export const positionOf = (value: number | null) => value ?? Number.NaN;
export const shownPosition = (value: number) => (Number.isInteger(value) ? value : null);
