/**
 * Characters no stored text may hold: C0 controls but tab and line breaks (ESC drives terminals:
 * a buyer's name once repainted « Payée » over an unpaid order in the treasurer's command line),
 * DEL, C1 controls, and the bidirectional embeddings, overrides and isolates that reorder what a
 * reader sees (U+202A–U+202E, U+2066–U+2069). The server refuses them in every request; forms
 * use the same rule to say so before sending.
 */
export const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Tag characters (U+E0000–U+E007F) are invisible, but for one use: spelling a subdivision's flag
 * after U+1F3F4 (🏴 then the tags of « gbsct » then CANCEL TAG: the flag of Scotland). Outside
 * such a flag they only hide text, and every text refuses them (server and forms).
 */
export const STRAY_TAG_CHARACTER = /(?<!\u{1f3f4}[\u{e0020}-\u{e007e}]*)[\u{e0000}-\u{e007f}]/u;

/**
 * What a one-line field (a name, an address line, a title) refuses besides FORBIDDEN_CHARACTER,
 * as the inside of a character class: line breaks, the line and paragraph separators (U+2028,
 * U+2029), and marks a reader cannot see but that make two equal-looking names differ: zero-width
 * spaces and joiners and the direction marks (U+200B–U+200F, U+061C) and the byte-order mark
 * (U+FEFF). All in the Basic Multilingual Plane, so that the class means the same with or without
 * a regular expression's Unicode mode (the response serializer compiles schemas without it). A
 * long text (a page, a news item) keeps them: an emoji's joiner, a pasted separator, are part of
 * what was written there.
 */
export const NOT_IN_A_LINE_CLASS = '\\r\\n\\u2028\\u2029\\u200b-\\u200f\\u061c\\ufeff';
const NOT_IN_A_LINE = new RegExp(`[${NOT_IN_A_LINE_CLASS}]`);

/** A one-line field's text: no line break, no invisible mark, no control character. */
export function isSingleLineText(value: string): boolean {
  return !NOT_IN_A_LINE.test(value) && !FORBIDDEN_CHARACTER.test(value) && !STRAY_TAG_CHARACTER.test(value);
}
