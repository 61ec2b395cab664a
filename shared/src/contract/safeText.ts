/**
 * Characters no stored text may hold: C0 controls but tab and line breaks (ESC drives terminals:
 * a buyer's name once repainted « Payée » over an unpaid order in the treasurer's command line),
 * DEL, C1 controls, and the bidirectional embeddings, overrides and isolates that reorder what a
 * reader sees (U+202A–U+202E, U+2066–U+2069). The server refuses them in every request; forms
 * use the same rule to say so before sending.
 */
export const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A one-line field (a name, an address line) also refuses line breaks. */
export function isSingleLineText(value: string): boolean {
  return !/[\r\n]/.test(value) && !FORBIDDEN_CHARACTER.test(value);
}
