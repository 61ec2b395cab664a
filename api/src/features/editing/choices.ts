/**
 * What the back office's selects offer when a record links another (an event's album and
 * results, a news item's event): every record of the kind, drafts included, newest first.
 */
import { ACCESS, holdsRole } from '@wado/shared/contract';
import { ChoiceList, ChoiceParams, type ChoiceKind } from '@wado/shared/schemas';
import { ROLE_REQUIRED, signedIn } from '../auth';
import type { Api } from '../contract';
import { HttpError } from '../errors';
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

/**
 * What the event form links (an album, results): all that a person who edits only her
 * competitions' events may list; the media team lists every kind, drafts included.
 */
const EVENT_FORM_CHOICES: ReadonlySet<ChoiceKind> = new Set(['albums', 'competitions']);

/** `GET /api/admin/choices/{kind}` */
export function choiceRoutes(app: Api): void {
  app.get(
    '/api/admin/choices/:kind',
    { schema: { params: ChoiceParams, response: { 200: ChoiceList } } },
    async (request): Promise<ChoiceList> => {
      const { kind } = request.params;
      if (!holdsRole(signedIn(request).roles, ACCESS.media) && !EVENT_FORM_CHOICES.has(kind)) {
        throw new HttpError(403, ROLE_REQUIRED);
      }
      return { items: await choicesOf(app.db, kind) };
    },
  );
}
