/** The first `# Title` line of a document, and the rest: how editors write a page. */
export function splitTitle(source: string): { title: string; body: string } {
  const normalized = source.replace(/\r\n?/g, '\n').trimStart();
  const match = /^#\s+(.+)\n?/.exec(normalized);
  if (!match) return { title: '', body: normalized.trim() };
  return { title: (match[1] ?? '').trim(), body: normalized.slice(match[0].length).trim() };
}
