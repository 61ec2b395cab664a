import {
  Interview,
  InterviewParams,
  InterviewsPage,
  InterviewSummary,
  PagingQuery,
  type QuestionAnswer,
} from '@wado/shared/schemas';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { image, pageOfQuery } from '../../paging';

const PORTRAIT = { width: 240, height: 240 };

type InterviewRow = {
  slug: string;
  title: string;
  person: string;
  person_role: string;
  date: string;
  summary: string;
  portrait: string;
  portrait_alt: string;
};
const toSummary = (row: InterviewRow): InterviewSummary => ({
  slug: row.slug,
  title: row.title,
  person: row.person,
  personRole: row.person_role,
  date: row.date,
  summary: row.summary,
  portrait: image(row.portrait, row.portrait_alt, PORTRAIT.width, PORTRAIT.height),
});

/** `/api/interviews` (newest first) and `/api/interviews/{slug}` with its questions and answers. */
export async function interviewRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/interviews',
    { schema: { querystring: PagingQuery(), response: { 200: InterviewsPage } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(
        db.selectFrom('interviews'),
        request.query,
        (interviews) =>
          interviews
            .select(['slug', 'title', 'person', 'person_role', 'date', 'summary', 'portrait', 'portrait_alt'])
            .orderBy('date', 'desc')
            .orderBy('id', 'desc'),
        (rows) => rows.map(toSummary),
      );
    },
  );

  app.get(
    '/api/interviews/:interview',
    { schema: { params: InterviewParams, response: { 200: Interview } } },
    async (request, reply): Promise<Interview> => {
      const row = await db
        .selectFrom('interviews')
        .selectAll()
        .where('slug', '=', request.params.interview)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cette interview est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      return {
        ...toSummary(row),
        interviewer: row.interviewer,
        place: row.place,
        questions: JSON.parse(row.questions) as QuestionAnswer[],
      };
    },
  );
}
