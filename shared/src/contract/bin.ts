/**
 * The back office's bin: « Supprimer » moves a record, a photo or a collection's entry there for
 * this many days, restorable with its links; « Vider » deletes for good.
 */
export const BIN_RETENTION_DAYS = 30;

/** What the bin can hold, named as the volunteer knows it. */
export const BIN_KIND_LABELS = {
  news: 'Actualité',
  events: 'Événement',
  albums: 'Album photo',
  press: 'Article de presse',
  interviews: 'Interview',
  photos: 'Photo d’un album',
  lexicon: 'Terme du lexique',
  clubs: 'Club',
  licensees: 'Licencié',
  committee: 'Membre du comité',
  'membership-seasons': 'Saison d’adhésion',
  'licence-categories': 'Catégorie de licence',
  partners: 'Partenaire',
  coaches: 'Entraîneur',
  competitors: 'Compétiteur',
  competitions: 'Compétition',
} as const;
export type BinKind = keyof typeof BIN_KIND_LABELS;

/** The answer of a deletion that went to the bin. */
export const MOVED_TO_BIN = `Mis à la corbeille : il n’apparaît plus sur le site. Vous pouvez le restaurer pendant ${BIN_RETENTION_DAYS} jours depuis « Corbeille ».`;
