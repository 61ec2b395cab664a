import type { FastifyInstance } from 'fastify';
import {
  LEXICON_CATEGORY_IDS,
  LEXICON_LIMITS,
  compareLexiconTerms,
  lexiconTermMatches,
  type LexiconCategory,
  type LexiconResponse,
  type LexiconTerm,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { pageOfAll, pageSchema, pagingProperties, type Paging } from '../paging';

const lexiconSchema = {
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: LEXICON_LIMITS.maxQueryLength },
      category: { type: 'string', enum: LEXICON_CATEGORY_IDS },
      ...pagingProperties(LEXICON_LIMITS),
    },
  },
  response: {
    200: pageSchema({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        term: { type: 'string' },
        kana: { type: ['string', 'null'] },
        meaning: { type: 'string' },
        category: { type: 'string' },
      },
      required: ['id', 'term', 'kana', 'meaning', 'category'],
    }),
  },
} as const;

/**
 * `GET /api/lexicon?q=&category=&page=&limit=`: the terms in alphabetical order (accents
 * ignored). The page loads the whole lexicon once and searches it instantly; the filters serve
 * other callers with the very same matching rule.
 */
export async function lexiconRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { q?: string; category?: LexiconCategory } & Paging }>(
    '/api/lexicon',
    { schema: lexiconSchema },
    async (request, reply): Promise<LexiconResponse> => {
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
