import type { Generated } from 'kysely';

/**
 * The site search's index (migration 025), rebuilt from the published content: one row per page
 * that a visitor may find. The same columns on SQLite and PostgreSQL; each database indexes
 * `title_terms` and `body_terms` (an FTS5 table `search_fts` on SQLite, a GIN index on PostgreSQL).
 */
export interface SearchTables {
  search_entries: {
    id: Generated<number>;
    /** One of `SEARCH_KINDS`. */
    kind: string;
    /** The page's path on the site. */
    url: string;
    title: string;
    /** The page's text as a visitor reads it (no Markdown), for the extracts. */
    body: string;
    /** The title's and the text's words as searched: lower case, accents folded, stemmed (`searchTerms`). */
    title_terms: string;
    body_terms: string;
    /** ISO instant from which the page is public (a scheduled publication); null: it is already. */
    visible_from: string | null;
  };
  /** One row: what the index was built from. */
  search_index_state: {
    id: number;
    /** `<count>:<newest id>` of the audit log when the index was built (`auditWitness`). */
    audit_witness: string;
    built_at: string;
  };
}
