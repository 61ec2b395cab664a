/**
 * French typography for text that a person wrote with ordinary spaces: the space before « : ; ! ? »
 * and inside « » becomes a no-break space (U+00A0, as everywhere else on the site), so that no line
 * starts with « : » or « » » and none ends with « « ».
 *
 * Before « : ; ! ? », only a space already there changes: without one, « : » may be a time (10:30)
 * or an address (https://…), « ? » a query string. Guillemets get one in any case: French never
 * writes them without. Already-correct text comes back unchanged, and a second pass changes
 * nothing. Call it on text nodes only, so that code keeps its spaces.
 */
const NO_BREAK = '\u00a0';

/** A run of spaces, ordinary (a line may break there) or no-break, around the punctuation. */
const BEFORE_PUNCTUATION = /[ \t\r\n\u00a0\u202f]+(?=[:;!?])/g;
const AFTER_OPENING = /«[ \t\r\n\u00a0\u202f]*/g;
const BEFORE_CLOSING = /[ \t\r\n\u00a0\u202f]*»/g;

/** A single no-break space (the narrow one too, which some authors type) is already right. */
const isNoBreak = (spaces: string) => spaces === NO_BREAK || spaces === '\u202f';

export function frenchTypography(text: string): string {
  if (!/[:;!?«»]/.test(text)) return text;
  return text
    .replace(BEFORE_PUNCTUATION, (spaces) => (isNoBreak(spaces) ? spaces : NO_BREAK))
    .replace(AFTER_OPENING, (run) => (isNoBreak(run.slice(1)) ? run : `«${NO_BREAK}`))
    .replace(BEFORE_CLOSING, (run) => (isNoBreak(run.slice(0, -1)) ? run : `${NO_BREAK}»`));
}
