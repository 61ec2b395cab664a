import { CLUB_DISCIPLINE_LABELS, orderedDisciplines } from '@wado/shared/contract';
import { joinText } from '../text';
import { detailPath, type SearchSource } from './source';

/** The clubs of the directory (`/club/<id>`): town, department, region, disciplines and timetable. */
export const clubsSource: SearchSource = {
  kind: 'club',
  async pages(db) {
    const rows = await db
      .selectFrom('clubs')
      .select(['id', 'name', 'city', 'postal_code', 'department', 'department_name', 'region', 'address'])
      .select(['training_times', 'disciplines'])
      .execute();
    return rows.map((row) => ({
      url: detailPath('/club/', row.id),
      title: row.name,
      text: joinText(
        `${row.address}, ${row.postal_code} ${row.city}.`,
        `${row.department_name} (${row.department}), ${row.region}.`,
        orderedDisciplines(JSON.parse(row.disciplines) as string[])
          .map((discipline) => CLUB_DISCIPLINE_LABELS[discipline])
          .join(', '),
        ...(JSON.parse(row.training_times) as string[]),
      ),
      visibleFrom: null,
    }));
  },
};
