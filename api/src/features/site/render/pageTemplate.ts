/**
 * The shell's built `index.html`, filled in: the runtime configuration for every page, then what
 * the server rendered (title, description, head, content). Replacements are functions, not
 * strings: `$&`, `$'`… in the inserted text must not be read as patterns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@wado/shared/contract';
import type { ServerConfig } from '../../../config';
import { escapeMarkup } from '../../markup';
import { shellDictionaryHrefs } from '../dictionaries';
import { scriptJson } from './headTags';

const CONFIG_MARKER = '<!-- wado:runtime-config -->';

/**
 * The shell's entry, which the start script runs once the page has loaded and painted: downloaded
 * from the start at low priority (the styles and the largest image go first). Written at the end of
 * the body, after the start script: a phone opens six connections to the site, and the start
 * script must not queue behind it.
 */
const entryPreloadTag = (href: string) =>
  `<link rel="preload" as="script" fetchpriority="low" href="${escapeMarkup(href)}">`;

/**
 * The compression dictionaries of the remotes' entries and manifests (dictionaries.ts), when the
 * build wrote them, named on the start script, separated by a space: it links them once the page
 * is taken over and the browser is idle (shell/src/start/compressionDictionary.ts), and Chromium
 * keeps them a year; the entries and manifests of the sections visited next come compressed
 * against them. Not `<link>`s in the head: Chromium fetched them during the takeover, sharing a
 * slow phone's connection with main.js and the section's files.
 */
const dictionaryAttribute = (hrefs: string[]) => `data-dictionary="${escapeMarkup(hrefs.join(' '))}"`;

/**
 * The shell's `index.html` as built, read again only when the file changed (a new build or a copy
 * over it changes its inode, size or time): one stat per page instead of a read, which a page the
 * micro-cache serves would otherwise pay for nothing. Throws when not built.
 */
const builtTemplates = new Map<string, { key: string; html: string }>();
function builtTemplate(shellDir: string): string {
  const file = path.join(shellDir, 'index.html');
  const stat = fs.statSync(file);
  const key = `${stat.ino} ${stat.size} ${stat.mtimeMs}`;
  const known = builtTemplates.get(file);
  if (known?.key === key) return known.html;
  const html = fs.readFileSync(file, 'utf8');
  builtTemplates.set(file, { key, html });
  return html;
}

/** The page shell: the built index.html with the runtime configuration written into it; throws when not built. */
export function pageShell(config: ServerConfig, runtimeConfig: RuntimeConfig): string {
  const built = builtTemplate(config.shellDir);
  const dictionaries = shellDictionaryHrefs(config.shellDir);
  const template =
    dictionaries.length > 0
      ? built.replace(/(\sdata-entry=)/, (attribute: string) => ` ${dictionaryAttribute(dictionaries)}${attribute}`)
      : built;
  const script = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(runtimeConfig)}</script>`;
  // The shell's entry, which the start script adds once the page has painted, is downloaded from
  // the start (see entryPreloadTag).
  const entry = /\sdata-entry=(?:"([^"]+)"|([^\s>]+))/.exec(template);
  const withEntry = entry
    ? template.replace('</body>', () => `${entryPreloadTag(entry[1] ?? entry[2]!)}</body>`)
    : template;
  // A minified template may have lost the marker: the head's end does as well.
  return withEntry.includes(CONFIG_MARKER)
    ? withEntry.replace(CONFIG_MARKER, () => script)
    : withEntry.replace('</head>', () => `${script}</head>`);
}

/** The page shell with the rendered page in it. The template is minified: attributes may be unquoted. */
export function fillPageShell(
  template: string,
  page: { title: string; description: string; head: string; html: string },
): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(page.title)}</title>`)
    .replace(
      /<meta name=(?:"description"|description) content=(?:"[^"]*"|[^ >]*)>/,
      () => `<meta name="description" content="${escapeMarkup(page.description)}">`,
    )
    .replace('</head>', () => `${page.head}</head>`)
    .replace(/<div id=(?:"root"|root)><\/div>/, () => `<div id="root">${page.html}</div>`);
}
