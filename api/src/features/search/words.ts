import { foldAccents } from '@wado/shared/contract';
/**
 * The words of the site search, the same for the pages indexed and for a query: lower case,
 * accents folded (« Sélection » and « selection » are one word), French stems (« stages » finds
 * « stage »), without the little words every French sentence has. Both databases index these
 * words as they are (FTS5's `unicode61`, PostgreSQL's `simple`): they find the same pages.
 */
import { stemmer } from '@orama/stemmers/french';
import { remembered } from './remembered';

/** A word as written: letters, digits and the accents of a decomposed letter (`e` + `◌́`). */
const WRITTEN_WORD = /[\p{L}\p{N}\p{M}]+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;

/** Words that say nothing of a page (folded): a query made of them only finds nothing. */
const STOP_WORDS = new Set(
  (
    'au aux avec ce ces cet cette dans de des du elle elles en est et eux il ils je la le les leur leurs lui ma mais ' +
    'me mes mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sont sur ta te tes ton tu un une vos ' +
    'votre vous'
  ).split(' '),
);

/** Lower case, accents removed, ligatures opened: « Œuvre Ōtsuka » → « oeuvre otsuka ». */
export const fold = foldAccents;

/**
 * The searched form of one word as written (possibly none, or several: « ½ » is « 1 » and « 2 »).
 * Remembered: stemming every word of every page was most of a rebuild of the index.
 */
export const termsOfWord: (word: string) => readonly string[] = remembered(50_000, (word) =>
  fold(word)
    .split(NOT_LETTER_OR_DIGIT)
    // A Latin letter alone is an elision (« l' », « d' ») or an initial; a kanji alone is a word.
    .filter((part) => part !== '' && !STOP_WORDS.has(part) && !/^[a-z]$/.test(part))
    .map((part) => stemmer(part)),
);

/** The searched words of a text, in order (an elided « l' » or « d' » is dropped with the little words). */
export function searchTerms(text: string): string[] {
  return [...text.matchAll(WRITTEN_WORD)].flatMap((match) => termsOfWord(match[0]));
}

/** The words of a text as the index keeps them: separated by spaces. */
export const termsText = (text: string): string => searchTerms(text).join(' ');

/** The distinct words of a query, in the order typed. */
export const queryTerms = (query: string): string[] => [...new Set(searchTerms(query))];

/** Each word of a text as written, with where it starts and ends (for the extracts' highlights). */
export function writtenWords(text: string): { start: number; end: number; terms: readonly string[] }[] {
  return [...text.matchAll(WRITTEN_WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    terms: termsOfWord(match[0]),
  }));
}
