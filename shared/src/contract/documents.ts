/**
 * The association's documents to download (PDF): their categories, the rules of their fields (the
 * back office's form and the server check the same ones), and how a visitor is told what a file is
 * (« PDF, 245 Ko, 3 pages »).
 */
import { formatInteger } from '../format/format';
import type { DocumentCategory } from '../schemas/documents';

/** The categories, in the order of the documents page. */
export const DOCUMENT_CATEGORIES = ['membership', 'health', 'rules', 'assemblies', 'other'] as const;

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  membership: 'Adhésion et licence',
  health: 'Santé',
  rules: 'Règlements',
  assemblies: 'Assemblées générales',
  other: 'Autres',
};

/** A draft is seen in the back office only; a published document is on the site. */
export const DOCUMENT_STATUSES = ['draft', 'published'] as const;

export const DOCUMENT_TITLE_MAX_LENGTH = 160;
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 600;
/** The largest PDF the back office takes unless the server says otherwise (DOCUMENT_MAX_BYTES). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The form field of the file, in the back office's multipart requests. */
export const DOCUMENT_FILE_FIELD = 'file';

export const isDocumentCategory = (value: unknown): value is DocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly unknown[]).includes(value);

/** What an editor gives of a document besides its file. */
export interface DocumentFieldsInput {
  title: string;
  category: string;
  /** The day shown to visitors (`YYYY-MM-DD`); empty: the day of the upload. */
  date: string;
  description: string;
}
export type DocumentField = keyof DocumentFieldsInput;

/** A real calendar day, `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The problems of a document's fields, in French, each on its field (an empty list: it can be saved). */
export function documentFieldProblems(input: DocumentFieldsInput): { field: DocumentField; message: string }[] {
  const problems: { field: DocumentField; message: string }[] = [];
  const title = input.title.trim();
  if (title === '') problems.push({ field: 'title', message: 'Titre : ce champ est obligatoire.' });
  else if (/[\r\n]/.test(title)) problems.push({ field: 'title', message: 'Titre : une seule ligne.' });
  else if (title.length > DOCUMENT_TITLE_MAX_LENGTH) {
    problems.push({ field: 'title', message: `Titre : ${DOCUMENT_TITLE_MAX_LENGTH} caractères au plus.` });
  }
  if (!isDocumentCategory(input.category)) {
    problems.push({ field: 'category', message: 'Catégorie : choisissez une catégorie de la liste.' });
  }
  const date = input.date.trim();
  if (date !== '' && !isCalendarDay(date)) {
    problems.push({ field: 'date', message: 'Date du document : saisissez une date valide (jour, mois, année).' });
  }
  if (input.description.trim().length > DOCUMENT_DESCRIPTION_MAX_LENGTH) {
    problems.push({
      field: 'description',
      message: `Description : ${DOCUMENT_DESCRIPTION_MAX_LENGTH} caractères au plus.`,
    });
  }
  return problems;
}

/** « 820 octets », « 245 Ko », « 1,2 Mo », « 12 Mo » (binary units, as file managers write them in French). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatInteger(bytes)}\u00a0${bytes <= 1 ? 'octet' : 'octets'}`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1000) return `${formatInteger(kilobytes)}\u00a0Ko`;
  const megabytes = bytes / (1024 * 1024);
  // One decimal below 10 Mo (« 1,2 Mo »), none above; « 2 Mo » rather than « 2,0 Mo ».
  const shown = megabytes < 9.95 ? megabytes.toFixed(1).replace(/\.0$/, '') : String(Math.round(megabytes));
  return `${shown.replace('.', ',')}\u00a0Mo`;
}

/** « 1 page », « 3 pages ». */
export const formatPageCount = (pages: number) => `${formatInteger(pages)}\u00a0${pages <= 1 ? 'page' : 'pages'}`;

/** What a link to a document says of its file: « PDF, 245 Ko, 3 pages ». */
export const documentFileFacts = ({ bytes, pages }: { bytes: number; pages: number }) =>
  `PDF, ${formatFileSize(bytes)}, ${formatPageCount(pages)}`;

/** The refusal of a file over the limit, with the limit. */
export const documentTooLarge = (maxBytes: number) =>
  `Ce fichier est trop lourd : ${formatFileSize(maxBytes)} au plus. Réduisez-le (export PDF « taille réduite ») avant de l’envoyer.`;
