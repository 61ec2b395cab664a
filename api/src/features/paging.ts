/**
 * What every list endpoint does with its validated `page`/`limit` (the schemas are `PagingQuery`
 * and `Page` of `@wado/shared/schemas`): `pageOfQuery` for a list read from the database,
 * `pageOfAll` for a list already filtered in memory.
 */
import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { MediaImage, PageOf, Paging } from '@wado/shared/contract';

function pageOf<T>(items: T[], total: number, paging: Paging): PageOf<T> {
  return { items, page: paging.page, limit: paging.limit, total, pages: Math.ceil(total / paging.limit) };
}

const offsetOf = (paging: Paging) => (paging.page - 1) * paging.limit;

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

/**
 * One page of a list read from the database: `filtered` is the whole list (its table and
 * filters), counted once; `ordered` picks the columns and the order of its rows; the rows of the
 * asked page become items through `toItems` (at once, so that it can read what they refer to).
 */
export async function pageOfQuery<DB, TB extends keyof DB, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  paging: Paging,
  ordered: (list: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<PageOf<Item>> {
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    // Kysely cannot name the selection of a table given by a type parameter; it is this one column.
    .$castTo<{ total: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  const rows = await ordered(filtered).limit(paging.limit).offset(offsetOf(paging)).execute();
  return pageOf(await toItems(rows), Number(total), paging);
}
