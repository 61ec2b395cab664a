/**
 * Helpers every list and detail endpoint uses: validated `page`/`limit`, slug parameters, the
 * `PageOf` answer and its JSON schema.
 */
import type { FastifyRequest } from 'fastify';
import {
  PAGINATION,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type MediaImage,
  type PageLimits,
  type PageOf,
} from '@wado/shared/contract';

/** `page` and `limit` query properties, within the list's own bounds (declared in the contract). */
export const pagingProperties = (limits: PageLimits = PAGINATION) =>
  ({
    page: { type: 'integer', minimum: 1, maximum: limits.maxPage, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: limits.maxLimit, default: limits.defaultLimit },
  }) as const;

export type { Paging } from '@wado/shared/schemas';
import type { Paging } from '@wado/shared/schemas';

export const slugParams = (name: string) =>
  ({
    type: 'object',
    properties: { [name]: { type: 'string', pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH } },
    required: [name],
  }) as const;

export const imageSchema = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    alt: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
  required: ['url', 'alt', 'width', 'height'],
} as const;

/** The JSON schema of a `PageOf<item>` answer (extra top-level properties allowed by `extra`). */
export function pageSchema(item: object, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: item },
      page: { type: 'integer' },
      limit: { type: 'integer' },
      total: { type: 'integer' },
      pages: { type: 'integer' },
      ...extra,
    },
    required: ['items', 'page', 'limit', 'total', 'pages', ...Object.keys(extra)],
  };
}

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
