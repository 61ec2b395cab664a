/** The PDFs of the seeded documents (seed/documents.ts), drawn with pdf-lib's standard fonts. */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SeedDocument } from './documents';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.11, 0.13, 0.19);
const MUTED = rgb(0.33, 0.35, 0.4);

/** The words of `text` in lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function writeLines(page: PDFPage, lines: string[], font: PDFFont, size: number, y: number, color = INK): number {
  for (const line of lines) {
    page.drawText(line, { x: PAGE.margin, y, size, font, color });
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
  const width = PAGE.width - 2 * PAGE.margin;
  seeded.pages.forEach((paragraphs, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    if (index === 0) {
      y = writeLines(page, ['Wado France – association nationale de Wado'], regular, 10, y, MUTED) - 12;
      y = writeLines(page, wrap(seeded.title, bold, 18, width), bold, 18, y) - 10;
    }
    for (const paragraph of paragraphs) y = writeLines(page, wrap(paragraph, regular, 11, width), regular, 11, y) - 8;
    page.drawText(`${index + 1} / ${seeded.pages.length}`, {
      x: PAGE.width - PAGE.margin - 30,
      y: PAGE.margin / 2,
      size: 9,
      font: regular,
      color: MUTED,
    });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
