import { createHmac, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of HelloAsso's public API v5: the site's card payments are tested against it
 * (Jest API tests, and Playwright through `serve.ts`), never against HelloAsso itself. It is also
 * the description of what the site relies on. It follows these documents:
 *
 * - « S'authentifier pour utiliser l'API » (https://dev.helloasso.com/docs/getting-started):
 *   `POST /oauth2/token`, form-encoded, `grant_type=client_credentials` with `client_id` and
 *   `client_secret`, or `grant_type=refresh_token` with `client_id` and `refresh_token`; the answer
 *   is `{access_token, refresh_token, token_type: 'bearer', expires_in}`, an access token lives 30 minutes.
 * - « Fonctionnement de HelloAsso Checkout »
 *   (https://dev.helloasso.com/docs/int%C3%A9grer-le-paiement-sur-votre-site): `POST
 *   /v5/organizations/{slug}/checkout-intents` answers the validation errors or `{id, redirectUrl}`;
 *   the payer is sent to `redirectUrl`, « Retour » leads to `backUrl`, and after paying to
 *   `returnUrl?checkoutIntentId=…&code=succeeded&orderId=…`; then HelloAsso notifies the payment and
 *   the order; `GET …/checkout-intents/{id}` gives the intent back with its metadata, and the order
 *   « uniquement dans le cas où le paiement est autorisé ». A refused card also comes back to
 *   `returnUrl`, with `code=refused` and no `orderId` (stand-in: the pages we could read do not show it).
 * - The generated client github.com/HelloAsso/helloasso-node: docs/CheckoutApi.md and the models
 *   `HelloAssoApiV5CommonModelsCartsInitCheckoutBody` (amounts in cents, `totalAmount` = `initialAmount`
 *   + the terms, `metadata` a JSON object of 20000 characters at most), `…CartsCheckoutIntentResponse`,
 *   `…StatisticsOrderDetail`, `…StatisticsOrderPayment`, `…StatisticsPayment`, `…EnumsPaymentState`.
 * - « Les notifications » and their examples (https://dev.helloasso.com/docs/les-notifications,
 *   « Paiement autorisé sur un checkout », « Commandes créé sur un paiement checkout avec des
 *   échéances »): a POST of `{data, eventType: 'Order' | 'Payment', metadata}`, the metadata being
 *   those of the checkout intent.
 * - « Vérifier l'authenticité » (https://dev.helloasso.com/docs/secure-webhook): header
 *   `x-ha-signature`, the HMAC-SHA256 of the raw body with the notification URL's signature key, in
 *   lowercase hexadecimal.
 * - HelloAsso refuses payments under 0,50 € (stated by integrators, e.g. GestGym's help: « règle
 *   imposée par HelloAsso »); the error shape `{errors: [{code, message}]}` is the one its API
 *   reference documents (https://dev.helloasso.com/reference/post_payments-paymentid-refund).
 *
 * What the documents leave open is chosen here and marked « stand-in »: the error codes and
 * messages, the 401 body, ids, the payer's page (one « Payer » and one « Refuser » button instead of
 * a card form), notifications sent once with no retry (tests replay them with `resend`).
 */

export interface HelloAssoStandInOptions {
  /** 0 (the default): a free port chosen by the system. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  organizationSlug?: string;
  signatureKey?: string;
  /** Where notifications are POSTed; null: they are recorded, not sent (`resend` sends them later). */
  notificationUrl?: string | null;
  /** `expires_in` of an access token; HelloAsso's is 1800 (30 minutes). */
  tokenLifetimeSeconds?: number;
  /** The stand-in's clock, for tests that make tokens expire without waiting. */
  now?: () => number;
  /** Serve the `/__control/*` routes the browser tests drive the stand-in with (see serve.ts). */
  controlApi?: boolean;
}

/** The fixed credentials of the stand-in, so that the browser tests can give them to the site by environment. */
export const STAND_IN_DEFAULTS = {
  clientId: 'wado-standin-client',
  clientSecret: 'wado-standin-secret',
  organizationSlug: 'wado-france',
  signatureKey: 'wado-standin-signature-key',
} as const;

const ORGANIZATION_NAME = 'Wado France';
/** HelloAsso refuses card payments under 0,50 €. */
const MINIMUM_PAYMENT_CENTS = 50;
const MAX_ITEM_NAME_LENGTH = 250;
const MAX_METADATA_LENGTH = 20_000;
const MAX_REQUEST_BYTES = 1_000_000;
/** A refresh token lives 30 days at HelloAsso. */
const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600_000;
/** Who pays when the checkout intent named nobody: HelloAsso's page would have asked (stand-in). */
const DEFAULT_PAYER = { firstName: 'Camille', lastName: 'Durand', email: 'camille.durand@example.org' };

/** `HelloAssoApiV5CommonModelsCartsInitCheckoutBody`, as validated. */
export interface CheckoutIntentBody {
  totalAmount: number;
  initialAmount: number;
  itemName: string;
  backUrl: string;
  errorUrl: string;
  returnUrl: string;
  containsDonation: boolean;
  terms?: { amount: number; date: string }[];
  payer?: { firstName?: string; lastName?: string; email?: string; [field: string]: unknown };
  metadata?: Record<string, unknown>;
}

export interface HelloAssoPayer {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
}

/** `HelloAssoApiV5CommonModelsStatisticsOrderPayment`: `Authorized` is a card payment that went through. */
export interface OrderPayment {
  items: { id: number; shareAmount: number; shareItemAmount: number }[];
  cashOutState?: string;
  id: number;
  amount: number;
  date: string;
  paymentMeans: 'Card';
  installmentNumber: number;
  state: 'Authorized' | 'Refused' | 'Pending';
  meta: { createdAt: string; updatedAt: string };
  refundOperations: [];
}

/** `HelloAssoApiV5CommonModelsStatisticsOrderLight`: the order as a payment names it. */
export interface OrderLight {
  id: number;
  date: string;
  formSlug: string;
  formType: 'Checkout';
  organizationName: string;
  organizationSlug: string;
  organizationType: string;
  organizationIsUnderColucheLaw: boolean;
  checkoutIntentId: number;
  meta: { createdAt: string; updatedAt: string };
  isAnonymous: boolean;
  isAmountHidden: boolean;
}

/** `HelloAssoApiV5CommonModelsStatisticsOrderDetail`. */
export interface OrderDetail extends OrderLight {
  payer: HelloAssoPayer;
  items: {
    payments: { id: number; shareAmount: number }[];
    name: string;
    priceCategory: 'Fixed';
    id: number;
    amount: number;
    type: 'Payment' | 'Donation';
    initialAmount: number;
    state: 'Processed';
  }[];
  payments: OrderPayment[];
  amount: { total: number; vat: number; discount: number };
}

export interface CheckoutIntentRecord {
  id: number;
  /** The request's body as our server sent it (parsed). */
  body: CheckoutIntentBody;
  redirectUrl: string;
  /** pending: nobody paid yet; authorized: paid (an order exists); refused: the last card was refused. */
  state: 'pending' | 'authorized' | 'refused';
  /** The order, only once a payment is authorized (as `GET …/checkout-intents/{id}` shows it). */
  order: OrderDetail | null;
  /** Every card payment tried on this intent, refused ones included. */
  attempts: OrderPayment[];
}

export interface SentNotification {
  eventType: 'Order' | 'Payment';
  /** The raw body, byte for byte what was (or would have been) POSTed. */
  body: string;
  /** The `x-ha-signature` header sent with it. */
  signature: string;
  /** Where it went; null when no notification URL was set. */
  url: string | null;
  /** The status our server answered; null when it was not sent or could not be delivered. */
  status: number | null;
  /** Why it could not be delivered (network error, no URL). */
  error?: string;
  /** Set on a replay: the index of the notification replayed. */
  replayOf?: number;
}

export interface HelloAssoStandIn {
  /** The API's base URL (`${url}/oauth2/token`, `${url}/v5/…`), http://127.0.0.1:PORT. */
  url: string;
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
  signatureKey: string;
  notificationUrl: string | null;
  setNotificationUrl(url: string | null): void;
  /** Every checkout intent created, in order. */
  intents(): CheckoutIntentRecord[];
  /** The payer pays: an Authorized payment and the order, then the Order and Payment notifications (awaited). */
  pay(intentId: number): Promise<void>;
  /** The card is refused: a Refused payment, no order, a Payment notification (awaited). */
  refuse(intentId: number): Promise<void>;
  /** While down, every endpoint but `/__control/*` answers 503 with a gateway's HTML page. */
  setDown(down: boolean): void;
  notifications(): SentNotification[];
  /** Replays a notification byte for byte (same body, same signature) to the current URL; returns our status. */
  resend(index: number): Promise<number | null>;
  /** How many access tokens were issued (to test our server's token cache). */
  tokenRequests(): number;
  /** Every access token issued so far stops being accepted (like a token expired early). */
  expireTokens(): void;
  close(): Promise<void>;
}

/** The `x-ha-signature` of a notification's raw body. */
export function helloAssoSignature(rawBody: string, signatureKey: string): string {
  return createHmac('sha256', signatureKey).update(rawBody, 'utf8').digest('hex');
}

class Reply {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}

  static json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
    return new Reply(status, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  }

  static html(status: number, page: string): Reply {
    return new Reply(status, page, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  }

  static redirect(location: string): Reply {
    return new Reply(303, '', { Location: location });
  }
}

/** The documented error shape, `{errors: [{code, message}]}` (codes and messages: stand-in). */
const apiErrors = (status: number, errors: { code: string; message: string }[]): Reply =>
  Reply.json(status, { errors });

const GATEWAY_DOWN_PAGE =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n' +
  '<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export async function startHelloAssoStandIn(options: HelloAssoStandInOptions = {}): Promise<HelloAssoStandIn> {
  const clientId = options.clientId ?? STAND_IN_DEFAULTS.clientId;
  const clientSecret = options.clientSecret ?? STAND_IN_DEFAULTS.clientSecret;
  const organizationSlug = options.organizationSlug ?? STAND_IN_DEFAULTS.organizationSlug;
  const signatureKey = options.signatureKey ?? STAND_IN_DEFAULTS.signatureKey;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 1800;
  const now = options.now ?? Date.now;

  let notificationUrl = options.notificationUrl ?? null;
  let down = false;
  let issuedTokens = 0;
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const intents = new Map<number, CheckoutIntentRecord>();
  const orderIdOfIntent = new Map<number, number>();
  const sent: SentNotification[] = [];
  // Distinct ranges, so that a test mixing up an intent's, an order's and a payment's ids fails.
  let nextIntentId = 41_001;
  let nextOrderId = 72_001;
  let nextPaymentId = 93_001;
  let baseUrl = '';

  const isoNow = () => new Date(now()).toISOString();

  function issueToken(): Reply {
    issuedTokens += 1;
    const accessToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, now() + tokenLifetimeSeconds * 1000);
    refreshTokens.set(refreshToken, now() + REFRESH_TOKEN_LIFETIME_MS);
    return Reply.json(200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: tokenLifetimeSeconds,
      refresh_token: refreshToken,
    });
  }

  const oauthError = (error: string, description: string) => Reply.json(400, { error, error_description: description });

  function token(request: IncomingMessage, body: Buffer): Reply {
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return oauthError('invalid_request', 'The request must be application/x-www-form-urlencoded');
    }
    const form = new URLSearchParams(body.toString('utf8'));
    const grantType = form.get('grant_type');
    if (grantType === 'client_credentials') {
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return oauthError('unauthorized_client', 'Invalid client_id or client_secret');
      }
      return issueToken();
    }
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const expiresAt = refreshTokens.get(refreshToken);
      if (form.get('client_id') !== clientId) return oauthError('unauthorized_client', 'Invalid client_id');
      if (expiresAt === undefined || expiresAt <= now()) return oauthError('invalid_grant', 'Invalid refresh_token');
      // Rotation (stand-in): a refresh token is used once.
      refreshTokens.delete(refreshToken);
      return issueToken();
    }
    return oauthError('unsupported_grant_type', 'grant_type must be client_credentials or refresh_token');
  }

  /** null when the bearer token is valid, else HelloAsso's 401. */
  function unauthorized(request: IncomingMessage): Reply | null {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const expiresAt = match ? accessTokens.get(match[1]!) : undefined;
    if (expiresAt !== undefined && expiresAt > now()) return null;
    return Reply.json(
      401,
      { errors: [{ code: 'Unauthorized', message: 'Authorization has been denied for this request.' }] },
      { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    );
  }

  function createIntent(body: Buffer): Reply {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return apiErrors(400, [{ code: 'InvalidBody', message: 'The request body is not valid JSON' }]);
    }
    const errors = checkoutIntentErrors(parsed);
    if (errors.length > 0) return apiErrors(400, errors);
    const id = nextIntentId++;
    const redirectUrl = `${baseUrl}/checkout/${id}`;
    intents.set(id, {
      id,
      body: parsed as CheckoutIntentBody,
      redirectUrl,
      state: 'pending',
      order: null,
      attempts: [],
    });
    return Reply.json(200, { id, redirectUrl });
  }

  function readIntent(id: number): Reply {
    const intent = intents.get(id);
    if (!intent) return apiErrors(404, [{ code: 'NotFound', message: `Checkout intent ${id} not found` }]);
    return Reply.json(200, {
      id: intent.id,
      redirectUrl: intent.redirectUrl,
      ...(intent.body.metadata !== undefined ? { metadata: intent.body.metadata } : {}),
      ...(intent.order ? { order: intent.order } : {}),
    });
  }

  function payer(intent: CheckoutIntentRecord): HelloAssoPayer {
    const given = intent.body.payer ?? {};
    return {
      email: given.email || DEFAULT_PAYER.email,
      firstName: given.firstName || DEFAULT_PAYER.firstName,
      lastName: given.lastName || DEFAULT_PAYER.lastName,
      country: 'FRA',
    };
  }

  /** The order's light form; its id is given at the first card attempt and kept (stand-in). */
  function orderLight(intent: CheckoutIntentRecord, date: string): OrderLight {
    let orderId = orderIdOfIntent.get(intent.id);
    if (orderId === undefined) {
      orderId = nextOrderId++;
      orderIdOfIntent.set(intent.id, orderId);
    }
    return {
      id: orderId,
      date,
      formSlug: 'default',
      formType: 'Checkout',
      organizationName: ORGANIZATION_NAME,
      organizationSlug,
      organizationType: 'Association1901',
      organizationIsUnderColucheLaw: false,
      checkoutIntentId: intent.id,
      meta: { createdAt: date, updatedAt: date },
      isAnonymous: false,
      isAmountHidden: false,
    };
  }

  function cardPayment(
    intent: CheckoutIntentRecord,
    itemId: number,
    state: OrderPayment['state'],
    date: string,
  ): OrderPayment {
    const amount = intent.body.initialAmount;
    return {
      items: [{ id: itemId, shareAmount: amount, shareItemAmount: amount }],
      ...(state === 'Authorized' ? { cashOutState: 'MoneyIn' } : {}),
      id: nextPaymentId++,
      amount,
      date,
      paymentMeans: 'Card',
      installmentNumber: 1,
      state,
      meta: { createdAt: date, updatedAt: date },
      refundOperations: [],
    };
  }

  /** The `Payment` notification's data: the payment with its order (light), payer and items. */
  function paymentData(intent: CheckoutIntentRecord, light: OrderLight, payment: OrderPayment) {
    const { items, ...rest } = payment;
    return {
      order: light,
      payer: payer(intent),
      items: items.map((share) => ({
        ...share,
        amount: intent.body.totalAmount,
        type: intent.body.containsDonation ? 'Donation' : 'Payment',
        state: 'Processed',
        name: intent.body.itemName,
      })),
      ...rest,
    };
  }

  function intentOrThrow(intentId: number): CheckoutIntentRecord {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`Stand-in HelloAsso : aucun checkout intent ${intentId}`);
    return intent;
  }

  /** Pays the intent once; a second call changes nothing and notifies nothing. Returns the order. */
  async function pay(intentId: number): Promise<OrderDetail> {
    const intent = intentOrThrow(intentId);
    if (intent.order) return intent.order;
    const date = isoNow();
    const light = orderLight(intent, date);
    const payment = cardPayment(intent, light.id, 'Authorized', date);
    const futureTerms: OrderPayment[] = (intent.body.terms ?? []).map((term, index) => ({
      items: [{ id: light.id, shareAmount: term.amount, shareItemAmount: term.amount }],
      id: nextPaymentId++,
      amount: term.amount,
      date: term.date,
      paymentMeans: 'Card',
      installmentNumber: index + 2,
      state: 'Pending',
      meta: { createdAt: date, updatedAt: date },
      refundOperations: [],
    }));
    const payments = [payment, ...futureTerms];
    const order: OrderDetail = {
      payer: payer(intent),
      items: [
        {
          payments: payments.map((each) => ({ id: each.id, shareAmount: each.amount })),
          name: intent.body.itemName,
          priceCategory: 'Fixed',
          id: light.id,
          amount: intent.body.totalAmount,
          type: intent.body.containsDonation ? 'Donation' : 'Payment',
          initialAmount: intent.body.totalAmount,
          state: 'Processed',
        },
      ],
      payments,
      amount: { total: intent.body.totalAmount, vat: 0, discount: 0 },
      ...light,
    };
    intent.order = order;
    intent.state = 'authorized';
    intent.attempts.push(payment);
    const metadata = intent.body.metadata;
    await notify('Order', { data: order, eventType: 'Order', ...(metadata !== undefined ? { metadata } : {}) });
    await notify('Payment', {
      data: paymentData(intent, light, payment),
      eventType: 'Payment',
      ...(metadata !== undefined ? { metadata } : {}),
    });
    return order;
  }

  /** A refused card: no order; the payer may try again on the same intent. Refusing a paid intent changes nothing. */
  async function refuse(intentId: number): Promise<void> {
    const intent = intentOrThrow(intentId);
    if (intent.order) return;
    const date = isoNow();
    const light = orderLight(intent, date);
    const payment = cardPayment(intent, light.id, 'Refused', date);
    intent.state = 'refused';
    intent.attempts.push(payment);
    const metadata = intent.body.metadata;
    await notify('Payment', {
      data: paymentData(intent, light, payment),
      eventType: 'Payment',
      ...(metadata !== undefined ? { metadata } : {}),
    });
  }

  async function deliver(
    url: string,
    body: string,
    signature: string,
  ): Promise<{ status: number | null; error?: string }> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-ha-signature': signature },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return { status: response.status };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      return { status: null, error: `${error instanceof Error ? error.message : String(error)}${cause}` };
    }
  }

  async function notify(eventType: SentNotification['eventType'], payload: object): Promise<void> {
    const body = JSON.stringify(payload);
    const signature = helloAssoSignature(body, signatureKey);
    const url = notificationUrl;
    const record: SentNotification = { eventType, body, signature, url, status: null };
    sent.push(record);
    if (url === null) {
      record.error = 'no notification URL';
      return;
    }
    Object.assign(record, await deliver(url, body, signature));
  }

  async function resend(index: number): Promise<number | null> {
    const original = sent[index];
    if (!original) throw new Error(`Stand-in HelloAsso : pas de notification n° ${index}`);
    const url = notificationUrl;
    const record: SentNotification = { ...original, url, status: null, replayOf: index };
    delete record.error;
    sent.push(record);
    if (url === null) {
      record.error = 'no notification URL';
      return null;
    }
    Object.assign(record, await deliver(url, original.body, original.signature));
    return record.status;
  }

  /** The payer's page; its forms POST to `/checkout/{id}/pay` or `/refuse`, answered by a 303 like HelloAsso. */
  async function checkoutPage(id: number, action: 'pay' | 'refuse' | undefined, method: string): Promise<Reply> {
    const intent = intents.get(id);
    if (!intent) return Reply.html(404, payerPage('Paiement introuvable', '<p>Ce lien de paiement n’existe pas.</p>'));
    const { returnUrl } = intent.body;
    if (action === undefined) {
      return method === 'GET' ? Reply.html(200, checkoutPageHtml(intent)) : new Reply(405, '', { Allow: 'GET' });
    }
    if (method !== 'POST') return new Reply(405, '', { Allow: 'POST' });
    if (action === 'pay') {
      const order = await pay(id);
      return Reply.redirect(withQuery(returnUrl, { checkoutIntentId: id, code: 'succeeded', orderId: order.id }));
    }
    if (intent.order) {
      // Already paid: « Refuser » can no longer undo it.
      const orderId = intent.order.id;
      return Reply.redirect(withQuery(returnUrl, { checkoutIntentId: id, code: 'succeeded', orderId }));
    }
    await refuse(id);
    return Reply.redirect(withQuery(returnUrl, { checkoutIntentId: id, code: 'refused' }));
  }

  /** The routes the browser tests drive the stand-in with (serve.ts); they keep answering while « down ». */
  async function control(method: string, path: string, body: Buffer): Promise<Reply> {
    if (method === 'POST' && path === '/__control/down') {
      const given = parseJson(body) as { down?: unknown } | undefined;
      if (typeof given?.down !== 'boolean') return Reply.json(400, { message: 'Expected {"down": true|false}' });
      down = given.down;
      return Reply.json(200, { down });
    }
    if (method === 'GET' && path === '/__control/intents') return Reply.json(200, [...intents.values()]);
    if (method === 'GET' && path === '/__control/notifications') return Reply.json(200, sent);
    const resendMatch = /^\/__control\/resend\/(\d+)$/.exec(path);
    if (method === 'POST' && resendMatch) {
      const index = Number(resendMatch[1]);
      if (!sent[index]) return Reply.json(404, { message: `No notification ${index}` });
      return Reply.json(200, { status: await resend(index) });
    }
    const actionMatch = /^\/__control\/(pay|refuse)\/(\d+)$/.exec(path);
    if (method === 'POST' && actionMatch) {
      const id = Number(actionMatch[2]);
      if (!intents.has(id)) return Reply.json(404, { message: `No checkout intent ${id}` });
      if (actionMatch[1] === 'pay') await pay(id);
      else await refuse(id);
      return Reply.json(200, intents.get(id));
    }
    return Reply.json(404, { message: 'Unknown control route' });
  }

  async function route(request: IncomingMessage, body: Buffer): Promise<Reply> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (options.controlApi && path.startsWith('/__control/')) return control(method, path, body);
    if (down) return new Reply(503, GATEWAY_DOWN_PAGE, { 'Content-Type': 'text/html' });

    if (path === '/') return new Reply(200, 'HelloAsso API v5 stand-in\n', { 'Content-Type': 'text/plain' });
    if (path === '/oauth2/token')
      return method === 'POST' ? token(request, body) : new Reply(405, '', { Allow: 'POST' });

    const api = /^\/v5\/organizations\/([^/]+)\/checkout-intents(?:\/([^/]+))?\/?$/.exec(path);
    if (api) {
      const denied = unauthorized(request);
      if (denied) return denied;
      if (decodeURIComponent(api[1]!) !== organizationSlug) {
        return apiErrors(404, [{ code: 'NotFound', message: `Organization ${api[1]} not found` }]);
      }
      if (api[2] === undefined) return method === 'POST' ? createIntent(body) : new Reply(405, '', { Allow: 'POST' });
      if (method !== 'GET') return new Reply(405, '', { Allow: 'GET' });
      const id = Number(api[2]);
      if (!Number.isSafeInteger(id)) {
        return apiErrors(400, [{ code: 'InvalidId', message: 'checkoutIntentId must be a number' }]);
      }
      return readIntent(id);
    }
    if (path.startsWith('/v5/')) return apiErrors(404, [{ code: 'NotFound', message: 'Unknown API route' }]);

    const page = /^\/checkout\/(\d+)(?:\/(pay|refuse))?$/.exec(path);
    if (page) return checkoutPage(Number(page[1]), page[2] as 'pay' | 'refuse' | undefined, method);
    return new Reply(404, 'Not found\n', { 'Content-Type': 'text/plain' });
  }

  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    readBody(request)
      .then((body) => (body === null ? new Reply(413, '') : route(request, body)))
      .catch((error: unknown) => new Reply(500, `Stand-in error: ${String(error)}\n`, { 'Content-Type': 'text/plain' }))
      .then((reply) => {
        response.writeHead(reply.status, { 'Cache-Control': 'no-store', ...reply.headers });
        response.end(reply.body);
      });
  });
  // Notification requests and browsers keep connections open; close() must not wait for them.
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    clientId,
    clientSecret,
    organizationSlug,
    signatureKey,
    get notificationUrl() {
      return notificationUrl;
    },
    setNotificationUrl(url) {
      notificationUrl = url;
    },
    intents: () => structuredClone([...intents.values()]),
    pay: async (intentId) => {
      await pay(intentId);
    },
    refuse,
    setDown(value) {
      down = value;
    },
    notifications: () => structuredClone(sent),
    resend,
    tokenRequests: () => issuedTokens,
    expireTokens() {
      accessTokens.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** What HelloAsso would refuse in a `POST …/checkout-intents` body; empty when it is valid. */
export function checkoutIntentErrors(body: unknown): { code: string; message: string }[] {
  if (!isObject(body)) return [{ code: 'InvalidBody', message: 'The request body must be a JSON object' }];
  const errors: { code: string; message: string }[] = [];
  const invalid = (field: string, message: string) =>
    errors.push({ code: 'ArgumentInvalid', message: `${field}: ${message}` });

  const amountIn = (field: 'totalAmount' | 'initialAmount'): number | null => {
    const value = body[field];
    if (value === undefined || value === null) invalid(field, 'is required');
    else if (typeof value !== 'number' || !Number.isSafeInteger(value)) invalid(field, 'must be an integer in cents');
    else if (value < MINIMUM_PAYMENT_CENTS) invalid(field, `must be at least ${MINIMUM_PAYMENT_CENTS} cents`);
    else return value;
    return null;
  };
  const totalAmount = amountIn('totalAmount');
  const initialAmount = amountIn('initialAmount');

  let termsTotal = 0;
  if (body.terms !== undefined && body.terms !== null) {
    if (!Array.isArray(body.terms)) invalid('terms', 'must be a list');
    else {
      body.terms.forEach((term: unknown, index) => {
        const amount = isObject(term) ? term.amount : undefined;
        const date = isObject(term) ? term.date : undefined;
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
          invalid(`terms[${index}].amount`, 'must be a positive integer amount in cents');
        } else termsTotal += amount;
        if (typeof date !== 'string' || Number.isNaN(Date.parse(date)))
          invalid(`terms[${index}].date`, 'must be a date');
      });
    }
  }
  if (totalAmount !== null && initialAmount !== null && totalAmount !== initialAmount + termsTotal) {
    invalid('totalAmount', 'must be equal to the sum of the initial amount and subsequent terms');
  }

  if (typeof body.itemName !== 'string' || body.itemName.trim() === '') invalid('itemName', 'is required');
  else if (body.itemName.length > MAX_ITEM_NAME_LENGTH) {
    invalid('itemName', `must be at most ${MAX_ITEM_NAME_LENGTH} characters`);
  }

  for (const field of ['backUrl', 'errorUrl', 'returnUrl'] as const) {
    const value = body[field];
    if (typeof value !== 'string' || value === '') invalid(field, 'is required');
    else if (!isAbsoluteHttpUrl(value)) invalid(field, 'must be an absolute http(s) URL');
  }

  if (typeof body.containsDonation !== 'boolean') invalid('containsDonation', 'is required (true or false)');

  if (body.payer !== undefined && body.payer !== null) {
    if (!isObject(body.payer)) invalid('payer', 'must be an object');
    else {
      for (const field of ['firstName', 'lastName', 'email'] as const) {
        const value = body.payer[field];
        if (value !== undefined && value !== null && typeof value !== 'string')
          invalid(`payer.${field}`, 'must be a string');
      }
      const email = body.payer.email;
      if (typeof email === 'string' && email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        invalid('payer.email', 'is not a valid e-mail address');
      }
    }
  }

  if (body.metadata !== undefined && body.metadata !== null) {
    if (!isObject(body.metadata)) invalid('metadata', 'must be a JSON object');
    else if (JSON.stringify(body.metadata).length > MAX_METADATA_LENGTH) {
      invalid('metadata', `must be at most ${MAX_METADATA_LENGTH} characters once serialized`);
    }
  }
  return errors;
}

/** The payer's page at `redirectUrl`: the item, the amount, « Payer », « Refuser » and « Retour ». */
function checkoutPageHtml(intent: CheckoutIntentRecord): string {
  const { itemName, totalAmount, backUrl, returnUrl } = intent.body;
  const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(totalAmount / 100);
  const head = `<p class="item">${escapeHtml(itemName)}</p>\n<p class="amount">Montant : <strong>${amount}</strong></p>`;
  if (intent.order) {
    const back = withQuery(returnUrl, { checkoutIntentId: intent.id, code: 'succeeded', orderId: intent.order.id });
    return payerPage(
      'Paiement accepté',
      `${head}\n<p role="status">Ce paiement a été accepté.</p>\n<p><a href="${escapeHtml(back)}">Revenir sur le site</a></p>`,
    );
  }
  const refused = intent.state === 'refused' ? '<p role="alert">Le paiement précédent a été refusé.</p>\n' : '';
  return payerPage(
    `Paiement à ${ORGANIZATION_NAME}`,
    `${head}\n${refused}<form method="post" action="/checkout/${intent.id}/pay"><button type="submit">Payer</button></form>\n` +
      `<form method="post" action="/checkout/${intent.id}/refuse"><button type="submit">Refuser</button></form>\n` +
      `<p><a href="${escapeHtml(backUrl)}">Retour</a></p>`,
  );
}

function payerPage(title: string, content: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – HelloAsso (simulation)</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:0 .5rem 1rem 0}button{font-size:1.1rem;padding:.5rem 1.5rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
<p><small>Simulation locale de HelloAsso Checkout, pour les tests.</small></p>
</main>
</body>
</html>
`;
}

/** Appends parameters to a URL given by our server, before its fragment, with `&` when it already has a query. */
export function withQuery(url: string, parameters: Record<string, string | number>): string {
  const hashAt = url.indexOf('#');
  const [base, fragment] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const query = new URLSearchParams(
    Object.entries(parameters).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${fragment}`;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The request's body, or null when it is larger than every request the site sends. */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_REQUEST_BYTES ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
