import { Interview, InterviewParams, InterviewsPage, PagingQuery } from '@wado/shared/schemas';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { pageOfQuery } from '../../paging';
import { isPublic } from '../published';
import { SUMMARY_COLUMNS, interviewOf, summariesOf } from './views';

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
