/**
 * Where the site search finds its pages: one file per kind in this folder, each listed once in
 * `index.ts`. A source reads its tables in the rebuild's transaction and gives every page of its
 * kind a visitor may see, now or at a time already set (a scheduled publication), never a draft,
 * a withdrawn article or anything else the public site does not show.
 */
import type { Kysely } from 'kysely';
import type { SearchKind } from '@wado/shared/contract';
import type { Database } from '../../../db/schema';

/** One page a visitor may find. */
export interface SearchablePage {
  /** Its path on the site (`/news/open-de-paris-2026`); each page of a kind has its own. */
  url: string;
  title: string;
  /** Its text as a visitor reads it: Markdown turned into plain text (`plainText` of `../text`). */
  text: string;
  /** The ISO instant from which it is public (`publish_at`); null when it has no such condition. */
  visibleFrom: string | null;
}

export interface SearchSource {
  kind: SearchKind;
  pages(db: Kysely<Database>): Promise<SearchablePage[]>;
}

/** The path of a detail page: `/news/` and the row's id or slug, encoded. */
export const detailPath = (prefix: string, id: string | number) => `${prefix}${encodeURIComponent(String(id))}`;
