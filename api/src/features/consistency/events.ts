import { formatDate } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { isPublic } from '../media';
import type { Inconsistency } from './inconsistency';

/** « du 14 novembre 2026 au 15 novembre 2026 », « du 12 décembre 2026 ». */
const datedFrom = (start: string, end: string) =>
  start === end ? `du ${formatDate(start)}` : `du ${formatDate(start)} au ${formatDate(end)}`;

/** The days of an event, and of what is dated with it (an album has one day, results several). */
interface EventDays {
  title: string;
  start_date: string;
  end_date: string;
}

const eventNameOf = (event: EventDays) =>
  `l'événement « ${event.title} » (${datedFrom(event.start_date, event.end_date)})`;

/** An album dated before the first day of the event whose photos it shows; null when it is not. */
export function albumBeforeEvent(album: { title: string; date: string }, event: EventDays): string | null {
  if (album.date >= event.start_date) return null;
  return `L'album « ${album.title} » est daté du ${formatDate(album.date)}, avant ${eventNameOf(event)} dont il montre les photos.`;
}

/** Results dated outside the days of the event that links them; null when they are inside. */
export function resultsOutsideEvent(
  competition: { name: string; start_date: string; end_date: string },
  event: EventDays,
): string | null {
  if (competition.start_date >= event.start_date && competition.end_date <= event.end_date) return null;
  return `Les résultats « ${competition.name} » sont datés ${datedFrom(competition.start_date, competition.end_date)}, hors des dates de ${eventNameOf(event)} qui y renvoie.`;
}

/**
 * An event and what reports on it are dated together: its results fall inside the event's days,
 * its album and its news on its first day or after (a report is not written before the event).
 */
export async function eventDates(db: Db, now: Date): Promise<Inconsistency[]> {
  const events = await db
    .selectFrom('events')
    .select(['id', 'slug', 'title', 'start_date', 'end_date', 'album_id', 'competition_id'])
    .where(isPublic('events', now))
    .orderBy('start_date')
    .execute();
  if (events.length === 0) return [];
  const albumIds = events.flatMap((event) => (event.album_id === null ? [] : [event.album_id]));
  const competitionIds = events.flatMap((event) => (event.competition_id === null ? [] : [event.competition_id]));
  const [albums, competitions, news] = await Promise.all([
    albumIds.length === 0
      ? []
      : db
          .selectFrom('albums')
          .select(['id', 'slug', 'title', 'date'])
          .where('id', 'in', albumIds)
          .where(isPublic('albums', now))
          .execute(),
    competitionIds.length === 0
      ? []
      : db
          .selectFrom('competitions')
          .select(['id', 'slug', 'name', 'start_date', 'end_date'])
          .where('id', 'in', competitionIds)
          .execute(),
    db
      .selectFrom('news')
      .select(['slug', 'title', 'published_at', 'event_id'])
      .where(
        'event_id',
        'in',
        events.map((event) => event.id),
      )
      .where(isPublic('news', now))
      .orderBy('published_at')
      .execute(),
  ]);

  const problems: Inconsistency[] = [];
  for (const event of events) {
    const eventName = eventNameOf(event);
    const album = albums.find((candidate) => candidate.id === event.album_id);
    const albumTooEarly = album && albumBeforeEvent(album, event);
    if (album && albumTooEarly) {
      problems.push({ rule: 'dates', where: `/gallery?album=${album.slug}`, message: albumTooEarly });
    }
    const competition = competitions.find((candidate) => candidate.id === event.competition_id);
    const resultsOutside = competition && resultsOutsideEvent(competition, event);
    if (competition && resultsOutside) {
      problems.push({ rule: 'dates', where: `/result/${competition.slug}`, message: resultsOutside });
    }
    for (const article of news.filter((candidate) => candidate.event_id === event.id)) {
      if (article.published_at < event.start_date) {
        problems.push({
          rule: 'dates',
          where: `/news/${article.slug}`,
          message: `L'actualité « ${article.title} » est datée du ${formatDate(article.published_at)}, avant ${eventName} dont elle parle.`,
        });
      }
    }
  }
  return problems;
}
