/** The PDFs of the seeded documents (seed/documents.ts), drawn with pdf-lib's standard fonts. */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4_PAGE, wrapWords } from '../../pdfLayout';
import type { SeedDocument } from './documents';

const INK = rgb(0.11, 0.13, 0.19);
const MUTED = rgb(0.33, 0.35, 0.4);

function writeLines(page: PDFPage, lines: string[], font: PDFFont, size: number, y: number, color = INK): number {
  for (const line of lines) {
    page.drawText(line, { x: A4_PAGE.margin, y, size, font, color });
    y -= size * 1.45;
  }
  return y;
}

/**
 * The PDF of a seeded document: its title, the association's name, its paragraphs, a page number
 * at the foot of each page. Always the same bytes for the same document (dates fixed to its day).
 */
export async function seedDocumentPdf(seeded: SeedDocument): Promise<Buffer> {
  const day = new Date(`${seeded.date}T12:00:00.000Z`);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(seeded.title);
  pdf.setAuthor('Wado France');
  pdf.setCreator('Wado France');
  pdf.setProducer('Wado France');
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(day);
  pdf.setModificationDate(day);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4_PAGE.width - 2 * A4_PAGE.margin;
  seeded.pages.forEach((paragraphs, index) => {
    const page = pdf.addPage([A4_PAGE.width, A4_PAGE.height]);
    let y = A4_PAGE.height - A4_PAGE.margin;
    if (index === 0) {
      y = writeLines(page, ['Wado France – association nationale de Wado'], regular, 10, y, MUTED) - 12;
      y = writeLines(page, wrapWords(bold, 18, seeded.title, width), bold, 18, y) - 10;
    }
    for (const paragraph of paragraphs)
      y = writeLines(page, wrapWords(regular, 11, paragraph, width), regular, 11, y) - 8;
    page.drawText(`${index + 1} / ${seeded.pages.length}`, {
      x: A4_PAGE.width - A4_PAGE.margin - 30,
      y: A4_PAGE.margin / 2,
      size: 9,
      font: regular,
      color: MUTED,
    });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
