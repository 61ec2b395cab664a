import type { FastifyReply } from 'fastify';
import { formatCount } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';

/** The window of a person's processing quota: the last hour. */
export const QUOTA_WINDOW_MS = 60 * 60 * 1000;

export const quotaReached = (minutes: number) =>
  `Vous avez envoyé beaucoup d’images en peu de temps : réessayez dans ${formatCount(minutes, 'minute')}. ` +
  'Les images déjà envoyées sont enregistrées.';

/**
 * What one person may have processed in the last hour, counted in pixels of the images as sent
 * (decoding costs with the pixels, not the bytes): the images recorded in `uploads` by that
 * person within the hour, plus those this server is processing for them now. An image already
 * known (the same bytes) costs nothing and is never refused. Every replica reads the same rows,
 * so that a volunteer's quota is one whichever server answers; only what is in progress is per
 * replica.
 */
export class ProcessingQuota {
  private readonly inProgress = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly pixelsPerHour: number,
  ) {}

  /**
   * Runs `work` (the processing and recording of an image of `pixels` for `person`), or refuses it
   * with a French 429 and Retry-After (the time until enough of the hour's images leave the window).
   */
  async run<T>(person: string, pixels: number, now: Date, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    if (this.pixelsPerHour > 0) {
      const since = new Date(now.getTime() - QUOTA_WINDOW_MS).toISOString();
      const recent = await this.db
        .selectFrom('uploads')
        .select(['created_at', 'original_pixels'])
        .where('created_by', '=', person)
        .where('created_at', '>', since)
        .orderBy('created_at')
        .execute();
      const inProgress = this.inProgress.get(person) ?? 0;
      let used = recent.reduce((sum, row) => sum + Number(row.original_pixels), inProgress);
      if (used + pixels > this.pixelsPerHour) {
        // The earliest moment the hour's images leave room for this one (an hour at most).
        let freedAt = now.getTime() + QUOTA_WINDOW_MS;
        for (const row of recent) {
          used -= Number(row.original_pixels);
          if (used + pixels <= this.pixelsPerHour) {
            freedAt = Date.parse(row.created_at) + QUOTA_WINDOW_MS;
            break;
          }
        }
        const seconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
        void reply.header('Retry-After', String(seconds));
        throw new HttpError(429, quotaReached(Math.ceil(seconds / 60)));
      }
    }
    this.inProgress.set(person, (this.inProgress.get(person) ?? 0) + pixels);
    try {
      return await work();
    } finally {
      const left = (this.inProgress.get(person) ?? 0) - pixels;
      if (left > 0) this.inProgress.set(person, left);
      else this.inProgress.delete(person);
    }
  }
}
