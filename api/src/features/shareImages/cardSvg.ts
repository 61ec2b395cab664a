/**
 * The drawing of a generated link-preview card (1200 × 630): the site's name, what the record is,
 * its title and a line of details, in the site's colours. Rendered to JPEG by sharp (librsvg),
 * which finds the font through fontconfig: DejaVu Sans (Debian's fonts-dejavu-core, which .ci/run
 * installs; the server needs it too, docs/hosting.md, « Une machine »).
 */
import { SHARE_IMAGE_SIZE } from '@wado/shared/contract';

/** What a card says. */
export interface ShareCard {
  /** What the record is (« Événement », « Actualité »…). */
  label: string;
  title: string;
  /** One line under the title (dates and place, a date…); may be empty. */
  details: string;
}

/** The site's colours, from the shell's custom properties (shell/src/styles/global.css). */
const COLORS = {
  /** --color-primary */
  background: '#1d2a5c',
  /** --color-accent */
  accent: '#c8372d',
  /** --color-footer-muted: light text on the dark background */
  muted: '#c9cde0',
  text: '#ffffff',
};

const FONT = 'DejaVu Sans, sans-serif';
const MARGIN = 80;
const TEXT_WIDTH = SHARE_IMAGE_SIZE.width - 2 * MARGIN;
const TITLE = { size: 64, lineHeight: 80, maxLines: 3, top: 270 };
const DETAILS = { size: 32, baseline: SHARE_IMAGE_SIZE.height - MARGIN };
/**
 * Roughly how wide a text is in DejaVu Sans Bold, in ems: librsvg does not wrap text and the
 * server has nothing to measure it with, so the advances of the font are grouped into classes
 * (from its metrics, rounded up: a line may end a little early, never off the card).
 */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[\siljIJ.,:;!'’|]/.test(char)) width += 0.36;
    else if (/[frt()«»"/-]/.test(char)) width += 0.5;
    else if (/[mwMW]/.test(char)) width += 1.05;
    else if (/[A-ZÀ-ÖØ-Þ]/.test(char)) width += 0.8;
    else width += 0.7;
  }
  return width;
}
/** The width of a text at a font size, in pixels. */
const pixels = (fontSize: number) => (text: string) => emWidth(text) * fontSize;

/** How long a text is: by default, in characters. */
type Measure = (text: string) => number;
const characters: Measure = (text) => Array.from(text).length;

/** Text inside an SVG element or attribute: XML's special characters escaped, characters XML refuses removed. */
export function escapeXml(text: string): string {
  // Control characters (but tab and line ends) and two non-characters: what XML 1.0 cannot hold.
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** How many of `chars`, from the start, fit within `max` (at least one). */
function fitting(chars: string[], max: number, measure: Measure): number {
  let count = chars.length;
  while (count > 1 && measure(chars.slice(0, count).join('')) > max) count -= 1;
  return count;
}

/** `line` followed by an ellipsis within `max`, cut on a word boundary when it must be cut. */
function withEllipsis(line: string, max: number, measure: Measure): string {
  if (measure(`${line}…`) <= max) return `${line}…`;
  const chars = Array.from(line);
  const cut = chars.slice(0, fitting(chars, max - measure('…'), measure)).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * `text` on at most `maxLines` lines no longer than `max` (characters, or what `measure` gives),
 * broken between words (a word longer than a line is cut), the last line ending with an ellipsis
 * when the text goes on.
 */
export function wrapText(text: string, max: number, maxLines: number, measure: Measure = characters): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (measure(longer) <= max) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    let rest = Array.from(word);
    while (measure(rest.join('')) > max) {
      const count = fitting(rest, max, measure);
      lines.push(rest.slice(0, count).join(''));
      rest = rest.slice(count);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), withEllipsis(lines[maxLines - 1]!, max, measure)];
}

/** The card's SVG document, every text escaped. */
export function shareCardSvg(card: ShareCard): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const title = wrapText(card.title, TEXT_WIDTH, TITLE.maxLines, pixels(TITLE.size));
  const [details = ''] = wrapText(card.details, TEXT_WIDTH, 1, pixels(DETAILS.size));
  const titleLines = title
    .map((line, index) => `<tspan x="${MARGIN}" y="${TITLE.top + index * TITLE.lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    `<rect width="${width}" height="${height}" fill="${COLORS.background}"/>`,
    `<rect x="0" y="0" width="16" height="${height}" fill="${COLORS.accent}"/>`,
    // Spaces kept as they are: librsvg drops the one that starts the label's span otherwise.
    `<text x="${MARGIN}" y="${MARGIN + 36}" font-size="36" font-weight="bold" fill="${COLORS.text}" xml:space="preserve">Wado France`,
    `<tspan fill="${COLORS.muted}" font-weight="normal"> · ${escapeXml(card.label)}</tspan></text>`,
    `<rect x="${MARGIN}" y="${MARGIN + 66}" width="120" height="8" fill="${COLORS.accent}"/>`,
    `<text font-size="${TITLE.size}" font-weight="bold" fill="${COLORS.text}">${titleLines}</text>`,
    details
      ? `<text x="${MARGIN}" y="${DETAILS.baseline}" font-size="${DETAILS.size}" fill="${COLORS.muted}">${escapeXml(details)}</text>`
      : '',
    '</svg>',
  ].join('');
}
