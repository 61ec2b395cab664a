/**
 * What the site's own PDFs (tax receipts, the seeded documents) share: an A4 page with its
 * margins, and words wrapped to a width. Types only from pdf-lib: importing this loads nothing.
 */
import type { PDFFont } from 'pdf-lib';

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
