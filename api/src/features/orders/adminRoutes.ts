import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, ACCESS } from '@wado/shared/contract';
import {
  AdminOrder,
  AdminOrderEmails,
  AdminOrderExportQuery,
  AdminOrderList,
  AdminOrderQuery,
  OrderReferenceParams,
  OrderStatusRequest,
  TextDocument,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import type { Mailer } from '../mail';
import { pageOfQuery } from '../paging';
import { recordAudit, requireRoles, signedIn } from '../auth';
import { filteredOrders, orderEmails } from './adminFilters';
import { ordersCsv } from './csv';
import { changeOrderStatus } from './status';
import { findOrder, toAdminOrders } from './store';

/**
 * The treasurer's API (`treasurer` role): a signed-in session in the back office, or a personal
 * API token for the command line (`Authorization: Bearer wado_pat_…`).
 */
export async function adminOrderRoutes(
  app: Api,
  { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string },
) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(ACCESS.treasury, { publicUrl }));

  app.get(
    '/api/admin/orders',
    { schema: { querystring: AdminOrderQuery, response: { 200: AdminOrderList } } },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const query = filteredOrders(db, filters);
      const { amount } = await query
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | bigint>('total_cents'), eb.lit(0)).as('amount'))
        .executeTakeFirstOrThrow();
      const list = await pageOfQuery(
        query,
        { page, limit },
        (orders) => orders.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        (rows) => toAdminOrders(db, rows),
      );
      return { ...list, amountCents: Number(amount) };
    },
  );

  app.get(
    '/api/admin/orders.csv',
    { schema: { querystring: AdminOrderExportQuery, response: { 200: TextDocument('text/csv') } } },
    async (request, reply) => {
      const rows = await filteredOrders(db, request.query).selectAll().orderBy('created_at').orderBy('id').execute();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="commandes-${day}.csv"`)
        .send(ordersCsv(await toAdminOrders(db, rows)));
    },
  );

  app.get(
    '/api/admin/orders/:reference',
    { schema: { params: OrderReferenceParams, response: { 200: AdminOrder } } },
    async (request) => {
      const order = await findOrder(db, request.params.reference);
      if (!order) throw new HttpError(404, "Cette commande n'existe pas.");
      return order;
    },
  );

  app.get(
    '/api/admin/orders/:reference/emails',
    { schema: { params: OrderReferenceParams, response: { 200: AdminOrderEmails } } },
    async (request) => {
      const order = await db
        .selectFrom('orders')
        .select('id')
        .where('reference', '=', request.params.reference)
        .executeTakeFirst();
      if (!order) throw new HttpError(404, "Cette commande n'existe pas.");
      return { items: await orderEmails(db, request.params.reference) };
    },
  );

  app.post(
    '/api/admin/orders/:reference/status',
    {
      bodyLimit: 4 * 1024,
      schema: { params: OrderReferenceParams, body: OrderStatusRequest, response: { 200: AdminOrder } },
    },
    async (request) => {
      const { status, note = '' } = request.body;
      const at = app.clock.now();
      await db.transaction().execute(async (trx) => {
        const order = await findOrder(trx, request.params.reference);
        if (!order) throw new HttpError(404, "Cette commande n'existe pas.");
        if (!ORDER_TRANSITIONS[order.status].includes(status)) {
          throw new HttpError(
            409,
            `Une commande « ${ORDER_STATUS_LABELS[order.status].toLowerCase()} » ne peut pas passer à « ${ORDER_STATUS_LABELS[status].toLowerCase()} ».`,
          );
        }
        // Same path as the automatic cancellation of unpaid orders (expiry.ts).
        if (!(await changeOrderStatus(trx, order, status, { note, at }))) {
          throw new HttpError(409, 'La commande vient de changer : rechargez-la.');
        }
        await recordAudit(
          trx,
          signedIn(request),
          {
            action: 'status',
            kind: 'order',
            recordId: order.reference,
            before: { status: order.status },
            after: { status, note },
          },
          at,
        );
      });
      mailer.notify();
      return (await findOrder(db, request.params.reference))!;
    },
  );
}
