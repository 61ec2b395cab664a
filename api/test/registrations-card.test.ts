import {
  REGISTRATION_CONFIRM_HOURS,
  type PublicRegistration,
  type RegistrationAnswer,
  type RegistrationOfferDetails,
} from '@wado/shared/contract';
import { CARD_UNAVAILABLE } from '../src/features/payments/card';
import { expireHeldRegistrations } from '../src/features/registrations/expiry';
import { NO_PLACE_TO_PAY } from '../src/features/registrations/routes';
import { intentAt, notify, returnOf } from './cardOrders';
import { expectApiError } from './helpers';
import { flushOutbox, type MailTransport } from '../src/features/mail/outbox';
import { PAYMENT_LINK_EMAIL_DELAY_MINUTES } from '../src/features/registrations/places';
import {
  addEvent,
  mailsOf,
  openRegistrations,
  organizerView,
  PUBLIC_URL,
  registered,
  registrationBody,
  requested,
  START,
  startRegistrationApp,
  type RegistrationTestApp,
} from './registrations-fixtures';

/**
 * Paid registrations through HelloAsso's stand-in: the place is held 30 minutes while the visitor
 * pays, the registration is confirmed only once our server read the payment back (notification or
 * return page), a refused card can be retried from the registration's link, a visitor who never
 * comes back loses the place to the waiting list (HelloAsso asked first), a promoted person pays
 * within 48 hours, and HelloAsso down loses nothing.
 */

jest.setTimeout(60_000);

let test: RegistrationTestApp;
let delivered = 0;
beforeAll(async () => {
  test = await startRegistrationApp({ card: true });
});
afterAll(() => test?.cleanup());
beforeEach(() => {
  test.clock.at = START;
  test.standIn!.setDown(false);
});

const standIn = () => test.standIn!;

/** Posts to the server, as HelloAsso would, the notifications sent since the last call. */
async function deliver(): Promise<number[]> {
  const pending = standIn().notifications().slice(delivered);
  delivered += pending.length;
  const statuses: number[] = [];
  for (const sent of pending) statuses.push((await notify(test.app, sent.body, sent.signature)).statusCode);
  return statuses;
}

/** When the e-mail with the payment link of a registration may go (null: at once). */
async function paymentLinkMailDueAt(reference: string): Promise<string | null | undefined> {
  const row = await test.app.db
    .selectFrom('mail_outbox')
    .select('next_attempt_at')
    .where('topic', '=', `registration:${reference}`)
    .where('subject', 'like', 'Inscription à payer%')
    .executeTakeFirst();
  return row?.next_attempt_at;
}

const byToken = async (token: string) =>
  (await test.app.inject(`/api/registration?token=${token}`)).json<PublicRegistration>();

const pay = (token: string) => test.app.inject({ method: 'POST', url: '/api/registration/pay', payload: { token } });

const expire = (at: number) =>
  expireHeldRegistrations(test.app.db, {
    now: new Date(at),
    publicUrl: PUBLIC_URL,
    cardPayments: test.app.cardPayments,
  });

async function paidEvent(capacity = 5) {
  const event = await addEvent(test.app);
  await openRegistrations(test, event.id, {
    capacity,
    priceCents: 3500,
    memberPriceCents: 2000,
    questions: { licence: true, club: false, grade: false, category: false },
  });
  return event;
}

describe('a paid registration', () => {
  it('holds a place 30 minutes and sends the visitor to HelloAsso for the price the server computed', async () => {
    const event = await paidEvent();
    const offer = (await test.app.inject(`/api/events/${event.slug}/registration`)).json<RegistrationOfferDetails>();
    expect(offer.state).toBe('open');

    const { registration, payment } = await registered(
      test.app,
      event.slug,
      registrationBody({ firstName: 'Camille', lastName: 'Lefèvre', licenceNumber: 'WF26004217' }),
    );
    expect(registration).toMatchObject({
      status: 'pending_payment',
      amountCents: 2000,
      memberPricing: true,
      holdUntil: new Date(START + 30 * 60_000).toISOString(),
      canPay: true,
      canCancel: true,
    });
    const intent = intentAt(standIn(), payment!.redirectUrl);
    expect(intent.body).toMatchObject({
      totalAmount: 2000,
      initialAmount: 2000,
      itemName: expect.stringMatching(/^Inscription : Stage national n° \d+$/),
      backUrl: `${PUBLIC_URL}/event/${event.slug}?inscription=${registration.token}`,
      payer: { firstName: 'Camille', lastName: 'Lefèvre', email: registration.email },
      metadata: { purpose: 'registration', reference: registration.reference },
    });
    expect(intent.body.returnUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/event/${event.slug}\\?inscription=${registration.token}&paiement=`),
    );
    expect(
      (await test.app.inject(`/api/events/${event.slug}/registration`)).json<RegistrationOfferDetails>().placesLeft,
    ).toBe(4);
    const [mail] = await mailsOf(test.app, registration.reference);
    expect(mail!.subject).toMatch(/^Inscription à payer : /);
    expect(mail!.text).toContain('jusqu’au 1er décembre 2026 à 10\u00a0h\u00a030');
    // Held back ten minutes: a registrant who pays at once never gets it.
    expect(await paymentLinkMailDueAt(registration.reference)).toBe(
      new Date(START + PAYMENT_LINK_EMAIL_DELAY_MINUTES * 60_000).toISOString(),
    );

    // Paid: HelloAsso's notification, read back by our server, confirms it, once.
    await standIn().pay(intent.id);
    expect(await deliver()).toEqual([200, 200]);
    expect(await byToken(registration.token)).toMatchObject({ status: 'confirmed', holdUntil: null, canPay: false });
    const back = await test.app.inject({ method: 'POST', url: '/api/payments/card/return', payload: returnOf(intent) });
    expect(back.json()).toEqual({ purpose: 'registration', reference: registration.reference, status: 'paid' });
    for (const sent of standIn().notifications()) await notify(test.app, sent.body, sent.signature);
    const mails = await mailsOf(test.app, registration.reference);
    // Paid within the ten minutes: one e-mail, the confirmation; the payment link was never sent.
    expect(mails.map((each) => each.subject)).toEqual([expect.stringMatching(/^Inscription confirmée/)]);
    expect(mails[0]!.text).toContain('Paiement reçu : 20,00\u00a0€');
    expect(mails[0]!.attachments).not.toBeNull();
    const [row] = (await organizerView(test, event.id)).registrants;
    expect(row).toMatchObject({ status: 'confirmed', paidCents: 2000, paidAt: new Date(START).toISOString() });
  });

  it('stays awaiting payment after a refused card, and is paid again from its link', async () => {
    const event = await paidEvent();
    const { registration, payment } = await registered(test.app, event.slug);
    expect(registration.amountCents).toBe(3500);
    await standIn().refuse(intentAt(standIn(), payment!.redirectUrl).id);
    await deliver();
    expect(await byToken(registration.token)).toMatchObject({ status: 'pending_payment', canPay: true });

    const retry = await pay(registration.token);
    expect(retry.statusCode).toBe(200);
    const second = intentAt(standIn(), retry.json<{ redirectUrl: string }>().redirectUrl);
    expect(second.body.totalAmount).toBe(3500);
    await standIn().pay(second.id);
    await deliver();
    expect((await byToken(registration.token)).status).toBe('confirmed');
    expectApiError(await pay(registration.token), 409);
  });

  it('sends the payment link ten minutes after the address is confirmed to a registrant who has not paid by then', async () => {
    const event = await paidEvent();
    const { registration, payment } = await registered(test.app, event.slug);
    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        sent.push(message.subject);
        return {};
      },
    };
    const at = (minutes: number) => () => new Date(START + minutes * 60_000);
    await flushOutbox(test.app.db, transport, 'site@wado-france.fr', { now: at(PAYMENT_LINK_EMAIL_DELAY_MINUTES - 1) });
    expect(sent.filter((subject) => subject.startsWith('Inscription à payer'))).toEqual([]);
    await flushOutbox(test.app.db, transport, 'site@wado-france.fr', { now: at(PAYMENT_LINK_EMAIL_DELAY_MINUTES) });
    expect(sent.filter((subject) => subject.startsWith('Inscription à payer'))).toEqual([
      expect.stringMatching(/^Inscription à payer : Stage national n° \d+ – Wado France$/),
    ]);
    expect(await paymentLinkMailDueAt(registration.reference)).toBeNull();
    // Then paid from that link: confirmed, its place no longer held.
    await standIn().pay(intentAt(standIn(), payment!.redirectUrl).id);
    await deliver();
    expect((await byToken(registration.token)).status).toBe('confirmed');
  });

  it('frees the place of a visitor who never pays, for the waiting list, who is given 48 hours to pay', async () => {
    const event = await paidEvent(1);
    const gone = await registered(test.app, event.slug);
    const waiting = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));
    expect(waiting.registration).toMatchObject({ status: 'waiting', waitingRank: 1, canPay: false });
    expect(waiting.payment).toBeUndefined();

    expect(await expire(START + 29 * 60_000)).toEqual([]);
    const later = START + 31 * 60_000;
    expect(await expire(later)).toEqual([gone.registration.reference]);
    test.clock.at = later;
    expect((await byToken(gone.registration.token)).status).toBe('expired');
    expectApiError(await pay(gone.registration.token), 409);
    const promoted = await byToken(waiting.registration.token);
    expect(promoted).toMatchObject({
      status: 'pending_payment',
      holdUntil: new Date(later + 48 * 3_600_000).toISOString(),
      canPay: true,
    });
    const mail = (await mailsOf(test.app, waiting.registration.reference)).at(-1)!;
    expect(mail.subject).toMatch(/^Une place s’est libérée : /);
    expect(mail.text).toContain(`${PUBLIC_URL}/event/${event.slug}?inscription=${waiting.registration.token}`);

    const start = await pay(waiting.registration.token);
    expect(start.statusCode).toBe(200);
    await standIn().pay(intentAt(standIn(), start.json<{ redirectUrl: string }>().redirectUrl).id);
    await deliver();
    expect((await byToken(waiting.registration.token)).status).toBe('confirmed');
  });

  it('is confirmed, not ended, when it was paid but the notification was lost (HelloAsso asked first)', async () => {
    const event = await paidEvent();
    const { registration, payment } = await registered(test.app, event.slug);
    await standIn().pay(intentAt(standIn(), payment!.redirectUrl).id);
    delivered = standIn().notifications().length; // lost
    expect(await expire(START + 31 * 60_000)).toEqual([]);
    expect((await byToken(registration.token)).status).toBe('confirmed');
  });

  it('loses nothing while HelloAsso is down: the registration is kept with its place, and paid once it is back', async () => {
    const event = await paidEvent();
    standIn().setDown(true);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/registrations`,
      headers: { 'idempotency-key': 'cle-helloasso-en-panne-0001' },
      payload: registrationBody(),
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<RegistrationAnswer>();
    expect(answer.payment).toBeUndefined();
    expect(answer.paymentProblem).toBe(CARD_UNAVAILABLE);
    // Its address not confirmed yet, it may be paid while a place is free: the payment takes it.
    expect(answer.registration).toMatchObject({ status: 'unconfirmed', canPay: true });
    expectApiError(await pay(answer.registration.token), 503, CARD_UNAVAILABLE);

    standIn().setDown(false);
    const retry = await pay(answer.registration.token);
    expect(retry.statusCode).toBe(200);
    await standIn().pay(intentAt(standIn(), retry.json<{ redirectUrl: string }>().redirectUrl).id);
    delivered = standIn().notifications().length; // lost
    // Its time over while HelloAsso cannot say whether it was paid: kept for the next run.
    const over = START + REGISTRATION_CONFIRM_HOURS * 3_600_000;
    standIn().setDown(true);
    expect(await expire(over + 60_000)).toEqual([]);
    expect((await byToken(answer.registration.token)).status).toBe('unconfirmed');
    standIn().setDown(false);
    expect(await expire(over + 120_000)).toEqual([]);
    expect((await byToken(answer.registration.token)).status).toBe('confirmed');
  });

  it('takes its place by its payment before its address is confirmed, and ends with a refund when the place went first', async () => {
    const event = await paidEvent(1);
    const first = await requested(test.app, event.slug);
    const second = await requested(test.app, event.slug);
    // Neither holds the place: both may pay for it.
    expect(first.registration).toMatchObject({ status: 'unconfirmed', canPay: true, holdUntil: null });
    expect(second.registration).toMatchObject({ status: 'unconfirmed', canPay: true });
    expect(
      (await test.app.inject(`/api/events/${event.slug}/registration`)).json<RegistrationOfferDetails>().placesLeft,
    ).toBe(1);

    await standIn().pay(intentAt(standIn(), first.payment!.redirectUrl).id);
    await deliver();
    expect(await byToken(first.registration.token)).toMatchObject({ status: 'confirmed', canPay: false });
    // Full now: no payment starts for the other, and its own, already started, is refunded.
    const before = await test.app.db.selectFrom('card_payments').select('id').execute();
    expectApiError(await pay(second.registration.token), 409, NO_PLACE_TO_PAY);
    expect(await test.app.db.selectFrom('card_payments').select('id').execute()).toHaveLength(before.length);
    await standIn().pay(intentAt(standIn(), second.payment!.redirectUrl).id);
    await deliver();
    expect(await byToken(second.registration.token)).toMatchObject({ status: 'expired', canPay: false });
    expect((await mailsOf(test.app, second.registration.reference)).at(-1)!.subject).toMatch(
      /^Paiement reçu hors délai/,
    );
    const view = await organizerView(test, event.id);
    expect(view.counts.taken).toBe(1);
    expect(view.registrants.find((row) => row.reference === second.registration.reference)).toMatchObject({
      paidCents: 3500,
      note: expect.stringMatching(/ : à rembourser$/),
    });
  });

  it('confirms a paid request replaced meanwhile by a newer one of the same mailbox, which gives way', async () => {
    const event = await paidEvent(3);
    const first = await requested(test.app, event.slug, registrationBody({ email: 'sacha+1@exemple.fr' }));
    const second = await requested(test.app, event.slug, registrationBody({ email: 'Sacha@exemple.fr' }));
    expect((await byToken(first.registration.token)).status).toBe('expired');
    await standIn().pay(intentAt(standIn(), first.payment!.redirectUrl).id);
    expect(await deliver()).toEqual([200, 200]);
    expect(await byToken(first.registration.token)).toMatchObject({ status: 'confirmed' });
    expect(await byToken(second.registration.token)).toMatchObject({ status: 'expired', canPay: false });
    // Its own payment, had it gone through too, is kept for a refund: one registration per person.
    await standIn().pay(intentAt(standIn(), second.payment!.redirectUrl).id);
    await deliver();
    const view = await organizerView(test, event.id);
    expect(view.counts.taken).toBe(1);
    expect(view.registrants.find((row) => row.reference === second.registration.reference)).toMatchObject({
      status: 'expired',
      note: expect.stringMatching(/ : à rembourser$/),
    });
  });

  it('keeps a payment that came after the place was given away, for a refund, and tells the registrant', async () => {
    const event = await paidEvent(1);
    const late = await registered(test.app, event.slug);
    const next = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));
    const intent = intentAt(standIn(), late.payment!.redirectUrl);
    // Ended before HelloAsso had the payment; then the payment goes through.
    expect(await expire(START + 31 * 60_000)).toEqual([late.registration.reference]);
    expect((await byToken(next.registration.token)).status).toBe('pending_payment');
    await standIn().pay(intent.id);
    await deliver();
    const view = await organizerView(test, event.id);
    expect(view.registrants.find((row) => row.reference === late.registration.reference)).toMatchObject({
      status: 'expired',
      paidCents: 3500,
      note: expect.stringMatching(/^Paiement de 35,00\u00a0€ reçu le .* : à rembourser$/),
    });
    expect((await mailsOf(test.app, late.registration.reference)).at(-1)!.subject).toMatch(/^Paiement reçu hors délai/);
    expect(view.counts.taken).toBe(1);
  });
});
