import type { FastifyInstance } from 'fastify';
import type { Interview, InterviewSummary, QuestionAnswer } from '@wado/shared/contract';
import type { Db } from '../../../db/connection';
import { HttpError } from '../../errors';
import { image, imageSchema, slugParams } from '../../paging';
import { registerNewestList } from '../newestList';

const PORTRAIT = { width: 240, height: 240 };
const summaryProperties = {
  slug: { type: 'string' },
  title: { type: 'string' },
  person: { type: 'string' },
  personRole: { type: 'string' },
  date: { type: 'string' },
  summary: { type: 'string' },
  portrait: imageSchema,
} as const;
const interviewProperties = {
  ...summaryProperties,
  interviewer: { type: 'string' },
  place: { type: 'string' },
  questions: {
    type: 'array',
    items: {
      type: 'object',
      properties: { question: { type: 'string' }, answer: { type: 'string' } },
      required: ['question', 'answer'],
    },
  },
} as const;

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
export async function interviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerNewestList(app, db, {
    path: '/api/interviews',
    table: 'interviews',
    columns: ['slug', 'title', 'person', 'person_role', 'date', 'summary', 'portrait', 'portrait_alt'],
    dateColumn: 'date',
    itemProperties: summaryProperties,
    toItem: toSummary,
  });

  app.get<{ Params: { interview: string } }>(
    '/api/interviews/:interview',
    {
      schema: {
        params: slugParams('interview'),
        response: {
          200: { type: 'object', properties: interviewProperties, required: Object.keys(interviewProperties) },
        },
      },
    },
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
