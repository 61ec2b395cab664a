/**
 * How the site compares and names French text, written once: a search box, a place or a
 * licence holder's name, a slug or a file name all fold accents, ligatures and case the same way.
 */

/** Letters that lose nothing when written as plain Latin letters, but that Unicode does not decompose. */
const PLAIN_LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
const UNDECOMPOSED = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'g');

/**
 * Lower case, accents removed, ligatures opened, compatibility forms read plainly:
 * « Œuvre Ōtsuka », « ŒUVRE OTSUKA » and « oeuvre otsuka » are the same text.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(UNDECOMPOSED, (letter) => PLAIN_LETTERS[letter]!);
}

/**
 * A readable id in an address or a file name: the folded text's letters and digits, each run of
 * anything else one hyphen (« Stage d’été 2026 » → `stage-d-ete-2026`); empty when none is left.
 */
export function slugify(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
