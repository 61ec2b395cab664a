/**
 * The organizers' lists: every entry as CSV (a spreadsheet per club or per category), and one PDF
 * per category for the judges' tables (the competitors in order, with their club and licence).
 */
import {
  CATEGORY_SEX_LABELS,
  COMPETITION_DISCIPLINE_LABELS,
  ENTRY_STATUS_LABELS,
  formatWeight,
  LICENSEE_SEX_LABELS,
  licenseeName,
  type CategoryRule,
} from '@wado/shared/contract';
import type { Competition, CompetitionEntry } from '@wado/shared/schemas';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { A4_PAGE, palette, printable } from '../../pdfLayout';
import { csvDocument } from '../exports';

const day = (isoDay: string) => isoDay.split('-').reverse().join('/');

export const ENTRIES_CSV_HEADER = [
  'Catégorie',
  'Discipline',
  'Nom',
  'Prénom',
  'Date de naissance',
  'Sexe',
  'Grade',
  'Poids (kg)',
  'Club',
  'Licence',
  'État',
  'Déplacements',
] as const;

export function entriesCsv(entries: readonly CompetitionEntry[]): string {
  return csvDocument(
    ENTRIES_CSV_HEADER,
    entries.map((entry) => [
      entry.categoryLabel,
      COMPETITION_DISCIPLINE_LABELS[entry.discipline],
      entry.lastName,
      entry.firstName,
      day(entry.birthDate),
      LICENSEE_SEX_LABELS[entry.sex],
      entry.grade,
      entry.weightKg === null ? '' : entry.weightKg.toLocaleString('fr-FR'),
      entry.clubName,
      entry.licenceNumber,
      ENTRY_STATUS_LABELS[entry.status],
      entry.moves.map((move) => `${move.from} → ${move.to} : ${move.reason}`).join(' ; '),
    ]),
  );
}

/** What a category is, in words: « Kata · Féminin · nés de 2012 à 2013 · 3e kyu au moins ». */
export function categoryDescription(category: CategoryRule): string {
  const years =
    category.birthYearMin !== null && category.birthYearMax !== null
      ? `nés de ${category.birthYearMin} à ${category.birthYearMax}`
      : category.birthYearMin !== null
        ? `nés en ${category.birthYearMin} ou après`
        : category.birthYearMax !== null
          ? `nés en ${category.birthYearMax} ou avant`
          : 'tous âges';
  const weight =
    category.weightMinKg !== null && category.weightMaxKg !== null
      ? `de ${formatWeight(category.weightMinKg)} à ${formatWeight(category.weightMaxKg)}`
      : category.weightMaxKg !== null
        ? `jusqu’à ${formatWeight(category.weightMaxKg)}`
        : category.weightMinKg !== null
          ? `à partir de ${formatWeight(category.weightMinKg)}`
          : null;
  return [
    COMPETITION_DISCIPLINE_LABELS[category.discipline],
    CATEGORY_SEX_LABELS[category.sex],
    years,
    weight,
    category.minGrade ? `${category.minGrade} au moins` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Columns of the table: x from the margin, and what each shows. */
const COLUMNS: { title: string; x: number; width: number; value: (entry: CompetitionEntry, rank: number) => string }[] =
  [
    { title: 'N°', x: 0, width: 18, value: (_entry, rank) => String(rank) },
    { title: 'Nom', x: 20, width: 128, value: (entry) => licenseeName(entry) },
    { title: 'Club', x: 152, width: 110, value: (entry) => entry.clubName },
    { title: 'Naissance', x: 266, width: 44, value: (entry) => entry.birthDate.slice(0, 4) },
    { title: 'Grade', x: 312, width: 50, value: (entry) => entry.grade },
    { title: 'Poids', x: 364, width: 34, value: (entry) => (entry.weightKg === null ? '' : `${entry.weightKg}`) },
    { title: 'Licence', x: 400, width: 80, value: (entry) => entry.licenceNumber },
  ];

function fitted(font: PDFFont, text: string, size: number, width: number): string {
  const clean = printable(font, text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** The PDF of one category: its title and rules, then its competitors, as many pages as needed. */
export async function categoryPdf(
  competition: Competition,
  category: CategoryRule,
  entries: readonly CompetitionEntry[],
  association: string,
  now: Date,
): Promise<Buffer> {
  const lib = await import('pdf-lib');
  const pdf = await lib.PDFDocument.create({ updateMetadata: false });
  const title = `${competition.title} – ${category.label}`;
  pdf.setTitle(title);
  pdf.setAuthor(association);
  pdf.setCreator(association);
  pdf.setProducer(association);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const regular = await pdf.embedFont(lib.StandardFonts.Helvetica);
  const bold = await pdf.embedFont(lib.StandardFonts.HelveticaBold);
  const colors = palette(lib.rgb);
  const kumite = category.discipline === 'kumite';
  // Kata has no weight: the licence takes its column.
  const columns = kumite
    ? COLUMNS
    : COLUMNS.filter((column) => column.title !== 'Poids').map((column) =>
        column.title === 'Licence' ? { ...column, x: 364 } : column,
      );
  const left = A4_PAGE.margin;
  let page: PDFPage = pdf.addPage([A4_PAGE.width, A4_PAGE.height]);
  let y = A4_PAGE.height - A4_PAGE.margin;
  const line = (text: string, size: number, font: PDFFont, color = colors.ink) => {
    y -= size;
    page.drawText(fitted(font, text, size, A4_PAGE.width - 2 * left), { x: left, y, size, font, color });
    y -= 4;
  };
  const header = () => {
    y -= 14;
    for (const column of columns)
      page.drawText(column.title, { x: left + column.x, y, size: 9, font: bold, color: colors.rule });
    y -= 4;
    page.drawLine({ start: { x: left, y }, end: { x: A4_PAGE.width - left, y }, thickness: 0.8, color: colors.rule });
  };
  line(association, 10, bold, colors.rule);
  line(`${competition.title} – ${day(competition.startDate)}`, 14, bold);
  line(category.label, 13, bold, colors.rule);
  line(categoryDescription(category), 9, regular, colors.muted);
  line(
    `${entries.length} compétiteur${entries.length > 1 ? 's' : ''} – liste du ${now.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}`,
    9,
    regular,
    colors.muted,
  );
  header();
  entries.forEach((entry, index) => {
    if (y < A4_PAGE.margin + 20) {
      page = pdf.addPage([A4_PAGE.width, A4_PAGE.height]);
      y = A4_PAGE.height - A4_PAGE.margin;
      line(`${category.label} (suite)`, 11, bold, colors.rule);
      header();
    }
    y -= 16;
    for (const column of columns)
      page.drawText(fitted(regular, column.value(entry, index + 1), 9, column.width), {
        x: left + column.x,
        y,
        size: 9,
        font: regular,
        color: colors.ink,
      });
  });
  if (entries.length === 0) line('Aucun compétiteur inscrit dans cette catégorie.', 10, regular);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
