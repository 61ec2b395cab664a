import {
  EventDetail,
  EventParams,
  EventsPage,
  EventsQuery,
  TextDocument,
  type EventKind,
  type EventSummary,
} from '@wado/shared/schemas';
import { eventIcsPath } from '@wado/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { pageOfQuery, parisDay, publicUrlOf } from '../../paging';
import { imageOf, imagesOfUploads } from '../images';
import { albumsOf } from '../gallery/routes';
import { isPublic } from '../published';
import type { MediaTables } from '../tables';
import { calendar } from './ical';

type EventRow = Pick<
  Selectable<MediaTables['events']>,
  'slug' | 'title' | 'kind' | 'start_date' | 'end_date' | 'place' | 'city' | 'summary'
>;
const toSummary = (row: EventRow): EventSummary => ({
  slug: row.slug,
  title: row.title,
  kind: row.kind as EventKind,
  startDate: row.start_date,
  endDate: row.end_date,
  place: row.place,
  city: row.city,
  summary: row.summary,
});

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
 * An event as its page shows it (also the back office's preview, whatever its status): its own
 * image, and the links to its album (with its cover), its results and its news, those that are public at `now`.
 */
export async function eventDetailOf(db: Db, row: Selectable<MediaTables['events']>, now: Date): Promise<EventDetail> {
  const uploads = await imagesOfUploads(db, [row.image_upload_id]);
  const image = imageOf(uploads, row.image_upload_id, row.image_alt);
  const albumRow =
    row.album_id === null
      ? undefined
      : await db
          .selectFrom('albums')
          .selectAll()
          .where('id', '=', row.album_id)
          .where(isPublic('albums', now))
          // An album without photos is not shown (see the gallery).
          .where((eb) =>
            eb.exists(eb.selectFrom('photos').select('photos.id').whereRef('photos.album_id', '=', 'albums.id')),
          )
          .executeTakeFirst();
  // Its cover is the event's picture for link previews when the event has none of its own.
  const [album] = albumRow ? await albumsOf(db, [albumRow]) : [];
  const result =
    row.competition_id === null
      ? undefined
      : await db
          .selectFrom('competitions')
          .select(['slug', 'name'])
          .where('id', '=', row.competition_id)
          .executeTakeFirst();
  const news = await db
    .selectFrom('news')
    .select(['slug', 'title', 'published_at'])
    .where('event_id', '=', row.id)
    .where(isPublic('news', now))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return {
    ...toSummary(row),
    address: row.address,
    description: row.description,
    registration: row.registration,
    registrationUrl: row.registration_url,
    registrationDeadline: row.registration_deadline,
    icsUrl: eventIcsPath(row.slug),
    ...(image ? { image } : {}),
    ...(album ? { album: { slug: album.slug, title: album.title, cover: album.cover } } : {}),
    ...(result ? { result } : {}),
    ...(news.length > 0
      ? { news: news.map((item) => ({ slug: item.slug, title: item.title, publishedAt: item.published_at })) }
      : {}),
  };
}

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
        (rows) => rows.map(toSummary),
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
