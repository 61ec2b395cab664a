import { EventDetail, EventParams, EventsPage, EventsQuery, TextDocument } from '@wado/shared/schemas';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { pageOfQuery, parisDay, publicUrlOf } from '../../paging';
import { isPublic } from '../published';
import { calendar } from './ical';
import { eventDetailOf, eventSummaryOf } from './views';

/** The subscribable feed keeps a year of past events, so a calendar app does not lose them at once. */
const FEED_HISTORY_DAYS = 365;
const FEED_MAX_EVENTS = 500;
const CALENDAR = 'text/calendar';
const CALENDAR_TYPE = `${CALENDAR}; charset=utf-8`;
/**
 * `/api/events/{slug}` answers the event as JSON, `/api/events/{slug}.ics` as an iCalendar file
 * (the content type written out, so that the answer's type keeps both).
 */
const EVENT_ANSWER = {
  content: { 'application/json': { schema: EventDetail }, ...TextDocument(CALENDAR).content },
};

/**
 * `/api/events` (list), `/api/events/{slug}` (detail), `/api/events/{slug}.ics`,
 * `/api/events/calendar.ics`: published events only.
 */
export async function eventRoutes(app: Api, { db, now }: { db: Db; now: () => Date }) {
  const published = () => db.selectFrom('events').where(isPublic('events', now()));

  app.get(
    '/api/events',
    { schema: { querystring: EventsQuery, response: { 200: EventsPage } } },
    async (request, reply) => {
      const { period, kind, ...paging } = request.query;
      const today = parisDay(now());
      // An event still running today is upcoming until its last day is over.
      let filtered = published().where('end_date', period === 'upcoming' ? '>=' : '<', today);
      if (kind) filtered = filtered.where('kind', '=', kind);
      const direction = period === 'upcoming' ? 'asc' : 'desc';
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(
        filtered,
        paging,
        (events) =>
          events
            .select(['slug', 'title', 'kind', 'start_date', 'end_date', 'place', 'city', 'summary'])
            .orderBy('start_date', direction)
            .orderBy('id', direction),
        (rows) => rows.map(eventSummaryOf),
      );
    },
  );

  const calendarFeed = { response: { 200: TextDocument(CALENDAR) } };
  app.get('/api/events/calendar.ics', { schema: calendarFeed }, async (request, reply) => {
    const since = new Date(now().getTime() - FEED_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
    const rows = await published()
      .selectAll()
      .where('end_date', '>=', since)
      .orderBy('start_date')
      .orderBy('id')
      .limit(FEED_MAX_EVENTS)
      .execute();
    return reply
      .type(CALENDAR_TYPE)
      .header('Cache-Control', 'public, max-age=900')
      .header('Content-Disposition', 'inline; filename="wado-france-evenements.ics"')
      .send(calendar(rows, publicUrlOf(request), 'Wado France – Événements'));
  });

  app.get(
    '/api/events/:event',
    {
      schema: {
        params: EventParams,
        response: { 200: EVENT_ANSWER },
      },
    },
    async (request, reply) => {
      const asCalendar = request.params.event.endsWith('.ics');
      const slug = asCalendar ? request.params.event.slice(0, -4) : request.params.event;
      const row = await published().selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cet événement est introuvable.');
      if (asCalendar) {
        return (
          reply
            .type(CALENDAR_TYPE)
            .header('Cache-Control', 'no-cache')
            .header('Content-Disposition', `attachment; filename="${row.slug}.ics"`)
            // A string body: the JSON response schema does not apply to it.
            .serializer((payload: unknown) => String(payload))
            .send(calendar([row], publicUrlOf(request), row.title))
        );
      }
      void reply.header('Cache-Control', 'no-cache');
      return eventDetailOf(db, row, now());
    },
  );
}
