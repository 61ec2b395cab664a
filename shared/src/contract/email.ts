/**
 * Spec §5: a local part, '@', then a domain with a dot-separated suffix of at least two letters,
 * or a bracketed IP address. The same rule runs in the newsletter form and on the server.
 *
 * One mailbox only: a quoted local part is one quoted string (no bare `"` inside, escapes with `\`,
 * no control character). The usual pattern's `".+"` let `"a" <v1@evil.example>, <v2@evil.example>,
 * "b"@wado.fr` through, which a mailer reads as a list of three recipients.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|("([^"\\\u0000-\u001f\u007f]|\\[^\u0000-\u001f\u007f])+"))@((\[(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** RFC 5321 limits an address to 254 characters; longer input is refused before the pattern runs. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length > 0 && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Addresses are stored once, whatever the case of the domain or surrounding spaces. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The mailbox an address reaches, to tell one person under several spellings (one registration per
 * event, one newsletter subscription, the caps on e-mails sent to one mailbox): lower case, and the
 * `+tag` of the local part dropped (sub-addressing, RFC 5233: `jean+stage@exemple.fr` is delivered
 * to `jean@exemple.fr` by Gmail, Outlook, Fastmail, Proton and most servers). Dots are kept: only
 * Gmail ignores them, and elsewhere `j.dupont@` and `jdupont@` may well be two people. A quoted
 * local part is kept whole: its `+` is a character, not a tag. For comparing only: e-mails go to
 * the address as typed.
 */
export function foldEmail(value: string): string {
  const address = normalizeEmail(value);
  const at = address.lastIndexOf('@');
  const local = address.slice(0, Math.max(at, 0));
  const plus = local.indexOf('+');
  if (local.startsWith('"') || plus <= 0) return address;
  return `${local.slice(0, plus)}${address.slice(at)}`;
}
