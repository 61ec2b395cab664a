import { foldEmail, REGISTRATION_CONFIRM_HOURS, type RegistrationOfferDetails } from '@wado/shared/contract';
import { expireHeldRegistrations } from '../src/features/registrations/expiry';
import { ALREADY_REGISTERED, TOO_MANY_REQUESTS_FOR_MAILBOX } from '../src/features/registrations/register';
import { CROSS_SITE_REFUSED } from '../src/features/security/sameOrigin';
import { countRows, expectApiError } from './helpers';
import { ALL_ROLES, signInAs } from './people';
import {
  addEvent,
  confirmationMailsOf,
  confirmationTokenOf,
  mailsOf,
  openRegistrations,
  postConfirmation,
  PUBLIC_URL,
  registered,
  registrationBody,
  registrationByToken,
  requested,
  sendRegistration,
  START,
  startRegistrationApp,
  type RegistrationTestApp,
} from './registrations-fixtures';

/**
 * A registration takes a place only once its address is confirmed from the link e-mailed to it
 * (or, for a paid event, once paid: registrations-card.test.ts): a stranger typing someone else's
 * address, under any number of `+tag` spellings, holds no place, no rank on the waiting list, and
 * sends that mailbox three e-mails an hour at most. An unconfirmed request ends by itself.
 */

let test: RegistrationTestApp;
beforeAll(async () => {
  test = await startRegistrationApp();
});
afterAll(() => test?.cleanup());
beforeEach(() => {
  test.clock.at = START;
});

const offerOf = async (slug: string) =>
  (await test.app.inject(`/api/events/${slug}/registration`)).json<RegistrationOfferDetails>();

/** Rows that a refused request must not have written. */
const writes = async () => ({
  registrations: await countRows(test.app, 'event_registrations'),
  mails: await countRows(test.app, 'mail_outbox'),
});

/** Every e-mail queued to a mailbox, whatever the spelling of its address. */
async function mailsToMailbox(mailbox: string) {
  const rows = await test.app.db.selectFrom('mail_outbox').select('to_address').execute();
  return rows.filter((row) => foldEmail(row.to_address) === mailbox);
}

describe('a stranger using someone else’s address', () => {
  it('squats nothing: 40 requests as victim+N@example.org take no place nor rank, and mail that inbox 3 times', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 30 });
    const statuses: number[] = [];
    for (let n = 1; n <= 40; n += 1) {
      const before = await writes();
      const body = registrationBody({ email: `victim+${n}@example.org`, joinWaitingList: true });
      const response = await sendRegistration(test.app, event.slug, body);
      statuses.push(response.statusCode);
      if (response.statusCode !== 201) {
        expectApiError(response, 429, TOO_MANY_REQUESTS_FOR_MAILBOX);
        expect(await writes()).toEqual(before);
      }
    }
    expect(statuses).toEqual([201, 201, 201, ...Array(37).fill(429)]);
    expect(await offerOf(event.slug)).toMatchObject({ state: 'open', placesLeft: 30, waiting: 0 });
    expect(await mailsToMailbox('victim@example.org')).toHaveLength(3);
    // Each request replaced the previous one: one alone is left, waiting for an owner who never asked.
    const alive = await test.app.db
      .selectFrom('event_registrations')
      .select(['status', 'email'])
      .where('event_id', '=', event.id)
      .where('status', '=', 'unconfirmed')
      .execute();
    expect(alive).toEqual([{ status: 'unconfirmed', email: 'victim+3@example.org' }]);
  });

  it('is one person with or without a +tag for the duplicate rule, and the e-mail goes to the address as typed', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const { registration } = await registered(
      test.app,
      event.slug,
      registrationBody({ email: 'Camille.Roux+Stage@Exemple.fr' }),
    );
    expect(registration).toMatchObject({ status: 'confirmed', email: 'camille.roux+stage@exemple.fr' });
    expect((await mailsOf(test.app, registration.reference))[0]!.to_address).toBe('camille.roux+stage@exemple.fr');
    for (const email of ['camille.roux@exemple.fr', 'CAMILLE.ROUX+autre@exemple.fr']) {
      const before = await writes();
      expectApiError(
        await sendRegistration(test.app, event.slug, registrationBody({ email })),
        409,
        ALREADY_REGISTERED,
      );
      expect(await writes()).toEqual(before);
    }
    // Dots are not folded: another person.
    expect(
      (await requested(test.app, event.slug, registrationBody({ email: 'camilleroux@exemple.fr' }))).registration,
    ).toBeTruthy();
  });

  it('counts the requests of a mailbox across events, and lets it ask again an hour later', async () => {
    const events = [
      await addEvent(test.app),
      await addEvent(test.app),
      await addEvent(test.app),
      await addEvent(test.app),
    ];
    for (const event of events) await openRegistrations(test, event.id);
    for (const [n, event] of events.slice(0, 3).entries()) {
      await requested(test.app, event.slug, registrationBody({ email: `dominique+${n}@exemple.fr` }));
    }
    const before = await writes();
    expectApiError(
      await sendRegistration(test.app, events[3]!.slug, registrationBody({ email: 'Dominique@exemple.fr' })),
      429,
      TOO_MANY_REQUESTS_FOR_MAILBOX,
    );
    expect(await writes()).toEqual(before);
    test.clock.at = START + 61 * 60_000;
    await requested(test.app, events[3]!.slug, registrationBody({ email: 'dominique@exemple.fr' }));
  });
});

describe('an unconfirmed registration', () => {
  it('ends silently after 24 hours, and its link then answers a French 404 page', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 1 });
    const { registration } = await requested(test.app, event.slug);
    const token = await confirmationTokenOf(test.app, registration.reference);
    const options = { publicUrl: PUBLIC_URL, cardPayments: null };
    const over = START + REGISTRATION_CONFIRM_HOURS * 3_600_000;
    // (Requests of the tests before, made at the same time, end with it.)
    expect(await expireHeldRegistrations(test.app.db, { ...options, now: new Date(over - 60_000) })).not.toContain(
      registration.reference,
    );
    expect(await expireHeldRegistrations(test.app.db, { ...options, now: new Date(over) })).toContain(
      registration.reference,
    );
    test.clock.at = over;
    expect(await registrationByToken(test.app, registration.token)).toMatchObject({
      status: 'expired',
      canCancel: false,
      canPay: false,
    });
    expect(await mailsOf(test.app, registration.reference)).toEqual([]);
    expect(await confirmationMailsOf(test.app, registration.reference)).toHaveLength(1);
    const before = await writes();
    const late = await postConfirmation(test.app, token);
    expect(late.statusCode).toBe(404);
    expect(late.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(late.body).toContain('Ce lien de confirmation n’est plus valable');
    expect(await writes()).toEqual(before);
    expect((await offerOf(event.slug)).placesLeft).toBe(1);
  });

  it('is confirmed by the form of its page only (a mail scanner opening the link confirms nothing), once', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const { registration } = await requested(test.app, event.slug, registrationBody({ firstName: 'Zoé' }));
    const token = await confirmationTokenOf(test.app, registration.reference);
    const [mail] = await confirmationMailsOf(test.app, registration.reference);
    expect(mail!.text).toContain(`${PUBLIC_URL}/api/registration/confirm?token=${token}`);
    expect(mail!.text).toContain('aucune place ne vous est réservée');

    const page = await test.app.inject(`/api/registration/confirm?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<form method="post" action="/api/registration/confirm">');
    expect(page.body).toContain('Confirmer mon inscription');
    expect(page.body).toContain('Zoé');
    expect((await registrationByToken(test.app, registration.token)).status).toBe('unconfirmed');

    const confirmed = await postConfirmation(test.app, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('est confirmée');
    expect(confirmed.body).toContain(`/event/${event.slug}?inscription=${registration.token}`);
    expect((await registrationByToken(test.app, registration.token)).status).toBe('confirmed');
    expect((await mailsOf(test.app, registration.reference)).map((each) => each.subject)).toEqual([
      expect.stringMatching(/^Inscription confirmée/),
    ]);

    const before = await writes();
    expect((await postConfirmation(test.app, token)).statusCode).toBe(404);
    expect((await test.app.inject(`/api/registration/confirm?token=${token}`)).statusCode).toBe(404);
    expect(await writes()).toEqual(before);
  });

  it('goes to the waiting list when the places were taken before its confirmation', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 1 });
    const late = await requested(test.app, event.slug);
    await registered(test.app, event.slug);
    const response = await postConfirmation(test.app, await confirmationTokenOf(test.app, late.registration.reference));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('liste d’attente');
    expect(await registrationByToken(test.app, late.registration.token)).toMatchObject({
      status: 'waiting',
      waitingRank: 1,
    });
    expect((await mailsOf(test.app, late.registration.reference))[0]!.subject).toMatch(/^Liste d’attente/);
  });

  it('ends, with a French 409 page, when the organizers closed the registrations before its confirmation', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const { registration } = await requested(test.app, event.slug);
    const closing = await test.app.inject({
      method: 'POST',
      url: `/api/admin/event-registrations/${event.id}/close`,
      headers: test.organizer.headers,
    });
    expect(closing.statusCode).toBe(200);
    const response = await postConfirmation(test.app, await confirmationTokenOf(test.app, registration.reference));
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Les inscriptions à cet événement ont été closes');
    expect((await registrationByToken(test.app, registration.token)).status).toBe('expired');
    expect(await mailsOf(test.app, registration.reference)).toEqual([]);
  });

  it('refuses a malformed token (French 400) and another site’s form (403), writing nothing', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const { registration } = await requested(test.app, event.slug);
    const token = await confirmationTokenOf(test.app, registration.reference);
    const before = await writes();
    for (const bad of ['court', 'x'.repeat(65), 'a b c'.repeat(8)]) {
      const response = await postConfirmation(test.app, bad);
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
      expect(expectApiError(response, 400).message).toMatch(/^Requête invalide/);
    }
    expectApiError(
      await test.app.inject({ method: 'POST', url: '/api/registration/confirm', payload: { token: 42 } }),
      400,
    );
    expectApiError(
      await postConfirmation(test.app, token, { origin: 'https://evil.example' }),
      403,
      CROSS_SITE_REFUSED,
    );
    expectApiError(await test.app.inject('/api/registration/confirm?token=court'), 400);
    expect((await postConfirmation(test.app, 'y'.repeat(32))).statusCode).toBe(404);
    expect(await writes()).toEqual(before);
    expect((await registrationByToken(test.app, registration.token)).status).toBe('unconfirmed');
  });

  it('is requested and confirmed alike by every visitor, signed in with any role or not', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 100 });
    for (const role of [null, ...ALL_ROLES]) {
      const headers = role === null ? {} : (await signInAs(test.app, [role])).headers;
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/registrations`,
        headers: { ...headers, 'idempotency-key': `cle-role-${role ?? 'visiteur'}-0001` },
        payload: registrationBody(),
      });
      expect({ role, status: response.statusCode }).toEqual({ role, status: 201 });
      const { reference, token } = response.json<{ registration: { reference: string; token: string } }>().registration;
      const confirmation = await postConfirmation(test.app, await confirmationTokenOf(test.app, reference), headers);
      expect({ role, status: confirmation.statusCode }).toEqual({ role, status: 200 });
      expect((await registrationByToken(test.app, token)).status).toBe('confirmed');
    }
  });
});
