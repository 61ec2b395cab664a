import type { FastifyInstance } from 'fastify';
import type { AdminOrder, AdminOrderEmails, AdminOrderList, OrderConfirmation } from '@wado/shared/contract';
import { flushOutbox, type MailTransport } from '../src/features/mail/outbox';
import { parisDayStart } from '../src/features/orders/adminFilters';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { expectApiError, startTestApp } from './helpers';
import { rolesOtherThan, signInAs } from './people';
import { orderBody, postOrder, setStock, TSHIRT } from './shopHelpers';

/** The treasurer's screens in the back office: filters, totals, the buyer's e-mails, who changed what. */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let treasurer: { headers: Record<string, string>; email: string };

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  await setStock(app, TSHIRT.m, 500);
  treasurer = await signInAs(app, ['treasurer'], 'tresoriere@wado-france.test');
});
afterAll(() => cleanup?.());

const get = (url: string, headers: Record<string, string> = treasurer.headers) =>
  app.inject({ method: 'GET', url, headers });
const list = async (query: string) => {
  const response = await get(`/api/admin/orders?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderList>();
};
const references = (orders: { items: AdminOrder[] }) => orders.items.map((order) => order.reference).sort();

let buyers = 0;
/** An order by a buyer of its own (a name no other test uses), placed at `createdAt` when given. */
async function newOrder(
  billing: { firstName?: string; lastName?: string; email?: string } = {},
  overrides: Parameters<typeof orderBody>[0] = {},
  createdAt?: string,
): Promise<OrderConfirmation> {
  buyers += 1;
  const body = orderBody(overrides);
  const response = await postOrder(app, {
    ...body,
    billing: { ...body.billing, email: `acheteur-${buyers}@exemple.fr`, ...billing },
  });
  expect(response.statusCode).toBe(201);
  const order = response.json<OrderConfirmation>();
  if (createdAt) {
    await app.db
      .updateTable('orders')
      .set({ created_at: createdAt })
      .where('reference', '=', order.reference)
      .execute();
  }
  return order;
}

const setStatus = (reference: string, status: string, headers = treasurer.headers, note?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${reference}/status`,
    payload: { status, ...(note ? { note } : {}) },
    headers,
  });

describe('the treasurer’s new calls are closed to others', () => {
  it('answers 401 signed out and 403 to every other role, for the filtered list, the export and the e-mails', async () => {
    const order = await newOrder();
    const urls = [
      '/api/admin/orders?q=moreau&payment=cheque&from=2026-01-01&to=2026-12-31',
      '/api/admin/orders.csv?q=moreau&payment=transfer',
      `/api/admin/orders/${order.reference}/emails`,
    ];
    for (const url of urls) {
      expectApiError(await get(url, {}), 401, SIGN_IN_REQUIRED);
      for (const role of rolesOtherThan(['treasurer'])) {
        const { headers } = await signInAs(app, [role]);
        expectApiError(await get(url, headers), 403, ROLE_REQUIRED);
      }
      const allowed = await get(url);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('filters of the list and of the export', () => {
  it('finds an order by part of its reference, the buyer’s name or e-mail, whatever the case', async () => {
    const ada = await newOrder({ firstName: 'Ada', lastName: 'Quintard', email: 'ada.quintard@exemple.fr' });
    const other = await newOrder({ firstName: 'Bruno', lastName: 'Quintard' });
    const reference = ada.reference.toLowerCase().slice(0, 7);
    expect(references(await list(`q=${ada.reference.toLowerCase()}`))).toEqual([ada.reference]);
    expect((await list(`q=${encodeURIComponent(reference)}`)).items.map((order) => order.reference)).toContain(
      ada.reference,
    );
    expect(references(await list('q=QUINTARD'))).toEqual([ada.reference, other.reference].sort());
    expect(references(await list('q=ada.quintard%40EXEMPLE'))).toEqual([ada.reference]);
    expect(references(await list(`q=${encodeURIComponent('  Ada   Quintard ')}`))).toEqual([ada.reference]);
    expect(references(await list(`q=${encodeURIComponent('quintard bruno')}`))).toEqual([other.reference]);
  });

  it('finds accented names typed as written, and takes % and _ as letters', async () => {
    const order = await newOrder({ firstName: 'Émilie', lastName: 'Ébrard' });
    expect(references(await list(`q=${encodeURIComponent('Ébrard Émilie')}`))).toEqual([order.reference]);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);
  });

  it('filters by payment method and status, and gives the total amount of every page', async () => {
    const lastName = 'Paiement';
    const transfer = await newOrder({ lastName });
    const cheque = await newOrder({ lastName }, { payment: 'cheque' });
    const paidCheque = await newOrder({ lastName }, { payment: 'cheque', delivery: 'pickup' });
    expect((await setStatus(paidCheque.reference, 'paid')).statusCode).toBe(200);

    const cheques = await list(`q=${lastName}&payment=cheque&limit=1`);
    expect(cheques.total).toBe(2);
    expect(cheques.items).toHaveLength(1);
    expect(cheques.amountCents).toBe(cheque.totalCents + paidCheque.totalCents);
    expect(references(await list(`q=${lastName}&payment=transfer`))).toEqual([transfer.reference]);
    expect(references(await list(`q=${lastName}&payment=cheque&status=paid`))).toEqual([paidCheque.reference]);
    const none = await list(`q=${lastName}&status=shipped`);
    expect(none).toMatchObject({ items: [], total: 0, pages: 0, amountCents: 0 });
  });

  it('keeps the orders placed between two days of Paris, both included, across the change of time', async () => {
    const lastName = 'Calendrier';
    // Paris is UTC+1 in winter, UTC+2 in summer (from 29 March 2026, 2 a.m.).
    const lateOn28 = await newOrder({ lastName }, {}, '2026-03-28T22:59:00.000Z');
    const earlyOn29 = await newOrder({ lastName }, {}, '2026-03-28T23:00:00.000Z');
    const lateOn29 = await newOrder({ lastName }, {}, '2026-03-29T21:59:00.000Z');
    const earlyOn30 = await newOrder({ lastName }, {}, '2026-03-29T22:00:00.000Z');
    const summer = await newOrder({ lastName }, {}, '2026-07-14T22:30:00.000Z');

    expect(references(await list(`q=${lastName}&from=2026-03-29&to=2026-03-29`))).toEqual(
      [earlyOn29.reference, lateOn29.reference].sort(),
    );
    expect(references(await list(`q=${lastName}&to=2026-03-28`))).toEqual([lateOn28.reference]);
    expect(references(await list(`q=${lastName}&from=2026-03-30&to=2026-07-14`))).toEqual([earlyOn30.reference]);
    expect(references(await list(`q=${lastName}&from=2026-07-15`))).toEqual([summer.reference]);
    expect(parisDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(parisDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(parisDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('exports the orders the same filters keep', async () => {
    const lastName = 'Exportable';
    const transfer = await newOrder({ lastName }, {}, '2026-05-04T10:00:00.000Z');
    const cheque = await newOrder({ lastName }, { payment: 'cheque' }, '2026-05-04T11:00:00.000Z');
    const later = await newOrder({ lastName }, { payment: 'cheque' }, '2026-06-04T11:00:00.000Z');
    const csv = (query: string) =>
      get(`/api/admin/orders.csv?${query}`).then((response) => {
        expect(response.statusCode).toBe(200);
        return response.body
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((row) => row.split(';')[0]);
      });
    expect(await csv(`q=${lastName}&payment=cheque&from=2026-05-01&to=2026-05-31`)).toEqual([cheque.reference]);
    expect(await csv(`q=${lastName.toLowerCase()}`)).toEqual([transfer.reference, cheque.reference, later.reference]);
    expect(await csv(`q=${lastName}&status=paid`)).toEqual([]);
  });

  it.each([
    ['from=2026-02-30', "La date du 2026-02-30 n'existe pas."],
    ['to=2025-02-29', "La date du 2025-02-29 n'existe pas."],
    ['from=2026-05-02&to=2026-05-01', 'La date de début de la période doit précéder sa date de fin.'],
  ])('refuses %s in French, for the list and the export', async (query, message) => {
    for (const path of ['/api/admin/orders', '/api/admin/orders.csv']) {
      expectApiError(await get(`${path}?${query}`), 400, message);
    }
  });

  it.each(['from=04/05/2026', 'to=2026-13-01', 'payment=carte', 'status=rembourse', `q=${'x'.repeat(101)}`])(
    'answers 400 with a French message to %s',
    async (query) => {
      for (const path of ['/api/admin/orders', '/api/admin/orders.csv']) {
        expect(expectApiError(await get(`${path}?${query}`), 400).message).toMatch(/^Requête invalide/);
      }
    },
  );
});

describe('the buyer’s e-mails and who changed the status', () => {
  it('lists what the outbox sent or will send about an order, and only that order', async () => {
    const order = await newOrder({ firstName: 'Jeanne', lastName: 'Courrier' });
    const other = await newOrder();
    const emails = () =>
      get(`/api/admin/orders/${order.reference}/emails`).then((response) => response.json<AdminOrderEmails>().items);
    const placed = await emails();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      to: order.billing.email,
      status: 'pending',
      sentAt: null,
      attempts: 0,
      lastError: '',
    });
    expect(placed[0]!.subject).toContain(order.reference);
    expect(placed[0]!.text).toContain('Bonjour Jeanne Courrier');

    expect((await setStatus(order.reference, 'paid', treasurer.headers, 'Virement reçu')).statusCode).toBe(200);
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (message) => void sent.push(message.subject) };
    await flushOutbox(app.db, transport, 'boutique@wado-france.fr');
    const after = await emails();
    expect(after.map((mail) => mail.status)).toEqual(['sent', 'sent']);
    expect(after[1]!.subject.startsWith(`Commande ${order.reference} : payée`)).toBe(true);
    expect(after[1]!.text).not.toContain('Virement reçu');
    expect(after.every((mail) => mail.sentAt !== null && mail.attempts === 1)).toBe(true);
    expect(after.some((mail) => mail.subject.includes(other.reference))).toBe(false);
  });

  it('answers 404 for an unknown order and 400 for a malformed reference', async () => {
    expectApiError(await get('/api/admin/orders/WF-ZZZZZZ/emails'), 404, "Cette commande n'existe pas.");
    expectApiError(await get('/api/admin/orders/commande-1/emails'), 400);
  });

  it('says who changed the status in the history; the site’s own changes have no one', async () => {
    const order = await newOrder();
    const colleague = await signInAs(app, ['treasurer', 'shop'], 'tresorier-adjoint@wado-france.test');
    expect((await setStatus(order.reference, 'paid')).statusCode).toBe(200);
    const shipped = await setStatus(order.reference, 'shipped', colleague.headers, 'Colis 8Y123');
    expect(shipped.json<AdminOrder>().history).toEqual([
      expect.objectContaining({ status: 'pending_payment', actor: null }),
      expect.objectContaining({ status: 'paid', note: '', actor: treasurer.email }),
      expect.objectContaining({ status: 'shipped', note: 'Colis 8Y123', actor: colleague.email }),
    ]);
    const listed = (await list(`q=${order.reference}`)).items[0]!;
    expect(listed.history.map((entry) => entry.actor)).toEqual([null, treasurer.email, colleague.email]);
  });
});
