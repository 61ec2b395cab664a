/** The first `# Title` line of a document, and the rest: how editors write a page. */
export function splitTitle(source: string): { title: string; body: string } {
  const normalized = source.replace(/\r\n?/g, '\n').trimStart();
  const match = /^#\s+(.+)\n?/.exec(normalized);
  if (!match) return { title: '', body: normalized.trim() };
  return { title: (match[1] ?? '').trim(), body: normalized.slice(match[0].length).trim() };
}

/** Content keys are short snake_case words (`kihon_kata`). */
export const PAGE_KEY_PATTERN = '^[a-z0-9_]{1,64}$';
