import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASSOCIATION,
  formatPrice,
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
import { enqueueMail, type Mailer } from '../mail/outbox';
import { ordersCsv } from './csv';
import { findOrder, toAdminOrders } from './store';

const STATUSES = Object.keys(ORDER_STATUS_LABELS);
const ADMIN_MAX_LIMIT = 100;

/** Equal tokens, compared in a time that does not depend on where they differ. */
export function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function authorize(request: FastifyRequest, token: string): void {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match || !sameToken(match[1]!, token)) {
    throw new HttpError(401, 'Accès réservé à la trésorerie : jeton absent ou invalide.');
  }
}

const referenceParams = {
  type: 'object',
  properties: { reference: { type: 'string', pattern: ORDER_REFERENCE_PATTERN } },
  required: ['reference'],
} as const;

/** What the buyer is told when the treasurer changes the status of an order. */
function statusMail(order: AdminOrder, status: OrderStatus) {
  const sentences: Partial<Record<OrderStatus, string>> = {
    paid: `Nous avons bien reçu votre paiement de ${formatPrice(order.totalCents)}. Votre commande est en préparation.`,
    shipped:
      order.delivery === 'pickup'
        ? 'Votre commande vous a été remise, ou vous attend à la permanence du siège (mardi 18 h – 20 h, samedi 10 h – 12 h).'
        : 'Votre commande a été remise à Colissimo : vous la recevrez dans les prochains jours.',
    cancelled: 'Votre commande a été annulée. Si vous aviez déjà payé, vous êtes remboursé dans les 14 jours par le même moyen de paiement.',
  };
  return {
    to: order.billing.email,
    subject: `Commande ${order.reference} : ${ORDER_STATUS_LABELS[status].toLowerCase()} – ${ASSOCIATION.name}`,
    text: [`Bonjour ${order.billing.firstName} ${order.billing.lastName},`, '', sentences[status] ?? '', '', `Pour toute question : ${ASSOCIATION.email} – ${ASSOCIATION.phone}`, ASSOCIATION.fullName].join('\n'),
    topic: `order:${order.reference}:${status}`,
  };
}

/**
 * The treasurer's API, behind `Authorization: Bearer <SHOP_ADMIN_TOKEN>`. Without a configured
 * token it does not exist (404): it is never open.
 */
export async function adminOrderRoutes(app: FastifyInstance, { db, token, mailer }: { db: Db; token: string; mailer: Mailer }) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!token) throw new HttpError(404, "Cette adresse n'existe pas.");
    authorize(request, token);
  });

  const listQuery = {
    type: 'object',
    properties: {
      status: { type: 'string', enum: STATUSES },
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: ADMIN_MAX_LIMIT, default: 50 },
    },
  } as const;

  app.get<{ Querystring: { status?: OrderStatus; page: number; limit: number } }>(
    '/api/admin/orders',
    { schema: { querystring: listQuery } },
    async (request): Promise<AdminOrderList> => {
      const { status, page, limit } = request.query;
      let query = db.selectFrom('orders');
      if (status) query = query.where('status', '=', status);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute();
      return { items: await toAdminOrders(db, rows), page, limit, total: Number(total), pages: Math.ceil(Number(total) / limit) };
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

  app.get<{ Params: { reference: string } }>('/api/admin/orders/:reference', { schema: { params: referenceParams } }, async (request): Promise<AdminOrder> => {
    const order = await findOrder(db, request.params.reference);
    if (!order) throw new HttpError(404, "Cette commande n'existe pas.");
    return order;
  });

  app.post<{ Params: { reference: string }; Body: OrderStatusRequest }>(
    '/api/admin/orders/:reference/status',
    {
      bodyLimit: 4 * 1024,
      schema: {
        params: referenceParams,
        body: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['paid', 'shipped', 'cancelled'] }, note: { type: 'string', maxLength: 500 } },
          required: ['status'],
          additionalProperties: false,
        },
      },
    },
    async (request): Promise<AdminOrder> => {
      const { status, note = '' } = request.body;
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const order = await findOrder(trx, request.params.reference);
        if (!order) throw new HttpError(404, "Cette commande n'existe pas.");
        if (!ORDER_TRANSITIONS[order.status].includes(status)) {
          throw new HttpError(409, `Une commande « ${ORDER_STATUS_LABELS[order.status].toLowerCase()} » ne peut pas passer à « ${ORDER_STATUS_LABELS[status].toLowerCase()} ».`);
        }
        // The status guard makes a second, concurrent change of the same order fail instead of applying twice.
        const updated = await trx
          .updateTable('orders')
          .set({ status, updated_at: now })
          .where('reference', '=', order.reference)
          .where('status', '=', order.status)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, 'La commande vient de changer : rechargez-la.');
        if (status === 'cancelled') {
          // Cancelling puts the articles back on sale.
          for (const line of order.lines) {
            await trx.updateTable('shop_variants').set((eb) => ({ stock: eb('stock', '+', line.quantity) })).where('id', '=', line.variantId).execute();
          }
        }
        const { id } = await trx.selectFrom('orders').select('id').where('reference', '=', order.reference).executeTakeFirstOrThrow();
        await trx.insertInto('order_status_history').values({ order_id: id, status, at: now, note }).execute();
        // The note stays internal: the buyer gets the standard sentence.
        await enqueueMail(trx, statusMail(order, status));
      });
      mailer.notify();
      return (await findOrder(db, request.params.reference))!;
    },
  );
}
