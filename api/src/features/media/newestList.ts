import type { Kysely, Selectable } from 'kysely';
import type { Static, TSchema } from 'typebox';
import { Page, PagingQuery } from '@wado/shared/schemas';
import type { PageOf } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { Api } from '../contract';
import { offsetOf, pageOf } from '../paging';

/** A table listed newest first: its date column, then the latest row added. */
export interface NewestList<
  Table extends keyof Database,
  Row extends Partial<Selectable<Database[Table]>>,
  Item extends TSchema,
> {
  path: string;
  table: Table;
  columns: readonly (keyof Row & string)[];
  dateColumn: keyof Row & string;
  /** The schema of one item of the page (the answer is `Page(item)`). */
  item: Item;
  toItem: (row: Row) => Static<Item>;
}

/** `GET <path>?page=&limit=`: one page of the table, each row through `toItem`. */
export function registerNewestList<
  Table extends keyof Database,
  Row extends Partial<Selectable<Database[Table]>>,
  Item extends TSchema,
>(app: Api, db: Db, list: NewestList<Table, Row, Item>) {
  // Kysely cannot follow a table chosen by a type parameter; `NewestList` ties columns to the table instead.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  // `toItem` is checked against the item schema above; TypeScript cannot follow a generic schema
  // through `Static`, so the route itself sees the item as any schema.
  const item: TSchema = list.item;
  app.get(
    list.path,
    { schema: { querystring: PagingQuery(), response: { 200: Page(item) } } },
    async (request, reply): Promise<PageOf<Static<Item>>> => {
      const paging = request.query;
      const { total } = await anyDb
        .selectFrom(list.table as string)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await anyDb
        .selectFrom(list.table as string)
        .select([...list.columns])
        .orderBy(list.dateColumn, 'desc')
        .orderBy('id', 'desc')
        .limit(paging.limit)
        .offset(offsetOf(paging))
        .execute();
      void reply.header('Cache-Control', 'no-cache');
      return pageOf((rows as unknown as Row[]).map(list.toItem), Number(total), paging);
    },
  );
}
