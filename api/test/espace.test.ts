/**
 * « Mon espace »: a sign-in link to an address the site knows (never saying which), used once; the
 * household of the mailbox (the seed's two Rennes children share a parent's address), their
 * licences, attestation and card, orders, registrations (cancelled from there), donations and
 * receipts, the export of it all; the public check of a card's code. Every route refuses a visitor
 * without the space's session (a back-office session is not one), and refused input writes nothing.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ESPACE_LINK_INVALID,
  ESPACE_LINK_REQUESTED,
  ESPACE_SESSION_COOKIE,
  ESPACE_SIGN_IN_REQUIRED,
  type EspaceDonations,
  type EspaceHousehold,
  type EspaceLicences,
  type EspaceOrders,
  type EspaceRegistrations,
  type LicenceCheck,
  type OrderConfirmation,
} from '@wado/shared/contract';
import { purgeEspaceSignIns } from '../src/features/espace/session';
import { insertDonation, payDonation } from './donationsHelpers';
import { startEditingApp, testClock } from './editing-fixtures';
import { countRows, expectApiError } from './helpers';
import { signInAs } from './people';
import {
  addEvent,
  openRegistrations,
  registered,
  registrationBody,
  startRegistrationApp,
  type RegistrationTestApp,
} from './registrations-fixtures';
import { orderBody, postOrder } from './shopHelpers';

const PARENT = 'famille.boucher@licencies.test';
let test: RegistrationTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await startRegistrationApp();
  app = test.app;
});
afterAll(() => test?.cleanup());

const linkRequest = (email: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/espace/link', payload: { email } as object, headers });

/** The sign-in links e-mailed to `to`, newest last, and their secrets. */
async function linksTo(to: string) {
  const mails = await app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text'])
    .where('topic', '=', 'espace:lien')
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
  return mails.map((mail) => ({ ...mail, token: /\/espace\/connexion\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]! }));
}

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === ESPACE_SESSION_COOKIE);
  return cookie ? `${ESPACE_SESSION_COOKIE}=${cookie.value}` : '';
};

/** A signed-in household: a link asked for `email`, used. */
async function signedIn(email: string): Promise<{ cookie: string; household: EspaceHousehold }> {
  // An hour later: the mailbox's cap on links (three an hour) starts again.
  test.clock.at += 3_600_001;
  expect((await linkRequest(email)).statusCode).toBe(200);
  const [link] = (await linksTo(email)).slice(-1);
  const opened = await app.inject({ method: 'POST', url: '/api/espace/session', payload: { token: link!.token } });
  expect(opened.statusCode).toBe(200);
  return { cookie: cookieOf(opened), household: opened.json<EspaceHousehold>() };
}

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

describe('signing in by link', () => {
  it('sends a link to a parent’s address, says the same to an unknown one, and writes nothing for it', async () => {
    const before = await countRows(app, 'espace_links');
    const unknown = await linkRequest('personne.inconnue@exemple.fr');
    expect(unknown.json()).toEqual({ message: ESPACE_LINK_REQUESTED });
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(await countRows(app, 'espace_links')).toBe(before);
    expect(await linksTo('personne.inconnue@exemple.fr')).toEqual([]);

    // Typed with capitals and spaces: the same mailbox.
    const known = await linkRequest('  Famille.Boucher@Licencies.test ');
    expect(known.json()).toEqual({ message: ESPACE_LINK_REQUESTED });
    const [mail] = await linksTo(PARENT);
    expect(mail!.subject).toBe('Votre lien de connexion à « Mon espace » – Wado France');
    expect(mail!.text).toContain(`${app.publicUrl}/espace/connexion/${mail!.token}`);
    expect(mail!.text).toContain('Ce lien ne sert qu’une fois et reste valable 30 minutes.');
    // Only the hash is kept.
    const stored = await app.db.selectFrom('espace_links').selectAll().where('mailbox', '=', PARENT).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(mail!.token);
  });

  it('opens the household with the link once; a second use, an older link or an expired one is refused', async () => {
    const { household, cookie } = await signedIn(PARENT);
    expect(cookie).not.toBe('');
    expect(household.email).toBe(PARENT);
    expect(household.members.map((member) => `${member.firstName} ${member.lastName}`)).toEqual([
      'Zoé O’Connell'.replace('’', "'"),
      'Inès Boucher',
    ]);
    expect(household.members[1]).toMatchObject({ birthDate: '2013-02-21', club: { name: 'Wado Kai Rennes' } });

    const [used] = (await linksTo(PARENT)).slice(-1);
    const again = await app.inject({ method: 'POST', url: '/api/espace/session', payload: { token: used!.token } });
    expect(expectApiError(again, 400).message).toBe(ESPACE_LINK_INVALID);

    // A new link makes the older one useless; an expired one is refused too.
    await linkRequest(PARENT);
    await linkRequest(PARENT);
    const [older, newest] = (await linksTo(PARENT)).slice(-2);
    expectApiError(
      await app.inject({ method: 'POST', url: '/api/espace/session', payload: { token: older!.token } }),
      400,
    );
    await app.db.updateTable('espace_links').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const sessions = await countRows(app, 'espace_sessions');
    expectApiError(
      await app.inject({ method: 'POST', url: '/api/espace/session', payload: { token: newest!.token } }),
      400,
    );
    expect(await countRows(app, 'espace_sessions')).toBe(sessions);
  });

  it('e-mails a mailbox at most three links an hour, whatever is asked', async () => {
    const address = 'yanis.perrot@licencies.test';
    for (let i = 0; i < 5; i++) expect((await linkRequest(address)).statusCode).toBe(200);
    expect(await linksTo(address)).toHaveLength(3);
  });

  it('refuses a malformed address or token, and a post from another site, writing nothing', async () => {
    const before = { links: await countRows(app, 'espace_links'), mails: await countRows(app, 'mail_outbox') };
    expect(expectApiError(await linkRequest('pas-une-adresse'), 400).message).toBe(
      'Cette adresse e-mail n’est pas valide.',
    );
    expectApiError(await linkRequest({ email: PARENT }), 400);
    expectApiError(await linkRequest(PARENT, { 'sec-fetch-site': 'cross-site' }), 403);
    for (const token of ['court', 'a'.repeat(101), 'contient des espaces et des accents é'.padEnd(30, 'x')]) {
      expectApiError(await app.inject({ method: 'POST', url: '/api/espace/session', payload: { token } }), 400);
    }
    expect({ links: await countRows(app, 'espace_links'), mails: await countRows(app, 'mail_outbox') }).toEqual(before);
  });
});

describe('the household’s space', () => {
  it('refuses every route without the space’s session, a back-office session included', async () => {
    const office = (await signInAs(app, ['admin'])).headers;
    const routes: [string, string][] = [
      ['GET', '/api/espace/household'],
      ['GET', '/api/espace/licences'],
      ['GET', '/api/espace/licences/1/attestation.pdf'],
      ['GET', '/api/espace/licences/1/carte.pdf'],
      ['GET', '/api/espace/orders'],
      ['GET', '/api/espace/registrations'],
      ['POST', '/api/espace/registrations/INS-ABC123/cancel'],
      ['GET', '/api/espace/donations'],
      ['GET', '/api/espace/donations/DON-ABC123/recu.pdf'],
      ['GET', '/api/espace/export.json'],
    ];
    for (const [method, url] of routes) {
      for (const headers of [{}, office, { cookie: `${ESPACE_SESSION_COOKIE}=inconnu` }]) {
        const response = await app.inject({ method: method as 'GET', url, headers });
        expect([url, expectApiError(response, 401).message]).toEqual([url, ESPACE_SIGN_IN_REQUIRED]);
      }
    }
  });

  it('shows each member’s licences, the attestation and the card of an issued one, and no one else’s', async () => {
    const { cookie } = await signedIn(PARENT);
    const licences = (await get('/api/espace/licences', cookie)).json<EspaceLicences>();
    const ines = licences.members.find((member) => member.firstName === 'Inès')!;
    const [licence] = ines.licences;
    expect(licence).toMatchObject({
      season: { label: '2026-2027', endsOn: '2027-08-31' },
      club: { name: 'Wado Kai Rennes' },
      status: 'issued',
      number: 'WF26008655',
      valid: true,
      attestationUrl: `/api/espace/licences/${licence!.id}/attestation.pdf`,
      cardUrl: `/api/espace/licences/${licence!.id}/carte.pdf`,
    });
    expect(licence!.checkUrl).toMatch(new RegExp(`^${app.publicUrl}/licence/[0-9a-f]{20}$`));

    for (const url of [licence!.attestationUrl!, licence!.cardUrl!]) {
      const pdf = await get(url, cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(
        /^inline; filename="(attestation|carte)-licence-WF26008655\.pdf"$/,
      );
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Camille Lefèvre's licence is not this household's.
    const other = await app.db
      .selectFrom('licences')
      .select('id')
      .where('number', '=', 'WF26004217')
      .executeTakeFirstOrThrow();
    for (const kind of ['attestation', 'carte']) {
      const refused = await get(`/api/espace/licences/${other.id}/${kind}.pdf`, cookie);
      expect(expectApiError(refused, 404).message).toBe('Ce document est introuvable dans votre espace.');
    }
    expectApiError(await get('/api/espace/licences/abc/attestation.pdf', cookie), 400);
  });

  it('lists the orders, registrations and donations made with the address, and the receipt of a paid gift', async () => {
    const email = 'camille.lefevre@licencies.test';
    const placed = await postOrder(app, orderBody({ billing: { ...orderBody().billing, email } }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<OrderConfirmation>();
    const event = await addEvent(app);
    await openRegistrations(test, event.id);
    const { registration } = await registered(app, event.slug, registrationBody({ email, firstName: 'Camille' }));
    const gift = await insertDonation(app.db, { amountCents: 8_000, email: 'Camille.Lefevre@licencies.test' });
    expect(await payDonation(app, gift.reference, new Date('2026-12-01T10:00:00Z'))).toBe(true);
    const unpaid = await insertDonation(app.db, { amountCents: 2_000, email });
    // Someone else's gift.
    const theirs = await insertDonation(app.db, { amountCents: 3_000, email: 'autre@exemple.fr' });
    await payDonation(app, theirs.reference);

    const { cookie } = await signedIn(email);
    expect((await get('/api/espace/orders', cookie)).json<EspaceOrders>().items).toEqual([
      expect.objectContaining({ reference: order.reference, totalCents: order.totalCents, paymentMethod: 'transfer' }),
    ]);
    const registrations = (await get('/api/espace/registrations', cookie)).json<EspaceRegistrations>().items;
    expect(registrations).toEqual([
      expect.objectContaining({
        reference: registration.reference,
        event: expect.objectContaining({ slug: event.slug }),
        cancellable: true,
      }),
    ]);
    const donations = (await get('/api/espace/donations', cookie)).json<EspaceDonations>().items;
    expect(donations.map((donation) => [donation.reference, donation.receiptUrl])).toEqual([
      [unpaid.reference, null],
      [gift.reference, `/api/espace/donations/${gift.reference}/recu.pdf`],
    ]);
    const receipt = await get(`/api/espace/donations/${gift.reference}/recu.pdf`, cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    for (const reference of [theirs.reference, unpaid.reference]) {
      expectApiError(await get(`/api/espace/donations/${reference}/recu.pdf`, cookie), 404);
    }

    // Cancelled from the space, once; another household's cannot be.
    const cancel = (reference: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/espace/registrations/${reference}/cancel`, headers });
    expectApiError(await cancel(registration.reference, { cookie, 'sec-fetch-site': 'cross-site' }), 403);
    const cancelled = await cancel(registration.reference, { cookie });
    expect(cancelled.json()).toEqual({ message: 'Inscription annulée : un e-mail vous le confirme.' });
    const after = (await get('/api/espace/registrations', cookie)).json<EspaceRegistrations>().items[0]!;
    expect(after).toMatchObject({ status: 'cancelled', cancellable: false });
    expectApiError(await cancel(registration.reference, { cookie }), 409);
    const parent = await signedIn(PARENT);
    expectApiError(await cancel(registration.reference, { cookie: parent.cookie }), 404);
    expectApiError(await cancel('pas une référence', { cookie }), 400);

    // Everything in one file.
    const exported = await get('/api/espace/export.json', cookie);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = exported.json<{
      email: string;
      licensees: { last_name: string; licences: { number: string }[] }[];
      orders: { reference: string; address: string; lines: unknown[]; history: unknown[] }[];
      registrations: { reference: string; status: string }[];
      donations: { reference: string; address: string }[];
      espaceSignIns: unknown[];
    }>();
    expect(data.email).toBe(email);
    expect(data.licensees).toEqual([
      expect.objectContaining({ last_name: 'Lefèvre', licences: [expect.objectContaining({ number: 'WF26004217' })] }),
    ]);
    // What the forms gave, not only what the space lists: the billing address, the lines, the history.
    expect(data.orders).toEqual([
      expect.objectContaining({ reference: order.reference, address: orderBody().billing.address }),
    ]);
    expect(data.orders[0]!.lines.length).toBeGreaterThan(0);
    expect(data.orders[0]!.history.length).toBeGreaterThan(0);
    expect(data.registrations).toEqual([
      expect.objectContaining({ reference: registration.reference, status: 'cancelled' }),
    ]);
    expect(data.donations.map((donation) => donation.reference).sort()).toEqual(
      [gift.reference, unpaid.reference].sort(),
    );
    expect(data.espaceSignIns.length).toBeGreaterThan(0);
    // No secret goes out.
    expect(exported.body).not.toMatch(/token|hash/);
  });

  it('signs out, and ends a session a week without a visit', async () => {
    const { cookie } = await signedIn(PARENT);
    expect((await get('/api/espace/household', cookie)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/espace/sign-out', headers: { cookie } });
    expect(out.json()).toEqual({ message: 'Vous êtes déconnecté.' });
    expect(out.cookies.find((candidate) => candidate.name === ESPACE_SESSION_COOKIE)?.value).toBe('');
    expectApiError(await get('/api/espace/household', cookie), 401);

    const idle = await signedIn(PARENT);
    await app.db
      .updateTable('espace_sessions')
      .set({ last_seen_at: new Date(test.clock.at - 8 * 86_400_000).toISOString() })
      .execute();
    const sessions = await countRows(app, 'espace_sessions');
    expectApiError(await get('/api/espace/household', idle.cookie), 401);
    expect(await countRows(app, 'espace_sessions')).toBe(sessions - 1);
    // The hourly purge takes the other idle sessions, and the links used or expired.
    await app.db
      .insertInto('espace_links')
      .values({
        token_hash: 'encore-valable',
        mailbox: PARENT,
        created_at: test.clock.now().toISOString(),
        expires_at: new Date(test.clock.at + 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    const purged = await purgeEspaceSignIns(app.db, test.clock.now());
    expect(purged.sessions).toBe(sessions - 1);
    expect(await countRows(app, 'espace_sessions')).toBe(0);
    expect(
      (await app.db.selectFrom('espace_links').select('token_hash').execute()).map((row) => row.token_hash),
    ).toEqual(['encore-valable']);
  });
});

describe('the public check of a licence card', () => {
  it('says valid or not, with name, club and season only; an unknown code is a 404 page and answer', async () => {
    const { check_code: code } = await app.db
      .selectFrom('licences')
      .select('check_code')
      .where('number', '=', 'WF26008655')
      .executeTakeFirstOrThrow();
    const answer = await app.inject(`/api/licences/check/${code}`);
    expect(answer.json<LicenceCheck>()).toEqual({
      valid: true,
      name: 'Inès Boucher',
      club: 'Wado Kai Rennes',
      season: '2026-2027',
      number: 'WF26008655',
      validUntil: '2027-08-31',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(expectApiError(await app.inject('/api/licences/check/0123456789abcdef0123'), 404).message).toBe(
      'Cette licence est introuvable : vérifiez le lien ou le code de la carte.',
    );
    expectApiError(await app.inject('/api/licences/check/pas-un-code'), 400);
  });
});

describe('the pages', () => {
  it('serves the space’s pages uncached and unindexed, and a real 404 for an unknown card code', async () => {
    const site = await startEditingApp(testClock(Date.parse('2026-12-07T10:00:00Z')));
    try {
      const page = (url: string) => site.app.inject(url);
      for (const url of ['/espace', `/espace/connexion/${'a'.repeat(43)}`]) {
        const response = await page(url);
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      }
      expect((await page('/espace/autre-chose')).statusCode).toBe(404);
      const { check_code: code } = await site.app.db
        .selectFrom('licences')
        .select('check_code')
        .where('number', '=', 'WF26004217')
        .executeTakeFirstOrThrow();
      expect((await page(`/licence/${code}`)).statusCode).toBe(200);
      expect((await page('/licence/0123456789abcdef0123')).statusCode).toBe(404);
      const sitemap = (await page('/sitemap.xml')).body;
      expect(sitemap).not.toContain('/licence');
      expect(sitemap).not.toContain('/espace');
      expect((await page('/robots.txt')).body).toContain('Disallow: /espace');
    } finally {
      await site.cleanup();
    }
  });
});
