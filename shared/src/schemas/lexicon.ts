/** The Wado lexicon (mf-wado). */
import Type, { type Static } from 'typebox';
import { LEXICON_CATEGORY_IDS, LEXICON_LIMITS } from '../contract/lexicon';
import { ListQuery, Page } from './common';

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
