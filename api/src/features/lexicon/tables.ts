import type { Generated } from 'kysely';

/** The Wado lexicon. */
export interface LexiconTables {
  lexicon_terms: {
    id: Generated<number>;
    term: string;
    kana: string | null;
    meaning: string;
    category: string;
  };
}
