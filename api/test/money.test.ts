import type { MoneyReport, OrderConfirmation, Role } from '@wado/shared/contract';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { insertDonation, payDonation } from './donationsHelpers';
import { expectApiError } from './helpers';
import { rolesOtherThan, signInAs } from './people';
import {
  addEvent,
  openRegistrations,
  registered,
  startRegistrationApp,
  type RegistrationTestApp,
} from './registrations-fixtures';
import { orderBody, postOrder } from './shopHelpers';

/**
 * The treasurer's one view of the money: the shop's paid orders, the paid registrations and the
 * donations, in one list and one export, by the day they were paid in Paris (the clubs' paid
 * seasons too: season-payments.test.ts).
 */

let test: RegistrationTestApp;
let treasurer: Record<string, string>;
beforeAll(async () => {
  test = await startRegistrationApp();
  treasurer = (await signInAs(test.app, ['treasurer'])).headers;
});
afterAll(() => test?.cleanup());

const money = (query = '', headers = treasurer) => test.app.inject({ url: `/api/admin/money${query}`, headers });

/** A paid order (a transfer the treasurer received), a paid registration and a paid donation, at set instants. */
async function payments() {
  const placed = await postOrder(test.app, orderBody({ payment: 'transfer' }));
  expect(placed.statusCode).toBe(201);
  const order = placed.json<OrderConfirmation>();
  const paid = await test.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.reference}/status`,
    headers: treasurer,
    payload: { status: 'paid', note: 'Virement reçu' },
  });
  expect(paid.statusCode).toBe(200);
  // Paid on the evening of 31 December in Paris (23:30 UTC is 00:30 on 1 January there).
  await test.app.db
    .updateTable('order_status_history')
    .set({ at: '2026-12-31T23:30:00.000Z' })
    .where('status', '=', 'paid')
    .where(
      'order_id',
      '=',
      (
        await test.app.db
          .selectFrom('orders')
          .select('id')
          .where('reference', '=', order.reference)
          .executeTakeFirstOrThrow()
      ).id,
    )
    .execute();

  const event = await addEvent(test.app);
  await openRegistrations(test, event.id);
  const { registration } = await registered(test.app, event.slug);
  await test.app.db
    .updateTable('event_registrations')
    .set({ paid_cents: 4500, paid_at: '2026-12-20T10:00:00.000Z' })
    .where('reference', '=', registration.reference)
    .execute();

  const donation = await insertDonation(test.app.db, { amountCents: 12_000 });
  expect(await payDonation(test.app, donation.reference, new Date('2026-12-10T08:00:00.000Z'))).toBe(true);
  return {
    order: order.reference,
    orderTotal: order.totalCents,
    registration: registration.reference,
    donation: donation.reference,
  };
}

describe('GET /api/admin/money', () => {
  it('lists orders, registrations and donations paid, newest first, with totals, filtered by Paris day and kind', async () => {
    const references = await payments();
    const all = await money('?from=2026-12-01&to=2027-01-31');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const report = all.json<MoneyReport>();
    expect(report.items.map((line) => [line.kind, line.reference, line.method, line.amountCents])).toEqual([
      ['order', references.order, 'transfer', references.orderTotal],
      ['registration', references.registration, 'card', 4500],
      ['donation', references.donation, 'card', 12_000],
    ]);
    expect(report.items[1]!.what).toMatch(/^Inscription : Stage national/);
    expect(report.byKind.registration).toBe(4500);
    expect(report.byKind.donation).toBe(12_000);
    expect(report.totalCents).toBe(report.byKind.order + 4500 + 12_000);

    // The order was paid on 1 January in Paris, not on 31 December.
    const december = (await money('?from=2026-12-01&to=2026-12-31')).json<MoneyReport>();
    expect(december.items.map((line) => line.kind)).toEqual(['registration', 'donation']);
    const donations = (await money('?kind=donation&from=2026-12-01')).json<MoneyReport>();
    expect(donations.items.map((line) => line.reference)).toEqual([references.donation]);
    expect(donations.totalCents).toBe(12_000);

    const csv = await test.app.inject({
      url: '/api/admin/money.csv?from=2026-12-01&to=2027-01-31',
      headers: treasurer,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="paiements-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Payé le;Type;Référence;Objet;Payeur;E-mail;Moyen de paiement;Montant (€);Statut');
    expect(lines[1]).toMatch(new RegExp(`^01/01/2027 00:30;Commande;${references.order};Commande de la boutique;`));
    expect(lines[1]).toContain(';Virement;');
    expect(lines[3]).toMatch(
      new RegExp(`^10/12/2026 09:00;Don;${references.donation};Don;.*;Carte \\(HelloAsso\\);120,00;Payé$`),
    );
  });

  it('is the treasurer’s (and the administrator’s): refused to every other role and to nobody signed in', async () => {
    for (const role of rolesOtherThan(['treasurer'])) {
      const { headers } = await signInAs(test.app, [role as Role]);
      expectApiError(await money('', headers), 403, ROLE_REQUIRED);
      expectApiError(await test.app.inject({ url: '/api/admin/money.csv', headers }), 403, ROLE_REQUIRED);
    }
    expectApiError(await test.app.inject('/api/admin/money'), 401, SIGN_IN_REQUIRED);
    const admin = await signInAs(test.app, ['admin']);
    expect((await money('', admin.headers)).statusCode).toBe(200);
  });

  it('refuses a day that does not exist or an unknown kind, in French', async () => {
    for (const query of ['?from=2026-13-01', '?to=demain', '?kind=remboursement', '?limit=0']) {
      const body = expectApiError(await money(query), 400);
      expect(body.message.length).toBeGreaterThan(0);
    }
  });
});
