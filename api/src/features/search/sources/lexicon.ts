import { lexiconCategoryLabel, type LexiconCategory } from '@wado/shared/contract';
import { joinText } from '../text';
import type { SearchSource } from './source';

/** The lexicon's terms: the lexicon page searched for the term (`/lexicon?q=Mae%20geri`) shows it. */
export const lexiconSource: SearchSource = {
  kind: 'lexicon',
  async pages(db) {
    const rows = await db.selectFrom('lexicon_terms').select(['term', 'kana', 'meaning', 'category']).execute();
    return rows.map((row) => ({
      url: `/lexicon?${new URLSearchParams({ q: row.term }).toString()}`,
      title: row.term,
      text: joinText(row.meaning, row.kana, lexiconCategoryLabel(row.category as LexiconCategory)),
      visibleFrom: null,
    }));
  },
};
