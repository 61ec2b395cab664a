/**
 * What the site's French prose states in figures: medal counts, numbers of clubs, competitors and
 * nations. Numbers are read in digits (« 412 », « 2 000 ») or in words (« neuf », « vingt-trois »,
 * « soixante-dix-sept », « trente et un »).
 */

const UNIT_WORDS: Record<string, number> = {
  zéro: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  cent: 100,
  cents: 100,
};

const WORD = `(?:${Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** Not inside a longer word: « trois » but not « troisième », « un » but not « une » or « aucun ». */
const ALONE_BEFORE = '(?<![\\p{L}\\d-])';
const ALONE_AFTER = '(?![\\p{L}\\d])';
/** A number in digits (thousands may be separated by a space) or in French words. */
export const NUMBER = `(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+|\\d+|${WORD}(?:(?:-|\\s+et\\s+|\\s+|-et-)${WORD})*)`;

/** The value of a number matched by `NUMBER`, or null when it is not one. */
export function frenchNumber(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  if (/^\d[\d \u00a0\u202f]*$/.test(trimmed)) return Number(trimmed.replace(/[ \u00a0\u202f]/g, ''));
  const words = trimmed.split(/-|\s+/).filter((word) => word !== 'et');
  if (words.length === 0) return null;
  let total = 0;
  let previous = '';
  for (const word of words) {
    const value = UNIT_WORDS[word];
    if (value === undefined) return null;
    if (value === 100) total = (total === 0 ? 1 : total) * 100;
    // « quatre-vingt(s) »: four times twenty, not four plus twenty.
    else if (value === 20 && previous === 'quatre') total += 80 - 4;
    else total += value;
    previous = word;
  }
  return total;
}

/**
 * Every number followed by `pattern`, with its value. « un » and « une » are left out: « une
 * médaille d'or » is as often one athlete's medal as a count.
 */
function statedNumbers(text: string, pattern: string): { value: number; phrase: string }[] {
  const found: { value: number; phrase: string }[] = [];
  for (const match of text.matchAll(new RegExp(`${ALONE_BEFORE}(${NUMBER})${pattern}`, 'giu'))) {
    if (/^une?$/i.test(match[1]!)) continue;
    const value = frenchNumber(match[1]!);
    if (value !== null) found.push({ value, phrase: match[0].replace(/\s+/g, ' ') });
  }
  return found;
}

/** The numbers a text states right after `pattern`: « deuxième nation sur vingt-trois ». */
export function numbersAfter(text: string, pattern: string): { value: number; phrase: string }[] {
  const found: { value: number; phrase: string }[] = [];
  for (const match of text.matchAll(new RegExp(`${pattern}\\s+(${NUMBER})${ALONE_AFTER}`, 'giu'))) {
    const value = frenchNumber(match[1]!);
    if (value !== null) found.push({ value, phrase: match[0].replace(/\s+/g, ' ') });
  }
  return found;
}

export type MedalKind = 'total' | 'gold' | 'silver' | 'bronze';

/** A medal count stated in prose: « neuf médailles » (total), « trois en or », « 4 / 2 / 3 ». */
export interface MedalStatement {
  kind: MedalKind;
  value: number;
  phrase: string;
}

const APOSTROPHE = "['’]";
const GOLD = `(?:\\s+médailles?)?\\s+(?:d${APOSTROPHE}|en\\s+)or${ALONE_AFTER}`;
const SILVER = `(?:\\s+médailles?)?\\s+(?:d${APOSTROPHE}|en\\s+)argent${ALONE_AFTER}`;
const BRONZE = `(?:\\s+médailles?)?\\s+(?:de|en)\\s+bronze${ALONE_AFTER}`;
/** « quatre titres », « Trois titres européens »: the gold medals of a competition's report. */
const TITLES = `\\s+titres?${ALONE_AFTER}`;
/** « neuf médailles », not followed by their colour. */
const TOTAL = `\\s+médailles?${ALONE_AFTER}(?!\\s+(?:d${APOSTROPHE}(?:or|argent)|de\\s+bronze)${ALONE_AFTER})`;

/** The medal counts a text states. */
export function medalStatements(text: string): MedalStatement[] {
  const statements: MedalStatement[] = [];
  const add = (kind: MedalKind, pattern: string) => {
    for (const { value, phrase } of statedNumbers(text, pattern)) statements.push({ kind, value, phrase });
  };
  add('gold', GOLD);
  add('gold', TITLES);
  add('silver', SILVER);
  add('bronze', BRONZE);
  add('total', TOTAL);
  for (const match of text.matchAll(/(?<![\d/])(\d{1,2})\s*\/\s*(\d{1,2})\s*\/\s*(\d{1,2})(?![\d/])/g)) {
    const [phrase, gold, silver, bronze] = match;
    statements.push(
      { kind: 'gold', value: Number(gold), phrase },
      { kind: 'silver', value: Number(silver), phrase },
      { kind: 'bronze', value: Number(bronze), phrase },
    );
  }
  return statements;
}

/** « une soixantaine de clubs »: about that many. */
const ABOUT: Record<string, number> = {
  dizaine: 10,
  douzaine: 12,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
  quarantaine: 40,
  cinquantaine: 50,
  soixantaine: 60,
  centaine: 100,
};

/** A number of things stated in prose, and whether it is a lower bound (« plus de ») or rough. */
export interface CountStatement {
  value: number;
  /** « plus de 120 clubs »: more than `value`. */
  moreThan: boolean;
  /** « une soixantaine », « près de », « environ »: about `value`. */
  about: boolean;
  phrase: string;
}

/** The numbers of `noun` (a pattern: « clubs? ») a text states. */
export function countStatements(text: string, noun: string): CountStatement[] {
  const statements: CountStatement[] = [];
  const exact = new RegExp(
    `(?:(plus\\s+de|près\\s+de|environ|quelque)\\s+)?${ALONE_BEFORE}(${NUMBER})\\s+${noun}${ALONE_AFTER}`,
    'giu',
  );
  for (const match of text.matchAll(exact)) {
    const value = frenchNumber(match[2]!);
    if (value === null) continue;
    const qualifier = match[1]?.toLowerCase().replace(/\s+/g, ' ');
    statements.push({
      value,
      moreThan: qualifier === 'plus de',
      about: qualifier !== undefined && qualifier !== 'plus de',
      phrase: match[0].replace(/\s+/g, ' '),
    });
  }
  const rough = new RegExp(
    `${ALONE_BEFORE}(?:une|la)\\s+(${Object.keys(ABOUT).join('|')})\\s+(?:de\\s+|d${APOSTROPHE})${noun}${ALONE_AFTER}`,
    'giu',
  );
  for (const match of text.matchAll(rough)) {
    statements.push({ value: ABOUT[match[1]!.toLowerCase()]!, moreThan: false, about: true, phrase: match[0] });
  }
  return statements;
}
