/**
 * What a schema cannot say about an input: a day that exists, links to records that exist, images
 * that were uploaded, dates that agree with the records linked. A failed check is a 400 with a
 * French message, before anything is written; when restoring a revision (`lenient`), a link or an
 * image that is gone since is dropped instead.
 */
import type { ImageRef, MediaImage } from '@wado/shared/contract';
import { albumBeforeEvent, resultsOutsideEvent } from '../consistency';
import { HttpError } from '../errors';
import { uploadedImages } from '../uploads';
import type { Store } from './storage';

/** A `YYYY-MM-DD` that the calendar has (not the 31st of February). */
export function assertDay(day: string, what: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new HttpError(400, `${what} n’existe pas dans le calendrier (${day}).`);
  }
}

export interface CheckOptions {
  /** Restoring a revision: what is gone since is dropped (null), not refused. */
  lenient: boolean;
  /** The record being saved; null (or absent) for a new one. */
  recordId?: number | null;
}

type LinkedTable = 'events' | 'albums' | 'news' | 'competitions';

/** `id` when a row of `table` has it; else 400 (`message`), or null when lenient. */
export async function existingLink(
  db: Store,
  table: LinkedTable,
  id: number | null,
  message: string,
  { lenient }: CheckOptions,
): Promise<number | null> {
  if (id === null) return null;
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (row) return id;
  if (lenient) return null;
  throw new HttpError(400, message);
}

export const IMAGE_NOT_FOUND = 'L’image choisie est introuvable : envoyez-la de nouveau.';

/** The uploaded image an input refers to; 400 when there is no such upload (null when lenient). */
export async function existingImage(
  db: Store,
  ref: ImageRef | null,
  { lenient }: CheckOptions,
): Promise<{ ref: ImageRef; image: MediaImage } | null> {
  if (ref === null) return null;
  const image = (await uploadedImages(db, [ref.uploadId])).get(ref.uploadId);
  if (image) return { ref, image };
  if (lenient) return null;
  throw new HttpError(400, IMAGE_NOT_FOUND);
}

// ---------------------------------------------------------------------------------------------
// Dates that must agree across records (the consistency check's rules, refused at the save)

/** The days of an event being saved, with its title. */
interface EventDays {
  title: string;
  start_date: string;
  end_date: string;
}

/** An event's album is not dated before it, its results lie inside its days; else 400. */
export async function assertEventReports(
  db: Store,
  event: EventDays,
  albumId: number | null,
  competitionId: number | null,
): Promise<void> {
  const album =
    albumId === null
      ? undefined
      : await db.selectFrom('albums').select(['title', 'date']).where('id', '=', albumId).executeTakeFirst();
  const albumProblem = album && albumBeforeEvent(album, event);
  if (albumProblem) throw new HttpError(400, albumProblem);
  const competition =
    competitionId === null
      ? undefined
      : await db
          .selectFrom('competitions')
          .select(['name', 'start_date', 'end_date'])
          .where('id', '=', competitionId)
          .executeTakeFirst();
  const resultsProblem = competition && resultsOutsideEvent(competition, event);
  if (resultsProblem) throw new HttpError(400, resultsProblem);
}

/** An album being saved is not dated before an event that shows it; else 400. */
export async function assertAlbumAfterItsEvents(
  db: Store,
  albumId: number | null | undefined,
  album: { title: string; date: string },
): Promise<void> {
  if (albumId === null || albumId === undefined) return;
  const events = await db
    .selectFrom('events')
    .select(['title', 'start_date', 'end_date'])
    .where('album_id', '=', albumId)
    .orderBy('start_date')
    .execute();
  for (const event of events) {
    const problem = albumBeforeEvent(album, event);
    if (problem) throw new HttpError(400, problem);
  }
}

/** Results being saved stay inside the days of every event that links them; else 400. */
export async function assertResultsInsideTheirEvents(
  db: Store,
  competitionId: number | null,
  competition: { name: string; start_date: string; end_date: string },
): Promise<void> {
  if (competitionId === null) return;
  const events = await db
    .selectFrom('events')
    .select(['title', 'start_date', 'end_date'])
    .where('competition_id', '=', competitionId)
    .orderBy('start_date')
    .execute();
  for (const event of events) {
    const problem = resultsOutsideEvent(competition, event);
    if (problem) throw new HttpError(400, problem);
  }
}
