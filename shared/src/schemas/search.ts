/** The site search (`GET /api/search`): the page `/search` and the header's box (shell). */
import Type, { type Static } from 'typebox';
import { SEARCH_KINDS, SEARCH_LIMITS } from '../contract/search';
import { Page } from './common';
import { Nullable } from './fields';

/** A piece of text, and whether it is a word the query found (shown highlighted): never markup. */
export const SearchSegment = Type.Object({ text: Type.String(), match: Type.Boolean() });
export type SearchSegment = Static<typeof SearchSegment>;

/** One page of the site that answers the query. */
export const SearchResult = Type.Object({
  kind: Type.Enum(SEARCH_KINDS),
  /** The kind's French name: « Actualité », « Club »… */
  kindLabel: Type.String(),
  title: Type.String(),
  /** The title, its words found by the query marked. */
  titleSegments: Type.Array(SearchSegment),
  /** The page's path on the site (`/news/open-de-paris-2026`, `/lexicon?q=Mae%20geri`). */
  url: Type.String(),
  /** A few lines of the page's text around the first words found (its beginning when only the title matched). */
  extract: Type.Array(SearchSegment),
});
export type SearchResult = Static<typeof SearchResult>;

/** How many results each kind has, whichever kind the page shows. */
export const SearchKindCount = Type.Object({
  kind: Type.Enum(SEARCH_KINDS),
  /** The kind's French name for a filter: « Actualités ». */
  label: Type.String(),
  count: Type.Integer(),
});
export type SearchKindCount = Static<typeof SearchKindCount>;

/**
 * The results, best first (a word of the title weighs more than one of the text), one page of
 * `SEARCH_LIMITS.perPage`; `total` counts those of the kind asked (all kinds without one).
 */
export const SearchResponse = Page(SearchResult, {
  /** The query as searched (trimmed). */
  query: Type.String(),
  kind: Nullable(Type.Enum(SEARCH_KINDS)),
  /** Kinds that have results, in the order of `SEARCH_KINDS`. */
  counts: Type.Array(SearchKindCount),
  /** Results of every kind. */
  all: Type.Integer(),
});
export type SearchResponse = Static<typeof SearchResponse>;

/**
 * `GET /api/search?q=&kind=&page=`: `q` is required and, trimmed, counts 2 to 100 characters (a
 * 400 in French otherwise); every character is plain text (quotes, `*`, `-`, `OR`… search nothing special).
 */
export const SearchQuery = Type.Object({
  // Its length is checked once trimmed (SEARCH_LIMITS): this bound only keeps huge inputs out.
  q: Type.Optional(Type.String({ maxLength: 2_000 })),
  kind: Type.Optional(Type.Enum(SEARCH_KINDS)),
  page: Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.maxPage, default: 1 }),
});
export type SearchQuery = Static<typeof SearchQuery>;
