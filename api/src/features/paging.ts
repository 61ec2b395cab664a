/**
 * What every list endpoint does with its validated `page`/`limit` (the schemas are `PagingQuery`
 * and `Page` of `@wado/shared/schemas`): the `PageOf` answer and the offset of the page.
 */
import type { FastifyRequest } from 'fastify';
import type { MediaImage, PageOf, Paging } from '@wado/shared/contract';

export function pageOf<T>(items: T[], total: number, paging: Paging): PageOf<T> {
  return { items, page: paging.page, limit: paging.limit, total, pages: Math.ceil(total / paging.limit) };
}

export const offsetOf = (paging: Paging) => (paging.page - 1) * paging.limit;

/** The asked page of a list already filtered in memory. */
export function pageOfAll<T>(all: T[], paging: Paging): PageOf<T> {
  return pageOf(all.slice(offsetOf(paging), offsetOf(paging) + paging.limit), all.length, paging);
}

export function image(url: string, alt: string, width: number, height: number): MediaImage {
  return { url, alt, width, height };
}

/**
 * The site's public address (PUBLIC_URL) for absolute links: never the request's Host or
 * X-Forwarded-Host, which anyone can set and which cached answers would hand to everyone.
 */
export function publicUrlOf(request: FastifyRequest): string {
  return request.server.publicUrl;
}

/** Today in Paris as `YYYY-MM-DD`: an event "is upcoming" by the association's calendar. */
export function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
