import type { Generated } from 'kysely';

/** Every save of a record or a text page (migration 010). */
export interface EditingTables {
  revisions: {
    id: Generated<number>;
    /** `news`, `events`, `albums`, `press`, `interviews` or `pages`. */
    kind: string;
    /** The record's id, or the page's slug. */
    record_key: string;
    saved_at: string;
    /** Who saved it (their e-mail). */
    saved_by: string;
    /** The input as saved (JSON). */
    data: string;
  };
}
