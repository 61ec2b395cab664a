/** The head a rendered page gets: canonical URL, meta tags, styles, and its data as JSON. */
import {
  RENDERED_DATA_ELEMENT_ID,
  SECTION_CHUNK_PRELOAD_ATTRIBUTE,
  TAKEOVER_PRELOADS_ELEMENT_ID,
  type HeadTags,
} from '@wado/shared/contract';
import type { PageAssets } from './pageStyles';
import { escapeMarkup } from '../../markup';
import { takeoverPreloads } from './manifests';

/** JSON inside a script element: `<` escaped, so that nothing can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A script the page will run once taken over, downloaded early at low priority. A section's chunk
 * file is marked: a retry of the section must take its preload first (loadSection.ts, shell).
 */
export const scriptPreloadTag = (href: string, kind: 'entry' | 'section chunk' = 'entry') =>
  `<link rel="preload" as="script" fetchpriority="low" href="${escapeMarkup(href)}"${
    kind === 'section chunk' ? ` ${SECTION_CHUNK_PRELOAD_ATTRIBUTE}` : ''
  }>`;

/**
 * The sections' scripts that take the page over (each remote's entry and the file of the module
 * the page shows), all named in the page so that none waits for another to arrive (a phone's
 * round trip each). Written at the end of the body, after the start script: a phone opens six
 * connections to the site, and the start script must not queue behind them. Low priority: the
 * styles and the largest image go first, and nothing runs before the start script adds the
 * shell's entry, once the page has painted.
 */
export function takeoverScriptsHtml(assets: PageAssets): string {
  return assets.remotes
    .flatMap((remote) =>
      remote.scripts.map((href) => scriptPreloadTag(href, href === remote.entry ? 'entry' : 'section chunk')),
    )
    .join('');
}

export function headHtml(input: { origin: string; tags: HeadTags; assets: PageAssets; resources: unknown }): string {
  const { origin, tags, assets } = input;
  return [
    `<link rel="canonical" href="${escapeMarkup(tags.canonical)}">`,
    ...tags.meta.map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeMarkup(tag.content)}">`),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}">`),
    // data-href: the full URL, the form the remote's style loader looks for before adding its own.
    ...assets.remotes.flatMap((remote) =>
      remote.css.map(
        (href) =>
          `<link rel="stylesheet" href="${escapeMarkup(href)}" data-href="${escapeMarkup(`${origin}${href}`)}">`,
      ),
    ),
    // The manifests are fetched once the page has painted (start script): the federation runtime
    // reads them first, and a retry loads the entry anew (freshEntryOnRetry).
    `<script type="application/json" id="${TAKEOVER_PRELOADS_ELEMENT_ID}">${scriptJson(takeoverPreloads(assets.remotes))}</script>`,
    `<script type="application/json" id="${RENDERED_DATA_ELEMENT_ID}">${scriptJson(input.resources)}</script>`,
  ].join('');
}
