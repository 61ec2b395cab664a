/**
 * A small Markdown parser for the site's editorial content. It understands the subset our
 * editors use (headings, paragraphs, lists, quotes, rules, emphasis, code, links, images) and
 * turns it into a tree; it has no notion of HTML, so markup in the text is only ever shown as text.
 *
 * An image (`![what it shows](/media/…)`) on a line of its own is an `image` block: the picture.
 * Inside a sentence it is an `image` inline, which renderers show as a link to the picture named
 * by its text (a photo in the middle of a line would break it, on a page as in an e-mail).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  /** `alt` is empty when the editor wrote none: `imagesWithoutAlt` finds those. */
  | { type: 'image'; src: string; alt: string }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'image'; src: string; alt: string }
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

/**
 * An image may come from the site or from an `https:` address only: a safe link (`safeHref`)
 * that is neither an anchor, an e-mail, a phone nor plain `http:` (a page over HTTPS would not
 * show it, and an e-mail would give the reader's address away in clear).
 */
export function safeImageSrc(raw: string): string | null {
  const src = safeHref(raw);
  return src !== null && (src.startsWith('/') || /^https:\/\//i.test(src)) ? src : null;
}

/**
 * Work done by the parser, in characters looked at: the property tests bound it by the length of
 * the text (linear time on any input, measured without a clock). Also what a caller may pass to
 * know the cost of one parse.
 */
export interface ParseMeter {
  steps: number;
}

const INLINE_RULES: { open: string; type: 'strong' | 'em' }[] = [
  { open: '**', type: 'strong' },
  { open: '__', type: 'strong' },
  { open: '*', type: 'em' },
  { open: '_', type: 'em' },
];

/** `\s` of a regular expression, which is also what `String.prototype.trim` removes. */
const SPACE = /\s/;
function isSpace(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  // ASCII by hand (nearly every character of a text); the regular expression for the rest.
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return SPACE.test(char);
}
const WORD = /\w/;

/**
 * For each position of `source`, where the next occurrence of each delimiter starts: built once in
 * one pass from the end, so that an unclosed `[`, `*` or backtick costs one lookup instead of a
 * search to the end of the text (40,000 `[` took seconds when each one searched).
 */
type Delimiter = '`' | ']' | ')' | '**' | '__' | '*' | '_' | ' ';
type NextTables = Record<Delimiter, Int32Array>;

function nextTables(source: string, meter: ParseMeter): NextTables {
  const n = source.length;
  const table = () => new Int32Array(n + 2).fill(n + 1);
  const tables: NextTables = {
    '`': table(),
    ']': table(),
    ')': table(),
    '**': table(),
    __: table(),
    '*': table(),
    _: table(),
    // ' ' stands for any white space: a link's target may hold none.
    ' ': table(),
  };
  const delimiters = Object.keys(tables) as Delimiter[];
  const next: Record<Delimiter, number> = Object.fromEntries(delimiters.map((d) => [d, n + 1])) as Record<
    Delimiter,
    number
  >;
  for (let i = n - 1; i >= 0; i -= 1) {
    const char = source[i]!;
    if (char === '`' || char === ']' || char === ')') next[char] = i;
    else if (char === '*' || char === '_') {
      next[char] = i;
      if (source[i + 1] === char) next[char === '*' ? '**' : '__'] = i;
    } else if (isSpace(char)) next[' '] = i;
    for (const delimiter of delimiters) tables[delimiter][i] = next[delimiter];
  }
  meter.steps += n;
  return tables;
}

/** The first `delimiter` that starts at or after `from` and ends by `to`, or -1. */
function nextWithin(tables: NextTables, delimiter: Delimiter, from: number, to: number): number {
  const found = tables[delimiter][from] ?? to + 1;
  return found + (delimiter.length === 2 ? 2 : 1) <= to ? found : -1;
}

/**
 * Inline Markdown of `source` between `from` and `to`. Each character is looked at once per level,
 * and levels are few: a link's label holds no `]` (so no link), the inside of `**` holds no `**`,
 * of `*` no `*`: each level leaves out one kind of delimiter for good.
 */
function inlineBetween(source: string, from: number, to: number, tables: NextTables, meter: ParseMeter): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let i = from;
  while (i < to) {
    meter.steps += 1;
    const char = source[i]!;
    if (char === '\\' && i + 1 < to) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = nextWithin(tables, '`', i + 1, to);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    // ![alt](target): an image, whose alt may be empty (to be flagged, not dropped).
    const image = char === '!' && source[i + 1] === '[';
    if (char === '[' || image) {
      // [label](target): a label of anything but `]`, a target of neither `)` nor white space.
      const open = image ? i + 1 : i;
      const labelEnd = nextWithin(tables, ']', open + 1, to);
      const targetEnd =
        labelEnd > (image ? open : open + 1) && labelEnd + 1 < to && source[labelEnd + 1] === '('
          ? nextWithin(tables, ')', labelEnd + 2, to)
          : -1;
      if (targetEnd > labelEnd + 2 && nextWithin(tables, ' ', labelEnd + 2, targetEnd) === -1) {
        const target = source.slice(labelEnd + 2, targetEnd);
        flush();
        const label = inlineBetween(source, open + 1, labelEnd, tables, meter);
        const href = image ? safeImageSrc(target) : safeHref(target);
        // An unsafe target leaves the label as text: never a link, never an image.
        if (!href) out.push(...label);
        else if (image) out.push({ type: 'image', src: href, alt: plainText(label).trim() });
        else out.push({ type: 'link', href, children: label });
        i = targetEnd + 1;
        continue;
      }
    }
    const rule = char === '*' || char === '_' ? INLINE_RULES.find((r) => source.startsWith(r.open, i)) : undefined;
    if (rule) {
      const open = rule.open.length;
      const end = nextWithin(tables, rule.open as Delimiter, i + open, to);
      // Not emphasis: an empty inside or one that starts or ends with a space; `_` inside a word
      // (snake_case); a lone `*`.
      const wordBefore = rule.open === '_' && i > from && WORD.test(source[i - 1]!);
      if (end > i + open && !isSpace(source[i + open]) && !isSpace(source[end - 1]) && !wordBefore) {
        flush();
        out.push({ type: rule.type, children: inlineBetween(source, i + open, end, tables, meter) });
        i = end + open;
        continue;
      }
    }
    text += char;
    i += 1;
  }
  flush();
  return out;
}

/** The words of inline nodes without their marks: an image's alt text is plain text. */
function plainText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'image':
          return node.alt;
        case 'break':
          return ' ';
        default:
          return plainText(node.children);
      }
    })
    .join('');
}

export function parseInline(source: string, meter: ParseMeter = { steps: 0 }): Inline[] {
  return inlineBetween(source, 0, source.length, nextTables(source, meter), meter);
}

const RULE = /^(\*\s*){3,}$|^(-\s*){3,}$|^(_\s*){3,}$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
/** A line that is one image and nothing else (trimmed): the picture, a block of its own. */
const IMAGE_LINE = /^!\[[^\]]*\]\([^\s)]+\)$/;
/**
 * Quotes inside quotes deeper than this are text: each level reads its lines again, so 40,000 `>`
 * would read the line 40,000 times (and overflow the stack).
 */
const MAX_QUOTE_DEPTH = 4;

function headingLevel(hashes: number): 2 | 3 | 4 {
  // The page title is the only h1; body headings start at h2.
  return Math.min(Math.max(hashes, 2), 4) as 2 | 3 | 4;
}

/**
 * `# Title`, `## Title ##`: the number of `#` (1 to 6) and the title without the closing `#`s and
 * spaces, or null. By hand: the regular expression it replaces (`^(#{1,6})\s+(.*?)\s*#*\s*$`)
 * tried every end of the title against every trailing space, quadratic on a long line of spaces.
 */
export function readHeading(line: string): { hashes: number; title: string } | null {
  let hashes = 0;
  while (line[hashes] === '#') hashes += 1;
  if (hashes < 1 || hashes > 6 || !isSpace(line[hashes])) return null;
  let start = hashes;
  while (start < line.length && isSpace(line[start])) start += 1;
  let end = line.length;
  while (end > start && isSpace(line[end - 1])) end -= 1;
  while (end > start && line[end - 1] === '#') end -= 1;
  while (end > start && isSpace(line[end - 1])) end -= 1;
  return { hashes, title: line.slice(start, end) };
}

/**
 * The blocks of a Markdown text. Linear in the length of the text whatever it holds (the block
 * patterns above are anchored, without nested choices; inline parsing is linear, see
 * `inlineBetween`). `meter` counts the work, for the tests.
 */
export function parseMarkdown(source: string, meter: ParseMeter = { steps: 0 }): Block[] {
  // Line and paragraph separators (U+2028, U+2029) are spaces here: a `.` of the block patterns
  // cannot cross them, and a line that ended with one made them try every split of the line.
  return parseBlocks(
    source
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2028\u2029]/g, ' ')
      .split('\n'),
    0,
    meter,
  );
}

function parseBlocks(lines: string[], depth: number, meter: ParseMeter): Block[] {
  const blocks: Block[] = [];
  const isQuote = (line: string) => depth < MAX_QUOTE_DEPTH && QUOTE.test(line);
  const startsBlock = (line: string) =>
    line.trim() === '' ||
    readHeading(line) !== null ||
    isQuote(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    RULE.test(line.trim()) ||
    IMAGE_LINE.test(line.trim());
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    // Each line is read by a handful of anchored patterns: a few passes over it.
    meter.steps += line.length + 1;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = readHeading(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: headingLevel(heading.hashes),
        children: parseInline(heading.title, meter),
      });
      i += 1;
      continue;
    }
    if (RULE.test(line.trim())) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (IMAGE_LINE.test(line.trim())) {
      const inline = parseInline(line.trim(), meter);
      const [only] = inline;
      // An unsafe address leaves the alt text alone: a paragraph of text.
      blocks.push(
        inline.length === 1 && only?.type === 'image'
          ? { type: 'image', src: only.src, alt: only.alt }
          : { type: 'paragraph', children: inline },
      );
      i += 1;
      continue;
    }
    if (isQuote(line)) {
      const quoted: string[] = [];
      while (i < lines.length && isQuote(lines[i] as string)) {
        quoted.push(QUOTE.exec(lines[i] as string)?.[1] ?? '');
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseBlocks(quoted, depth + 1, meter) });
      continue;
    }
    const listMatch = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (listMatch) {
      const ordered = !BULLET.test(line);
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = lines[i] as string;
        meter.steps += current.length + 1;
        const item = marker.exec(current);
        if (item) {
          items.push([item[1] ?? '']);
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          items[items.length - 1]!.push(current.trim());
        } else {
          break;
        }
        i += 1;
      }
      const start = ordered ? Number(/^\s*(\d+)/.exec(line)?.[1] ?? 1) : 1;
      blocks.push({ type: 'list', ordered, start, items: items.map((item) => parseInline(item.join(' '), meter)) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] as string;
      meter.steps += current.length + 1;
      if (startsBlock(current)) break;
      paragraph.push(current.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' '), meter) });
  }
  return blocks;
}

/** The inline nodes of a block, wherever they sit. */
function inlinesOf(block: Block): Inline[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return block.children;
    case 'list':
      return block.items.flat();
    case 'quote':
      return block.children.flatMap(inlinesOf);
    case 'image':
      return [{ type: 'image', src: block.src, alt: block.alt }];
    case 'rule':
      return [];
  }
}

function imagesIn(nodes: readonly Inline[]): { src: string; alt: string }[] {
  return nodes.flatMap((node) => {
    if (node.type === 'image') return [node];
    return 'children' in node ? imagesIn(node.children) : [];
  });
}

/**
 * The addresses of the images of a text that have no alt text (`![](…)`), each once: what a
 * reader who cannot see them, or whose mail client does not show them, would miss.
 */
export function imagesWithoutAlt(source: string): string[] {
  const images = imagesIn(markdownBlocks(source).flatMap(inlinesOf));
  return [...new Set(images.filter((image) => image.alt === '').map((image) => image.src))];
}

/** Addresses named in the message at most: the rest are counted. */
const NAMED_IMAGES = 3;

/**
 * Why a text may not go out as it is (a newsletter, whose readers may not see its pictures): the
 * French message naming its images without alt text, or null when each has one.
 */
export function altTextProblem(source: string): string | null {
  const missing = imagesWithoutAlt(source);
  if (missing.length === 0) return null;
  const named = missing.slice(0, NAMED_IMAGES).map((src) => `« ${src} »`);
  const others = missing.length - named.length;
  const list = others > 0 ? `${named.join(', ')} et ${others} autre${others > 1 ? 's' : ''}` : named.join(', ');
  const which =
    missing.length === 1
      ? `L’image ${list} n’a pas de texte de remplacement`
      : `Les images ${list} n’ont pas de texte de remplacement`;
  return (
    `${which} : écrivez entre les crochets ce que montre chaque image, par exemple ![Photo du stage](${missing[0]}). ` +
    'C’est ce que lisent les abonnés qui ne voient pas les images.'
  );
}

/** Bodies whose blocks are kept (the most recently read first to stay): pages, news, a newsletter. */
const KEPT_BODIES = 100;
const parsedBodies = new Map<string, readonly Block[]>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The blocks of a body, parsed once per text (a revision of a page, a news item, a newsletter
 * issue) rather than at each view or for each recipient: the text itself is the key, so a new
 * revision is parsed once and the old one ages out. The blocks are shared: frozen, never to change.
 */
export function markdownBlocks(source: string): readonly Block[] {
  const kept = parsedBodies.get(source);
  if (kept) {
    parsedBodies.delete(source);
    parsedBodies.set(source, kept);
    return kept;
  }
  const blocks = deepFreeze(parseMarkdown(source));
  parsedBodies.set(source, blocks);
  if (parsedBodies.size > KEPT_BODIES) parsedBodies.delete(parsedBodies.keys().next().value!);
  return blocks;
}
