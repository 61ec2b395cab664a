/**
 * « Mon espace » pays a registration awaiting payment through the registration page's own checkout:
 * `GET /api/espace/registrations/{reference}` gives one registration of the signed-in household as
 * its page shows it (its hold, whether it can be paid now, its link's token), and the space then
 * calls `POST /api/registration/pay` with that token, as the page does. Refused without the space's
 * session (a back-office session is not one) and for another household's registration; a malformed
 * or unknown reference is refused too; none of it writes anything. A hold that is over is said so,
 * and cannot be paid.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ESPACE_SESSION_COOKIE,
  ESPACE_SIGN_IN_REQUIRED,
  type EspaceRegistrations,
  type PublicRegistration,
} from '@wado/shared/contract';
import { intentAt, notify, returnOf } from './cardOrders';
import { countRows, expectApiError } from './helpers';
import { signInAs } from './people';
import {
  addEvent,
  openRegistrations,
  registered,
  registrationBody,
  START,
  startRegistrationApp,
  type RegistrationTestApp,
} from './registrations-fixtures';

jest.setTimeout(60_000);

const PARENT = 'famille.boucher@licencies.test';
const NOT_IN_HOUSEHOLD = 'Cette inscription est introuvable dans votre espace.';
const PAYMENT_TIME_OVER =
  'Le délai de paiement de cette inscription est dépassé : la place n’est plus réservée. Inscrivez-vous à nouveau s’il reste des places.';

let test: RegistrationTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await startRegistrationApp({ card: true });
  app = test.app;
});
afterAll(() => test?.cleanup());
beforeEach(() => {
  test.clock.at = START;
});

const standIn = () => test.standIn!;

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === ESPACE_SESSION_COOKIE);
  return cookie ? `${ESPACE_SESSION_COOKIE}=${cookie.value}` : '';
};

/** A signed-in household: a link asked for `email`, used (as from the e-mail). */
async function signedIn(email: string): Promise<string> {
  expect((await app.inject({ method: 'POST', url: '/api/espace/link', payload: { email } })).statusCode).toBe(200);
  const mail = await app.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('topic', '=', 'espace:lien')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/espace\/connexion\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const opened = await app.inject({ method: 'POST', url: '/api/espace/session', payload: { token } });
  expect(opened.statusCode).toBe(200);
  return cookieOf(opened);
}

const detail = (reference: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/espace/registrations/${reference}`, headers });

/** The registration as the household's list shows it. */
async function listed(reference: string, cookie: string) {
  const list = await app.inject({ url: '/api/espace/registrations', headers: { cookie } });
  return list.json<EspaceRegistrations>().items.find((item) => item.reference === reference);
}

const pay = (token: string) => app.inject({ method: 'POST', url: '/api/registration/pay', payload: { token } });

/** A paid event whose registrations are open (card payment offered), and a registration of `email` awaiting payment. */
async function awaitingPayment(email: string, firstName = 'Inès') {
  const event = await addEvent(app);
  await openRegistrations(test, event.id, {
    capacity: 5,
    priceCents: 2500,
    memberPriceCents: 2500,
    questions: { licence: false, club: false, grade: false, category: false },
  });
  const { registration, payment } = await registered(
    app,
    event.slug,
    registrationBody({ email, firstName, lastName: 'Boucher' }),
  );
  expect(registration).toMatchObject({ status: 'pending_payment', canPay: true });
  expect(payment).toBeDefined();
  return { event, registration };
}

/** What a refused request must leave as it was. */
async function snapshot() {
  return {
    registrations: await app.db.selectFrom('event_registrations').selectAll().orderBy('id').execute(),
    cardPayments: await countRows(app, 'card_payments'),
    mails: await countRows(app, 'mail_outbox'),
    sessions: await app.db.selectFrom('espace_sessions').selectAll().execute(),
  };
}

describe('a registration of the household, to pay it from « Mon espace »', () => {
  it('is refused without the space’s session, a back-office session included, writing nothing', async () => {
    const { registration } = await awaitingPayment(PARENT);
    const office = (await signInAs(app, ['admin'])).headers;
    const media = (await signInAs(app, ['media'])).headers;
    const before = await snapshot();
    for (const headers of [{}, office, media, { cookie: `${ESPACE_SESSION_COOKIE}=inconnu` }]) {
      const refused = await detail(registration.reference, headers);
      expect(expectApiError(refused, 401).message).toBe(ESPACE_SIGN_IN_REQUIRED);
      expect(refused.body).not.toContain(registration.token);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('gives the household its registration awaiting payment: its hold and its token, paid through the page’s checkout', async () => {
    const { event, registration } = await awaitingPayment(PARENT);
    const cookie = await signedIn(PARENT);

    expect(await listed(registration.reference, cookie)).toMatchObject({
      status: 'pending_payment',
      statusLabel: 'En attente de paiement',
    });
    const shown = await detail(registration.reference, { cookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const mine = shown.json<PublicRegistration>();
    expect(mine).toEqual(registration);
    expect(mine).toMatchObject({
      status: 'pending_payment',
      holdUntil: new Date(START + 30 * 60_000).toISOString(),
      canPay: true,
      event: expect.objectContaining({ slug: event.slug }),
    });

    // The space pays as the page does: the same checkout, back to the registration's page.
    const started = await pay(mine.token);
    expect(started.statusCode).toBe(200);
    const intent = intentAt(standIn(), started.json<{ redirectUrl: string }>().redirectUrl);
    expect(intent.body).toMatchObject({ totalAmount: 2500, metadata: { reference: registration.reference } });
    expect(intent.body.returnUrl).toMatch(
      new RegExp(`/event/${event.slug}\\?inscription=${registration.token}&paiement=`),
    );
    await standIn().pay(intent.id);
    const back = await app.inject({ method: 'POST', url: '/api/payments/card/return', payload: returnOf(intent) });
    expect(back.json()).toMatchObject({ reference: registration.reference, status: 'paid' });
    for (const sent of standIn().notifications()) await notify(app, sent.body, sent.signature);

    expect(await listed(registration.reference, cookie)).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Confirmée',
    });
    expect((await detail(registration.reference, { cookie })).json<PublicRegistration>()).toMatchObject({
      status: 'confirmed',
      holdUntil: null,
      canPay: false,
    });
  });

  it('says when the hold is over: not payable any more, and the payment refused, writing nothing', async () => {
    const { registration } = await awaitingPayment(PARENT, 'Zoé');
    const cookie = await signedIn(PARENT);
    // 31 minutes later, before the server's round of expiry has ended it.
    test.clock.at = START + 31 * 60_000;
    const late = (await detail(registration.reference, { cookie })).json<PublicRegistration>();
    expect(late).toMatchObject({ status: 'pending_payment', canPay: false });
    expect(Date.parse(late.holdUntil!)).toBeLessThan(test.clock.at);

    const before = await snapshot();
    expect(expectApiError(await pay(late.token), 409).message).toBe(PAYMENT_TIME_OVER);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another household’s registration, and a malformed or unknown reference, writing nothing', async () => {
    const { registration } = await awaitingPayment('camille.lefevre@licencies.test', 'Camille');
    const cookie = await signedIn(PARENT);
    const before = await snapshot();

    const theirs = await detail(registration.reference, { cookie });
    expect(expectApiError(theirs, 404).message).toBe(NOT_IN_HOUSEHOLD);
    expect(theirs.body).not.toContain(registration.token);
    expect(expectApiError(await detail('IN-ZZZZZZ', { cookie }), 404).message).toBe(NOT_IN_HOUSEHOLD);
    for (const reference of [
      'pas%20une%20r%C3%A9f%C3%A9rence',
      registration.reference.toLowerCase(),
      'A'.repeat(41),
      '%27%20OR%201%3D1--',
      registration.token,
    ]) {
      const refused = await detail(reference, { cookie });
      expect([reference, refused.statusCode]).toEqual([reference, 400]);
      expectApiError(refused, 400);
    }
    // Nothing else than reading: no other method on it.
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const other = await app.inject({
        method,
        url: `/api/espace/registrations/${registration.reference}`,
        headers: { cookie },
      });
      expect(other.statusCode).toBeGreaterThanOrEqual(400);
      expect(other.statusCode).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });
});
