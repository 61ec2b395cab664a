import { foldForSearch } from '../format/format';
import { PAGINATION } from './pagination';
import type { LexiconTerm } from '../schemas/lexicon';

/** The lexicon's categories, in the order the page offers them. */
export const LEXICON_CATEGORIES = [
  { id: 'dojo', label: 'Dojo et étiquette' },
  { id: 'commandements', label: 'Commandements' },
  { id: 'positions', label: 'Positions' },
  { id: 'techniques', label: 'Techniques' },
  { id: 'corps', label: 'Corps et cibles' },
  { id: 'directions', label: 'Directions et niveaux' },
  { id: 'principes', label: 'Principes du Wado' },
  { id: 'kata', label: 'Kata et travail à deux' },
  { id: 'nombres', label: 'Compter' },
  { id: 'histoire', label: 'Histoire et grades' },
] as const;
export type LexiconCategory = (typeof LEXICON_CATEGORIES)[number]['id'];
export const LEXICON_CATEGORY_IDS = LEXICON_CATEGORIES.map((category) => category.id) as LexiconCategory[];

export function lexiconCategoryLabel(id: LexiconCategory): string {
  return LEXICON_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

export const LEXICON_LIMITS = {
  defaultLimit: 500,
  maxLimit: 500,
  maxPage: PAGINATION.maxPage,
  maxQueryLength: 80,
  /** What the back office accepts. */
  maxTermLength: 80,
  maxKanaLength: 40,
  maxMeaningLength: 500,
} as const;

/** Whether a term answers the search (term, kana or French meaning; accents and case ignored). */
export function lexiconTermMatches(term: LexiconTerm, query: string): boolean {
  const folded = foldForSearch(query);
  if (folded === '') return true;
  const haystack = foldForSearch(`${term.term} ${term.term.replace(/[-\s]/g, '')} ${term.kana ?? ''} ${term.meaning}`);
  return folded.split(/\s+/).every((word) => haystack.includes(word));
}

/**
 * What makes two terms the same entry of the lexicon: accents, case, spaces and hyphens ignored
 * (« Mae-geri », « mae geri » and « Maegeri » are one term). The database keeps it in a unique column.
 */
export function lexiconTermKey(term: string): string {
  return foldForSearch(term).replace(/[\s\u2010-\u2011-]+/g, '');
}

/** The initial letter a term is filed under (« Ōtsuka » under O). */
export function lexiconLetter(term: string): string {
  const first = foldForSearch(term).charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

// Folded terms compared code point by code point, typographic apostrophes read as ' (before the
// letters, as a French collator puts them): the collator's order for these romanised terms
// without loading the browser's collation data (about 80 ms on a phone).
const sortKey = (term: string) => foldForSearch(term).replace(/[\u2018\u2019]/g, "'");

/** Alphabetical order of the lexicon, accents ignored (« Ōtsuka » among the O). */
export function compareLexiconTerms(a: LexiconTerm, b: LexiconTerm): number {
  const first = sortKey(a.term);
  const second = sortKey(b.term);
  return first < second ? -1 : first > second ? 1 : 0;
}

/** Terms sorted alphabetically (accent-blind) and grouped by initial letter. */
export function groupByLetter(terms: readonly LexiconTerm[]): { letter: string; terms: LexiconTerm[] }[] {
  const sorted = [...terms].sort(compareLexiconTerms);
  const groups: { letter: string; terms: LexiconTerm[] }[] = [];
  for (const term of sorted) {
    const letter = lexiconLetter(term.term);
    const last = groups[groups.length - 1];
    if (last && last.letter === letter) last.terms.push(term);
    else groups.push({ letter, terms: [term] });
  }
  return groups;
}
