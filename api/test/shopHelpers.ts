import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OrderConflict, OrderRequest, StockShortage } from '@wado/shared/contract';
import { BILLING } from '@wado/shared/testing/fixtures';
import type { Db } from '../src/db/connection';
import { countRows } from './helpers';

/** Known seed facts the shop tests rely on. */
export const TSHIRT = { itemId: 'tee-shirt-wado-france', m: 'tee-shirt-wado-france-m', price: 1900, member: 1500 };
export const BOOK = {
  itemId: 'livre-voie-de-l-harmonie',
  variant: 'livre-voie-de-l-harmonie-livre-broche',
  price: 2500,
  member: 2200,
};
/** A licence holder of the seed (`seed/licensees/holders.ts`): her licence of 2026-2027 is issued. */
export const MEMBER = { licenceNumber: 'WF26004217', lastName: 'Lefèvre' };
/** A licence issued for a season that ended: `issueExpiredLicence` writes it. */
export const EXPIRED_MEMBER = { licenceNumber: 'WF24012208', lastName: 'Fabre' };

/** Théo Fabre's licence of 2024-2025, a season over (a club of the seed asked for it and paid it). */
export async function issueExpiredLicence(db: Db): Promise<void> {
  const at = '2024-09-20T10:00:00.000Z';
  const season = await db
    .insertInto('membership_seasons')
    .values({ label: '2024-2025', starts_on: '2024-09-01', ends_on: '2025-08-31', affiliation_fee_cents: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const club = await db
    .selectFrom('clubs')
    .select('id')
    .where('name', '=', 'Wado Club Nantes')
    .executeTakeFirstOrThrow();
  const licensee = await db
    .insertInto('licensees')
    .values({
      club_id: club.id,
      first_name: 'Théo',
      last_name: 'Fabre',
      birth_date: '2004-07-19',
      sex: 'M',
      grade: '1er kyu',
      discipline: 'wado',
      email: 'theo.fabre@licencies.test',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('licences')
    .values({
      licensee_id: licensee.id,
      club_id: club.id,
      season_id: season.id,
      status: 'issued',
      number: EXPIRED_MEMBER.licenceNumber,
      requested_at: at,
      issued_at: at,
    })
    .execute();
}

export function orderBody(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2 }],
    delivery: 'colissimo',
    billing: { ...BILLING },
    payment: 'transfer',
    acceptTerms: true,
    ...overrides,
  };
}

export function postOrder(app: FastifyInstance, body: unknown, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export async function stockOf(app: FastifyInstance, variantId: string): Promise<number> {
  const row = await app.db
    .selectFrom('shop_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

export async function setStock(app: FastifyInstance, variantId: string, stock: number): Promise<void> {
  await app.db.updateTable('shop_variants').set({ stock }).where('id', '=', variantId).execute();
}

/** Rows of the tables an order writes: a refused order must leave all of them unchanged. */
export async function orderTableCounts(app: FastifyInstance) {
  const count = (table: 'orders' | 'order_lines' | 'order_status_history' | 'mail_outbox') => countRows(app, table);

  return {
    orders: await count('orders'),
    lines: await count('order_lines'),
    history: await count('order_status_history'),
    mails: await count('mail_outbox'),
  };
}

/** Every stock of the catalogue, to show nothing moved. */
export async function allStocks(app: FastifyInstance): Promise<Record<string, number>> {
  const rows = await app.db.selectFrom('shop_variants').select(['id', 'stock']).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

/**
 * A refusal for lack of stock: the error body with every short line (`OrderConflict`), whose
 * messages, joined, are the body's message.
 */
export function expectStockConflict(response: LightMyRequestResponse, shortages: StockShortage[]): OrderConflict {
  expect(response.statusCode).toBe(409);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json<OrderConflict>();
  expect(body).toEqual({
    error: 'Conflict',
    message: shortages.map((shortage) => shortage.message).join(' '),
    shortages,
  });
  return body;
}

/** The units of a size on orders not cancelled, and its stock: together, the stock there was. */
export async function unitsSoldAndLeft(db: Db, variantId: string): Promise<{ sold: number; left: number }> {
  const { stock } = await db
    .selectFrom('shop_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  const ordered = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_lines.quantity'), eb.lit(0)).as('units'))
    .where('order_lines.variant_id', '=', variantId)
    .where('orders.status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return { sold: Number(ordered.units), left: stock };
}
