/**
 * What the back office's selects offer when a record links another (an event's album and
 * results, a news item's event): every record of the kind, drafts included, newest first.
 */
import { ChoiceList, ChoiceParams, type ChoiceKind } from '@wado/shared/schemas';
import type { Api } from '../contract';
import type { Store } from './storage';

/** The most a select lists. */
const MAX_CHOICES = 500;

function choicesOf(db: Store, kind: ChoiceKind): Promise<ChoiceList['items']> {
  switch (kind) {
    case 'events':
      return db
        .selectFrom('events')
        .select(['id', 'title', 'start_date as date'])
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_CHOICES)
        .execute();
    case 'albums':
      return db
        .selectFrom('albums')
        .select(['id', 'title', 'date'])
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_CHOICES)
        .execute();
    case 'news':
      return db
        .selectFrom('news')
        .select(['id', 'title', 'published_at as date'])
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_CHOICES)
        .execute();
    case 'competitions':
      return db
        .selectFrom('competitions')
        .select(['id', 'name as title', 'start_date as date'])
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_CHOICES)
        .execute();
  }
}

/** `GET /api/admin/choices/{kind}` */
export function choiceRoutes(app: Api): void {
  app.get(
    '/api/admin/choices/:kind',
    { schema: { params: ChoiceParams, response: { 200: ChoiceList } } },
    async (request): Promise<ChoiceList> => ({
      items: await choicesOf(app.db, request.params.kind),
    }),
  );
}
