import { randomUUID } from 'node:crypto';
import {
  LICENCE_NOT_RECOGNISED,
  PAID_REGISTRATION_UNAVAILABLE,
  type PublicRegistration,
  type RegistrationAnswer,
  type RegistrationOffer,
  type RegistrationOfferDetails,
} from '@wado/shared/contract';
import { redactUrl } from '../src/features/logging/requestLog';
import { expireHeldRegistrations } from '../src/features/registrations/expiry';
import {
  ALREADY_REGISTERED,
  DEADLINE_PASSED,
  EVENT_FULL,
  KEY_REUSED,
  REGISTRATIONS_CLOSED,
} from '../src/features/registrations/register';
import { testClock } from './editing-fixtures';
import { countRows, expectApiError, startTestApp, tempDir } from './helpers';
import { signInAs } from './people';
import { dropTestDatabase } from './postgres/databases';
import {
  addEvent,
  confirmationMailsOf,
  confirmationTokenOf,
  mailsOf,
  openRegistrations,
  organizerView,
  postConfirmation,
  PUBLIC_URL,
  registered,
  registrationBody,
  sendRegistration,
  startRegistrationApp,
  START,
  type RegistrationTestApp,
} from './registrations-fixtures';

/**
 * Registration for events, by visitors: the offer an event page shows, the form's refusals (that
 * write nothing), free registrations confirmed at once with their e-mail and `.ics`, the capacity
 * (never exceeded, even by concurrent requests), the waiting list and its promotions, the deadline,
 * closing, double submits, one registration per e-mail, cancelling through the link, and paid
 * registrations refused while card payment is not offered. Card payments: registrations-card.test.ts.
 */

let test: RegistrationTestApp;
beforeAll(async () => {
  test = await startRegistrationApp();
});
afterAll(() => test?.cleanup());
beforeEach(() => {
  test.clock.at = START;
});

const offerOf = async (slug: string) => {
  const response = await test.app.inject(`/api/events/${slug}/registration`);
  expect(response.statusCode).toBe(200);
  return response.json<RegistrationOfferDetails>();
};

const byToken = async (token: string) => {
  const response = await test.app.inject(`/api/registration?token=${token}`);
  expect(response.statusCode).toBe(200);
  return response.json<PublicRegistration>();
};

const cancel = (token: string) =>
  test.app.inject({ method: 'POST', url: '/api/registration/cancel', payload: { token } });

/** Rows that a refused request must not have written. */
const writes = async () => ({
  registrations: await countRows(test.app, 'event_registrations'),
  mails: await countRows(test.app, 'mail_outbox'),
});

describe('the offer of an event', () => {
  it('is « none » for an event without online registration, and a 404 for drafts and unknown events', async () => {
    const none = await addEvent(test.app);
    const response = await test.app.inject(`/api/events/${none.slug}/registration`);
    expect(response.statusCode).toBe(200);
    expect(response.json<RegistrationOffer>()).toEqual({ state: 'none' });
    expectApiError(await sendRegistration(test.app, none.slug, registrationBody()), 404);
    const draft = await addEvent(test.app, { status: 'draft' });
    await openRegistrations(test, draft.id);
    expectApiError(await test.app.inject(`/api/events/${draft.slug}/registration`), 404);
    expectApiError(await sendRegistration(test.app, draft.slug, registrationBody()), 404);
    expectApiError(await test.app.inject('/api/events/inconnu/registration'), 404);
  });

  it('gives the places left, the deadline, the prices and what is asked, never cached', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, {
      capacity: 12,
      priceCents: 0,
      questions: { licence: false, club: true, grade: true, category: false },
    });
    const response = await test.app.inject(`/api/events/${event.slug}/registration`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      state: 'open',
      capacity: 12,
      placesLeft: 12,
      waiting: 0,
      deadline: '2026-12-10T22:59:00.000Z',
      priceCents: 0,
      memberPriceCents: 0,
      questions: { licence: false, club: true, grade: true, category: false },
    });
  });

  it('is closed after the deadline, once closed by the organizer, and finished after the event', async () => {
    const event = await addEvent(test.app, { startDate: '2026-12-05', endDate: '2026-12-06' });
    await openRegistrations(test, event.id, { deadline: '2026-12-03T17:00:00.000Z' });
    expect((await offerOf(event.slug)).state).toBe('open');
    test.clock.at = Date.parse('2026-12-03T17:00:00.000Z');
    expect((await offerOf(event.slug)).state).toBe('deadline_passed');
    expectApiError(await sendRegistration(test.app, event.slug, registrationBody()), 409, DEADLINE_PASSED);
    test.clock.at = Date.parse('2026-12-07T08:00:00.000Z');
    expect((await offerOf(event.slug)).state).toBe('finished');

    test.clock.at = START;
    const closing = await test.app.inject({
      method: 'POST',
      url: `/api/admin/event-registrations/${event.id}/close`,
      headers: test.organizer.headers,
    });
    expect(closing.statusCode).toBe(200);
    expect((await offerOf(event.slug)).state).toBe('closed');
    const before = await writes();
    expectApiError(await sendRegistration(test.app, event.slug, registrationBody()), 409, REGISTRATIONS_CLOSED);
    expect(await writes()).toEqual(before);
  });

  it('offers a paid event only with card payment: without it, « card_unavailable » and paid registrations refused (409)', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { priceCents: 2500, memberPriceCents: 1500 });
    expect((await offerOf(event.slug)).state).toBe('card_unavailable');
    const before = await writes();
    expectApiError(
      await sendRegistration(test.app, event.slug, registrationBody()),
      409,
      PAID_REGISTRATION_UNAVAILABLE,
    );
    expect(await writes()).toEqual(before);
    expect((await organizerView(test, event.id)).cardPayments).toBe(false);
  });
});

describe('registering for a free event', () => {
  it('takes a place once its address is confirmed, with its e-mail carrying the event’s .ics and the link to the registration', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 12 });
    const response = await sendRegistration(
      test.app,
      event.slug,
      registrationBody({ firstName: ' Élise ', lastName: 'Hébert', email: 'Elise.Hebert@Exemple.fr' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { registration: requested, payment } = response.json<RegistrationAnswer>();
    expect(payment).toBeUndefined();
    expect(requested).toEqual({
      reference: expect.stringMatching(/^IN-[2-9A-HJKMNP-Z]{6}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      status: 'unconfirmed',
      event: {
        slug: event.slug,
        title: expect.any(String),
        startDate: '2026-12-12',
        endDate: '2026-12-13',
        place: 'Gymnase Gerland',
      },
      firstName: 'Élise',
      lastName: 'Hébert',
      email: 'elise.hebert@exemple.fr',
      amountCents: 0,
      memberPricing: false,
      holdUntil: null,
      waitingRank: null,
      createdAt: new Date(START).toISOString(),
      canPay: false,
      canCancel: false,
    });
    // Not confirmed: no place taken, and only the e-mail asking to confirm.
    expect((await offerOf(event.slug)).placesLeft).toBe(12);
    expect(await mailsOf(test.app, requested.reference)).toEqual([]);
    const [request] = await confirmationMailsOf(test.app, requested.reference);
    expect(request!.to_address).toBe('elise.hebert@exemple.fr');
    expect(request!.subject).toMatch(/^Confirmez votre inscription : Stage national n° \d+ – /);

    expect(
      (await postConfirmation(test.app, await confirmationTokenOf(test.app, requested.reference))).statusCode,
    ).toBe(200);
    const registration = await byToken(requested.token);
    expect(registration).toEqual({ ...requested, status: 'confirmed', canCancel: true });
    expect((await offerOf(event.slug)).placesLeft).toBe(11);

    const [mail, ...others] = await mailsOf(test.app, registration.reference);
    expect(others).toEqual([]);
    expect(mail!.to_address).toBe('elise.hebert@exemple.fr');
    expect(mail!.subject).toMatch(/^Inscription confirmée : Stage national n° \d+ – /);
    expect(mail!.text).toContain('Bonjour Élise Hébert,');
    expect(mail!.text).toContain(`${PUBLIC_URL}/event/${event.slug}?inscription=${registration.token}`);
    expect(mail!.text).toContain('du 12 au 13 décembre 2026');
    const [ics] = JSON.parse(mail!.attachments!) as { filename: string; contentType: string; base64: string }[];
    expect(ics!.filename).toBe(`${event.slug}.ics`);
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const calendar = Buffer.from(ics!.base64, 'base64').toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('DTSTART;VALUE=DATE:20261212');

    // The link shows it to its registrant; its secret never reaches the request log.
    expect(await byToken(registration.token)).toEqual(registration);
    expect(redactUrl(`/event/${event.slug}?inscription=${registration.token}`)).toBe(
      `/event/${event.slug}?inscription=[masqué]`,
    );
    expectApiError(await test.app.inject(`/api/registration?token=${'x'.repeat(32)}`), 404);
  });

  it('refuses each invalid field with its French message, writing nothing', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, {
      questions: { licence: true, club: true, grade: true, category: true },
    });
    const valid = registrationBody({ club: 'Wado Club Nantes', grade: 'kyu-3', category: 'seniors' });
    const cases: [object, RegExp][] = [
      [{ ...valid, firstName: '  ' }, /^Prénom : ce champ est obligatoire\.$/],
      [{ ...valid, lastName: 'A'.repeat(61) }, /^Nom : 60 caractères au plus\.$/],
      [{ ...valid, email: 'pas-une-adresse' }, /^Adresse e-mail : le format n'est pas valide/],
      [{ ...valid, club: 'Wado\u202e Club' }, /caractère de contrôle ou d’inversion/],
      [{ ...valid, club: '' }, /^Club : ce champ est obligatoire\.$/],
      [{ ...valid, grade: 'ceinture-rose' }, /^Grade : choisissez votre grade dans la liste\.$/],
      [{ ...valid, category: undefined }, /^Catégorie d’âge : choisissez une catégorie dans la liste\.$/],
      [{ ...valid, licenceNumber: '1234' }, /^Numéro de licence : il s’écrit WF suivi de 8 chiffres/],
      [{ ...valid, licenceNumber: 'WF26004217', lastName: 'Dupont' }, new RegExp(`^${LICENCE_NOT_RECOGNISED}$`)],
      [{ ...valid, joinWaitingList: 'oui' }, /^Requête invalide/],
      [{ ...valid, firstName: 3 }, /^Requête invalide/],
    ];
    const before = await writes();
    for (const [body, message] of cases) {
      const response = await sendRegistration(test.app, event.slug, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(expectApiError(response, 400).message).toMatch(message);
    }
    expectApiError(
      await test.app.inject({ method: 'POST', url: `/api/events/${event.slug}/registrations`, payload: valid }),
      400,
    );
    expect(await writes()).toEqual(before);
    const accepted = await registered(test.app, event.slug, valid);
    expect(accepted.registration.status).toBe('confirmed');
  });

  it('gives the licence holders’ price on a licence recognised under its holder’s name, and keeps only what is asked', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, {
      questions: { licence: true, club: false, grade: true, category: false },
    });
    const { registration } = await registered(
      test.app,
      event.slug,
      registrationBody({
        licenceNumber: 'wf 26 004217',
        lastName: 'LEFEVRE',
        grade: 'dan-1',
        club: 'Pas demandé',
        category: 'seniors',
      }),
    );
    expect(registration.memberPricing).toBe(true);
    const [row] = (await organizerView(test, event.id)).registrants;
    expect(row).toMatchObject({
      licenceNumber: 'WF26004217',
      memberPricing: true,
      club: '',
      grade: 'dan-1',
      category: null,
    });
  });

  it('replays a double submit (same key): one registration, one e-mail; another body under the key is refused', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const body = registrationBody();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      sendRegistration(test.app, event.slug, body, key),
      sendRegistration(test.app, event.slug, body, key),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const replay = [first, second].find((response) => response.statusCode === 200)!;
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.json<RegistrationAnswer>().registration.reference).toBe(
      second.json<RegistrationAnswer>().registration.reference,
    );
    expect((await organizerView(test, event.id)).registrants).toHaveLength(1);
    expect(await confirmationMailsOf(test.app, first.json<RegistrationAnswer>().registration.reference)).toHaveLength(
      1,
    );
    expectApiError(await sendRegistration(test.app, event.slug, { ...body, firstName: 'Autre' }, key), 409, KEY_REUSED);
  });

  it('refuses a second registration of the same e-mail, unless the first was cancelled', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const body = registrationBody();
    const { registration } = await registered(test.app, event.slug, body);
    const before = await writes();
    expectApiError(
      await sendRegistration(test.app, event.slug, { ...body, email: body.email.toUpperCase() }),
      409,
      ALREADY_REGISTERED,
    );
    expect(await writes()).toEqual(before);
    expect((await cancel(registration.token)).statusCode).toBe(200);
    expect((await registered(test.app, event.slug, body)).registration.status).toBe('confirmed');
  });
});

describe('capacity and waiting list', () => {
  it('refuses a full event unless the visitor joins the waiting list, with their rank', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 2 });
    await registered(test.app, event.slug);
    await registered(test.app, event.slug);
    expect(await offerOf(event.slug)).toMatchObject({ state: 'full', placesLeft: 0, waiting: 0 });
    expectApiError(await sendRegistration(test.app, event.slug, registrationBody()), 409, EVENT_FULL);

    const first = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));
    const second = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));
    expect(first.registration).toMatchObject({ status: 'waiting', waitingRank: 1, canCancel: true });
    expect(second.registration).toMatchObject({ status: 'waiting', waitingRank: 2 });
    expect(await offerOf(event.slug)).toMatchObject({ state: 'full', waiting: 2 });
    const [mail] = await mailsOf(test.app, second.registration.reference);
    expect(mail!.subject).toMatch(/^Liste d’attente : /);
    expect(mail!.text).toContain('en 2e position');
  });

  it('gives a freed place to the first of the list in the same transaction, with its e-mail and .ics', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 1 });
    const holder = await registered(test.app, event.slug);
    const first = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));
    const second = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));

    const response = await cancel(holder.registration.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicRegistration>()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((await mailsOf(test.app, holder.registration.reference)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Inscription confirmée/),
      expect.stringMatching(/^Inscription annulée/),
    ]);
    expect(await byToken(first.registration.token)).toMatchObject({ status: 'confirmed', waitingRank: null });
    expect(await byToken(second.registration.token)).toMatchObject({ status: 'waiting', waitingRank: 1 });
    const promotion = (await mailsOf(test.app, first.registration.reference)).at(-1)!;
    expect(promotion.subject).toMatch(/^Une place s’est libérée : inscription confirmée/);
    expect(promotion.attachments).not.toBeNull();
    expect((await organizerView(test, event.id)).counts).toEqual({
      confirmed: 1,
      pendingPayment: 0,
      waiting: 1,
      cancelled: 1,
      expired: 0,
      taken: 1,
    });

    // Cancelled twice: refused, nothing more.
    const before = await writes();
    expectApiError(await cancel(holder.registration.token), 409);
    expect(await writes()).toEqual(before);
    // Leaving the waiting list frees no place.
    expect((await cancel(second.registration.token)).json<PublicRegistration>().status).toBe('cancelled');
    expect((await offerOf(event.slug)).placesLeft).toBe(0);
  });

  it('never goes past the capacity: 30 concurrent confirmations for 10 places, the others on the waiting list', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 10 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        sendRegistration(test.app, event.slug, registrationBody({ joinWaitingList: n % 2 === 0 })),
      ),
    );
    // Requests take nothing: all are accepted, and wait for their address.
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
    const tokens = await Promise.all(
      responses.map((response) =>
        confirmationTokenOf(test.app, response.json<RegistrationAnswer>().registration.reference),
      ),
    );
    const confirmations = await Promise.all(tokens.map((token) => postConfirmation(test.app, token)));
    expect(confirmations.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    const statuses = await Promise.all(
      responses.map(async (response) => (await byToken(response.json<RegistrationAnswer>().registration.token)).status),
    );
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'waiting')).toHaveLength(20);
    const view = await organizerView(test, event.id);
    expect(view.counts.taken).toBe(10);
    expect(view.counts.waiting).toBe(20);
    const ranks = view.registrants.filter((row) => row.status === 'waiting').map((row) => row.waitingRank);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
  });

  it('lets the organizer raise the capacity: the waiting list is served at once', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 1 });
    await registered(test.app, event.slug);
    const waiting = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));
    const view = await openRegistrations(test, event.id, { capacity: 3 });
    expect(view.counts).toMatchObject({ confirmed: 2, waiting: 0, taken: 2 });
    expect(await byToken(waiting.registration.token)).toMatchObject({ status: 'confirmed' });
    expect((await offerOf(event.slug)).placesLeft).toBe(1);
  });
});

describe('places held for a payment', () => {
  it('ends a held place when its time is over and gives it to the waiting list', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 1 });
    // A held place written as the card flow leaves it (the card flow itself: registrations-card.test.ts).
    const held = await registered(test.app, event.slug);
    const holdUntil = new Date(START + 30 * 60_000).toISOString();
    await test.app.db
      .updateTable('event_registrations')
      .set({ status: 'pending_payment', amount_cents: 2000, hold_until: holdUntil })
      .where('reference', '=', held.registration.reference)
      .execute();
    const waiting = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));

    const options = { publicUrl: PUBLIC_URL, cardPayments: null };
    expect(await expireHeldRegistrations(test.app.db, { ...options, now: new Date(START + 29 * 60_000) })).toEqual([]);
    const later = new Date(START + 30 * 60_000);
    const [first, second] = await Promise.all([
      expireHeldRegistrations(test.app.db, { ...options, now: later }),
      expireHeldRegistrations(test.app.db, { ...options, now: later }),
    ]);
    expect([...first, ...second]).toEqual([held.registration.reference]);
    test.clock.at = later.getTime();
    expect(await byToken(held.registration.token)).toMatchObject({
      status: 'expired',
      canCancel: false,
      canPay: false,
    });
    expect((await mailsOf(test.app, held.registration.reference)).at(-1)!.subject).toMatch(
      /^Inscription non confirmée/,
    );
    expect(await byToken(waiting.registration.token)).toMatchObject({ status: 'confirmed' });
    const [row] = (await organizerView(test, event.id)).registrants;
    expect(row!.note).toMatch(/^Expirée le 1er décembre 2026 à 10\u00a0h\u00a030 : paiement non reçu/);
  });

  it('are ended by the server’s own job, at start-up then every minute', async () => {
    const data = tempDir('wado-registrations-job-');
    const clock = testClock(START);
    const start = () => startTestApp({ dataDir: data.dir, publicUrl: PUBLIC_URL }, { clock });
    try {
      const first = await start();
      const organizer = await signInAs(first.app, ['media']);
      const event = await addEvent(first.app);
      await openRegistrations({ app: first.app, organizer }, event.id, { capacity: 1 });
      const held = await registered(first.app, event.slug);
      await first.app.db
        .updateTable('event_registrations')
        .set({ status: 'pending_payment', amount_cents: 2000, hold_until: new Date(START + 30 * 60_000).toISOString() })
        .where('reference', '=', held.registration.reference)
        .execute();
      await first.cleanup();

      clock.at = START + 31 * 60_000;
      const second = await start();
      await second.app.ready();
      const row = await second.app.db
        .selectFrom('event_registrations')
        .select('status')
        .where('reference', '=', held.registration.reference)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
      await second.cleanup();
    } finally {
      await dropTestDatabase(data.dir);
      data.remove();
    }
  });
});
