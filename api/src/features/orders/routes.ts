import type { FastifyInstance } from 'fastify';
import {
  BILLING_LIMITS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type OrderConfirmation,
  type OrderQuote,
  type OrderRequest,
  type QuoteRequest,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/outbox';
import { findActiveMember } from '../members/check';
import { licenceSchema } from '../members/routes';
import { assertOrderLimits, clientAddressKey, type UnpaidOrderCaps } from './limits';
import { placeOrder } from './placeOrder';
import { assertInStock, priceLines, totals } from './pricing';

// Item and variant ids are slugs.
const id = { type: 'string', minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN } as const;

/**
 * Sanity bounds only: the shop's caps (MAX_QUANTITY_PER_LINE, MAX_ITEMS_PER_ORDER) are checked by
 * `assertOrderLimits`, whose message names them.
 */
const SANE_LINES = 100;
const SANE_QUANTITY = 1000;

const quoteProperties = {
  lines: {
    type: 'array',
    minItems: 1,
    maxItems: SANE_LINES,
    items: {
      type: 'object',
      properties: { itemId: id, variantId: id, quantity: { type: 'integer', minimum: 1, maximum: SANE_QUANTITY } },
      required: ['itemId', 'variantId', 'quantity'],
      additionalProperties: false,
    },
  },
  delivery: { type: 'string', enum: ['colissimo', 'pickup'] },
  licence: licenceSchema,
} as const;

/**
 * Lengths are checked by `validateBilling` after trimming (its messages name the field); the schema
 * only bounds the size.
 */
const billingSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(BILLING_LIMITS).map(([field, max]) => [field, { type: 'string', maxLength: max + 20 }]),
  ),
  required: ['firstName', 'lastName', 'email', 'phone', 'address', 'postcode', 'city'],
  additionalProperties: false,
};

const orderBodySchema = {
  type: 'object',
  properties: {
    ...quoteProperties,
    billing: billingSchema,
    payment: { type: 'string', enum: ['transfer', 'cheque'] },
    acceptTerms: { type: 'boolean' },
    expectedTotalCents: { type: 'integer', minimum: 0, maximum: 100_000_000 },
  },
  required: ['lines', 'delivery', 'billing', 'payment', 'acceptTerms'],
  additionalProperties: false,
};

/** A client-made key (`crypto.randomUUID()`), one per checkout. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** `POST /api/orders/quote` (the server's prices, nothing written) and `POST /api/orders`. */
export async function orderRoutes(
  app: FastifyInstance,
  { db, mailer, publicUrl, unpaidCaps }: { db: Db; mailer: Mailer; publicUrl: string; unpaidCaps: UnpaidOrderCaps },
) {
  app.post<{ Body: QuoteRequest }>(
    '/api/orders/quote',
    {
      bodyLimit: 16 * 1024,
      schema: {
        body: {
          type: 'object',
          properties: quoteProperties,
          required: ['lines', 'delivery'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply): Promise<OrderQuote> => {
      void reply.header('Cache-Control', 'no-store');
      const { lines, delivery, licence } = request.body;
      assertOrderLimits(lines);
      const member = licence ? await findActiveMember(db, licence.licenceNumber, licence.lastName) : null;
      const priced = await priceLines(db, lines, member !== null);
      assertInStock(priced);
      return totals(priced, delivery, member !== null);
    },
  );

  app.post<{ Body: OrderRequest; Headers: { 'idempotency-key'?: string } }>(
    '/api/orders',
    { bodyLimit: 16 * 1024, schema: { body: orderBodySchema } },
    async (request, reply): Promise<OrderConfirmation> => {
      void reply.header('Cache-Control', 'no-store');
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw new HttpError(400, "L'en-tête Idempotency-Key est obligatoire (16 à 100 lettres, chiffres, tirets).");
      }
      // A request whose socket is already gone may have no address: it is then counted by e-mail only.
      const clientAddress = request.ip ? clientAddressKey(request.ip) : null;
      const { created, order } = await placeOrder(db, request.body, key, { publicUrl, clientAddress, unpaidCaps });
      if (created) mailer.notify();
      else void reply.header('Idempotent-Replayed', 'true');
      void reply.status(created ? 201 : 200);
      return order;
    },
  );
}
