import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  startHelloAssoStandIn,
  type HelloAssoStandIn,
  type HelloAssoStandInOptions,
  type OrderDetail,
} from './helloasso/standIn';

// The stand-in of HelloAsso the card payment tests run against: these tests hold it to what
// HelloAsso documents (see the top of helloasso/standIn.ts).

const running: HelloAssoStandIn[] = [];
const receivers: Receiver[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((standIn) => standIn.close()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function standInWith(options: HelloAssoStandInOptions = {}): Promise<HelloAssoStandIn> {
  const standIn = await startHelloAssoStandIn(options);
  running.push(standIn);
  return standIn;
}

function requestToken(standIn: HelloAssoStandIn, form: Record<string, string>): Promise<Response> {
  return fetch(`${standIn.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

async function accessToken(standIn: HelloAssoStandIn): Promise<string> {
  const response = await requestToken(standIn, {
    grant_type: 'client_credentials',
    client_id: standIn.clientId,
    client_secret: standIn.clientSecret,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const validBody = (overrides: Record<string, unknown> = {}) => ({
  totalAmount: 4500,
  initialAmount: 4500,
  itemName: 'Inscription : Stage national de Lyon',
  backUrl: 'http://127.0.0.1:9/evenements/stage-lyon',
  errorUrl: 'http://127.0.0.1:9/paiement/erreur',
  returnUrl: 'http://127.0.0.1:9/paiement/retour?from=event',
  containsDonation: false,
  payer: { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.org' },
  metadata: { purpose: 'registration', reference: 'INS-2026-0042' },
  ...overrides,
});

function postIntent(standIn: HelloAssoStandIn, token: string, body: unknown, slug = standIn.organizationSlug) {
  return fetch(`${standIn.url}/v5/organizations/${slug}/checkout-intents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function createIntent(standIn: HelloAssoStandIn, overrides: Record<string, unknown> = {}) {
  const response = await postIntent(standIn, await accessToken(standIn), validBody(overrides));
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; redirectUrl: string };
}

async function readIntent(standIn: HelloAssoStandIn, id: number | string, token?: string) {
  return fetch(`${standIn.url}/v5/organizations/${standIn.organizationSlug}/checkout-intents/${id}`, {
    headers: { Authorization: `Bearer ${token ?? (await accessToken(standIn))}` },
  });
}

/** The payer's form POST on HelloAsso's page; the 303 is not followed, its Location is returned. */
async function submitPage(redirectUrl: string, action: 'pay' | 'refuse'): Promise<URL> {
  const response = await fetch(`${redirectUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

interface Received {
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
}

interface Receiver {
  url: string;
  received: Received[];
  answer: (status: number) => void;
  close: () => Promise<void>;
}

/** Our server's notification route, reduced to recording what arrives byte for byte. */
async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['x-ha-signature'] as string | undefined,
        contentType: request.headers['content-type'],
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/helloasso/notifications`,
    received,
    answer: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  receivers.push(receiver);
  return receiver;
}

const hmac = (body: string, key: string) => createHmac('sha256', key).update(body, 'utf8').digest('hex');

describe('HelloAsso stand-in: OAuth2 token', () => {
  test('client credentials give a bearer token of 30 minutes with a refresh token; each one is counted', async () => {
    const standIn = await standInWith();
    const response = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: standIn.clientId,
      client_secret: standIn.clientSecret,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 1800,
      refresh_token: expect.any(String),
    });
    await accessToken(standIn);
    expect(standIn.tokenRequests()).toBe(2);
  });

  test('wrong credentials, another grant or a JSON body are refused like an OAuth2 server does', async () => {
    const standIn = await standInWith();
    const wrongSecret = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: standIn.clientId,
      client_secret: 'not-the-secret',
    });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({ error: 'unauthorized_client', error_description: expect.any(String) });

    const password = await requestToken(standIn, { grant_type: 'password', client_id: standIn.clientId });
    expect(password.status).toBe(400);
    expect(((await password.json()) as { error: string }).error).toBe('unsupported_grant_type');

    const asJson = await fetch(`${standIn.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: standIn.clientId }),
    });
    expect(asJson.status).toBe(400);
    expect(((await asJson.json()) as { error: string }).error).toBe('invalid_request');
    expect(standIn.tokenRequests()).toBe(0);
  });

  test('a token expires after expires_in seconds (401 on the API); the refresh token gives a new one, once', async () => {
    let clock = Date.parse('2026-11-25T10:00:00Z');
    const standIn = await standInWith({ now: () => clock });
    const first = (await (
      await requestToken(standIn, {
        grant_type: 'client_credentials',
        client_id: standIn.clientId,
        client_secret: standIn.clientSecret,
      })
    ).json()) as { access_token: string; refresh_token: string };

    clock += 1799_000;
    expect((await postIntent(standIn, first.access_token, validBody())).status).toBe(200);
    clock += 1000;
    const expired = await postIntent(standIn, first.access_token, validBody());
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toMatch(/^Bearer/);

    const refresh = { grant_type: 'refresh_token', client_id: standIn.clientId, refresh_token: first.refresh_token };
    const refreshed = await requestToken(standIn, refresh);
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string };
    expect((await postIntent(standIn, second.access_token, validBody())).status).toBe(200);
    const again = await requestToken(standIn, refresh);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
    expect(standIn.tokenRequests()).toBe(2);
  });

  test('tokenLifetimeSeconds shortens expires_in; a missing or revoked token is a 401', async () => {
    const standIn = await standInWith({ tokenLifetimeSeconds: 5 });
    const response = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: standIn.clientId,
      client_secret: standIn.clientSecret,
    });
    const { access_token: token, expires_in: lifetime } = (await response.json()) as {
      access_token: string;
      expires_in: number;
    };
    expect(lifetime).toBe(5);

    const anonymous = await fetch(`${standIn.url}/v5/organizations/${standIn.organizationSlug}/checkout-intents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validBody()),
    });
    expect(anonymous.status).toBe(401);

    expect((await postIntent(standIn, token, validBody())).status).toBe(200);
    standIn.expireTokens();
    expect((await postIntent(standIn, token, validBody())).status).toBe(401);
  });
});

describe('HelloAsso stand-in: checkout intents', () => {
  test('an intent is created with an id and a redirectUrl, and read back with its metadata but no order', async () => {
    const standIn = await standInWith();
    const sent = validBody();
    const { id, redirectUrl } = await createIntent(standIn);
    expect(Number.isInteger(id)).toBe(true);
    expect(redirectUrl).toBe(`${standIn.url}/checkout/${id}`);
    expect(standIn.intents()).toEqual([{ id, body: sent, redirectUrl, state: 'pending', order: null, attempts: [] }]);

    const readBack = await readIntent(standIn, id);
    expect(readBack.status).toBe(200);
    expect(await readBack.json()).toEqual({ id, redirectUrl, metadata: sent.metadata });

    const withoutMetadata = await createIntent(standIn, { metadata: undefined });
    expect(await (await readIntent(standIn, withoutMetadata.id)).json()).not.toHaveProperty('metadata');
  });

  test('an unknown organization or intent is a 404 in HelloAsso’s error shape', async () => {
    const standIn = await standInWith();
    const token = await accessToken(standIn);
    const otherOrganization = await postIntent(standIn, token, validBody(), 'autre-association');
    expect(otherOrganization.status).toBe(404);
    const unknown = await readIntent(standIn, 999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ errors: [{ code: 'NotFound', message: expect.any(String) }] });
    expect(standIn.intents()).toEqual([]);
  });

  test.each([
    ['an amount in euros instead of cents', { totalAmount: 45.5, initialAmount: 45.5 }, 'totalAmount'],
    ['an amount as a string', { totalAmount: '4500' }, 'totalAmount'],
    ['a payment under 0,50 €', { totalAmount: 49, initialAmount: 49 }, 'at least 50 cents'],
    ['a total that is not the initial amount plus the terms', { totalAmount: 5000 }, 'sum of the initial amount'],
    ['a missing item name', { itemName: '' }, 'itemName'],
    ['an item name of 251 characters', { itemName: 'x'.repeat(251) }, 'at most 250 characters'],
    ['a relative back URL', { backUrl: '/evenements' }, 'backUrl'],
    ['a return URL that is not http(s)', { returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
    ['a missing error URL', { errorUrl: undefined }, 'errorUrl'],
    ['no containsDonation', { containsDonation: undefined }, 'containsDonation'],
    ['metadata that is a list', { metadata: ['INS-1'] }, 'metadata'],
    ['metadata over 20000 characters', { metadata: { note: 'x'.repeat(20_000) } }, 'metadata'],
    ['a payer e-mail that is not one', { payer: { email: 'lea.martin' } }, 'payer.email'],
  ])('%s is refused with a 400 listing the error', async (_case, overrides, expected) => {
    const standIn = await standInWith();
    const response = await postIntent(standIn, await accessToken(standIn), validBody(overrides));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { code: string; message: string }[] };
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((error) => error.message).join('\n')).toContain(expected);
    expect(standIn.intents()).toEqual([]);
  });

  test('a body that is not JSON is a 400; limits themselves are accepted', async () => {
    const standIn = await standInWith();
    const token = await accessToken(standIn);
    expect((await postIntent(standIn, token, '{"totalAmount": 4500,')).status).toBe(400);
    const atTheLimits = validBody({
      itemName: 'x'.repeat(250),
      totalAmount: 150,
      initialAmount: 50,
      terms: [{ amount: 100, date: '2027-01-15' }],
      metadata: { note: 'x'.repeat(20_000 - '{"note":""}'.length) },
    });
    expect((await postIntent(standIn, token, atTheLimits)).status).toBe(200);
  });
});

describe('HelloAsso stand-in: the payer’s page', () => {
  test('shows the item, the amount in euros, « Payer », « Refuser » and « Retour » to backUrl', async () => {
    const standIn = await standInWith();
    const { redirectUrl } = await createIntent(standIn, { itemName: 'Don <Wado> & « merci »' });
    const response = await fetch(redirectUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('Don &#60;Wado&#62; &#38; « merci »');
    expect(page).toMatch(/45,00\s€/u);
    expect(page).toMatch(/<button type="submit">Payer<\/button>/);
    expect(page).toMatch(/<button type="submit">Refuser<\/button>/);
    expect(page).toContain('<a href="http://127.0.0.1:9/evenements/stage-lyon">Retour</a>');
    expect(page).not.toMatch(/(src|href)="https?:\/\/(?!127\.0\.0\.1:9\/)/);
    expect((await fetch(`${standIn.url}/checkout/999`)).status).toBe(404);
  });

  test('« Payer » sends the payer back to returnUrl with checkoutIntentId, code=succeeded and orderId; the intent then has its order', async () => {
    const standIn = await standInWith();
    const { id, redirectUrl } = await createIntent(standIn);
    const back = await submitPage(redirectUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:9/paiement/retour');
    expect(back.searchParams.get('from')).toBe('event');
    expect(back.searchParams.get('checkoutIntentId')).toBe(String(id));
    expect(back.searchParams.get('code')).toBe('succeeded');
    const orderId = Number(back.searchParams.get('orderId'));

    const intent = (await (await readIntent(standIn, id)).json()) as { metadata: unknown; order: OrderDetail };
    expect(intent.metadata).toEqual(validBody().metadata);
    expect(intent.order).toMatchObject({
      id: orderId,
      checkoutIntentId: id,
      formType: 'Checkout',
      organizationSlug: standIn.organizationSlug,
      payer: { email: 'lea.martin@example.org', firstName: 'Léa', lastName: 'Martin' },
      amount: { total: 4500, vat: 0, discount: 0 },
      items: [{ amount: 4500, type: 'Payment', state: 'Processed', name: 'Inscription : Stage national de Lyon' }],
      payments: [{ amount: 4500, paymentMeans: 'Card', state: 'Authorized', date: expect.any(String) }],
    });
    expect(intent.order.payments).toHaveLength(1);
    expect(standIn.intents()[0]!.state).toBe('authorized');

    const paidPage = await (await fetch(redirectUrl)).text();
    expect(paidPage).toContain('Ce paiement a été accepté.');
    expect(paidPage).not.toContain('>Payer<');
  });

  test('paying twice makes one order and notifies once; « Refuser » after paying changes nothing', async () => {
    const receiver = await startReceiver();
    const standIn = await standInWith({ notificationUrl: receiver.url });
    const { id, redirectUrl } = await createIntent(standIn);
    const first = await submitPage(redirectUrl, 'pay');
    const second = await submitPage(redirectUrl, 'pay');
    await standIn.pay(id);
    const refused = await submitPage(redirectUrl, 'refuse');
    expect(second.searchParams.get('orderId')).toBe(first.searchParams.get('orderId'));
    expect(refused.searchParams.get('code')).toBe('succeeded');
    expect(standIn.intents()[0]!.attempts).toHaveLength(1);
    expect(standIn.notifications().map((sent) => sent.eventType)).toEqual(['Order', 'Payment']);
    expect(receiver.received).toHaveLength(2);
  });

  test('a donation is an item of type Donation; a missing payer is filled in as HelloAsso’s page would', async () => {
    const standIn = await standInWith();
    const { id } = await createIntent(standIn, { containsDonation: true, payer: undefined, itemName: 'Don' });
    await standIn.pay(id);
    const order = standIn.intents()[0]!.order!;
    expect(order.items[0]!.type).toBe('Donation');
    expect(order.payer.email).toMatch(/@/);
  });

  test('« Refuser » sends the payer back with code=refused and no order; paying afterwards still works', async () => {
    const receiver = await startReceiver();
    const standIn = await standInWith({ notificationUrl: receiver.url });
    const { id, redirectUrl } = await createIntent(standIn, { returnUrl: 'http://127.0.0.1:9/paiement/retour' });
    const back = await submitPage(redirectUrl, 'refuse');
    expect(back.href).toBe(`http://127.0.0.1:9/paiement/retour?checkoutIntentId=${id}&code=refused`);
    expect(await (await readIntent(standIn, id)).json()).not.toHaveProperty('order');
    expect(standIn.intents()[0]).toMatchObject({ state: 'refused', order: null, attempts: [{ state: 'Refused' }] });

    const notifications = standIn.notifications();
    expect(notifications.map((sent) => sent.eventType)).toEqual(['Payment']);
    const refusal: unknown = JSON.parse(notifications[0]!.body);
    expect(refusal).toMatchObject({
      eventType: 'Payment',
      data: { state: 'Refused', amount: 4500, order: { checkoutIntentId: id } },
      metadata: validBody().metadata,
    });
    expect(await (await fetch(redirectUrl)).text()).toContain('Le paiement précédent a été refusé.');

    const paid = await submitPage(redirectUrl, 'pay');
    expect(paid.searchParams.get('code')).toBe('succeeded');
    expect(standIn.intents()[0]!.state).toBe('authorized');
  });
});

describe('HelloAsso stand-in: notifications', () => {
  test('a payment POSTs the Order then the Payment, signed with x-ha-signature (HMAC-SHA256 of the raw body)', async () => {
    const receiver = await startReceiver();
    const standIn = await standInWith({ notificationUrl: receiver.url, signatureKey: 'clé-de-signature' });
    const { id } = await createIntent(standIn);
    await standIn.pay(id);

    expect(receiver.received).toHaveLength(2);
    for (const { body, signature, contentType } of receiver.received) {
      expect(contentType).toBe('application/json');
      expect(signature).toBe(hmac(body, 'clé-de-signature'));
      expect(signature).not.toBe(hmac(body, 'une-autre-clé'));
    }
    const [order, payment] = receiver.received.map(({ body }) => JSON.parse(body) as { data: Record<string, unknown> });
    const orderId = standIn.intents()[0]!.order!.id;
    expect(order).toMatchObject({
      eventType: 'Order',
      data: { id: orderId, checkoutIntentId: id, formType: 'Checkout', amount: { total: 4500 } },
      metadata: validBody().metadata,
    });
    expect((order!.data as unknown as OrderDetail).payments[0]!.state).toBe('Authorized');
    expect(payment).toMatchObject({
      eventType: 'Payment',
      data: {
        state: 'Authorized',
        amount: 4500,
        paymentMeans: 'Card',
        order: { id: orderId, checkoutIntentId: id, formType: 'Checkout' },
        payer: { email: 'lea.martin@example.org' },
      },
      metadata: validBody().metadata,
    });
    expect(standIn.notifications()).toEqual([
      expect.objectContaining({ eventType: 'Order', status: 200, url: receiver.url }),
      expect.objectContaining({ eventType: 'Payment', status: 200, url: receiver.url }),
    ]);
  });

  test('records our server’s status, or the network error when it cannot be reached', async () => {
    const receiver = await startReceiver();
    receiver.answer(500);
    const standIn = await standInWith({ notificationUrl: receiver.url });
    await standIn.pay((await createIntent(standIn)).id);
    expect(standIn.notifications().map((sent) => sent.status)).toEqual([500, 500]);

    const gone = await startReceiver();
    await gone.close();
    standIn.setNotificationUrl(gone.url);
    await standIn.refuse((await createIntent(standIn)).id);
    const [unreachable] = standIn.notifications().slice(2);
    expect(unreachable).toMatchObject({ eventType: 'Payment', status: null, error: expect.any(String) });
  });

  test('resend replays a notification byte for byte, signature included, and returns our status', async () => {
    const receiver = await startReceiver();
    const standIn = await standInWith({ notificationUrl: receiver.url });
    await standIn.pay((await createIntent(standIn)).id);
    receiver.answer(204);
    expect(await standIn.resend(1)).toBe(204);
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2]).toEqual(receiver.received[1]);
    expect(standIn.notifications()[2]).toMatchObject({ eventType: 'Payment', status: 204, replayOf: 1 });
  });

  test('without a notification URL they are recorded, and can be delivered later (a notification that was lost)', async () => {
    const standIn = await standInWith();
    await standIn.pay((await createIntent(standIn)).id);
    expect(standIn.notifications()).toEqual([
      expect.objectContaining({ eventType: 'Order', url: null, status: null }),
      expect.objectContaining({ eventType: 'Payment', url: null, status: null }),
    ]);
    const receiver = await startReceiver();
    standIn.setNotificationUrl(receiver.url);
    expect(standIn.notificationUrl).toBe(receiver.url);
    expect(await standIn.resend(0)).toBe(200);
    expect(receiver.received[0]!.body).toBe(standIn.notifications()[0]!.body);
  });
});

describe('HelloAsso stand-in: down', () => {
  test('while down every endpoint answers 503 with a gateway’s HTML page; back up, nothing was lost', async () => {
    const standIn = await standInWith();
    const token = await accessToken(standIn);
    const { id, redirectUrl } = await createIntent(standIn);
    standIn.setDown(true);

    const tokenDown = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: standIn.clientId,
      client_secret: standIn.clientSecret,
    });
    expect(tokenDown.status).toBe(503);
    expect(tokenDown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await tokenDown.text()).toContain('503 Service Temporarily Unavailable');
    expect((await postIntent(standIn, token, validBody())).status).toBe(503);
    expect((await readIntent(standIn, id, token)).status).toBe(503);
    expect((await fetch(redirectUrl)).status).toBe(503);

    standIn.setDown(false);
    expect((await readIntent(standIn, id)).status).toBe(200);
    expect(standIn.intents()).toHaveLength(1);
  });
});

describe('HelloAsso stand-in as a process (serve.ts), for the browser tests', () => {
  test('prints its credentials on one JSON line and is driven through /__control', async () => {
    const receiver = await startReceiver();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'helloasso', 'serve.ts'), '--port', '0', '--notify', receiver.url],
      { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const firstLine = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output.slice(0, output.indexOf('\n')));
        });
        child.once('exit', (code) => reject(new Error(`serve.ts s'est arrêté (code ${code})`)));
      });
      const printed = JSON.parse(firstLine) as {
        url: string;
        clientId: string;
        clientSecret: string;
        organizationSlug: string;
        signatureKey: string;
      };
      expect(printed).toEqual({
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        clientId: 'wado-standin-client',
        clientSecret: 'wado-standin-secret',
        organizationSlug: 'wado-france',
        signatureKey: 'wado-standin-signature-key',
      });
      const control = (route: string, body?: unknown) =>
        fetch(`${printed.url}/__control/${route}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const form = {
        grant_type: 'client_credentials',
        client_id: printed.clientId,
        client_secret: printed.clientSecret,
      };
      const tokenResponse = await fetch(`${printed.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
      const created = await fetch(`${printed.url}/v5/organizations/${printed.organizationSlug}/checkout-intents`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(validBody()),
      });
      const { id } = (await created.json()) as { id: number };

      expect(await (await control('down', { down: true })).json()).toEqual({ down: true });
      expect((await fetch(`${printed.url}/checkout/${id}`)).status).toBe(503);
      expect((await control('intents')).status).toBe(200);
      await control('down', { down: false });

      expect((await control(`pay/${id}`, {})).status).toBe(200);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.signature).toBe(hmac(receiver.received[0]!.body, printed.signatureKey));
      const intents = (await (await control('intents')).json()) as { id: number; state: string }[];
      expect(intents).toEqual([expect.objectContaining({ id, state: 'authorized' })]);
      const notifications = (await (await control('notifications')).json()) as { eventType: string }[];
      expect(notifications.map((sent) => sent.eventType)).toEqual(['Order', 'Payment']);
      expect(await (await control('resend/1', {})).json()).toEqual({ status: 200 });
      expect(receiver.received[2]!.body).toBe(receiver.received[1]!.body);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 30_000);
});
