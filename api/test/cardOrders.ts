import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { OrderConfirmation, OrderLineRequest } from '@wado/shared/contract';
import type { ServerConfig } from '../src/config';
import { startTestApp } from './helpers';
import { startHelloAssoStandIn, type CheckoutIntentRecord, type HelloAssoStandIn } from './helloasso/standIn';
import { orderBody, postOrder, TSHIRT } from './shopHelpers';

/**
 * A server whose card payments go to a HelloAsso stand-in on a loopback port. The stand-in keeps
 * its notifications (no URL): a test delivers them when it wants (`deliver`), once or twice, and
 * the server's warnings and errors are kept in `logs`.
 */
export async function startCardApp(overrides: Partial<ServerConfig> = {}) {
  const standIn = await startHelloAssoStandIn();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const { app, config, cleanup } = await startTestApp(
    {
      logLevel: 'warn',
      helloAsso: {
        apiUrl: standIn.url,
        clientId: standIn.clientId,
        clientSecret: standIn.clientSecret,
        organizationSlug: standIn.organizationSlug,
        signatureKey: standIn.signatureKey,
        timeoutMs: 2_000,
      },
      ...overrides,
    },
    { logStream },
  );
  let delivered = 0;
  return {
    app,
    config,
    standIn,
    logs,
    /** Posts to the server, as HelloAsso would, the notifications sent since the last call; their statuses. */
    deliver: async (): Promise<number[]> => {
      const pending = standIn.notifications().slice(delivered);
      delivered += pending.length;
      const statuses: number[] = [];
      for (const notification of pending)
        statuses.push((await notify(app, notification.body, notification.signature)).statusCode);
      return statuses;
    },
    /** Every notification sent so far, again, byte for byte. */
    replayAll: async (): Promise<number[]> => {
      const statuses: number[] = [];
      for (const notification of standIn.notifications())
        statuses.push((await notify(app, notification.body, notification.signature)).statusCode);
      return statuses;
    },
    cleanup: async () => {
      await cleanup();
      await standIn.close();
    },
  };
}

export type CardApp = Awaited<ReturnType<typeof startCardApp>>;

export function notify(app: FastifyInstance, body: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/helloasso/notifications',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-ha-signature': signature }),
    },
    payload: body,
  });
}

/** Places an order paid by card; its answer and the idempotency key that proves the buyer's browser. */
export async function placeCardOrder(
  app: FastifyInstance,
  lines: OrderLineRequest[] = [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2 }],
  email = 'elise.moreau@exemple.fr',
): Promise<{ order: OrderConfirmation; key: string; status: number }> {
  const key = randomUUID();
  const response = await postOrder(
    app,
    orderBody({ lines, payment: 'card', billing: { ...orderBody().billing, email } }),
    key,
  );
  if (response.statusCode !== 201) throw new Error(`commande par carte refusée : ${response.body}`);
  return { order: response.json<OrderConfirmation>(), key, status: response.statusCode };
}

/** The stand-in's checkout intent behind a payment page's address. */
export function intentAt(standIn: HelloAssoStandIn, redirectUrl: string | undefined): CheckoutIntentRecord {
  const intent = standIn.intents().find((each) => each.redirectUrl === redirectUrl);
  if (!intent) throw new Error(`aucun checkout intent à l'adresse ${String(redirectUrl)}`);
  return intent;
}

/** Our token and HelloAsso's id, as the return address carries them to the page. */
export function returnOf(intent: CheckoutIntentRecord): { payment: string; checkoutIntentId: number } {
  const payment = new URL(intent.body.returnUrl).searchParams.get('paiement');
  if (!payment) throw new Error(`pas de jeton dans ${intent.body.returnUrl}`);
  return { payment, checkoutIntentId: intent.id };
}

export function retryCard(app: FastifyInstance, reference: string, key: string | null) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${reference}/card-payment`,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** What a card payment may change about an order. */
export async function cardOrderState(app: FastifyInstance, reference: string) {
  const order = await app.db
    .selectFrom('orders')
    .select(['id', 'status', 'hold_until', 'payment_due', 'payment_method'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const history = await app.db
    .selectFrom('order_status_history')
    .select(['status', 'note'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const mails = await app.db
    .selectFrom('mail_outbox')
    .select(['topic', 'subject', 'text'])
    .where('topic', 'like', `order:${reference}%`)
    .orderBy('id')
    .execute();
  return { status: order.status, holdUntil: order.hold_until, history, mails };
}
