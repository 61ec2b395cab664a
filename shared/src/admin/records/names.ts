/** How a kind of record is named in its screens (French grammar is the caller's). */
export interface RecordNames {
  /** « actualité » */
  one: string;
  /** « actualités » */
  many: string;
  /** The list's heading: « Actualités ». */
  title: string;
  /** The link to a new one: « Nouvelle actualité ». */
  newLabel: string;
  /** « Aucune actualité », « Aucun événement ». */
  none: string;
  /** One of them, with its article: « l’actualité », « l’album » (« Modifier l’album »). */
  the: string;
}
