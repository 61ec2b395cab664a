import {
  OrderCardCheckout,
  OrderConfirmation,
  OrderConflict,
  OrderQuote,
  OrderReferenceParams,
  OrderRequest,
  QuoteRequest,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Clock } from '../clock';
import type { CardPayments } from '../payments';
import { checkoutAfterOrder, retryOrderCheckout } from './cardCheckout';
import type { Api } from '../contract';
import { errorBody } from '../errors';
import type { Mailer } from '../mail';
import { findActiveMember } from '../members';
import { assertOrderLimits, clientAddressKey, type UnpaidOrderCaps } from './limits';
import { placeOrder } from './placeOrder';
import { idempotencyKey } from '../idempotency';
import { readSiteSettings } from '../settings';
import { assertInStock, priceLines, StockShortageError, totals } from './pricing';

/** A refusal for lack of stock, as an `OrderConflict` that lists the short lines; other errors go on. */
function stockConflict(error: unknown): OrderConflict {
  if (!(error instanceof StockShortageError)) throw error;
  return { ...errorBody(409, error.message), shortages: error.shortages };
}

/**
 * `POST /api/orders/quote` (the server's prices, nothing written), `POST /api/orders` (with, for
 * a card, HelloAsso's payment page) and `POST /api/orders/{reference}/card-payment` (another try).
 */
export async function orderRoutes(
  app: Api,
  {
    db,
    mailer,
    publicUrl,
    unpaidCaps,
    cardPayments,
    clock,
  }: {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    unpaidCaps: UnpaidOrderCaps;
    cardPayments: CardPayments | null;
    clock: Clock;
  },
) {
  app.post(
    '/api/orders/quote',
    { bodyLimit: 16 * 1024, schema: { body: QuoteRequest, response: { 200: OrderQuote, 409: OrderConflict } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { lines, delivery, licence } = request.body;
      const settings = await readSiteSettings(db);
      assertOrderLimits(lines, settings.email);
      const member = licence ? await findActiveMember(db, licence.licenceNumber, licence.lastName) : null;
      const priced = await priceLines(db, lines, member !== null);
      try {
        assertInStock(priced);
      } catch (error) {
        return reply.code(409).send(stockConflict(error));
      }
      return totals(priced, delivery, member !== null, settings);
    },
  );

  app.post(
    '/api/orders',
    // 201 for a new order, 200 for a retry of the same request (the same answer).
    {
      bodyLimit: 16 * 1024,
      schema: { body: OrderRequest, response: { '2xx': OrderConfirmation, 409: OrderConflict } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const key = idempotencyKey(request.headers['idempotency-key']);
      // A request whose socket is already gone may have no address: it is then counted by e-mail only.
      const clientAddress = request.ip ? clientAddressKey(request.ip) : null;
      const now = clock.now();
      let placed: Awaited<ReturnType<typeof placeOrder>>;
      try {
        placed = await placeOrder(db, request.body, key, {
          publicUrl,
          clientAddress,
          unpaidCaps,
          now,
          cardOffered: cardPayments !== null,
        });
      } catch (error) {
        return reply.code(409).send(stockConflict(error));
      }
      const { created, order } = placed;
      if (created) mailer.notify();
      else void reply.header('Idempotent-Replayed', 'true');
      void reply.status(created ? 201 : 200);
      // Written first, then HelloAsso is asked: the order is kept whatever HelloAsso answers.
      if (order.payment.method === 'card' && cardPayments) {
        return { ...order, cardCheckout: await checkoutAfterOrder(db, cardPayments, order.reference, now) };
      }
      return order;
    },
  );

  app.post(
    '/api/orders/:reference/card-payment',
    {
      bodyLimit: 1024,
      schema: { params: OrderReferenceParams, response: { 200: OrderCardCheckout } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const key = idempotencyKey(request.headers['idempotency-key']);
      return retryOrderCheckout(db, cardPayments, request.params.reference, key, clock.now());
    },
  );
}
