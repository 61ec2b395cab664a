import { compareLexiconTerms, lexiconTermMatches, type LexiconCategory } from '@wado/shared/contract';
import { LexiconQuery, LexiconResponse, type LexiconTerm } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { pageOfAll } from '../paging';

/**
 * `GET /api/lexicon?q=&category=&page=&limit=`: the terms in alphabetical order (accents
 * ignored). The page loads the whole lexicon once and searches it instantly; the filters serve
 * other callers with the very same matching rule.
 */
export async function lexiconRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/lexicon',
    { schema: { querystring: LexiconQuery, response: { 200: LexiconResponse } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      const { q = '', category, ...paging } = request.query;
      let query = db.selectFrom('lexicon_terms').selectAll();
      if (category) query = query.where('category', '=', category);
      const rows = await query.execute();
      const matching: LexiconTerm[] = rows
        .map((row) => ({
          id: row.id,
          term: row.term,
          kana: row.kana,
          meaning: row.meaning,
          category: row.category as LexiconCategory,
        }))
        .filter((term) => lexiconTermMatches(term, q))
        .sort(compareLexiconTerms);
      return pageOfAll(matching, paging);
    },
  );
}
