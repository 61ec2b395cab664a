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

const lexiconSchema = {
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: LEXICON_LIMITS.maxQueryLength },
      category: { type: 'string', enum: LEXICON_CATEGORY_IDS },
      page: { type: 'integer', minimum: 1, maximum: 10_000 },
      limit: { type: 'integer', minimum: 1, maximum: LEXICON_LIMITS.maxLimit },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              term: { type: 'string' },
              kana: { type: ['string', 'null'] },
              meaning: { type: 'string' },
              category: { type: 'string' },
            },
            required: ['id', 'term', 'kana', 'meaning', 'category'],
          },
        },
        total: { type: 'integer' },
        page: { type: 'integer' },
        limit: { type: 'integer' },
        pages: { type: 'integer' },
      },
      required: ['items', 'total', 'page', 'limit', 'pages'],
    },
  },
} as const;

/**
 * `GET /api/lexicon?q=&category=&page=&limit=`: the terms in alphabetical order (accents
 * ignored). The page loads the whole lexicon once and searches it instantly; the filters serve
 * other callers with the very same matching rule.
 */
export async function lexiconRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { q?: string; category?: LexiconCategory; page?: number; limit?: number } }>(
    '/api/lexicon',
    { schema: lexiconSchema },
    async (request, reply): Promise<LexiconResponse> => {
      void reply.header('Cache-Control', 'no-cache');
      const { q = '', category, page = 1, limit = LEXICON_LIMITS.defaultLimit } = request.query;
      let query = db.selectFrom('lexicon_terms').selectAll();
      if (category) query = query.where('category', '=', category);
      const rows = await query.execute();
      const matching: LexiconTerm[] = rows
        .map((row) => ({ id: row.id, term: row.term, kana: row.kana, meaning: row.meaning, category: row.category as LexiconCategory }))
        .filter((term) => lexiconTermMatches(term, q))
        .sort(compareLexiconTerms);
      return {
        items: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        page,
        limit,
        pages: Math.ceil(matching.length / limit),
      };
    },
  );
}
