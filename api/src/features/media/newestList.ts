import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { PageOf } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { offsetOf, pageOf, pageSchema, pagingProperties, type Paging } from '../paging';

/** A table listed newest first: its date column, then the latest row added. */
export interface NewestList<Table extends keyof Database, Row extends Partial<Selectable<Database[Table]>>, Item> {
  path: string;
  table: Table;
  columns: readonly (keyof Row & string)[];
  dateColumn: keyof Row & string;
  itemProperties: Record<string, object>;
  toItem: (row: Row) => Item;
}

/** `GET <path>?page=&limit=`: one page of the table, each row through `toItem`. */
export function registerNewestList<
  Table extends keyof Database,
  Row extends Partial<Selectable<Database[Table]>>,
  Item,
>(app: FastifyInstance, db: Db, list: NewestList<Table, Row, Item>) {
  const item = { type: 'object', properties: list.itemProperties, required: Object.keys(list.itemProperties) };
  // Kysely cannot follow a table chosen by a type parameter; `NewestList` ties columns to the table instead.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  app.get<{ Querystring: Paging }>(
    list.path,
    {
      schema: { querystring: { type: 'object', properties: pagingProperties() }, response: { 200: pageSchema(item) } },
    },
    async (request, reply): Promise<PageOf<Item>> => {
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
