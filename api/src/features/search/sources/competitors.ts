import { AGE_GROUP_LABELS, DISCIPLINE_LABELS, type AgeGroup, type Discipline } from '@wado/shared/contract';
import { joinText } from '../text';
import { detailPath, type SearchSource } from './source';

/** The national team's competitors (`/competitor/<slug>`): club, discipline, category, grade, results. */
export const competitorsSource: SearchSource = {
  kind: 'competitor',
  async pages(db) {
    const rows = await db
      .selectFrom('competitors')
      .leftJoin('clubs', 'clubs.id', 'competitors.club_id')
      .select(['competitors.slug', 'competitors.name', 'competitors.club', 'competitors.discipline'])
      .select(['competitors.age_group', 'competitors.weight_class', 'competitors.grade', 'competitors.achievements'])
      .select(['clubs.name as directory_club', 'clubs.city as directory_city'])
      .execute();
    return rows.map((row) => ({
      url: detailPath('/competitor/', row.slug),
      title: row.name,
      text: joinText(
        row.directory_club ? `${row.directory_club} (${row.directory_city ?? ''})` : row.club,
        DISCIPLINE_LABELS[row.discipline as Discipline] ?? row.discipline,
        AGE_GROUP_LABELS[row.age_group as AgeGroup] ?? row.age_group,
        row.weight_class,
        row.grade,
        ...(JSON.parse(row.achievements) as string[]),
      ),
      visibleFrom: null,
    }));
  },
};
