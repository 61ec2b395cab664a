/**
 * Amounts in French words, as a tax receipt writes them (« cinquante euros »), in the traditional
 * spelling: hyphens below one hundred only, « et un », « quatre-vingts » and « deux cents » with
 * their plural unless another number follows, « mille » invariable.
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0–99; `plural`: « quatre-vingts » keeps its s (nothing follows, and not before « mille »). */
function belowHundred(n: number, plural: boolean): string {
  if (n <= 16) return UNITS[n]!;
  if (n < 20) return `dix-${UNITS[n - 10]!}`;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    // soixante-dix…, quatre-vingt-dix…: the tens below, plus ten to nineteen.
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    const rest = 10 + unit;
    return ten === 7 && unit === 1 ? 'soixante et onze' : `${base}-${belowHundred(rest, false)}`;
  }
  if (ten === 8) return unit === 0 ? `quatre-vingt${plural ? 's' : ''}` : `quatre-vingt-${UNITS[unit]!}`;
  if (unit === 0) return TENS[ten]!;
  if (unit === 1) return `${TENS[ten]!} et un`;
  return `${TENS[ten]!}-${UNITS[unit]!}`;
}

/** 0–999, `plural` as above (false before « mille »). */
function belowThousand(n: number, plural: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest, plural);
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]!} cent${rest === 0 && plural ? 's' : ''}`;
  return rest === 0 ? head : `${head} ${belowHundred(rest, plural)}`;
}

/** A whole number from 0 to 999 999 999 in words. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`nombre hors limites : ${n}`);
  if (n === 0) return UNITS[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0) parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/** `5000` → « cinquante euros »; `2550` → « vingt-cinq euros et cinquante centimes ». */
export function amountInWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`montant hors limites : ${cents}`);
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  const roundMillions = euros >= 1_000_000 && euros % 1_000_000 === 0;
  const euroWord = euros > 1 ? 'euros' : 'euro';
  const euroPart = `${numberInWords(euros)} ${roundMillions ? 'd’euros' : euroWord}`;
  if (centimes === 0) return euroPart;
  const centimePart = `${numberInWords(centimes)} centime${centimes > 1 ? 's' : ''}`;
  return euros === 0 ? centimePart : `${euroPart} et ${centimePart}`;
}
