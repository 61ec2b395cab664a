/** What the site shows of an event (its page, its list entry, the back office's preview), from its rows. */
import type { EventDetail, EventKind, EventSummary } from '@wado/shared/schemas';
import { eventIcsPath } from '@wado/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/connection';
import { imageOf, imagesOfUploads } from '../images';
import { albumsOf } from '../gallery/views';
import { isPublic } from '../published';
import type { MediaTables } from '../tables';

type EventRow = Pick<
  Selectable<MediaTables['events']>,
  'slug' | 'title' | 'kind' | 'start_date' | 'end_date' | 'place' | 'city' | 'summary'
>;
export const eventSummaryOf = (row: EventRow): EventSummary => ({
  slug: row.slug,
  title: row.title,
  kind: row.kind as EventKind,
  startDate: row.start_date,
  endDate: row.end_date,
  place: row.place,
  city: row.city,
  summary: row.summary,
});

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
    ...eventSummaryOf(row),
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
