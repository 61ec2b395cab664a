import {
  Interview,
  InterviewParams,
  InterviewsPage,
  InterviewSummary,
  PagingQuery,
  type QuestionAnswer,
} from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { image, pageOfQuery } from '../../paging';
import { DEFAULT_IMAGE, imageOf, imagesOfUploads } from '../images';
import { isPublic } from '../published';
import type { MediaTables } from '../tables';

const PORTRAIT = { width: 240, height: 240 };

const SUMMARY_COLUMNS = [
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

async function summariesOf(db: Db, rows: InterviewRow[]): Promise<InterviewSummary[]> {
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

/** `/api/interviews` (newest first) and `/api/interviews/{slug}` with its questions and answers: published ones. */
export async function interviewRoutes(app: Api, { db, now }: { db: Db; now: () => Date }) {
  const published = () => db.selectFrom('interviews').where(isPublic('interviews', now()));

  app.get(
    '/api/interviews',
    { schema: { querystring: PagingQuery(), response: { 200: InterviewsPage } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(
        published(),
        request.query,
        (interviews) => interviews.select(SUMMARY_COLUMNS).orderBy('date', 'desc').orderBy('id', 'desc'),
        (rows) => summariesOf(db, rows),
      );
    },
  );

  app.get(
    '/api/interviews/:interview',
    { schema: { params: InterviewParams, response: { 200: Interview } } },
    async (request, reply): Promise<Interview> => {
      const row = await published().selectAll().where('slug', '=', request.params.interview).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cette interview est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      return interviewOf(db, row);
    },
  );
}
