/** Characters XML 1.0 cannot carry, even escaped: dropped, or the whole document would be unreadable. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value for HTML and XML alike: the five markup characters escaped. */
export function escapeMarkup(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
