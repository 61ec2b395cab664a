/**
 * A small Markdown parser for the site's editorial content. It understands the subset our
 * editors use (headings, paragraphs, lists, quotes, rules, emphasis, code, links) and turns it
 * into a tree; it has no notion of HTML, so markup in the text is only ever shown as text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'rule' };

/**
 * Links may only point to the site, the web, e-mail or phone: never `javascript:` or `data:`.
 * A link to the site must stay on it: browsers read `\` as `/` and drop tabs and line breaks
 * inside a URL, so `/\evil.example` or `/<tab>/evil.example` is `//evil.example`, another site.
 * No control character or space is kept in any link.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/[\u0000-\u0020\u007f-\u009f]/.test(href)) return null;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? null : href;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  return null;
}

const INLINE_RULES: { open: string; close: string; type: 'strong' | 'em' }[] = [
  { open: '**', close: '**', type: 'strong' },
  { open: '__', close: '__', type: 'strong' },
  { open: '*', close: '*', type: 'em' },
  { open: '_', close: '_', type: 'em' },
];

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    if (rest.startsWith('\\') && rest.length > 1) {
      text += rest[1];
      i += 2;
      continue;
    }
    if (rest.startsWith('`')) {
      const end = source.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('[')) {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
      if (link) {
        const [whole, label = '', target = ''] = link;
        const href = safeHref(target);
        flush();
        if (href) out.push({ type: 'link', href, children: parseInline(label) });
        else out.push(...parseInline(label));
        i += whole.length;
        continue;
      }
    }
    const rule = INLINE_RULES.find((r) => rest.startsWith(r.open));
    if (rule) {
      const end = source.indexOf(rule.close, i + rule.open.length);
      const inner = end > 0 ? source.slice(i + rule.open.length, end) : '';
      // `_` inside words (snake_case) and lone `*` are plain text.
      const wordBefore = rule.open === '_' && /\w/.test(source[i - 1] ?? '');
      if (end > 0 && inner.trim() === inner && inner.length > 0 && !wordBefore) {
        flush();
        out.push({ type: rule.type, children: parseInline(inner) });
        i = end + rule.close.length;
        continue;
      }
    }
    text += source[i];
    i += 1;
  }
  flush();
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^(\*\s*){3,}$|^(-\s*){3,}$|^(_\s*){3,}$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

function headingLevel(hashes: number): 2 | 3 | 4 {
  // The page title is the only h1; body headings start at h2.
  return Math.min(Math.max(hashes, 2), 4) as 2 | 3 | 4;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: headingLevel((heading[1] ?? '').length),
        children: parseInline(heading[2] ?? ''),
      });
      i += 1;
      continue;
    }
    if (RULE.test(line.trim())) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] as string)) {
        quoted.push(QUOTE.exec(lines[i] as string)?.[1] ?? '');
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    const listMatch = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (listMatch) {
      const ordered = !BULLET.test(line);
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] as string;
        const item = marker.exec(current);
        if (item) {
          items.push(item[1] ?? '');
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          items[items.length - 1] += ` ${current.trim()}`;
        } else {
          break;
        }
        i += 1;
      }
      const start = ordered ? Number(/^\s*(\d+)/.exec(line)?.[1] ?? 1) : 1;
      blocks.push({ type: 'list', ordered, start, items: items.map((item) => parseInline(item)) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] as string;
      if (
        current.trim() === '' ||
        HEADING.test(current) ||
        QUOTE.test(current) ||
        BULLET.test(current) ||
        NUMBERED.test(current) ||
        RULE.test(current.trim())
      ) {
        break;
      }
      paragraph.push(current.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
