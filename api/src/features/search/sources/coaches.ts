import { joinText } from '../text';
import type { SearchSource } from './source';

/** The national team's coaches: their card on `/coaches` (`#<slug>`). */
export const coachesSource: SearchSource = {
  kind: 'coach',
  async pages(db) {
    const rows = await db
      .selectFrom('coaches')
      .leftJoin('clubs', 'clubs.id', 'coaches.club_id')
      .select(['coaches.slug', 'coaches.name', 'coaches.role', 'coaches.dan', 'coaches.club', 'coaches.city'])
      .select(['coaches.bio', 'clubs.name as directory_club', 'clubs.city as directory_city'])
      .execute();
    return rows.map((row) => ({
      url: `/coaches#${encodeURIComponent(row.slug)}`,
      title: row.name,
      text: joinText(
        `${row.role}, ${row.dan === 1 ? '1er dan' : `${row.dan}e dan`}.`,
        row.directory_club ? `${row.directory_club} (${row.directory_city ?? ''})` : `${row.club} (${row.city})`,
        row.bio,
      ),
      visibleFrom: null,
    }));
  },
};
