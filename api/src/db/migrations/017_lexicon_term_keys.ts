import { lexiconTermKey } from '@wado/shared/contract';
import type { Kysely } from 'kysely';

/**
 * The lexicon is edited in the back office: a term may not be entered twice, whatever its accents,
 * case, spaces or hyphens. Each term gets its key (`lexiconTermKey`), unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const terms = db as Kysely<{ lexicon_terms: { id: number; term: string; term_key: string } }>;
  await db.schema
    .alterTable('lexicon_terms')
    .addColumn('term_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const rows = await terms.selectFrom('lexicon_terms').select(['id', 'term']).execute();
  for (const row of rows) {
    await terms
      .updateTable('lexicon_terms')
      .set({ term_key: lexiconTermKey(row.term) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('lexicon_terms_unique_term_key')
    .unique()
    .on('lexicon_terms')
    .column('term_key')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lexicon_terms_unique_term_key').execute();
  await db.schema.alterTable('lexicon_terms').dropColumn('term_key').execute();
}
