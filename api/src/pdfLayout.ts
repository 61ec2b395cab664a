/**
 * What the site's own PDFs (tax receipts, licence attestations and cards, the seeded documents)
 * share: an A4 page with its margins, words wrapped to a width, and a page written from top to
 * bottom. Types only from pdf-lib: importing this loads nothing.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type * as PdfLib from 'pdf-lib';

/** A4 in points, and the margin kept on every side. */
export const A4_PAGE = { width: 595.28, height: 841.89, margin: 56 };

/** The words of `text` (split at each space) in lines no wider than `width` points at `size`. */
export function wrapWords(font: PDFFont, size: number, text: string, width: number): string[] {
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

/** The colours of the site's PDFs, made once pdf-lib is loaded (with the first PDF drawn). */
export const palette = (rgb: typeof PdfLib.rgb) => ({
  ink: rgb(0.11, 0.13, 0.19),
  muted: rgb(0.33, 0.35, 0.4),
  rule: rgb(0.11, 0.16, 0.36),
});

/**
 * The standard PDF fonts write Windows-1252 only: a letter outside it (« ō » of Wadō-ryū, « ł »)
 * is written without its accent rather than refused.
 */
export function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const character of text.replace(/[\u202f\u2009]/g, '\u00a0')) {
    if (canWrite(font, character)) {
      out += character;
      continue;
    }
    const bare = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += [...bare].every((part) => canWrite(font, part)) ? bare : (FALLBACKS[character] ?? '?');
  }
  return out;
}
const FALLBACKS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', '≈': '~', '…': '...' };

function canWrite(font: PDFFont, character: string): boolean {
  try {
    font.encodeText(character);
    return true;
  } catch {
    return false;
  }
}

/** Runs of spaces as one: a PDF's fields come from forms, where a doubled space means nothing. */
const oneSpaced = (text: string) => text.replace(/ +/g, ' ');

/** A page being written from top to bottom: texts, « label : value » fields, sections. */
export class PageWriter {
  y = A4_PAGE.height - A4_PAGE.margin;
  readonly width = A4_PAGE.width - 2 * A4_PAGE.margin;

  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly colors: ReturnType<typeof palette>,
  ) {}

  text(text: string, { size = 10, bold = false, color = this.colors.ink, gap = 3, indent = 0 } = {}): void {
    const font = bold ? this.bold : this.regular;
    for (const line of wrapWords(font, size, oneSpaced(printable(font, text)), this.width - indent)) {
      this.y -= size;
      this.page.drawText(line, { x: A4_PAGE.margin + indent, y: this.y, size, font, color });
      this.y -= gap;
    }
  }

  /** « Label : value », the label in bold, the value wrapped beside it. */
  field(label: string, value: string): void {
    const size = 10;
    const head = `${printable(this.bold, label)} : `;
    const headWidth = this.bold.widthOfTextAtSize(head, size);
    const lines = wrapWords(this.regular, size, oneSpaced(printable(this.regular, value)), this.width - headWidth);
    lines.forEach((line, index) => {
      this.y -= size;
      if (index === 0)
        this.page.drawText(head, { x: A4_PAGE.margin, y: this.y, size, font: this.bold, color: this.colors.ink });
      this.page.drawText(line, {
        x: A4_PAGE.margin + headWidth,
        y: this.y,
        size,
        font: this.regular,
        color: this.colors.ink,
      });
      this.y -= 4;
    });
  }

  section(title: string): void {
    this.y -= 12;
    this.text(title.toUpperCase(), { size: 11, bold: true, color: this.colors.rule, gap: 4 });
    this.page.drawLine({
      start: { x: A4_PAGE.margin, y: this.y },
      end: { x: A4_PAGE.width - A4_PAGE.margin, y: this.y },
      thickness: 1,
      color: this.colors.rule,
    });
    this.y -= 8;
  }

  space(points: number): void {
    this.y -= points;
  }
}
