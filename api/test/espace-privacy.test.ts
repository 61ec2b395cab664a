/**
 * « Mon espace », the household's privacy: moving it to a new address (a link e-mailed there, used
 * once; the licensees move, orders, donations and registrations keep their address; the old
 * sessions end, one of the new address opens), erasing what nothing obliges the site to keep (and
 * saying what is kept, why, until when; in the audit log; the association told; one transaction),
 * and the PDF of « Vos données ». Every route refuses a visitor without the space's session (a
 * back-office session is not one), and refused input writes nothing.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ESPACE_EMAIL_CHANGE_INVALID,
  ESPACE_SESSION_COOKIE,
  ESPACE_SIGN_IN_REQUIRED,
  type EspaceErasure,
  type EspaceHousehold,
  type OrderConfirmation,
} from '@wado/shared/contract';
import { purgeEspaceSignIns } from '../src/features/espace/session';
import { applyLicenseeRetention } from '../src/features/licensees/retention';
import { insertDonation, payDonation, pdfLines } from './donationsHelpers';
import { countRows, expectApiError, refuseRowsOf } from './helpers';
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

const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === ESPACE_SESSION_COOKIE);
  return cookie ? `${ESPACE_SESSION_COOKIE}=${cookie.value}` : '';
};

/** The e-mails of `topic` to `to`, oldest first. */
const mailsTo = (to: string, topic: string) =>
  app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text'])
    .where('topic', '=', topic)
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

/** A signed-in household: a link asked for `email`, used. */
async function signedIn(email: string): Promise<{ cookie: string; household: EspaceHousehold }> {
  // An hour later: the mailbox's caps (three links, three changes an hour) start again.
  test.clock.at += 3_600_001;
  expect((await post('/api/espace/link', { email })).statusCode).toBe(200);
  const [link] = (await mailsTo(email, 'espace:lien')).slice(-1);
  const token = /\/espace\/connexion\/([A-Za-z0-9_-]+)/.exec(link!.text)![1]!;
  const opened = await post('/api/espace/session', { token });
  expect(opened.statusCode).toBe(200);
  return { cookie: cookieOf(opened), household: opened.json<EspaceHousehold>() };
}

/** The secret of the newest confirmation link e-mailed to `to`. */
async function changeTokenTo(to: string): Promise<string> {
  const [mail] = (await mailsTo(to, 'espace:adresse')).slice(-1);
  return /\/espace\/adresse\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

/** Every table a refused request must leave as it was. */
async function counts() {
  const tables = [
    'espace_email_changes',
    'espace_sessions',
    'espace_links',
    'mail_outbox',
    'audit_log',
    'licensees',
    'newsletter_subscriptions',
    'event_registrations',
    'donations',
  ] as const;
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(app, table)])));
}

const NEW_ROUTES: [string, string, object | undefined][] = [
  ['POST', '/api/espace/email', { email: 'nouvelle@exemple.fr' }],
  ['GET', '/api/espace/erasure', undefined],
  ['POST', '/api/espace/erasure', { confirm: true }],
  ['GET', '/api/espace/export.pdf', undefined],
];

describe('who may use the new routes', () => {
  it('refuses each without the space’s session (a back-office one, an unknown one), writing nothing', async () => {
    const office = (await signInAs(app, ['admin'])).headers;
    const before = await counts();
    for (const [method, url, payload] of NEW_ROUTES) {
      for (const headers of [{}, office, { cookie: `${ESPACE_SESSION_COOKIE}=inconnu` }]) {
        const response = await app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
        expect([url, expectApiError(response, 401).message]).toEqual([url, ESPACE_SIGN_IN_REQUIRED]);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a confirmation link unknown or malformed, and a post from another site, writing nothing', async () => {
    const before = await counts();
    expect(expectApiError(await post('/api/espace/email/confirm', { token: 'a'.repeat(43) }), 400).message).toBe(
      ESPACE_EMAIL_CHANGE_INVALID,
    );
    for (const payload of [{ token: 'court' }, { token: 'é'.repeat(30) }, {}, { token: 12 }])
      expectApiError(await post('/api/espace/email/confirm', payload), 400);
    expectApiError(
      await post('/api/espace/email/confirm', { token: 'a'.repeat(43) }, { 'sec-fetch-site': 'cross-site' }),
      403,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('moving the household to a new address', () => {
  it('refuses a bad address, the same mailbox, a household without licensee, a flood; writing nothing', async () => {
    const { cookie } = await signedIn(PARENT);
    const before = await counts();
    const ask = (payload: object, headers: Record<string, string> = {}) =>
      post('/api/espace/email', payload, { cookie, ...headers });
    expect(expectApiError(await ask({ email: 'pas-une-adresse' }), 400).message).toBe(
      'Cette adresse e-mail n’est pas valide.',
    );
    for (const same of [PARENT, ' Famille.Boucher+club@Licencies.test '])
      expect(expectApiError(await ask({ email: same }), 400).message).toBe(
        'C’est déjà l’adresse de votre espace : saisissez la nouvelle adresse.',
      );
    for (const payload of [{}, { email: 12 }, { email: 'a'.repeat(400) + '@exemple.fr' }])
      expectApiError(await ask(payload), 400);
    expectApiError(await ask({ email: 'nouvelle@exemple.fr' }, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(await counts()).toEqual(before);

    // A buyer only: nothing to move (the order keeps its address).
    const buyer = 'acheteur.seul@exemple.fr';
    const placed = await postOrder(app, orderBody({ billing: { ...orderBody().billing, email: buyer } }));
    expect(placed.statusCode).toBe(201);
    const shopper = await signedIn(buyer);
    const beforeBuyer = await counts();
    expect(
      expectApiError(await post('/api/espace/email', { email: 'autre@exemple.fr' }, { cookie: shopper.cookie }), 409)
        .message,
    ).toMatch(/^Aucun licencié n’est rattaché à cette adresse/);
    expect(await counts()).toEqual(beforeBuyer);

    // Three requests an hour for a household; the fourth is refused and writes nothing.
    for (let i = 0; i < 3; i++) expect((await ask({ email: `essai${i}@exemple.fr` })).statusCode).toBe(200);
    const beforeFlood = await counts();
    expect(expectApiError(await ask({ email: 'essai4@exemple.fr' }), 429).message).toMatch(/^Trop de demandes/);
    expect(await counts()).toEqual(beforeFlood);
    // Only the newest link works.
    const older = await changeTokenTo('essai0@exemple.fr');
    expectApiError(await post('/api/espace/email/confirm', { token: older }), 400);
    expect(
      await app.db.selectFrom('espace_email_changes').selectAll().where('mailbox', '=', PARENT).execute(),
    ).toHaveLength(1);
    await app.db.deleteFrom('espace_email_changes').execute();
  });

  it('e-mails a link to the new address and a notice to the old; used once: the household moves', async () => {
    const { cookie } = await signedIn(PARENT);
    const other = await signedIn(PARENT);
    // Something the household made with its address: it keeps it.
    const order = (
      await postOrder(app, orderBody({ billing: { ...orderBody().billing, email: PARENT } }))
    ).json<OrderConfirmation>();
    const asked = await post('/api/espace/email', { email: '  Boucher.Nouvelle@Exemple.fr ' }, { cookie });
    expect(asked.json()).toEqual({
      message:
        'Un lien de confirmation vient d’être envoyé à boucher.nouvelle@exemple.fr : ouvrez-le dans les 30 minutes pour terminer le changement. Un message en prévient aussi votre adresse actuelle.',
    });
    const newAddress = 'boucher.nouvelle@exemple.fr';
    const token = await changeTokenTo(newAddress);
    const [link] = await mailsTo(newAddress, 'espace:adresse');
    expect(link!.subject).toBe('Confirmez votre nouvelle adresse pour « Mon espace » – Wado France');
    expect(link!.text).toContain(`${app.publicUrl}/espace/adresse/${token}`);
    expect(link!.text).toContain('Ce lien ne sert qu’une fois et reste valable 30 minutes.');
    const [notice] = (await mailsTo(PARENT, 'espace:adresse-ancienne')).slice(-1);
    expect(notice!.text).toContain(`le soient désormais à ${newAddress}`);
    // Only the hash is kept; nothing moved yet.
    const [stored] = await app.db.selectFrom('espace_email_changes').selectAll().execute();
    expect(stored).toMatchObject({ mailbox: PARENT, new_address: newAddress, used_at: null });
    expect(stored!.token_hash).not.toContain(token);
    expect((await get('/api/espace/household', cookie)).json<EspaceHousehold>().members).toHaveLength(2);

    const confirmed = await post('/api/espace/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const household = confirmed.json<EspaceHousehold>();
    expect(household.email).toBe(newAddress);
    expect(household.members.map((member) => member.firstName).sort()).toEqual(['Inès', 'Zoé']);
    const fresh = cookieOf(confirmed);
    expect((await get('/api/espace/household', fresh)).json<EspaceHousehold>().email).toBe(newAddress);
    // Every session of the old mailbox is over.
    for (const old of [cookie, other.cookie])
      expect(expectApiError(await get('/api/espace/household', old), 401).message).toBe(ESPACE_SIGN_IN_REQUIRED);
    expect(
      await app.db.selectFrom('espace_sessions').select('id_hash').where('mailbox', '=', PARENT).execute(),
    ).toEqual([]);
    const licensees = await app.db
      .selectFrom('licensees')
      .select(['id', 'email'])
      .where('email', '=', newAddress)
      .execute();
    expect(licensees).toHaveLength(2);
    // The order keeps the address it was made with.
    expect(
      await app.db.selectFrom('orders').select('email_key').where('reference', '=', order.reference).executeTakeFirst(),
    ).toEqual({ email_key: PARENT });
    // Each licensee's change is in the log, by the household.
    const lines = await app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'kind', 'before', 'after'])
      .where('kind', '=', 'licensee')
      .where('action', '=', 'update')
      .where('actor', '=', `${PARENT} (Mon espace)`)
      .execute();
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!.after!)).toMatchObject({ email: newAddress });

    // Used once; expired ones are refused too.
    expect(expectApiError(await post('/api/espace/email/confirm', { token }), 400).message).toBe(
      ESPACE_EMAIL_CHANGE_INVALID,
    );
    expect((await post('/api/espace/email', { email: PARENT }, { cookie: fresh })).statusCode).toBe(200);
    const back = await changeTokenTo(PARENT);
    await app.db.updateTable('espace_email_changes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const before = await counts();
    expectApiError(await post('/api/espace/email/confirm', { token: back }), 400);
    expect(await counts()).toEqual(before);
    // The hourly purge takes the expired link.
    expect((await purgeEspaceSignIns(app.db, test.clock.now())).changes).toBe(1);

    // Back to the old address for the next tests: a new link, confirmed.
    test.clock.at += 3_600_001;
    expect((await post('/api/espace/email', { email: PARENT }, { cookie: fresh })).statusCode).toBe(200);
    expect((await post('/api/espace/email/confirm', { token: await changeTokenTo(PARENT) })).statusCode).toBe(200);
  });

  it('may join another household’s address: only its owner confirms, and then sees both', async () => {
    const { cookie } = await signedIn('yanis.perrot@licencies.test');
    expect((await post('/api/espace/email', { email: 'camille.lefevre@licencies.test' }, { cookie })).statusCode).toBe(
      200,
    );
    const confirmed = await post('/api/espace/email/confirm', {
      token: await changeTokenTo('camille.lefevre@licencies.test'),
    });
    const names = confirmed
      .json<EspaceHousehold>()
      .members.map((member) => member.lastName)
      .sort();
    expect(names).toEqual(['Lefèvre', 'Perrot']);
  });
});

describe('« Vos données » as a PDF', () => {
  it('lays out the household, its orders, registrations and donations, for the household only', async () => {
    const { cookie } = await signedIn(PARENT);
    const gift = await insertDonation(app.db, { amountCents: 4_200, email: PARENT });
    expect(await payDonation(app, gift.reference, new Date('2026-11-20T10:00:00Z'))).toBe(true);
    const pdf = await get('/api/espace/export.pdf', cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = pdfLines(pdf.rawPayload).join('\n');
    for (const expected of [
      'Vos données',
      'LICENCIÉS DU FOYER',
      'Inès Boucher',
      'WF26008655',
      'COMMANDES DE LA BOUTIQUE',
      'INSCRIPTIONS AUX ÉVÉNEMENTS',
      'DONS',
      gift.reference,
      'LETTRE D’INFORMATION',
      'CONNEXIONS À « MON ESPACE »',
    ])
      expect(text).toContain(expected);
    // Another household's data is not in it.
    expect(text).not.toContain('Lefèvre');
    expect(text).not.toMatch(/token|hash/);
  });
});

describe('erasure', () => {
  const FAMILY = 'famille.effacement@exemple.fr';

  /** A household with something of every kind: erased, or kept for a reason. */
  async function household() {
    const at = test.clock.now().toISOString();
    const club = await app.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const current = await app.db
      .selectFrom('membership_seasons')
      .select(['id', 'label', 'ends_on'])
      .where('ends_on', '>=', at.slice(0, 10))
      .orderBy('ends_on')
      .executeTakeFirstOrThrow();
    const past = await app.db
      .insertInto('membership_seasons')
      .values({ label: '2019-2020', starts_on: '2019-09-01', ends_on: '2020-08-31', affiliation_fee_cents: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const licensee = async (firstName: string) =>
      (
        await app.db
          .insertInto('licensees')
          .values({
            club_id: club.id,
            first_name: firstName,
            last_name: 'Effacement',
            birth_date: '2012-05-17',
            sex: 'F',
            grade: 'Ceinture verte',
            discipline: 'wado',
            email: firstName === 'Jade' ? 'Famille.Effacement+jade@exemple.fr' : FAMILY,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [never, formerly, now] = [await licensee('Jade'), await licensee('Léna'), await licensee('Maël')];
    const licence = (licenseeId: number, seasonId: number, number: string) =>
      app.db
        .insertInto('licences')
        .values({
          licensee_id: licenseeId,
          club_id: club.id,
          season_id: seasonId,
          status: 'issued',
          number,
          requested_at: at,
          issued_at: at,
        })
        .execute();
    await licence(formerly, past.id, 'WF19000001');
    await licence(now, current.id, 'WF26999001');
    await app.db
      .insertInto('newsletter_subscriptions')
      .values({
        email: FAMILY,
        email_key: FAMILY,
        consented_at: at,
        form_version: '1',
        source_page: '/',
        unsubscribe_token: 'jeton-de-desinscription-effacement',
        confirmed_at: at,
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirm_sent_at: null,
      })
      .execute();
    const order = (
      await postOrder(app, orderBody({ billing: { ...orderBody().billing, email: FAMILY } }))
    ).json<OrderConfirmation>();
    const paid = await insertDonation(app.db, { amountCents: 6_000, email: FAMILY });
    expect(await payDonation(app, paid.reference, new Date('2026-11-25T10:00:00Z'))).toBe(true);
    const expired = await insertDonation(app.db, { amountCents: 1_000, email: FAMILY });
    await app.db
      .updateTable('donations')
      .set({ status: 'expired' })
      .where('reference', '=', expired.reference)
      .execute();
    const pending = await insertDonation(app.db, { amountCents: 1_500, email: FAMILY });
    const register = async (firstName: string) => {
      const event = await addEvent(app);
      await openRegistrations(test, event.id);
      const { registration } = await registered(app, event.slug, registrationBody({ email: FAMILY, firstName }));
      return { event, reference: registration.reference };
    };
    const gone = await register('Léna');
    const paidPast = await register('Maël');
    const coming = await register('Jade');
    for (const { event } of [gone, paidPast])
      await app.db
        .updateTable('events')
        .set({ start_date: '2026-10-10', end_date: '2026-10-11' })
        .where('id', '=', event.id)
        .execute();
    await app.db
      .updateTable('event_registrations')
      .set({ paid_cents: 2_000, paid_at: '2026-10-01T10:00:00.000Z' })
      .where('reference', '=', paidPast.reference)
      .execute();
    return { never, formerly, now, current, order, paid, expired, pending, gone, paidPast, coming };
  }

  it('says first what it would erase and keep, and why; then erases it all at once, logged, told', async () => {
    const made = await household();
    const { cookie } = await signedIn(FAMILY);
    const someoneElse = await signedIn(PARENT);
    const before = await counts();
    const preview = (await get('/api/espace/erasure', cookie)).json<EspaceErasure>();
    expect(await counts()).toEqual(before);
    expect(preview.done).toBe(false);
    expect(preview.erased.map((item) => item.id).sort()).toEqual(
      [
        'donations',
        'espace',
        `licensee-${made.formerly}`,
        `licensee-${made.never}`,
        'newsletter',
        'registrations',
      ].sort(),
    );
    expect(preview.kept.map((item) => item.id).sort()).toEqual(
      [
        'donations',
        'donations-pending',
        `licences-${made.formerly}`,
        `licensee-${made.now}`,
        'orders',
        'registrations-coming',
        'registrations-paid',
      ].sort(),
    );
    const kept = Object.fromEntries(preview.kept.map((item) => [item.id, item]));
    expect(kept.orders!.why).toContain('article L123-22 du Code de commerce');
    expect(kept.orders!.until).toBe('jusqu’au 31 décembre 2036');
    expect(kept.donations!.what).toContain(made.paid.reference);
    expect(kept[`licensee-${made.now}`]!.until).toMatch(
      /^jusqu’au 31 août 20\d\d, deux saisons après la fin de la saison/,
    );
    for (const item of preview.kept)
      expect([item.id, item.why, item.until]).toEqual([item.id, expect.any(String), expect.any(String)]);

    // Refused: a missing or false confirmation, from another site; nothing written.
    for (const payload of [{}, { confirm: false }, { confirm: 'oui' }])
      expectApiError(await post('/api/espace/erasure', payload, { cookie }), 400);
    expectApiError(
      await post('/api/espace/erasure', { confirm: true }, { cookie, 'sec-fetch-site': 'cross-site' }),
      403,
    );
    expect(await counts()).toEqual(before);

    const erased = await post('/api/espace/erasure', { confirm: true }, { cookie });
    expect(erased.statusCode).toBe(200);
    const report = erased.json<EspaceErasure>();
    expect(report).toEqual({ ...preview, done: true });
    expect(erased.cookies.find((candidate) => candidate.name === ESPACE_SESSION_COOKIE)?.value).toBe('');
    expect(expectApiError(await get('/api/espace/household', cookie), 401).message).toBe(ESPACE_SIGN_IN_REQUIRED);

    // Erased.
    expect(
      await app.db.selectFrom('newsletter_subscriptions').select('id').where('email_key', '=', FAMILY).execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('espace_sessions').select('id_hash').where('mailbox', '=', FAMILY).execute(),
    ).toEqual([]);
    expect(await app.db.selectFrom('licensees').select('id').where('id', '=', made.never).execute()).toEqual([]);
    expect(
      await app.db.selectFrom('licensees').selectAll().where('id', '=', made.formerly).executeTakeFirstOrThrow(),
    ).toMatchObject({
      first_name: 'Anonyme',
      last_name: `Licencié n° ${made.formerly}`,
      birth_date: '2012-01-01',
      grade: '',
      email: '',
    });
    const references = (
      await app.db.selectFrom('event_registrations').select('reference').where('email_key', '=', FAMILY).execute()
    ).map((row) => row.reference);
    expect(references.sort()).toEqual([made.paidPast.reference, made.coming.reference].sort());
    const donations = (
      await app.db.selectFrom('donations').select('reference').where('email', '=', FAMILY).execute()
    ).map((row) => row.reference);
    expect(donations.sort()).toEqual([made.paid.reference, made.pending.reference].sort());
    // Kept: the order, the licence of the season and its licensee, the past licence without a name.
    expect(
      await app.db.selectFrom('orders').select('reference').where('reference', '=', made.order.reference).execute(),
    ).toHaveLength(1);
    expect(
      await app.db.selectFrom('licensees').select('first_name').where('id', '=', made.now).executeTakeFirstOrThrow(),
    ).toEqual({
      first_name: 'Maël',
    });
    expect(
      await app.db.selectFrom('licences').select('number').where('licensee_id', '=', made.formerly).execute(),
    ).toEqual([{ number: 'WF19000001' }]);
    // Another household's session sees and erases only its own.
    const theirs = (await get('/api/espace/erasure', someoneElse.cookie)).json<EspaceErasure>();
    expect(JSON.stringify(theirs)).not.toContain(made.order.reference);
    expect(JSON.stringify(theirs)).not.toContain(made.paid.reference);
    // Another household's session and data are untouched.
    expect((await get('/api/espace/household', someoneElse.cookie)).statusCode).toBe(200);

    // In the log: the request and what was done, and each licensee.
    const log = await app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'kind', 'record_id', 'after'])
      .where('actor', '=', `${FAMILY} (Mon espace)`)
      .execute();
    expect(log.map((line) => `${line.action} ${line.kind}`).sort()).toEqual([
      'anonymise licensee',
      'delete licensee',
      'erase espace',
    ]);
    const request = log.find((line) => line.action === 'erase')!;
    expect(request.record_id).toBe(FAMILY);
    expect(JSON.parse(request.after!)).toMatchObject({
      email: FAMILY,
      done: true,
      kept: report.kept,
      erased: report.erased,
    });

    // Told: the person (what, why, until when) and the association.
    const [mail] = await mailsTo(FAMILY, 'espace:effacement');
    expect(mail!.subject).toBe('Vos données ont été effacées – Wado France');
    expect(mail!.text).toContain('Ce qui est conservé, pourquoi et jusqu’à quand :');
    expect(mail!.text).toContain('jusqu’au 31 décembre 2036');
    const association = await app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text'])
      .where('topic', '=', 'espace:effacement-association')
      .execute();
    expect(association).toHaveLength(1);
    expect(association[0]!.subject).toBe(`Demande d’effacement reçue de ${FAMILY} (« Mon espace »)`);

    // The retention job would not touch what was erased again; a second request has little left to do.
    await applyLicenseeRetention(app.db, test.clock.now());
    const again = await signedIn(FAMILY);
    const second = (await get('/api/espace/erasure', again.cookie)).json<EspaceErasure>();
    expect(second.erased.map((item) => item.id)).toEqual(['espace']);
  });

  it('rolls everything back when one step fails: nothing half-done', async () => {
    const FAILING = 'famille.echec@exemple.fr';
    const at = test.clock.now().toISOString();
    await app.db
      .insertInto('newsletter_subscriptions')
      .values({
        email: FAILING,
        email_key: FAILING,
        consented_at: at,
        form_version: '1',
        source_page: '/',
        unsubscribe_token: 'jeton-de-desinscription-echec',
        confirmed_at: at,
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirm_sent_at: null,
      })
      .execute();
    const order = await postOrder(app, orderBody({ billing: { ...orderBody().billing, email: FAILING } }));
    expect(order.statusCode).toBe(201);
    const { cookie } = await signedIn(FAILING);
    // The association's e-mail, written last, cannot be: the whole erasure is undone.
    const before = await counts();
    const allow = await refuseRowsOf(app.db, 'mail_outbox', 'topic', 'espace:effacement-association');
    const failed = await post('/api/espace/erasure', { confirm: true }, { cookie });
    await allow();
    expect(failed.statusCode).toBe(500);
    expect(await counts()).toEqual(before);
    expect(
      await app.db.selectFrom('newsletter_subscriptions').select('id').where('email_key', '=', FAILING).execute(),
    ).toHaveLength(1);
    expect((await get('/api/espace/household', cookie)).statusCode).toBe(200);
  });
});
