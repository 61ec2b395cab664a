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
    // The sections' files, preloaded by the start script once the page has painted.
    `<script type="application/json" id="${TAKEOVER_PRELOADS_ELEMENT_ID}">${scriptJson(takeoverPreloads(assets.remotes))}</script>`,
    `<script type="application/json" id="${RENDERED_DATA_ELEMENT_ID}">${scriptJson(input.resources)}</script>`,
  ].join('');
}
