import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_ORDER_PAGINATION,
  ORDER_REFERENCE_PATTERN,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type AdminOrder,
  type AdminOrderList,
  type OrderStatus,
  type OrderStatusRequest,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/outbox';
import { offsetOf, pageOf, pageSchema, pagingProperties, type Paging } from '../paging';
import { createAuthFailureLimiter, type AuthFailureLimiter } from '../security/authFailures';
import { ordersCsv } from './csv';
import { changeOrderStatus } from './status';
import { findOrder, toAdminOrders } from './store';

const STATUSES = Object.keys(ORDER_STATUS_LABELS);

/** Equal tokens, compared in a time that does not depend on where they differ. */
export function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function authorize(request: FastifyRequest, reply: FastifyReply, token: string, failures: AuthFailureLimiter): void {
  failures.assertAllowed(request.ip, reply);
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match || !sameToken(match[1]!, token)) {
    failures.recordFailure(request.ip);
    throw new HttpError(401, 'Accès réservé à la trésorerie : jeton absent ou invalide.');
  }
}

const referenceParams = {
  type: 'object',
  properties: { reference: { type: 'string', pattern: ORDER_REFERENCE_PATTERN } },
  required: ['reference'],
} as const;

/**
 * The treasurer's API, behind `Authorization: Bearer <SHOP_ADMIN_TOKEN>`. Without a configured
 * token it does not exist (404): it is never open.
 */
export async function adminOrderRoutes(
  app: FastifyInstance,
  {
    db,
    token,
    mailer,
    authFailures,
  }: { db: Db; token: string; mailer: Mailer; authFailures: { max: number; windowMs: number } },
) {
  const failures = createAuthFailureLimiter(authFailures);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!token) throw new HttpError(404, "Cette adresse n'existe pas.");
    authorize(request, reply, token, failures);
  });

  const listQuery = {
    type: 'object',
    properties: {
      status: { type: 'string', enum: STATUSES },
      ...pagingProperties(ADMIN_ORDER_PAGINATION),
    },
  } as const;

  app.get<{ Querystring: { status?: OrderStatus } & Paging }>(
    '/api/admin/orders',
    // Orders are serialized whole, as by the detail route (an empty item schema).
    { schema: { querystring: listQuery, response: { 200: pageSchema({}) } } },
    async (request): Promise<AdminOrderList> => {
      const { status, ...paging } = request.query;
      let query = db.selectFrom('orders');
      if (status) query = query.where('status', '=', status);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(paging.limit)
        .offset(offsetOf(paging))
        .execute();
      return pageOf(await toAdminOrders(db, rows), Number(total), paging);
    },
  );

  app.get<{ Querystring: { status?: OrderStatus } }>(
    '/api/admin/orders.csv',
    { schema: { querystring: { type: 'object', properties: { status: { type: 'string', enum: STATUSES } } } } },
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

  app.get<{ Params: { reference: string } }>(
    '/api/admin/orders/:reference',
    { schema: { params: referenceParams } },
    async (request): Promise<AdminOrder> => {
      const order = await findOrder(db, request.params.reference);
      if (!order) throw new HttpError(404, "Cette commande n'existe pas.");
      return order;
    },
  );

  app.post<{ Params: { reference: string }; Body: OrderStatusRequest }>(
    '/api/admin/orders/:reference/status',
    {
      bodyLimit: 4 * 1024,
      schema: {
        params: referenceParams,
        body: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['paid', 'shipped', 'cancelled'] },
            note: { type: 'string', maxLength: 500 },
          },
          required: ['status'],
          additionalProperties: false,
        },
      },
    },
    async (request): Promise<AdminOrder> => {
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
