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
