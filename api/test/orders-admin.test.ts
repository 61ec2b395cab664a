import type { FastifyInstance } from 'fastify';
import type { AdminOrder, AdminOrderList, OrderConfirmation } from '@wado/shared/contract';
import { csvCell, csvDateTime, euros } from '../src/features/exports/csv';
import { ordersCsv } from '../src/features/orders/csv';
import { flushOutbox, MAX_ATTEMPTS, RETRY_DELAYS_MS, type MailTransport } from '../src/features/mail/outbox';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { expectApiError, startTestApp } from './helpers';
import { apiTokenFor, rolesOtherThan, signInAs } from './people';
import { orderBody, postOrder, setStock, stockOf, TSHIRT } from './shopHelpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
/** The treasurer's command line: a personal API token. */
let auth: Record<string, string>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  await setStock(app, TSHIRT.m, 50);
  auth = { authorization: `Bearer ${await apiTokenFor(app, ['treasurer'])}` };
});
afterAll(() => cleanup?.());

const admin = (
  url: string,
  options: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {},
) => app.inject({ method: options.method ?? 'GET', url, payload: options.payload, headers: options.headers ?? auth });

async function newOrder(overrides = {}): Promise<OrderConfirmation> {
  const response = await postOrder(app, orderBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<OrderConfirmation>();
}

describe('the treasurer’s API is closed', () => {
  it.each([
    ['no header', {}],
    ['a token that was never issued', { authorization: 'Bearer wado_pat_tresorerie-wado-0123456789abcdeX' }],
    ['a token without the prefix', { authorization: 'Bearer tresorerie-wado-0123456789abcdef' }],
    ['another scheme', { authorization: 'Basic dHJlc29yaWVyOm1vdGRlcGFzc2U=' }],
    ['a forged session', { cookie: 'wado_session=inventee' }],
  ])('answers 401 with %s', async (_case, headers) => {
    for (const url of ['/api/admin/orders', '/api/admin/orders.csv', '/api/admin/orders/WF-ABCDEF']) {
      expectApiError(await admin(url, { headers }), 401, SIGN_IN_REQUIRED);
    }
    expectApiError(
      await admin('/api/admin/orders/WF-ABCDEF/status', { method: 'POST', payload: { status: 'paid' }, headers }),
      401,
    );
  });

  it('answers 403 to every role but the treasurer, by session or by token', async () => {
    const order = await newOrder();
    for (const role of rolesOtherThan(['treasurer'])) {
      const { headers } = await signInAs(app, [role]);
      const token = { authorization: `Bearer ${await apiTokenFor(app, [role])}` };
      for (const credentials of [headers, token]) {
        expectApiError(await admin('/api/admin/orders', { headers: credentials }), 403, ROLE_REQUIRED);
        expectApiError(
          await admin(`/api/admin/orders/${order.reference}/status`, {
            method: 'POST',
            payload: { status: 'paid' },
            headers: credentials,
          }),
          403,
        );
      }
    }
    expect((await admin(`/api/admin/orders/${order.reference}`)).json<AdminOrder>().status).toBe('pending_payment');
  });

  it('lets a treasurer signed in to the back office in, from the site only', async () => {
    const order = await newOrder();
    const { headers } = await signInAs(app, ['treasurer']);
    expect((await admin('/api/admin/orders', { headers })).statusCode).toBe(200);
    const mark = (extra: Record<string, string>) =>
      admin(`/api/admin/orders/${order.reference}/status`, {
        method: 'POST',
        payload: { status: 'paid' },
        headers: { ...headers, ...extra },
      });
    expectApiError(await mark({ origin: 'https://evil.example' }), 403, ORIGIN_REQUIRED);
    expect((await admin(`/api/admin/orders/${order.reference}`)).json<AdminOrder>().status).toBe('pending_payment');
    expect((await mark({})).json<AdminOrder>().status).toBe('paid');
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'order')
      .where('record_id', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!)).toEqual({ status: 'pending_payment' });
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 'paid' });
  });
});

describe('listing and exporting orders', () => {
  it('lists the orders, newest first, with lines, licence and history; filters by status; paginates', async () => {
    const first = await newOrder();
    const second = await newOrder({ delivery: 'pickup' });
    const list = (await admin('/api/admin/orders')).json<AdminOrderList>();
    expect(list.items[0]!.reference).toBe(second.reference);
    expect(list.items[1]!.reference).toBe(first.reference);
    const order = list.items[1]!;
    expect(order).toMatchObject({
      status: 'pending_payment',
      totalCents: 4490,
      licenceNumber: null,
      history: [{ status: 'pending_payment', note: 'Commande passée sur le site' }],
    });
    expect(order.lines).toHaveLength(1);
    const page = (await admin('/api/admin/orders?limit=1&page=2')).json<AdminOrderList>();
    expect(page).toMatchObject({ page: 2, limit: 1, total: list.total, pages: list.total });
    expect(page.items[0]!.reference).toBe(first.reference);
    expect(
      (await admin('/api/admin/orders?status=paid')).json<AdminOrderList>().items.every((o) => o.status === 'paid'),
    ).toBe(true);
    expect((await admin(`/api/admin/orders/${first.reference}`)).json<AdminOrder>().reference).toBe(first.reference);
  });

  it.each(['status=livree', 'page=0', 'limit=101', 'limit=x'])('answers 400 for %s', async (query) => {
    expectApiError(await admin(`/api/admin/orders?${query}`), 400);
  });

  it('answers 404 for an unknown order and 400 for a malformed reference', async () => {
    expectApiError(await admin('/api/admin/orders/WF-ZZZZZZ'), 404, "Cette commande n'existe pas.");
    expectApiError(await admin('/api/admin/orders/commande-1'), 400);
  });

  it('exports a CSV for French spreadsheets: BOM, semicolons, decimal commas', async () => {
    const order = await newOrder();
    const response = await admin('/api/admin/orders.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.split(';')[0]).toBe('Référence');
    const row = lines.find((line) => line.startsWith(order.reference))!;
    expect(row).toContain(';Moreau;Élise;elise.moreau@exemple.fr;0612345678;');
    expect(row).toContain('2 × Tee-shirt Wado France (M) à 19,00 €');
    expect(row.endsWith(';38,00;6,90;44,90')).toBe(true);
  });

  it('neutralises formulas and quotes what needs it', async () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const dangerous of ['+33612345678', '-2+3', '@SUM(A1)', '\tcmd'])
      expect(csvCell(dangerous).startsWith("'")).toBe(true);
    expect(csvCell('Rue A; bât. B')).toBe('"Rue A; bât. B"');
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"');
    expect(csvCell('Lyon')).toBe('Lyon');
    expect(euros(5)).toBe('0,05');
    expect(euros(123456)).toBe('1234,56');
    // Dates as French Excel reads them, at Paris time (summer and winter), in every export.
    expect(csvDateTime('2026-12-02T13:05:00.000Z')).toBe('02/12/2026 14:05');
    expect(csvDateTime('2026-07-14T22:30:00.000Z')).toBe('15/07/2026 00:30');
    expect(csvDateTime(null)).toBe('');
    const order = await newOrder({
      billing: { ...orderBody().billing, lastName: '=cmd|"/c calc"!A1', address: '3 rue du Dojo; entrée B' },
    });
    const csv = (await admin('/api/admin/orders.csv')).body;
    const row = csv.split('\r\n').find((line) => line.startsWith(order.reference))!;
    expect(row).toContain(`;"'=cmd|""/c calc""!A1";`);
    expect(row).toContain(';"3 rue du Dojo; entrée B";');
    expect(ordersCsv([])).toBe(`\uFEFF${csv.replace(/^\uFEFF/, '').split('\r\n')[0]}\r\n`);
  });
});

describe('changing the status of an order', () => {
  const setStatus = (reference: string, payload: object) =>
    admin(`/api/admin/orders/${reference}/status`, { method: 'POST', payload });

  it('marks an order paid then shipped, keeps the history and tells the buyer', async () => {
    const order = await newOrder();
    const paid = await setStatus(order.reference, { status: 'paid', note: 'Virement reçu le 24/11' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<AdminOrder>().status).toBe('paid');
    const shipped = (await setStatus(order.reference, { status: 'shipped' })).json<AdminOrder>();
    expect(shipped.history.map((entry) => [entry.status, entry.note])).toEqual([
      ['pending_payment', 'Commande passée sur le site'],
      ['paid', 'Virement reçu le 24/11'],
      ['shipped', ''],
    ]);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['topic', 'text'])
      .where('topic', 'like', `order:${order.reference}%`)
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.topic)).toEqual([
      `order:${order.reference}`,
      `order:${order.reference}:paid`,
      `order:${order.reference}:shipped`,
    ]);
    expect(mails[1]!.text).not.toContain('24/11');
  });

  it('puts the stock back when an order is cancelled, once', async () => {
    const before = await stockOf(app, TSHIRT.m);
    const order = await newOrder();
    expect(await stockOf(app, TSHIRT.m)).toBe(before - 2);
    expect((await setStatus(order.reference, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(app, TSHIRT.m)).toBe(before);
    expectApiError(await setStatus(order.reference, { status: 'cancelled' }), 409);
    expect(await stockOf(app, TSHIRT.m)).toBe(before);
  });

  it('refuses impossible transitions with 409 and bad bodies with 400, changing nothing', async () => {
    const order = await newOrder();
    expectApiError(
      await setStatus(order.reference, { status: 'shipped' }),
      409,
      'Une commande « en attente de paiement » ne peut pas passer à « expédiée ou remise ».',
    );
    for (const payload of [
      {},
      { status: 'pending_payment' },
      { status: 'rembourse' },
      { status: 'paid', note: 'x'.repeat(501) },
    ]) {
      expectApiError(await setStatus(order.reference, payload), 400);
    }
    expectApiError(await setStatus('WF-ZZZZZZ', { status: 'paid' }), 404);
    expect((await admin(`/api/admin/orders/${order.reference}`)).json<AdminOrder>().history).toHaveLength(1);
  });
});

describe('the e-mail outbox', () => {
  it('keeps e-mails pending without SMTP settings', async () => {
    const order = await newOrder();
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('topic', '=', `order:${order.reference}`)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends pending e-mails through the transport, retries failures, then gives up', async () => {
    await newOrder();
    const sent: { to: { address: string }; subject: string }[] = [];
    const working: MailTransport = { sendMail: async (message) => void sent.push(message) };
    const pending = await app.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
    const result = await flushOutbox(app.db, working, 'boutique@wado-france.fr');
    expect(result).toEqual({ sent: pending.length, failed: 0 });
    expect(sent.length).toBe(pending.length);
    const rows = await app.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows.every((row) => row.status === 'sent' && row.sent_at !== null && row.attempts === 1)).toBe(true);

    await newOrder();
    const broken: MailTransport = { sendMail: async () => Promise.reject(new Error('connexion refusée')) };
    // Each attempt once the previous one's wait is over (RETRY_DELAYS_MS; mail.test.ts tests the waits).
    let at = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const now = () => new Date(at);
      expect(await flushOutbox(app.db, broken, 'boutique@wado-france.fr', { now: now })).toEqual({
        sent: 0,
        failed: 1,
      });
      at += RETRY_DELAYS_MS[attempt - 1] ?? 0;
    }
    const failed = await app.db.selectFrom('mail_outbox').selectAll().where('status', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attempts: MAX_ATTEMPTS, last_error: 'connexion refusée', next_attempt_at: null });
    expect(await flushOutbox(app.db, broken, 'boutique@wado-france.fr', { now: () => new Date(at) })).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});
