import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AdminDonation, AdminDonationList } from '@wado/shared/contract';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { ADMIN_DONATION_NOT_FOUND, NO_RECEIPT } from '../src/features/donations/adminRoutes';
import { donationAttachmentDrawers } from '../src/features/donations/emails';
import { readAttachments } from '../src/features/mail/outbox';
import { donationRow, insertDonation, payDonation, pdfLines } from './donationsHelpers';
import { countRows, expectApiError, startTestApp } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';

jest.setTimeout(60_000);

/**
 * The treasurer's donations: the list and its filters, the CSV export, a receipt, and its e-mail
 * sent again. Every call by the `treasurer` role only (403 for every other role, 401 signed out, 403
 * from another site's page); a refusal writes nothing; the e-mail sent again has its audit line.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let treasurer: Record<string, string>;
let paid: { reference: string; token: string };
let pending: { reference: string; token: string };

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  treasurer = (await signInAs(app, ['treasurer'])).headers;
  paid = await insertDonation(app.db, { amountCents: 12_000, email: 'mecene@exemple.fr' });
  await payDonation(app, paid.reference, new Date('2026-05-04T08:00:00Z'));
  pending = await insertDonation(app.db, { amountCents: 2000 });
});
afterAll(() => cleanup?.());

type Call = InjectOptions & { url: string };
const CALL_NAMES = ['list', 'export', 'receipt', 'send the receipt again'] as const;
const CALLS = (): Record<(typeof CALL_NAMES)[number], Call> => ({
  list: { method: 'GET', url: '/api/admin/donations' },
  export: { method: 'GET', url: '/api/admin/donations.csv' },
  receipt: { method: 'GET', url: `/api/admin/donations/${paid.reference}/recu.pdf` },
  'send the receipt again': { method: 'POST', url: `/api/admin/donations/${paid.reference}/receipt-email` },
});

const written = async () => [
  await countRows(app, 'mail_outbox'),
  await countRows(app, 'audit_log'),
  await countRows(app, 'donations'),
];

describe('who may see and act on donations', () => {
  it.each(CALL_NAMES)('%s: the treasurer only; anyone else is refused and nothing is written', async (name) => {
    const call = CALLS()[name];
    const before = await written();
    expectApiError(await app.inject(call), 401, SIGN_IN_REQUIRED);
    for (const role of rolesOtherThan(['treasurer'])) {
      const { headers } = await signInAs(app, [role]);
      expectApiError(await app.inject({ ...call, headers }), 403, ROLE_REQUIRED);
    }
    expect(await written()).toEqual(before);
    const allowed = await app.inject({ ...call, headers: treasurer });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('refuses a write from another site’s page, even by the treasurer', async () => {
    const before = await written();
    expectApiError(
      await app.inject({
        ...CALLS()['send the receipt again'],
        headers: { ...treasurer, origin: 'https://pirate.example' },
      }),
      403,
      ORIGIN_REQUIRED,
    );
    expect(await written()).toEqual(before);
  });

  it('covers every role of the site (the administrator may do everything)', () => {
    expect([...rolesOtherThan(['treasurer']), 'treasurer', 'admin'].sort()).toEqual([...ALL_ROLES].sort());
  });
});

describe('the list', () => {
  const list = async (query = '') =>
    (await app.inject({ url: `/api/admin/donations${query}`, headers: treasurer })).json<AdminDonationList>();

  it('shows every donation, newest first, with the sum of those paid', async () => {
    const all = await list();
    expect(all.items.map((item) => item.reference)).toEqual([pending.reference, paid.reference]);
    expect(all.paidCents).toBe(12_000);
    expect(all.items[1]).toMatchObject<Partial<AdminDonation>>({
      status: 'paid',
      amountCents: 12_000,
      lastName: 'Lambert',
      email: 'mecene@exemple.fr',
      receiptNumber: '2026-0001',
      paidAt: '2026-05-04T08:00:00.000Z',
    });
  });

  it('filters by status and by a text of the reference, the receipt, the names or the e-mail', async () => {
    expect((await list('?status=pending_payment')).items.map((item) => item.reference)).toEqual([pending.reference]);
    expect((await list('?status=pending_payment')).paidCents).toBe(0);
    expect((await list('?q=MECENE')).items.map((item) => item.reference)).toEqual([paid.reference]);
    expect((await list('?q=2026-0001')).items.map((item) => item.reference)).toEqual([paid.reference]);
    expect((await list('?q=lambert%20zo')).total).toBe(2);
    expect((await list('?q=%25')).total).toBe(0);
    expectApiError(await app.inject({ url: '/api/admin/donations?status=rembourse', headers: treasurer }), 400);
  });

  it('exports the same donations for a spreadsheet', async () => {
    const response = await app.inject({ url: '/api/admin/donations.csv?status=paid', headers: treasurer });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="dons-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Référence;Date;Statut;Nom;Prénom;E-mail;Adresse;Code postal;Ville;Montant (€);Payé le;Reçu fiscal',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${paid.reference};`);
    expect(rows[0]).toContain(';Payé;Lambert;Zoé;mecene@exemple.fr;12 rue des Lilas;69003;Lyon;120,00;');
    expect(rows[0]).toMatch(/;2026-0001$/);
    // Paid on 4 May at 08:00 UTC: 10:00 in Paris, as French Excel reads it.
    expect(rows[0]).toContain(';120,00;04/05/2026 10:00;');
  });
});

describe('a receipt and its e-mail', () => {
  it('gives the treasurer the receipt’s PDF', async () => {
    const response = await app.inject({ url: `/api/admin/donations/${paid.reference}/recu.pdf`, headers: treasurer });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(pdfLines(response.rawPayload)).toContain('Numéro d’ordre du reçu : 2026-0001');
  });

  it('sends the thank-you e-mail again with the same receipt, and writes the audit line', async () => {
    const { headers, email } = await signInAs(app, ['treasurer'], 'tresorerie@wado-france.test');
    const mailsOf = () =>
      app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('topic', '=', `donation:${paid.reference}`)
        .orderBy('id')
        .execute();
    const before = await mailsOf();
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/donations/${paid.reference}/receipt-email`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminDonation>()).toMatchObject({ reference: paid.reference, receiptNumber: '2026-0001' });
    const after = await mailsOf();
    expect(after).toHaveLength(before.length + 1);
    const [first] = before;
    const again = after[after.length - 1]!;
    expect(again).toMatchObject({ to_address: 'mecene@exemple.fr', subject: first!.subject, text: first!.text });
    const [resent] = await readAttachments(app.db, again.attachments, donationAttachmentDrawers);
    const [original] = await readAttachments(app.db, first!.attachments, donationAttachmentDrawers);
    expect(resent!.filename).toBe('recu-fiscal-2026-0001.pdf');
    expect(resent!.content.equals(original!.content)).toBe(true);
    const line = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'donation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ actor: email, action: 'resend-receipt', record_id: paid.reference });
    expect(JSON.parse(line.after!)).toEqual({ to: 'mecene@exemple.fr', receiptNumber: '2026-0001' });
  });

  it('refuses, in French and writing nothing, a donation without a receipt or unknown', async () => {
    const before = await written();
    const resend = (reference: string) =>
      app.inject({ method: 'POST', url: `/api/admin/donations/${reference}/receipt-email`, headers: treasurer });
    expectApiError(await resend(pending.reference), 409, NO_RECEIPT);
    expectApiError(await resend('DON-ZZZZZZ'), 404, ADMIN_DONATION_NOT_FOUND);
    expectApiError(await resend('WF-ZZZZZZ'), 400);
    expectApiError(
      await app.inject({ url: `/api/admin/donations/${pending.reference}/recu.pdf`, headers: treasurer }),
      409,
      NO_RECEIPT,
    );
    expect(await written()).toEqual(before);
    expect((await donationRow(app, pending.reference)).status).toBe('pending_payment');
  });
});
