import { COMPETITION_LEVEL_LABELS, type CompetitionLevel } from '@wado/shared/contract';
import { joinText, plainText } from '../text';
import { detailPath, type SearchSource } from './source';

/** The competitions of the results (`/result/<slug>`): place, season and report. */
export const resultsSource: SearchSource = {
  kind: 'result',
  async pages(db) {
    const rows = await db
      .selectFrom('competitions')
      .select(['slug', 'name', 'season', 'place', 'city', 'country', 'level', 'report'])
      .execute();
    return rows.map((row) => ({
      url: detailPath('/result/', row.slug),
      title: row.name,
      text: joinText(
        `${COMPETITION_LEVEL_LABELS[row.level as CompetitionLevel] ?? row.level}, saison ${row.season}.`,
        `${row.place}, ${row.city} (${row.country}).`,
        plainText(row.report),
      ),
      visibleFrom: null,
    }));
  },
};
