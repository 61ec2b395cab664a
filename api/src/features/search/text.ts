/**
 * The text of a page as a visitor reads it, and the extracts of the results: the words a query
 * found are marked in segments of plain text (the page shows them with `<mark>`), never markup.
 */
import { parseMarkdown, type Block, type Inline } from '@wado/shared/contract';
import type { SearchSegment } from '@wado/shared/schemas';
import { remembered } from './remembered';
import { writtenWords } from './words';

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'strong':
        case 'em':
        case 'link':
          return inlineText(node.children);
        case 'break':
          return ' ';
        case 'image':
          // In a sentence, the page shows it as a link named by its alt text.
          return node.alt;
      }
    })
    .join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.children);
    case 'list':
      // Items read one after the other: a semicolon between them, unless an item ends its own sentence.
      return block.items
        .map((item, index) => {
          const text = inlineText(item).trim();
          return index === block.items.length - 1 || /[.;:!?,]$/.test(text) ? text : `${text} ;`;
        })
        .join(' ');
    case 'quote':
      return block.children.map(blockText).join(' ');
    case 'rule':
    case 'image':
      // A picture on a line of its own shows no text.
      return '';
  }
}

/** One line of text from parts (empty ones left out), its spaces collapsed. */
export function joinText(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * What a visitor reads of a Markdown text: its words, without the marks of its formatting.
 * Remembered by text: a rebuild of the index reads again every page but the one just edited.
 */
export const plainText: (markdown: string) => string = remembered(5_000, (markdown) =>
  joinText(...parseMarkdown(markdown).map(blockText)),
);

/** `text` cut into segments, the words whose searched form is one of `terms` marked. */
export function markedSegments(text: string, terms: ReadonlySet<string>): SearchSegment[] {
  const segments: SearchSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece !== '') segments.push({ text: piece, match });
  };
  let at = 0;
  for (const word of writtenWords(text)) {
    if (!word.terms.some((term) => terms.has(term))) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at), false);
  return segments;
}

/** Characters of an extract, and how many of them come before the first word found. */
const EXTRACT_LENGTH = 220;
const BEFORE_FIRST_MATCH = 70;

/**
 * A few lines of `text` around the first word found (its beginning when none is), cut between
 * words, with « … » where it was cut.
 */
export function extractOf(text: string, terms: ReadonlySet<string>): SearchSegment[] {
  if (text === '') return [];
  const first = writtenWords(text).find((word) => word.terms.some((term) => terms.has(term)));
  let start = 0;
  if (first && first.start > BEFORE_FIRST_MATCH) {
    // From the start of a word: after the first space past the cut (the word found at the latest).
    const space = text.indexOf(' ', first.start - BEFORE_FIRST_MATCH);
    start = space !== -1 && space < first.start ? space + 1 : first.start;
  }
  let end = Math.min(text.length, start + EXTRACT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const cut = text.slice(start, end);
  return markedSegments(
    `${start > 0 ? '…' : ''}${end < text.length ? `${cut.replace(/[\s,;:.]+$/, '')}…` : cut}`,
    terms,
  );
}
