import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '@wado/shared/contract';
import {
  AdminOrder,
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
import type { Mailer } from '../mail/outbox';
import { pageOfQuery } from '../paging';
import { createAuthFailureLimiter, type AuthFailureLimiter } from '../security/authFailures';
import type { WindowCounters } from '../security/windowCounters';
import { ordersCsv } from './csv';
import { changeOrderStatus } from './status';
import { findOrder, toAdminOrders } from './store';

/** Equal tokens, compared in a time that does not depend on where they differ. */
export function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

async function authorize(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  failures: AuthFailureLimiter,
): Promise<void> {
  await failures.assertAllowed(request.ip, reply);
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match || !sameToken(match[1]!, token)) {
    await failures.recordFailure(request.ip);
    throw new HttpError(401, 'Accès réservé à la trésorerie : jeton absent ou invalide.');
  }
}

/**
 * The treasurer's API, behind `Authorization: Bearer <SHOP_ADMIN_TOKEN>`. Without a configured
 * token it does not exist (404): it is never open.
 */
export async function adminOrderRoutes(
  app: Api,
  {
    db,
    token,
    mailer,
    authFailures,
    counters,
  }: {
    db: Db;
    token: string;
    mailer: Mailer;
    authFailures: { max: number; windowMs: number };
    counters: WindowCounters;
  },
) {
  const failures = createAuthFailureLimiter(authFailures, counters);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!token) throw new HttpError(404, "Cette adresse n'existe pas.");
    await authorize(request, reply, token, failures);
  });

  app.get(
    '/api/admin/orders',
    { schema: { querystring: AdminOrderQuery, response: { 200: AdminOrderList } } },
    async (request) => {
      const { status, ...paging } = request.query;
      let query = db.selectFrom('orders');
      if (status) query = query.where('status', '=', status);
      return pageOfQuery(
        query,
        paging,
        (orders) => orders.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        (rows) => toAdminOrders(db, rows),
      );
    },
  );

  app.get(
    '/api/admin/orders.csv',
    { schema: { querystring: AdminOrderExportQuery, response: { 200: TextDocument('text/csv') } } },
    async (request, reply) => {
      let query = db.selectFrom('orders').selectAll();
      if (request.query.status) query = query.where('status', '=', request.query.status);
      const rows = await query.orderBy('created_at').orderBy('id').execute();
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

  app.post(
    '/api/admin/orders/:reference/status',
    {
      bodyLimit: 4 * 1024,
      schema: { params: OrderReferenceParams, body: OrderStatusRequest, response: { 200: AdminOrder } },
    },
    async (request) => {
      const { status, note = '' } = request.body;
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
        if (!(await changeOrderStatus(trx, order, status, { note, at: new Date() }))) {
          throw new HttpError(409, 'La commande vient de changer : rechargez-la.');
        }
      });
      mailer.notify();
      return (await findOrder(db, request.params.reference))!;
    },
  );
}
