import { lexiconTermKey, type LexiconCategory } from '@wado/shared/contract';
import { LexiconTerm, LexiconTermInput } from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Collection, Store } from '../editing';

type Row = Selectable<Database['lexicon_terms']>;

const termOf = (row: Row): LexiconTerm => ({
  id: row.id,
  term: row.term,
  kana: row.kana,
  meaning: row.meaning,
  category: row.category as LexiconCategory,
});

const columnsOf = (input: LexiconTermInput) => ({
  term: input.term.trim(),
  term_key: lexiconTermKey(input.term),
  kana: input.kana?.trim() || null,
  meaning: input.meaning.trim(),
  category: input.category,
});

const terms = (db: Store) => db.selectFrom('lexicon_terms').selectAll();

/** The lexicon, edited by the `wado` role; a term entered twice (accents, case, hyphens aside) is a 409. */
export const LEXICON_TERMS: Collection<typeof LexiconTermInput, typeof LexiconTerm> = {
  path: 'lexicon',
  table: 'lexicon_terms',
  auditKind: 'lexicon-term',
  notFound: 'Ce terme est introuvable : il a peut-être été supprimé.',
  duplicate: 'Ce terme est déjà dans le lexique (les accents, majuscules et traits d’union ne comptent pas).',
  schemas: { input: LexiconTermInput, record: LexiconTerm },
  // The back office lists them as the public page does: alphabetically, accents aside.
  list: async (db) => (await terms(db).orderBy('term_key').orderBy('id').execute()).map(termOf),
  load: async (db, id) => {
    const row = await terms(db).where('id', '=', id).executeTakeFirst();
    return row && termOf(row);
  },
  create: async (db, input) =>
    (await db.insertInto('lexicon_terms').values(columnsOf(input)).returning('id').executeTakeFirstOrThrow()).id,
  update: async (db, current, input) => {
    await db.updateTable('lexicon_terms').set(columnsOf(input)).where('id', '=', current.id).execute();
  },
  remove: async (db, current) => {
    await db.deleteFrom('lexicon_terms').where('id', '=', current.id).execute();
  },
};
