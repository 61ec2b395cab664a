/**
 * Every route of the server, with what to throw at it. `routes.test.ts` compares this table with
 * the routes the server really registers: a new route without an entry here fails the suite.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TERMS_VERSION } from '@wado/shared/contract';
import { orderBody, MEMBER, TSHIRT } from '../shopHelpers';
import { donationBody } from '../donationsHelpers';
import { HOST_ACTOR, invitePerson } from '../../src/features/auth/people';
import { requestPasswordReset } from '../../src/features/auth/passwordResets';
import { ADMIN_TOKEN, BACK_OFFICE_TOKEN, ESPACE_SECRET } from './harness';
import { encode, hostileBody, hostileId, hostileQuery, hostileString } from './hostile';
import { backOfficeEndpoints, backOfficeIds, type BackOfficeIds } from './backOfficeEndpoints';
import { editingEndpoints, editingIds, type EditingIds } from './editingEndpoints';

/** Real ids of the database, so that random requests also reach the "found" branches. */
export interface KnownIds extends EditingIds, BackOfficeIds {
  news: string;
  press: string;
  interview: string;
  event: string;
  result: string;
  /** The same results' id (the back office's address for them). */
  resultId: string;
  competitor: string;
  club: string;
  album: string;
  item: string;
  page: string;
  reference: string;
  token: string;
  /** The link's token of a pending newsletter subscription (read from its confirmation e-mail). */
  confirmToken: string;
  /** A person of the back office (invited, not the one whose token the tests use) and an invitation link's token. */
  person: string;
  invitation: string;
  /** A « forgotten password » link's token, of an active person of its own (its use ends only their access). */
  passwordReset: string;
  /** An API token's id (someone else's than the person's: the revocation's refusal path). */
  apiToken: string;
  /** The name of a stored file of an uploaded image (`<hash>-<width>.<ext>`). */
  upload: string;
  /** A folder of the site's drawings, and the link-preview picture of one of them (`<name>.jpg`). */
  drawingKind: string;
  drawingPreview: string;
  /** A kind of generated link-preview card, and the card of a published record of it (`<slug>.jpg`). */
  cardKind: string;
  cardFile: string;
  /** A card checkout of an order: our token and HelloAsso's (the stand-in's) checkout id. */
  cardPayment: string;
  cardIntent: string;
  /** A licence of the seed's Rennes household (whose session `ESPACE_SECRET` opens), and its card's code. */
  espaceLicence: string;
  checkCode: string;
}

export interface Endpoint {
  /** Query parameters the route reads (random values are sent for them, and for others). */
  query?: string[];
  /** Path parameter → the real id to use half of the time. */
  ids?: Record<string, keyof KnownIds>;
  /** A valid body, mutated and broken by the generator. */
  body?: (ids: KnownIds) => object;
  /** Extra headers the route needs (a function: fresh values per request). */
  headers?: () => fc.Arbitrary<Record<string, string>>;
}

const adminAuth = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant({ authorization: `Bearer ${ADMIN_TOKEN}` }) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: hostileString.map((s) => ({ authorization: `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}` })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { authorization: 'Basic YWRtaW46YWRtaW4=' },
        { authorization: `bearer  ${ADMIN_TOKEN} ` },
        { authorization: ADMIN_TOKEN },
      ),
    },
  );

/**
 * Credentials of the back office: the token of someone holding every role (most of the time), a
 * forged session or token, a session cookie from another site, nothing.
 */
export const backOfficeAuth = (): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant({ authorization: `Bearer ${BACK_OFFICE_TOKEN}` }) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: hostileString.map((s) => ({ cookie: `wado_session=${encode(s)}` })) },
    {
      weight: 1,
      arbitrary: hostileString.map((s) => ({ authorization: `Bearer wado_pat_${s.replace(/[^\x21-\x7e]/g, '')}` })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { cookie: 'wado_session=inventee', origin: 'https://www.wado-france.fr' },
        { cookie: 'wado_session=inventee', origin: 'https://pirate.example' },
        { authorization: `Bearer ${BACK_OFFICE_TOKEN}`, origin: 'https://pirate.example' },
      ),
    },
  );

/**
 * Credentials of « Mon espace »: the session of the seed's Rennes household (most of the time), a
 * forged one, the back office's token (not a session of the space), nothing, a post from elsewhere.
 */
const espaceAuth = (): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant({ cookie: `wado_espace=${ESPACE_SECRET}` }) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: hostileString.map((s) => ({ cookie: `wado_espace=${encode(s)}` })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { authorization: `Bearer ${BACK_OFFICE_TOKEN}` },
        { cookie: `wado_espace=${ESPACE_SECRET}`, 'sec-fetch-site': 'cross-site' },
      ),
    },
  );

const idempotencyKey = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(null).map(() => ({ 'idempotency-key': randomUUID() })) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ 'idempotency-key': 'cle-deja-servie-0001' }) },
    { weight: 1, arbitrary: hostileString.map((s) => ({ 'idempotency-key': s.replace(/[^\x20-\x7e]/g, '') })) },
  );

const cookieHeader = () =>
  fc.oneof(
    fc.constant({}),
    hostileString.map((s) => ({ cookie: `cgu_accepted=${encode(s)}` })),
    fc.constantFrom(
      { cookie: 'cgu_accepted=2024-01' },
      { cookie: 'cgu_accepted' },
      { cookie: '=;;=;' },
      { cookie: '__proto__=1; constructor=2' },
    ),
    fc.constantFrom(
      { cookie: `cgu_accepted=${TERMS_VERSION}` },
      { cookie: `cgu_accepted=${TERMS_VERSION}.AbCdEfGh_-012345` },
    ),
  );

/** What a browser says of where a form post comes from: this site, another one, or nothing. */
const fetchSiteHeaders = (): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'none' },
        { origin: 'null' },
        { origin: 'https://www.wado-france.fr' },
        { origin: 'https://pirate.example' },
      ),
    },
    { weight: 1, arbitrary: hostileString.map((s) => ({ origin: s.replace(/[^\x20-\x7e]/g, '') })) },
  );

const paging = ['page', 'limit'];
const quote = () => ({
  lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }],
  delivery: 'colissimo',
  licence: MEMBER,
});

/** Keys: `METHOD path` as Fastify registers them (HEAD routes come with their GET). */
export const ENDPOINTS: Record<string, Endpoint> = {
  'GET /cookies/isAlreadyAccepted': { headers: cookieHeader },
  'GET /cookies/acceptCookies': { headers: cookieHeader },
  'GET /api/docs': {},
  'GET /api/docs/openapi.json': {},
  'GET /api/health': {},
  'GET /api/partners': {},
  'GET /api/documents': {},
  'GET /api/payments/options': {},
  'POST /api/payments/card/return': {
    body: (ids) => ({ payment: ids.cardPayment, checkoutIntentId: Number(ids.cardIntent) }),
  },
  // Unsigned (401) unless a mutation happens to sign it: the signature is over the exact bytes.
  'POST /api/payments/helloasso/notifications': {
    body: (ids) => ({
      eventType: 'Order',
      data: { checkoutIntentId: Number(ids.cardIntent) },
      metadata: { payment: ids.cardPayment },
    }),
  },
  'GET /api/committee': {},
  'GET /api/coaches': {},
  'GET /api/membership': {},
  'GET /api/saleConditions': {},
  'GET /api/terms': {},
  'GET /api/content/:page': { ids: { page: 'page' } },
  'GET /api/clubs': { query: ['q', 'region', 'near', ...paging] },
  'GET /api/clubs/:club': { ids: { club: 'club' } },
  'GET /api/lexicon': { query: ['q', 'category', ...paging] },
  'GET /api/search': { query: ['q', 'kind', 'page'] },
  'GET /api/competitors': { query: ['discipline', 'ageGroup', 'gender'] },
  'GET /api/competitors/:competitor': { ids: { competitor: 'competitor' } },
  'GET /api/results': { query: ['season', ...paging] },
  'GET /api/results/:result': { ids: { result: 'result' } },
  'GET /api/events': { query: ['period', 'kind', ...paging] },
  'GET /api/events/calendar.ics': {},
  'GET /api/events/:event': { ids: { event: 'event' } },
  'GET /api/events/:event/registration': { ids: { event: 'registrationEvent' } },
  'POST /api/events/:event/registrations': {
    ids: { event: 'registrationEvent' },
    body: () => ({
      firstName: 'Camille',
      lastName: 'Lefèvre',
      email: `camille.${randomUUID().slice(0, 8)}@exemple.fr`,
      licenceNumber: 'WF26004217',
      club: 'Dojo Wado de la Croix-Rousse',
      grade: 'kyu-2',
      category: 'seniors',
      joinWaitingList: true,
    }),
    headers: idempotencyKey,
  },
  'GET /api/registration': { query: ['token'] },
  'POST /api/registration/pay': { body: (ids) => ({ token: ids.registrationToken }) },
  'POST /api/registration/cancel': { body: (ids) => ({ token: ids.registrationToken }) },
  'GET /api/registration/confirm': { query: ['token'] },
  'POST /api/registration/confirm': {
    body: (ids) => ({ token: ids.registrationConfirmToken }),
    headers: fetchSiteHeaders,
  },
  'POST /api/donations': { body: () => donationBody() },
  'GET /api/donations/:token': { ids: { token: 'donationToken' } },
  'POST /api/donations/:token/payment': { ids: { token: 'donationToken' } },
  'GET /api/donations/:token/recu.pdf': { ids: { token: 'donationToken' } },
  'POST /api/espace/link': { body: () => ({ email: 'famille.boucher@licencies.test' }), headers: fetchSiteHeaders },
  'POST /api/espace/session': {
    body: () => ({ token: 'jeton-de-lien-qui-n-existe-pas-0123456789' }),
    headers: fetchSiteHeaders,
  },
  'POST /api/espace/sign-out': { headers: espaceAuth },
  'GET /api/espace/household': { headers: espaceAuth },
  'GET /api/espace/licences': { headers: espaceAuth },
  'GET /api/espace/licences/:id/attestation.pdf': { ids: { id: 'espaceLicence' }, headers: espaceAuth },
  'GET /api/espace/licences/:id/carte.pdf': { ids: { id: 'espaceLicence' }, headers: espaceAuth },
  'GET /api/espace/orders': { headers: espaceAuth },
  'GET /api/espace/registrations': { headers: espaceAuth },
  'GET /api/espace/competitions': { headers: espaceAuth },
  'GET /api/espace/registrations/:reference': { headers: espaceAuth },
  'POST /api/espace/registrations/:reference/cancel': { headers: espaceAuth },
  'GET /api/espace/donations': { headers: espaceAuth },
  'GET /api/espace/donations/:reference/recu.pdf': { headers: espaceAuth },
  'GET /api/espace/export.json': { headers: espaceAuth },
  'GET /api/espace/export.pdf': { headers: espaceAuth },
  'POST /api/espace/email': { body: () => ({ email: 'nouvelle.adresse@exemple.fr' }), headers: espaceAuth },
  'POST /api/espace/email/confirm': {
    body: () => ({ token: 'jeton-de-lien-qui-n-existe-pas-0123456789' }),
    headers: fetchSiteHeaders,
  },
  'GET /api/espace/erasure': { headers: espaceAuth },
  'POST /api/espace/erasure': { body: () => ({ confirm: true }), headers: espaceAuth },
  'GET /api/licences/check/:code': { ids: { code: 'checkCode' } },
  'GET /api/news': { query: paging },
  'GET /api/news/feed.xml': {},
  'GET /api/news/:news': { ids: { news: 'news' } },
  'GET /api/gallery': { query: paging },
  'GET /api/gallery/:album': { ids: { album: 'album' } },
  'GET /api/press': { query: paging },
  'GET /api/press/:press': { ids: { press: 'press' } },
  'GET /api/interviews': { query: paging },
  'GET /api/interviews/:interview': { ids: { interview: 'interview' } },
  'GET /api/shop/items': { query: ['category', ...paging] },
  'GET /api/shop/items/:itemId': { ids: { itemId: 'item' } },
  'GET /api/admin/orders': { query: ['status', 'q', 'payment', 'from', 'to', ...paging], headers: adminAuth },
  'GET /api/admin/orders.csv': { query: ['status', 'q', 'payment', 'from', 'to'], headers: adminAuth },
  'GET /api/admin/orders/:reference': { ids: { reference: 'reference' }, headers: adminAuth },
  'GET /api/admin/orders/:reference/emails': { ids: { reference: 'reference' }, headers: adminAuth },
  'GET /api/newsletter/unsubscribe': { query: ['token'] },
  'GET /api/newsletter/confirm': { query: ['token'] },
  'GET /api/newsletter/page.css': { query: ['v'] },
  'GET /robots.txt': {},
  'GET /sitemap.xml': {},
  'GET /runtime-config.json': {},
  'GET *': {},
  // source and formVersion: ignored by the server, still sent to check they change nothing.
  'POST /api/newsletter': {
    body: () => ({ email: 'visiteur@exemple.fr', source: '/association', formVersion: '2026-01' }),
    headers: fetchSiteHeaders,
  },
  'POST /api/newsletter/unsubscribe': { body: (ids) => ({ token: ids.token }), headers: fetchSiteHeaders },
  'POST /api/newsletter/confirm': { body: (ids) => ({ token: ids.confirmToken }), headers: fetchSiteHeaders },
  'POST /api/members/check': { body: () => ({ ...MEMBER }) },
  'POST /api/orders/quote': { body: quote },
  'POST /api/orders': {
    // expectedTotalCents: absent from the JSON, but a path the mutations can fill with anything.
    body: () => ({
      ...orderBody({ lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }] }),
      expectedTotalCents: undefined,
    }),
    headers: idempotencyKey,
  },
  // With the placed order's key now and then: its « not paid by card » refusal, else « not found ».
  'POST /api/orders/:reference/card-payment': { ids: { reference: 'reference' }, headers: idempotencyKey },
  'POST /api/admin/orders/:reference/status': {
    ids: { reference: 'reference' },
    body: () => ({ status: 'paid', note: 'Virement reçu' }),
    headers: adminAuth,
  },
  'POST /api/auth/login': {
    body: () => ({ email: 'personne@wado-france.fr', password: 'un mot de passe assez long' }),
    headers: fetchSiteHeaders,
  },
  'GET /api/auth/me': { headers: backOfficeAuth },
  'POST /api/auth/logout': { headers: backOfficeAuth },
  'POST /api/auth/password': {
    body: () => ({ currentPassword: 'un mot de passe assez long', newPassword: 'un autre mot de passe long' }),
    headers: backOfficeAuth,
  },
  'GET /api/auth/invitations/:token': { ids: { token: 'invitation' } },
  'POST /api/auth/invitations/:token': {
    ids: { token: 'invitation' },
    body: () => ({ password: 'un mot de passe assez long' }),
    headers: fetchSiteHeaders,
  },
  'POST /api/auth/password-reset': {
    body: () => ({ email: 'oublieuse@wado-france.fr' }),
    headers: fetchSiteHeaders,
  },
  'GET /api/auth/password-reset/:token': { ids: { token: 'passwordReset' } },
  'POST /api/auth/password-reset/:token': {
    ids: { token: 'passwordReset' },
    body: () => ({ password: 'un mot de passe assez long' }),
    headers: fetchSiteHeaders,
  },
  'GET /api/admin/people': { headers: backOfficeAuth },
  'POST /api/admin/people': {
    body: () => ({ email: 'nouvelle@wado-france.fr', roles: ['media', 'wado'] }),
    headers: backOfficeAuth,
  },
  'PUT /api/admin/people/:person/roles': {
    ids: { person: 'person' },
    body: () => ({ roles: ['selection'] }),
    headers: backOfficeAuth,
  },
  'POST /api/admin/people/:person/disable': { ids: { person: 'person' }, headers: backOfficeAuth },
  'POST /api/admin/people/:person/invitation': { ids: { person: 'person' }, headers: backOfficeAuth },
  'POST /api/admin/people/:person/tokens': {
    ids: { person: 'person' },
    body: () => ({ label: 'script de la trésorerie' }),
    headers: backOfficeAuth,
  },
  'DELETE /api/admin/people/:person/tokens/:token': {
    ids: { person: 'person', token: 'apiToken' },
    headers: backOfficeAuth,
  },
  'GET /api/admin/audit': { query: ['kind', 'actor', ...paging], headers: backOfficeAuth },
  // Multipart images are thrown at it by uploads.test.ts; here, everything else (JSON, forms, nothing).
  'POST /api/admin/uploads': { headers: backOfficeAuth },
  'GET /media/uploads/:file': { ids: { file: 'upload' } },
  'GET /media/documents/:id/:file': { ids: { id: 'documentId', file: 'documentFile' } },
  'GET /media/share/:kind/:file': { ids: { kind: 'drawingKind', file: 'drawingPreview' } },
  'GET /media/share/card/:kind/:file': { ids: { kind: 'cardKind', file: 'cardFile' } },
  ...editingEndpoints(backOfficeAuth),
  ...backOfficeEndpoints(backOfficeAuth),
};

/** Paths of the site that are pages, near misses, traversal attempts and plain noise. */
const sitePath = fc.oneof(
  fc.constantFrom(
    '/',
    '/association',
    '/news',
    '/news/',
    '/shop/kimono',
    '/cart',
    '/index.html',
    '/static/../../etc/passwd',
    '/media/../package.json',
    '/remotes/mf-shop/../../package.json',
    '/releases/history.json',
    '//evil.example',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/news/%E9',
    '/news/%zz',
    '/event/%00',
    '/api',
    '/api/',
    '/cookies',
    '/api/inconnue',
  ),
  fc.array(hostileId, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
  fc
    .tuple(
      fc.constantFrom(
        '/news/',
        '/event/',
        '/result/',
        '/press/',
        '/interview/',
        '/shop/',
        '/media/',
        '/remotes/mf-wado/',
      ),
      hostileId,
    )
    .map(([a, b]) => a + b),
);

/** The request generator of one entry of the table. */
export function requestsFor(key: string, ids: KnownIds): fc.Arbitrary<InjectOptions> {
  const endpoint = ENDPOINTS[key];
  if (!endpoint) throw new Error(`Route sans générateur : ${key}`);
  const [method, pattern] = key.split(' ') as [string, string];
  const pathArb: fc.Arbitrary<string> =
    pattern === '*'
      ? sitePath
      : fc
          .tuple(
            ...Object.entries(endpoint.ids ?? {}).map(([param, known]) =>
              fc.oneof(fc.constant(ids[known]), hostileId).map((value) => [param, value] as const),
            ),
          )
          .map((pairs) => pairs.reduce((path, [param, value]) => path.replace(`:${param}`, value), pattern));
  const query = fc.oneof(fc.constant(''), hostileQuery(endpoint.query ?? []));
  const headers = endpoint.headers ? endpoint.headers() : fc.constant({});
  const extraHeaders = fc.oneof(
    { weight: 5, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { host: 'pirate.example"><script>alert(1)</script>' },
        { referer: 'javascript:alert(1)' },
        { referer: '<script>' },
        { 'accept-language': 'xx' },
        { accept: 'text/html' },
        { 'x-forwarded-proto': 'javascript' },
      ),
    },
  );
  const bodyArb = endpoint.body ? hostileBody(endpoint.body(ids)) : fc.constant(undefined);
  const methodArb: fc.Arbitrary<string> =
    method === 'GET'
      ? fc.constantFrom('GET', 'GET', 'GET', 'HEAD')
      : fc.constantFrom(method, method, method, method, 'POST', 'PUT', 'PATCH', 'DELETE', 'GET');
  return fc
    .record({ path: pathArb, query, headers, extraHeaders, body: bodyArb, method: methodArb })
    .map(({ path, query, headers, extraHeaders, body, method }) => {
      const request: InjectOptions = {
        method: method as InjectOptions['method'],
        url: query ? `${path}?${query}` : path,
        headers: { ...extraHeaders, ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
      };
      if (body && method !== 'GET') request.payload = body.payload;
      return request;
    });
}

/** The real ids the generators mix in (an order is placed to have a reference and a token). */
/** An active person `email`, and the token of the reset link e-mailed to them (read from the outbox). */
async function passwordResetToken(app: FastifyInstance, email: string): Promise<string> {
  const at = new Date().toISOString();
  await app.db
    .insertInto('people')
    .values({ email, password_hash: null, roles: '["media"]', status: 'active', created_at: at, last_sign_in_at: null })
    .execute();
  await requestPasswordReset(app.db, { email, publicUrl: app.publicUrl, now: new Date() });
  const mail = await app.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to_address', '=', email)
    .where('topic', '=', 'people:password-reset')
    .executeTakeFirstOrThrow();
  const token = /\/admin\/nouveau-mot-de-passe\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error("pas de lien dans l'e-mail de nouveau mot de passe");
  return token;
}

export async function knownIds(app: FastifyInstance): Promise<KnownIds> {
  const first = async (table: string, column: string) => {
    const row = await app.db
      .selectFrom(table as 'news')
      .select(column as 'slug')
      .limit(1)
      .executeTakeFirstOrThrow();
    return String((row as Record<string, unknown>)[column]);
  };
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody(),
    headers: { 'idempotency-key': 'cle-deja-servie-0001' },
  });
  if (placed.statusCode !== 201) throw new Error(`commande de départ refusée : ${placed.body}`);
  const paidByCard = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody({ payment: 'card' }),
    headers: { 'idempotency-key': 'cle-de-la-commande-par-carte-0001' },
  });
  if (paidByCard.statusCode !== 201) throw new Error(`commande par carte refusée : ${paidByCard.body}`);
  const checkout = await app.db
    .selectFrom('card_payments')
    .select(['token', 'checkout_intent_id'])
    .where('reference', '=', paidByCard.json<{ reference: string }>().reference)
    .executeTakeFirstOrThrow();
  await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'fidele@exemple.fr' } });
  const confirmation = await app.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to_address', '=', 'fidele@exemple.fr')
    .executeTakeFirstOrThrow();
  const confirmToken = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1];
  if (!confirmToken) throw new Error("pas de lien dans l'e-mail de confirmation");
  const { personId, link } = await invitePerson(app.db, {
    email: 'invitee@wado-france.fr',
    roles: ['media'],
    actor: HOST_ACTOR,
    publicUrl: app.publicUrl,
    now: new Date(),
    sendEmail: false,
  });
  const passwordReset = await passwordResetToken(app, 'oublieuse@wado-france.fr');
  const boundary = 'wado-proprietes';
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c8372d' } })
    .png()
    .toBuffer();
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: {
      authorization: `Bearer ${BACK_OFFICE_TOKEN}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="point.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (uploaded.statusCode !== 201) throw new Error(`image de départ refusée : ${uploaded.body}`);
  const editing = await editingIds(
    app,
    { authorization: `Bearer ${BACK_OFFICE_TOKEN}` },
    uploaded.json<{ id: number }>().id,
  );
  return {
    ...editing,
    ...(await backOfficeIds(app, { authorization: `Bearer ${BACK_OFFICE_TOKEN}` })),
    upload: uploaded.json<{ url: string }>().url.split('/').pop()!,
    drawingKind: 'news',
    drawingPreview: `${await first('news', 'slug')}.jpg`,
    cardKind: 'event',
    cardFile: `${await first('events', 'slug')}.jpg`,
    person: String(personId),
    invitation: link.slice(link.lastIndexOf('/') + 1),
    passwordReset,
    apiToken: await first('api_tokens', 'id'),
    news: await first('news', 'slug'),
    press: await first('press_articles', 'slug'),
    interview: await first('interviews', 'slug'),
    event: await first('events', 'slug'),
    result: await first('competitions', 'slug'),
    resultId: await first('competitions', 'id'),
    competitor: await first('competitors', 'slug'),
    club: await first('clubs', 'id'),
    album: await first('albums', 'slug'),
    item: await first('shop_items', 'id'),
    page: await first('content_pages', 'slug'),
    reference: placed.json<{ reference: string }>().reference,
    token: await first('newsletter_subscriptions', 'unsubscribe_token'),
    confirmToken,
    cardPayment: checkout.token,
    cardIntent: String(checkout.checkout_intent_id),
    ...(await espaceIds(app)),
  };
}

async function espaceIds(app: FastifyInstance): Promise<Pick<KnownIds, 'espaceLicence' | 'checkCode'>> {
  const licence = await app.db
    .selectFrom('licences')
    .select(['id', 'check_code'])
    .where('number', '=', 'WF26008655')
    .executeTakeFirstOrThrow();
  return { espaceLicence: String(licence.id), checkCode: licence.check_code! };
}
