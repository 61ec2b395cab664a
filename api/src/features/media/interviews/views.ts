/** What the site shows of an interview (its page, the list, the back office's preview). */
import { Interview, InterviewSummary, type QuestionAnswer } from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/connection';
import { image } from '../../paging';
import { DEFAULT_IMAGE, imageOf, imagesOfUploads } from '../images';
import type { MediaTables } from '../tables';

const PORTRAIT = { width: 240, height: 240 };

export const SUMMARY_COLUMNS = [
  'slug',
  'title',
  'person',
  'person_role',
  'date',
  'summary',
  'portrait',
  'portrait_alt',
  'portrait_upload_id',
] as const;
type InterviewRow = Pick<Selectable<MediaTables['interviews']>, (typeof SUMMARY_COLUMNS)[number]>;

export async function summariesOf(db: Db, rows: InterviewRow[]): Promise<InterviewSummary[]> {
  const uploads = await imagesOfUploads(
    db,
    rows.map((row) => row.portrait_upload_id),
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    person: row.person,
    personRole: row.person_role,
    date: row.date,
    summary: row.summary,
    portrait: imageOf(
      uploads,
      row.portrait_upload_id,
      row.portrait_alt,
      row.portrait ? image(row.portrait, row.portrait_alt, PORTRAIT.width, PORTRAIT.height) : DEFAULT_IMAGE,
    ),
  }));
}

/** An interview as its page shows it (also the back office's preview, whatever its status). */
export async function interviewOf(db: Db, row: Selectable<MediaTables['interviews']>): Promise<Interview> {
  const [summary] = await summariesOf(db, [row]);
  return {
    ...summary!,
    interviewer: row.interviewer,
    place: row.place,
    questions: JSON.parse(row.questions) as QuestionAnswer[],
  };
}
