import type { CardPaymentReturn, DonationCheckout, DonationState } from '@wado/shared/contract';
import { DONATION_NOT_ACKNOWLEDGED, formatPrice } from '@wado/shared/contract';
import { SEED_SETTINGS } from '../src/db/seed/settings';
import { expireAbandonedDonations } from '../src/features/donations/expiry';
import { receiptYear } from '../src/features/donations/store';
import {
  DONATION_ALREADY_PAID,
  DONATION_EXPIRED,
  DONATION_NOT_FOUND,
  onlineDonationsClosed,
  RECEIPT_NOT_FOUND,
} from '../src/features/donations/routes';
import { donationAttachmentDrawers } from '../src/features/donations/emails';
import { readAttachments } from '../src/features/mail/outbox';
import { CARD_UNAVAILABLE } from '../src/features/payments/card';
import { intentAt, returnOf, startCardApp, type CardApp } from './cardOrders';
import {
  DONOR,
  donationBody,
  donationRow,
  give,
  insertDonation,
  lastReceiptNumber,
  pdfLines,
  setTaxReceipts,
} from './donationsHelpers';
import { countRows, expectApiError, startTestApp, waitFor } from './helpers';
import { startMailSink } from './mailSink';

jest.setTimeout(60_000);

/**
 * A donation from the form to its receipt, against the HelloAsso stand-in: the card payment the
 * server computes, the « paid » step (receipt number, PDF, thank-you e-mail) once HelloAsso
 * confirmed it, the return page, refused and abandoned payments, HelloAsso down, and the
 * association that issues no receipt.
 */

const quietLog = { error: () => undefined };

async function outboxOf(card: CardApp, reference: string) {
  return card.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('topic', '=', `donation:${reference}`)
    .orderBy('id')
    .execute();
}

/** Gives, then pays on HelloAsso's page; the notifications are delivered. */
async function giveAndPay(card: CardApp, body = donationBody()) {
  const response = await give(card.app, body);
  expect(response.statusCode).toBe(201);
  const checkout = response.json<DonationCheckout>();
  const intent = intentAt(card.standIn, checkout.redirectUrl);
  await card.standIn.pay(intent.id);
  expect(await card.deliver()).toEqual(expect.arrayContaining([200]));
  return { checkout, intent };
}

const stateOf = async (card: CardApp, token: string) =>
  (await card.app.inject({ url: `/api/donations/${token}` })).json<DonationState>();

describe('a donation paid by card', () => {
  let card: CardApp;
  const year = receiptYear(new Date());

  beforeAll(async () => {
    card = await startCardApp();
  });
  afterAll(() => card?.cleanup());

  it('starts a card payment of the amount the server took, marked as a donation, back to the donation page', async () => {
    const response = await give(card.app, donationBody({ amountCents: 2550, email: ' Zoe.Lambert@Exemple.fr ' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const checkout = response.json<DonationCheckout>();
    expect(checkout.reference).toMatch(/^DON-[2-9A-HJKMNP-Z]{6}$/);
    expect(checkout.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const intent = intentAt(card.standIn, checkout.redirectUrl);
    expect(intent.body).toMatchObject({
      totalAmount: 2550,
      initialAmount: 2550,
      containsDonation: true,
      itemName: 'Don à Wado France',
      payer: { firstName: 'Zoé', lastName: 'Lambert', email: 'zoe.lambert@exemple.fr' },
      metadata: { purpose: 'donation', reference: checkout.reference },
    });
    const returnUrl = new URL(intent.body.returnUrl);
    expect(returnUrl.pathname).toBe('/donations');
    expect(returnUrl.searchParams.get('don')).toBe(checkout.token);
    expect(new URL(intent.body.backUrl).pathname).toBe('/donations');
    expect(new URL(intent.body.backUrl).searchParams.get('don')).toBe(checkout.token);

    const row = await donationRow(card.app, checkout.reference);
    expect(row).toMatchObject({ status: 'pending_payment', amount_cents: 2550, email: 'zoe.lambert@exemple.fr' });
    expect(await stateOf(card, checkout.token)).toEqual({
      reference: checkout.reference,
      status: 'pending_payment',
      amountCents: 2550,
      firstName: 'Zoé',
      receiptNumber: null,
      receiptPath: null,
    });
  });

  it('once HelloAsso confirms it: paid, the next receipt number of the year, the thank-you e-mail with its PDF and link', async () => {
    const before = await lastReceiptNumber(card.app.db, year);
    const { checkout, intent } = await giveAndPay(card);
    const number = `${year}-${String(before + 1).padStart(4, '0')}`;

    const row = await donationRow(card.app, checkout.reference);
    expect(row).toMatchObject({ status: 'paid', receipt_number: number });
    expect(row.paid_at).not.toBeNull();
    expect(await lastReceiptNumber(card.app.db, year)).toBe(before + 1);

    const state = await stateOf(card, checkout.token);
    expect(state).toMatchObject({ status: 'paid', receiptNumber: number });
    expect(state.receiptPath).toBe(`/api/donations/${checkout.token}/recu.pdf`);

    const mails = await outboxOf(card, checkout.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(DONOR.email);
    expect(mails[0]!.subject).toBe(`Merci pour votre don – reçu fiscal n° ${number} – Wado France`);
    expect(mails[0]!.text).toContain(`Merci pour votre don de ${formatPrice(5000)} à Wado France`);
    expect(mails[0]!.text).toContain(`${card.app.publicUrl}/api/donations/${checkout.token}/recu.pdf`);
    // Drawn when sent, as the outbox sender does.
    const [attachment, ...others] = await readAttachments(
      card.app.db,
      mails[0]!.attachments,
      donationAttachmentDrawers,
    );
    expect(others).toEqual([]);
    expect(attachment).toMatchObject({ filename: `recu-fiscal-${number}.pdf`, contentType: 'application/pdf' });

    // Downloaded again by its link: the very document of the e-mail.
    const download = await card.app.inject({ url: state.receiptPath! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`inline; filename="recu-fiscal-${number}.pdf"`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.equals(attachment!.content)).toBe(true);
    expect(pdfLines(download.rawPayload)).toEqual(
      expect.arrayContaining([`Numéro d’ordre du reçu : ${number}`, 'Somme en toutes lettres : cinquante euros']),
    );

    // The page HelloAsso sends the donor back to learns it is paid.
    const back = await card.app.inject({ method: 'POST', url: '/api/payments/card/return', payload: returnOf(intent) });
    expect(back.json<CardPaymentReturn>()).toEqual({
      purpose: 'donation',
      reference: checkout.reference,
      status: 'paid',
    });
  });

  it('is recorded once: notifications replayed change nothing, and no number is taken twice', async () => {
    const { checkout } = await giveAndPay(card);
    const counter = await lastReceiptNumber(card.app.db, year);
    const row = await donationRow(card.app, checkout.reference);
    expect(await card.replayAll()).not.toContain(500);
    expect(await donationRow(card.app, checkout.reference)).toEqual(row);
    expect(await lastReceiptNumber(card.app.db, year)).toBe(counter);
    expect(await outboxOf(card, checkout.reference)).toHaveLength(1);
  });

  it('keeps an issued receipt as it was when the settings change afterwards', async () => {
    const { checkout } = await giveAndPay(card);
    const url = `/api/donations/${checkout.token}/recu.pdf`;
    const first = (await card.app.inject({ url })).rawPayload;
    await card.app.db
      .updateTable('site_settings')
      .set({
        full_name: 'Wado Hexagone',
        tax_receipt_signatory: 'Quelqu’un d’autre',
        address_lines: '["1 place Bellecour","69002 Lyon"]',
      })
      .where('id', '=', 1)
      .execute();
    try {
      const again = (await card.app.inject({ url })).rawPayload;
      expect(again.equals(first)).toBe(true);
      expect(pdfLines(again).join('\n')).toContain('Signataire : Karim Benali, Trésorier');
    } finally {
      await card.app.db
        .updateTable('site_settings')
        .set({
          full_name: SEED_SETTINGS.fullName,
          tax_receipt_signatory: SEED_SETTINGS.taxReceiptSignatory,
          address_lines: JSON.stringify(SEED_SETTINGS.addressLines),
        })
        .where('id', '=', 1)
        .execute();
    }
  });

  it('stays waiting when the card is refused, and can be paid by a new attempt', async () => {
    const response = await give(card.app);
    const checkout = response.json<DonationCheckout>();
    const first = intentAt(card.standIn, checkout.redirectUrl);
    await card.standIn.refuse(first.id);
    await card.deliver();
    expect((await donationRow(card.app, checkout.reference)).status).toBe('pending_payment');
    const back = await card.app.inject({ method: 'POST', url: '/api/payments/card/return', payload: returnOf(first) });
    expect(back.json<CardPaymentReturn>().status).toBe('unpaid');

    const retry = await card.app.inject({ method: 'POST', url: `/api/donations/${checkout.token}/payment` });
    expect(retry.statusCode).toBe(201);
    const second = intentAt(card.standIn, retry.json<DonationCheckout>().redirectUrl);
    expect(second.id).not.toBe(first.id);
    expect(second.body.totalAmount).toBe(5000);
    await card.standIn.pay(second.id);
    await card.deliver();
    expect((await donationRow(card.app, checkout.reference)).status).toBe('paid');
    expectApiError(
      await card.app.inject({ method: 'POST', url: `/api/donations/${checkout.token}/payment` }),
      409,
      DONATION_ALREADY_PAID,
    );
  });

  it('records a payment whose notification was lost before starting another one', async () => {
    const checkout = (await give(card.app)).json<DonationCheckout>();
    await card.standIn.pay(intentAt(card.standIn, checkout.redirectUrl).id);
    // The notification never arrives; the donor, back on the site, tries to pay again.
    const intents = card.standIn.intents().length;
    expectApiError(
      await card.app.inject({ method: 'POST', url: `/api/donations/${checkout.token}/payment` }),
      409,
      DONATION_ALREADY_PAID,
    );
    expect(card.standIn.intents()).toHaveLength(intents);
    expect(await donationRow(card.app, checkout.reference)).toMatchObject({ status: 'paid' });
    expect((await donationRow(card.app, checkout.reference)).receipt_number).not.toBeNull();
    await card.deliver();
  });

  it('tells the donor in French when HelloAsso is down; the donation waits, nothing is lost', async () => {
    card.standIn.setDown(true);
    try {
      const before = await countRows(card.app, 'donations');
      const response = await give(card.app, donationBody({ lastName: 'Panne' }));
      expectApiError(response, 503, CARD_UNAVAILABLE);
      expect(await countRows(card.app, 'donations')).toBe(before + 1);
      const row = await card.app.db
        .selectFrom('donations')
        .selectAll()
        .where('last_name', '=', 'Panne')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending_payment');
    } finally {
      card.standIn.setDown(false);
    }
  });

  it('refuses what a donation cannot be, in French, and writes nothing', async () => {
    const refused: [object, string | RegExp][] = [
      [donationBody({ amountCents: 99 }), /^Requête invalide \(amountCents\)/],
      [donationBody({ amountCents: 1_000_001 }), /^Requête invalide \(amountCents\)/],
      [{ ...donationBody(), amountCents: 12.5 }, /^Requête invalide/],
      [
        donationBody({ email: 'zoe.lambert' }),
        "Adresse e-mail : le format n'est pas valide (exemple : prenom.nom@exemple.fr).",
      ],
      [donationBody({ postcode: '6900' }), 'Code postal : il doit compter exactement 5 chiffres (exemple : 69002).'],
      [donationBody({ lastName: '   ' }), 'Nom : ce champ est obligatoire.'],
      [donationBody({ city: 'Lyon\u001b[2J' }), /caractère de contrôle/],
      [donationBody({ acknowledged: false }), DONATION_NOT_ACKNOWLEDGED],
      [(({ address: _address, ...rest }) => rest)(donationBody()), /^Requête invalide/],
    ];
    const counts = async () => [
      await countRows(card.app, 'donations'),
      await countRows(card.app, 'card_payments'),
      card.standIn.intents().length,
    ];
    const before = await counts();
    for (const [body, message] of refused) {
      const error = expectApiError(await give(card.app, body), 400);
      expect(error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    expect(await counts()).toEqual(before);
  });

  it('answers an unknown or malformed link in French', async () => {
    const unknown = 'x'.repeat(32);
    expectApiError(await card.app.inject({ url: `/api/donations/${unknown}` }), 404, DONATION_NOT_FOUND);
    expectApiError(await card.app.inject({ url: `/api/donations/${unknown}/recu.pdf` }), 404, RECEIPT_NOT_FOUND);
    expectApiError(
      await card.app.inject({ method: 'POST', url: `/api/donations/${unknown}/payment` }),
      404,
      DONATION_NOT_FOUND,
    );
    expectApiError(await card.app.inject({ url: '/api/donations/court' }), 400);
  });

  it('has no receipt to download while unpaid', async () => {
    const checkout = (await give(card.app)).json<DonationCheckout>();
    expectApiError(await card.app.inject({ url: `/api/donations/${checkout.token}/recu.pdf` }), 404, RECEIPT_NOT_FOUND);
  });

  describe('abandoned', () => {
    const dayAgo = () => new Date(Date.now() - 25 * 60 * 60_000);
    const expire = () =>
      expireAbandonedDonations(card.app.db, { cardPayments: card.app.cardPayments, now: new Date(), log: quietLog });

    it('expires a day later, unpaid, without a receipt number; a recent one waits', async () => {
      const old = await insertDonation(card.app.db, { createdAt: dayAgo() });
      const recent = await insertDonation(card.app.db);
      const counter = await lastReceiptNumber(card.app.db, year);
      expect(await expire()).toContain(old.reference);
      expect(await donationRow(card.app, old.reference)).toMatchObject({ status: 'expired', receipt_number: null });
      expect((await donationRow(card.app, recent.reference)).status).toBe('pending_payment');
      expect(await lastReceiptNumber(card.app.db, year)).toBe(counter);
      expectApiError(
        await card.app.inject({ method: 'POST', url: `/api/donations/${old.token}/payment` }),
        409,
        DONATION_EXPIRED,
      );
    });

    it('is read back from HelloAsso first: a payment whose notification was lost is recorded, not expired', async () => {
      const checkout = (await give(card.app)).json<DonationCheckout>();
      await card.standIn.pay(intentAt(card.standIn, checkout.redirectUrl).id);
      await card.app.db
        .updateTable('donations')
        .set({ created_at: dayAgo().toISOString() })
        .where('reference', '=', checkout.reference)
        .execute();
      expect(await expire()).not.toContain(checkout.reference);
      expect(await donationRow(card.app, checkout.reference)).toMatchObject({ status: 'paid' });
      await card.deliver();
    });

    it('is left for the next run while HelloAsso cannot be reached', async () => {
      const checkout = (await give(card.app)).json<DonationCheckout>();
      await card.app.db
        .updateTable('donations')
        .set({ created_at: dayAgo().toISOString() })
        .where('reference', '=', checkout.reference)
        .execute();
      card.standIn.setDown(true);
      try {
        expect(await expire()).not.toContain(checkout.reference);
        expect((await donationRow(card.app, checkout.reference)).status).toBe('pending_payment');
      } finally {
        card.standIn.setDown(false);
      }
      expect(await expire()).toContain(checkout.reference);
    });

    it('becomes paid, with its receipt, when a payment still arrives after it expired', async () => {
      const checkout = (await give(card.app)).json<DonationCheckout>();
      await card.app.db
        .updateTable('donations')
        .set({ status: 'expired' })
        .where('reference', '=', checkout.reference)
        .execute();
      await card.standIn.pay(intentAt(card.standIn, checkout.redirectUrl).id);
      await card.deliver();
      const row = await donationRow(card.app, checkout.reference);
      expect(row.status).toBe('paid');
      expect(row.receipt_number).toMatch(new RegExp(`^${year}-\\d{4}$`));
    });
  });

  describe('when gifts give no tax reduction (setting)', () => {
    beforeAll(() => setTaxReceipts(card.app, false));
    afterAll(() => setTaxReceipts(card.app, true));

    it('is paid and thanked without a receipt, and takes no number', async () => {
      const counter = await lastReceiptNumber(card.app.db, year);
      const { checkout } = await giveAndPay(card);
      expect(await donationRow(card.app, checkout.reference)).toMatchObject({
        status: 'paid',
        receipt_number: null,
        receipt_issuer: null,
      });
      expect(await lastReceiptNumber(card.app.db, year)).toBe(counter);
      const [mail, ...others] = await outboxOf(card, checkout.reference);
      expect(others).toEqual([]);
      expect(mail!.subject).toBe('Merci pour votre don – Wado France');
      expect(mail!.attachments).toBeNull();
      expect(mail!.text).not.toMatch(/reçu fiscal/);
      expect(await stateOf(card, checkout.token)).toMatchObject({
        status: 'paid',
        receiptNumber: null,
        receiptPath: null,
      });
      expectApiError(
        await card.app.inject({ url: `/api/donations/${checkout.token}/recu.pdf` }),
        404,
        RECEIPT_NOT_FOUND,
      );
    });
  });
});

describe('the thank-you e-mail, sent by the server', () => {
  let card: CardApp;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  beforeAll(async () => {
    mail = await startMailSink();
    card = await startCardApp({ shop: { smtpUrl: mail.url, mailFrom: 'Wado France <dons@wado-france.test>' } });
  });
  afterAll(async () => {
    await card?.cleanup();
    await mail?.stop();
  });

  it('carries the receipt’s PDF, drawn at sending: the very document of the download link', async () => {
    const { checkout } = await giveAndPay(card);
    const { receipt_number: number } = await donationRow(card.app, checkout.reference);
    await waitFor(
      async () => mail.received.length,
      (count) => count === 1,
    );
    const { to, raw } = mail.received[0]!;
    expect(to).toEqual([DONOR.email]);
    const part = raw.split(/\r?\n--/).find((section) => section.includes('Content-Type: application/pdf'));
    expect(part).toContain(`filename=recu-fiscal-${number}.pdf`);
    const attached = Buffer.from(part!.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, ''), 'base64');
    const download = await card.app.inject({ url: `/api/donations/${checkout.token}/recu.pdf` });
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attached.equals(download.rawPayload)).toBe(true);
    const [row] = await outboxOf(card, checkout.reference);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('without card payments (HelloAsso not configured)', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(() => env?.cleanup());

  it('refuses online donations with the cheque’s order and address, and writes nothing', async () => {
    const before = await countRows(env.app, 'donations');
    expectApiError(
      await give(env.app),
      409,
      onlineDonationsClosed({ chequeOrder: SEED_SETTINGS.chequeOrder, chequeAddress: SEED_SETTINGS.chequeAddress }),
    );
    expect(await countRows(env.app, 'donations')).toBe(before);
    expect((await env.app.inject({ url: '/api/payments/options' })).json()).toEqual({ card: false });
  });

  it('lets abandoned donations expire without asking HelloAsso', async () => {
    const old = await insertDonation(env.app.db, { createdAt: new Date(Date.now() - 25 * 60 * 60_000) });
    const expired = await expireAbandonedDonations(env.app.db, { cardPayments: null, now: new Date(), log: quietLog });
    expect(expired).toEqual([old.reference]);
  });
});
