/** The Wado lexicon (mf-wado). */
import Type, { type Static } from 'typebox';
import { LEXICON_CATEGORY_IDS, LEXICON_LIMITS } from '../contract/lexicon';
import { ListQuery, Page } from './common';
import { Line, Nullable } from './fields';

/** One entry of the Wado lexicon (`GET /api/lexicon`). */
export const LexiconTerm = Type.Object({
  id: Type.Integer(),
  /** Romanised Japanese, as written in French dojos: « Mae geri », « Ōtsuka Hironori ». */
  term: Type.String(),
  /** Kana or kanji, when it helps (null otherwise). */
  kana: Type.Union([Type.String(), Type.Null()]),
  /** French meaning. */
  meaning: Type.String(),
  category: Type.Enum(LEXICON_CATEGORY_IDS),
});
export type LexiconTerm = Static<typeof LexiconTerm>;

/** The terms in alphabetical order (accents ignored). */
export const LexiconResponse = Page(LexiconTerm);
export type LexiconResponse = Static<typeof LexiconResponse>;

/** `GET /api/lexicon?q=&category=&page=&limit=`: all optional. */
export const LexiconQuery = ListQuery(
  {
    q: Type.Optional(Type.String({ maxLength: LEXICON_LIMITS.maxQueryLength })),
    category: Type.Optional(Type.Enum(LEXICON_CATEGORY_IDS)),
  },
  LEXICON_LIMITS,
);
export type LexiconQuery = Static<typeof LexiconQuery>;

/**
 * A term as the back office enters it (`POST /api/admin/lexicon`, `PUT /api/admin/lexicon/{id}`,
 * role `wado`); the answer is the `LexiconTerm`. A term already in the lexicon (accents, case,
 * spaces and hyphens ignored) is refused with a 409.
 */
export const LexiconTermInput = Type.Object({
  term: Line(LEXICON_LIMITS.maxTermLength),
  kana: Nullable(Line(LEXICON_LIMITS.maxKanaLength)),
  meaning: Type.String({ minLength: 1, maxLength: LEXICON_LIMITS.maxMeaningLength, pattern: '\\S' }),
  category: Type.Enum(LEXICON_CATEGORY_IDS),
});
export type LexiconTermInput = Static<typeof LexiconTermInput>;
