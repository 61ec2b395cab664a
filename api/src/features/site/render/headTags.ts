/** The head a rendered page gets: canonical URL, meta tags, styles, and its data as JSON. */
import { RENDERED_DATA_ELEMENT_ID, TAKEOVER_PRELOADS_ELEMENT_ID, type HeadTags } from '@wado/shared/contract';
import type { PageAssets } from './pageStyles';
import { escapeMarkup } from '../../markup';
import { takeoverPreloads } from './manifests';

/** JSON inside a script element: `<` escaped, so that nothing can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
    // The section's manifest and entry are not fetched before the first paint (they would
    // share a phone's bandwidth with the styles and images): the start script preloads them
    // with the shell's entry once the page has loaded, so that the three arrive together
    // instead of one after the other (a retry loads the entry anew: freshEntryOnRetry).
    `<script type="application/json" id="${TAKEOVER_PRELOADS_ELEMENT_ID}">${scriptJson(takeoverPreloads(assets.remotes))}</script>`,
    `<script type="application/json" id="${RENDERED_DATA_ELEMENT_ID}">${scriptJson(input.resources)}</script>`,
  ].join('');
}
