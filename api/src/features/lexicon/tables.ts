import type { Generated } from 'kysely';

/** The Wado lexicon. */
export interface LexiconTables {
  lexicon_terms: {
    id: Generated<number>;
    term: string;
    /** `lexiconTermKey(term)`, unique (migration 017): a term is entered once. */
    term_key: string;
    kana: string | null;
    meaning: string;
    category: string;
  };
}
