import type { FastifyInstance } from 'fastify';
import { CardPaymentReturn, CardPaymentReturnRequest, NotificationReceipt, PaymentOptions } from '@wado/shared/schemas';
import type { HelloAssoConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import type { CardPayments } from './card';
import { isSignedByHelloAsso } from './helloasso/signature';

export const PAYMENT_NOT_FOUND =
  'Ce paiement est introuvable. Si vous avez payé, vous recevrez un e-mail de confirmation ; sinon, recommencez depuis le site.';
const NOT_SIGNED = 'Notification refusée : signature HelloAsso absente ou invalide.';
const NOT_JSON = "Notification refusée : ce n'est pas du JSON.";

/**
 * `GET /api/payments/options`, `POST /api/payments/card/return` (the page HelloAsso sends the
 * visitor back to) and `POST /api/payments/helloasso/notifications` (HelloAsso's server).
 */
export async function paymentRoutes(
  app: Api,
  { db, cardPayments, helloAsso }: { db: Db; cardPayments: CardPayments | null; helloAsso: HelloAssoConfig | null },
) {
  app.get('/api/payments/options', { schema: { response: { 200: PaymentOptions } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return { card: cardPayments !== null };
  });

  if (!cardPayments || !helloAsso) return;

  app.post(
    '/api/payments/card/return',
    { bodyLimit: 1024, schema: { body: CardPaymentReturnRequest, response: { 200: CardPaymentReturn } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const outcome = await cardPayments.confirmReturn(db, request.body.payment, request.body.checkoutIntentId);
      if (!outcome) throw new HttpError(404, PAYMENT_NOT_FOUND);
      return outcome;
    },
  );

  // HelloAsso's server posts here; its signature is over the raw body, so this route reads the body as text.
  await app.register(async (notifications: FastifyInstance) => {
    notifications.removeContentTypeParser('application/json');
    notifications.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_r, body, done) => done(null, body),
    );
    (notifications as Api).post(
      '/api/payments/helloasso/notifications',
      // One address (HelloAsso's) sends every notification of a busy day: not limited like visitors' writes.
      { config: { rateLimit: false }, schema: { response: { 200: NotificationReceipt } } },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-ha-signature'];
        if (
          helloAsso.signatureKey &&
          !isSignedByHelloAsso(raw, typeof signature === 'string' ? signature : undefined, helloAsso.signatureKey)
        ) {
          request.log.warn('notification HelloAsso non signée ou mal signée : ignorée');
          throw new HttpError(401, NOT_SIGNED);
        }
        let notification: unknown;
        try {
          notification = JSON.parse(raw);
        } catch {
          throw new HttpError(400, NOT_JSON);
        }
        // Whatever it says, the payment is only recorded once read back from HelloAsso's API.
        const outcome = await cardPayments.confirmNotified(db, notification);
        return { received: outcome !== null };
      },
    );
  });
}
