import type { Transaction } from 'kysely';
import type { Database } from '../../schema';
import { photoFile, portraitImage, sceneImage } from '../images/files';
import { EVENTS, type SeedEvent } from './events';
import { ALBUMS } from './gallery';
import { INTERVIEWS } from './interviews';
import { NEWS } from './news';
import { PRESS } from './press';

type MediaTable = 'events' | 'news' | 'albums' | 'press_articles' | 'interviews';

async function isEmpty(trx: Transaction<Database>, table: MediaTable): Promise<boolean> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Saturday of the week `weeks` weeks away from `now` (UTC calendar days). */
export function saturdayAround(now: Date, weeks: number): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const untilSaturday = (6 - new Date(today).getUTCDay() + 7) % 7;
  return today + (untilSaturday + weeks * 7) * DAY;
}

/**
 * The publication columns of a seeded row: published since midnight UTC of its own day (`day`),
 * or since `now` when that day is still to come (or when it has none: events).
 */
export function publishedSince(now: Date, day?: string) {
  const since = day === undefined ? now.toISOString() : `${day}T00:00:00.000Z`;
  const publishAt = since < now.toISOString() ? since : now.toISOString();
  return { status: 'published' as const, publish_at: publishAt, created_at: publishAt, updated_at: publishAt };
}

/** The first day of a seeded event: its own date, or the Saturday `weeks` away from `now`. */
function startOf(event: SeedEvent, now: Date): number {
  return 'date' in event.start
    ? Date.parse(`${event.start.date}T00:00:00.000Z`)
    : saturdayAround(now, event.start.weeks);
}

/**
 * The calendar as of `now`, with each event's album and results (slugs) beside its row. A slug is
 * the event's base and the year of its start; an edition placed relative to `now` whose slug is
 * already taken (by a dated edition, the next French championship the same year as the last, or
 * by another relative one) adds its month.
 */
export function eventRows(now: Date) {
  const slugByYear = (event: SeedEvent) => `${event.base}-${new Date(startOf(event, now)).getUTCFullYear()}`;
  const taken = new Set(EVENTS.filter((event) => 'date' in event.start).map(slugByYear));
  return EVENTS.map((event) => {
    const start = startOf(event, now);
    let slug = slugByYear(event);
    if ('weeks' in event.start) {
      if (taken.has(slug)) slug = `${slug}-${isoDay(start).slice(5, 7)}`;
      taken.add(slug);
    }
    return {
      slug,
      title: event.title,
      kind: event.kind,
      start_date: isoDay(start),
      end_date: isoDay(start + (event.days - 1) * DAY),
      place: event.place,
      city: event.city,
      address: event.address,
      summary: event.summary,
      description: event.description,
      registration: event.registration,
      registration_url: null,
      registration_deadline: event.closesDaysBefore === null ? null : isoDay(start - event.closesDaysBefore * DAY),
      ...publishedSince(now),
      album: event.album ?? null,
      results: event.results ?? null,
    };
  });
}

/** The ids of rows of `table` by slug (the seed links records by their slugs). */
async function idsBySlug(trx: Transaction<Database>, table: 'albums' | 'competitions' | 'events') {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute();
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug: string | null | undefined) => (slug ? (ids.get(slug) ?? null) : null);
}

/**
 * Albums, events, news, press and interviews, each table filled only when it is empty; albums and
 * the results (seeded before) first, so that events link to them, then the news to their event.
 */
export async function seedMedia(trx: Transaction<Database>, now: Date): Promise<void> {
  if (await isEmpty(trx, 'albums')) {
    for (const album of ALBUMS) {
      const { id } = await trx
        .insertInto('albums')
        .values({
          slug: album.slug,
          title: album.title,
          date: album.date,
          place: album.place,
          description: album.description,
          ...publishedSince(now, album.date),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('photos')
        .values(
          album.photos.map((photo, position) => {
            const image = sceneImage('gallery', photoFile(album.slug, position), photo.alt);
            return {
              album_id: id,
              position,
              caption: photo.caption,
              image: image.url,
              image_alt: image.alt,
              width: image.width,
              height: image.height,
            };
          }),
        )
        .execute();
    }
  }
  if (await isEmpty(trx, 'events')) {
    const albumId = await idsBySlug(trx, 'albums');
    const competitionId = await idsBySlug(trx, 'competitions');
    await trx
      .insertInto('events')
      .values(
        eventRows(now).map(({ album, results, ...row }) => ({
          ...row,
          album_id: albumId(album),
          competition_id: competitionId(results),
        })),
      )
      .execute();
  }
  if (await isEmpty(trx, 'news')) {
    const eventId = await idsBySlug(trx, 'events');
    await trx
      .insertInto('news')
      .values(
        NEWS.map((news) => ({
          slug: news.slug,
          event_id: eventId(news.event),
          title: news.title,
          published_at: news.publishedAt,
          summary: news.summary,
          body: news.body,
          author: news.author,
          image: sceneImage('news', news.slug, news.alt).url,
          image_alt: news.alt,
          ...publishedSince(now, news.publishedAt),
        })),
      )
      .execute();
  }
  if (await isEmpty(trx, 'press_articles')) {
    await trx
      .insertInto('press_articles')
      .values(
        PRESS.map(({ publishedAt, ...press }) => ({
          ...press,
          published_at: publishedAt,
          ...publishedSince(now, publishedAt),
        })),
      )
      .execute();
  }
  if (await isEmpty(trx, 'interviews')) {
    await trx
      .insertInto('interviews')
      .values(
        INTERVIEWS.map((interview) => {
          const image = portraitImage('interviews', interview.slug, interview.person);
          return {
            slug: interview.slug,
            title: interview.title,
            person: interview.person,
            person_role: interview.personRole,
            date: interview.date,
            summary: interview.summary,
            interviewer: interview.interviewer,
            place: interview.place,
            portrait: image.url,
            portrait_alt: image.alt,
            questions: JSON.stringify(interview.questions),
            ...publishedSince(now, interview.date),
          };
        }),
      )
      .execute();
  }
}
