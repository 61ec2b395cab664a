/**
 * The back office's routes beyond the media section under property tests: the sections'
 * collections (`/api/admin/{collection}…`, the same five routes each), the shop's catalogue, the
 * site's settings and the newsletter, each with a valid body to break where one is cheap to write
 * (the others get hostile bodies only) and real ids to reach the "found" branches.
 */
import type fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { SEED_SETTINGS } from '../../src/db/seed/settings';
import { documentFileName } from '../../src/features/documents/store';
import { insertDonation, payDonation } from '../donationsHelpers';
import { itemInput } from '../shop-admin-fixtures';
import { TSHIRT } from '../shopHelpers';
import type { Endpoint } from './endpoints';

/** The collections' paths (`GET /api/admin/{path}` lists every record). */
export const COLLECTION_PATHS = [
  'lexicon',
  'clubs',
  'committee',
  'membership-seasons',
  'licence-categories',
  'partners',
  'coaches',
  'competitors',
  'competitions',
  'licensees',
] as const;

/** Valid inputs of the collections whose shape is short to write. */
const COLLECTION_BODIES: Partial<Record<(typeof COLLECTION_PATHS)[number], () => object>> = {
  lexicon: () => ({ term: 'Hasami zuki', kana: null, meaning: 'Double coup de poing.', category: 'techniques' }),
  licensees: () => ({
    clubId: 1,
    firstName: 'Léa',
    lastName: 'Martin',
    birthDate: '2014-03-05',
    sex: 'F',
    grade: '4e kyu',
    discipline: 'enfants',
    email: 'parent@famille.test',
  }),
};

/** The collections of personal data, whose every read is written to the audit log. */
const READ_LOGGED = ['licensees'] as const;

/** Registrations opened on an upcoming event: many places, a deadline before it starts. */
const registrationSettings = () => ({
  capacity: 5000,
  deadline: new Date(Date.now() + 86_400_000).toISOString(),
  priceCents: 0,
  memberPriceCents: 0,
  questions: { licence: true, club: true, grade: true, category: true },
});

/** Real ids the generators mix in: the first row of each collection, the shop's article and size. */
export interface BackOfficeIds {
  collectionRow: string;
  variant: string;
  shopImage: string;
  shopCategory: string;
  newsletterIssue: string;
  /** An upcoming event whose registrations are open (its id and slug), one registration's reference and link token. */
  registrationEventId: string;
  registrationEvent: string;
  registrationReference: string;
  registrationToken: string;
  /** Another registration request's confirmation link token (read from its e-mail). */
  registrationConfirmToken: string;
  /** A paid donation with its tax receipt: its reference and the donor's link token. */
  donationReference: string;
  donationToken: string;
  /** A published document: its id and the name of its file's address. */
  documentId: string;
  documentFile: string;
  /** A competition event whose entries are open, its season and its first category. */
  competitionEventId: string;
  competitionSeasonId: string;
  competitionCategoryId: string;
}

/** A competition's entries: one kata category for everyone, a deadline ahead. */
const competitionSettings = (ids: { competitionSeasonId: string }) => ({
  seasonId: Number(ids.competitionSeasonId),
  deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  feeCents: 1500,
  categories: [
    {
      label: 'Kata open',
      discipline: 'kata',
      sex: 'X',
      birthYearMin: null,
      birthYearMax: null,
      weightMinKg: null,
      weightMaxKg: null,
      minGrade: null,
    },
  ],
});

/** The routes that write on a success. */
export const BACK_OFFICE_WRITERS = [
  ...COLLECTION_PATHS.flatMap((path) => [
    `POST /api/admin/${path}`,
    `PUT /api/admin/${path}/:id`,
    `DELETE /api/admin/${path}/:id`,
  ]),
  'PUT /api/admin/settings',
  'POST /api/admin/newsletter/issues',
  'PUT /api/admin/newsletter/issues/:id',
  'DELETE /api/admin/newsletter/issues/:id',
  'POST /api/admin/newsletter/issues/:id/send',
  'POST /api/admin/newsletter/issues/:id/test',
  'POST /api/newsletter/unsubscribe/one-click',
  'POST /api/admin/shop/categories',
  'PUT /api/admin/shop/categories/:categoryId',
  'DELETE /api/admin/shop/categories/:categoryId',
  'POST /api/admin/shop/items',
  'PUT /api/admin/shop/items/:itemId',
  'DELETE /api/admin/shop/items/:itemId',
  'POST /api/admin/shop/items/:itemId/publish',
  'POST /api/admin/shop/items/:itemId/withdraw',
  'POST /api/admin/shop/items/:itemId/images',
  'PUT /api/admin/shop/items/:itemId/images/:imageId',
  'DELETE /api/admin/shop/items/:itemId/images/:imageId',
  'POST /api/admin/shop/items/:itemId/variants',
  'PUT /api/admin/shop/items/:itemId/variants/:variantId',
  'DELETE /api/admin/shop/items/:itemId/variants/:variantId',
  'POST /api/admin/shop/items/:itemId/variants/:variantId/stock',
  'PUT /api/admin/event-registrations/:id',
  'POST /api/admin/event-registrations/:id/close',
  'POST /api/admin/registrations/:reference/cancel',
  'POST /api/admin/donations/:reference/receipt-email',
  'POST /api/admin/documents',
  'PUT /api/admin/documents/:id',
  'PUT /api/admin/documents/:id/file',
  'POST /api/admin/documents/:id/publish',
  'POST /api/admin/documents/:id/unpublish',
  'DELETE /api/admin/documents/:id',
  'POST /api/admin/bin/:id/restore',
  'DELETE /api/admin/bin/:id',
  'POST /api/admin/bin/empty',
  ...READ_LOGGED.flatMap((path) => [`GET /api/admin/${path}`, `GET /api/admin/${path}/:id`]),
  'POST /api/admin/licensees/licences',
  'GET /api/admin/licensees/export.csv',
  'POST /api/admin/licensees/payments',
  'POST /api/admin/licensees/payments/:reference/received',
  'GET /api/admin/licensees/overview.csv',
  'POST /api/admin/licensees/import',
  'PUT /api/admin/competition-entries/:eventId',
  'POST /api/admin/competition-entries/:eventId/close',
  'POST /api/admin/competition-entries/:eventId/open',
  'POST /api/admin/competition-entries/entries/:entryId/move',
  'POST /api/admin/competition-entries/:eventId/clubs/:clubId/entries',
  'POST /api/admin/competition-entries/:eventId/clubs/:clubId/entries/:entryId/withdraw',
  'POST /api/admin/competition-entries/:eventId/clubs/:clubId/payments',
  'POST /api/admin/competition-entries/payments/:reference/received',
];

/** Every such route, with `auth` the credentials the generator sends (mostly good ones). */
export function backOfficeEndpoints(auth: () => fc.Arbitrary<Record<string, string>>): Record<string, Endpoint> {
  const endpoints: Record<string, Endpoint> = {};
  for (const path of COLLECTION_PATHS) {
    const base = `/api/admin/${path}`;
    const id = { id: 'collectionRow' } as const;
    const body = COLLECTION_BODIES[path];
    Object.assign(endpoints, {
      [`GET ${base}`]: { ...(path === 'licensees' ? { query: ['club'] } : {}), headers: auth },
      [`POST ${base}`]: { ...(body ? { body } : {}), headers: auth },
      [`GET ${base}/:id`]: { ids: id, headers: auth },
      [`PUT ${base}/:id`]: { ids: id, ...(body ? { body } : {}), headers: auth },
      [`DELETE ${base}/:id`]: { ids: id, headers: auth },
    } satisfies Record<string, Endpoint>);
  }
  const issue = { id: 'newsletterIssue' } as const;
  const issueBody = () => ({ subject: 'La lettre de décembre', body: '## Stage d’hiver\n\nÀ **Lyon**.' });
  const item = { itemId: 'item' } as const;
  const variant = { ...item, variantId: 'variant' } as const;
  const image = { ...item, imageId: 'shopImage' } as const;
  const category = { categoryId: 'shopCategory' } as const;
  const registrations = { id: 'registrationEventId' } as const;
  const document = { id: 'documentId' } as const;
  const competition = { eventId: 'competitionEventId' } as const;
  const competitionClub = { ...competition, clubId: 'club' } as const;
  return {
    ...endpoints,
    'POST /api/admin/licensees/licences': {
      body: () => ({ clubId: 1, seasonId: 1, licenseeIds: [1] }),
      headers: auth,
    },
    'GET /api/admin/licensees/export.csv': { query: ['club', 'season'], headers: auth },
    'GET /api/admin/licensees/seasons': { headers: auth },
    'POST /api/admin/licensees/import': {
      body: () => ({
        clubId: 1,
        confirm: false,
        csv: 'Nom;Prénom;Date de naissance;Sexe;Grade;Discipline;E-mail\nMartin;Léa;05/03/2014;F;4e kyu;wado;a@b.fr',
      }),
      headers: auth,
    },
    'GET /api/admin/licensees/overview': { query: ['season'], headers: auth },
    'GET /api/admin/licensees/overview.csv': { query: ['season'], headers: auth },
    'GET /api/admin/licensees/account': { query: ['club', 'season'], headers: auth },
    'POST /api/admin/licensees/payments': {
      body: () => ({ clubId: 1, seasonId: 1, method: 'transfer' }),
      headers: auth,
    },
    'POST /api/admin/licensees/payments/:reference/received': { headers: auth },
    'GET /api/admin/licensees/payments/pending': { headers: auth },
    'GET /api/admin/competition-entries': { headers: auth },
    'GET /api/admin/competition-entries/results/:competitionId': { ids: { competitionId: 'resultId' }, headers: auth },
    'PUT /api/admin/competition-entries/:eventId': { ids: competition, body: competitionSettings, headers: auth },
    'POST /api/admin/competition-entries/:eventId/close': { ids: competition, headers: auth },
    'POST /api/admin/competition-entries/:eventId/open': { ids: competition, headers: auth },
    'GET /api/admin/competition-entries/:eventId': { ids: competition, headers: auth },
    'GET /api/admin/competition-entries/:eventId/entries.csv': { ids: competition, headers: auth },
    'GET /api/admin/competition-entries/:eventId/categories/:categoryId/liste.pdf': {
      ids: { ...competition, categoryId: 'competitionCategoryId' },
      headers: auth,
    },
    'POST /api/admin/competition-entries/entries/:entryId/move': {
      body: (ids) => ({ categoryId: Number(ids.competitionCategoryId), reason: 'Pesée du matin' }),
      headers: auth,
    },
    'GET /api/admin/competition-entries/:eventId/clubs/:clubId': { ids: competitionClub, headers: auth },
    'POST /api/admin/competition-entries/:eventId/clubs/:clubId/entries': {
      ids: competitionClub,
      body: () => ({ entries: [{ licenseeId: 1, discipline: 'kata' }] }),
      headers: auth,
    },
    'POST /api/admin/competition-entries/:eventId/clubs/:clubId/entries/:entryId/withdraw': {
      ids: competitionClub,
      headers: auth,
    },
    'POST /api/admin/competition-entries/:eventId/clubs/:clubId/payments': {
      ids: competitionClub,
      body: () => ({ method: 'transfer' }),
      headers: auth,
    },
    'POST /api/admin/competition-entries/payments/:reference/received': { headers: auth },
    'GET /api/admin/competition-entries/payments/pending': { headers: auth },
    'GET /api/site/settings': {},
    'GET /api/admin/settings': { headers: auth },
    'PUT /api/admin/settings': { body: () => ({ ...SEED_SETTINGS }), headers: auth },
    'GET /api/admin/consistency': { headers: auth },
    'GET /api/admin/bin': { headers: auth },
    'POST /api/admin/bin/:id/restore': { headers: auth },
    'DELETE /api/admin/bin/:id': { headers: auth },
    'POST /api/admin/bin/empty': { headers: auth },
    'GET /api/admin/newsletter/issues': { headers: auth },
    'POST /api/admin/newsletter/issues': { body: issueBody, headers: auth },
    'GET /api/admin/newsletter/issues/:id': { ids: issue, headers: auth },
    'PUT /api/admin/newsletter/issues/:id': { ids: issue, body: issueBody, headers: auth },
    'DELETE /api/admin/newsletter/issues/:id': { ids: issue, headers: auth },
    'GET /api/admin/newsletter/issues/:id/preview': { ids: issue, headers: auth },
    'GET /api/admin/newsletter/issues/:id/report': { ids: issue, headers: auth },
    'POST /api/admin/newsletter/issues/:id/test': { ids: issue, headers: auth },
    'POST /api/admin/newsletter/issues/:id/send': { ids: issue, headers: auth },
    'GET /api/newsletter/unsubscribe/one-click': { query: ['token'] },
    'POST /api/newsletter/unsubscribe/one-click': { query: ['token'] },
    'GET /api/admin/shop/categories': { headers: auth },
    'POST /api/admin/shop/categories': { body: () => ({ label: 'Gourdes' }), headers: auth },
    'PUT /api/admin/shop/categories/:categoryId': { ids: category, body: () => ({ label: 'Textile' }), headers: auth },
    'DELETE /api/admin/shop/categories/:categoryId': { ids: category, headers: auth },
    'GET /api/admin/shop/items': { query: ['q', 'status'], headers: auth },
    'POST /api/admin/shop/items': { body: () => itemInput(), headers: auth },
    'GET /api/admin/shop/items/:itemId': { ids: item, headers: auth },
    'PUT /api/admin/shop/items/:itemId': { ids: item, body: () => itemInput(), headers: auth },
    'DELETE /api/admin/shop/items/:itemId': { ids: item, headers: auth },
    'POST /api/admin/shop/items/:itemId/publish': { ids: item, headers: auth },
    'POST /api/admin/shop/items/:itemId/withdraw': { ids: item, headers: auth },
    'GET /api/admin/shop/items/:itemId/stock': { ids: item, headers: auth },
    'POST /api/admin/shop/items/:itemId/images': {
      ids: item,
      body: (ids) => ({ uploadId: Number(ids.uploadId), alt: 'Le tee-shirt, de face.' }),
      headers: auth,
    },
    'PUT /api/admin/shop/items/:itemId/images/:imageId': {
      ids: image,
      body: () => ({ alt: 'Le tee-shirt, de dos.', position: 1 }),
      headers: auth,
    },
    'DELETE /api/admin/shop/items/:itemId/images/:imageId': { ids: image, headers: auth },
    'POST /api/admin/shop/items/:itemId/variants': {
      ids: item,
      body: () => ({ label: 'XXL', stock: 3 }),
      headers: auth,
    },
    'PUT /api/admin/shop/items/:itemId/variants/:variantId': {
      ids: variant,
      body: () => ({ label: 'M', position: 2 }),
      headers: auth,
    },
    'DELETE /api/admin/shop/items/:itemId/variants/:variantId': { ids: variant, headers: auth },
    'POST /api/admin/shop/items/:itemId/variants/:variantId/stock': {
      ids: variant,
      body: () => ({ delta: 5, reason: 'Livraison du fournisseur' }),
      headers: auth,
    },
    'GET /api/admin/event-registrations': { query: ['period', 'page', 'limit'], headers: auth },
    'GET /api/admin/event-registrations/:id': { ids: registrations, headers: auth },
    'GET /api/admin/event-registrations/:id/registrants.csv': { ids: registrations, headers: auth },
    'PUT /api/admin/event-registrations/:id': { ids: registrations, body: registrationSettings, headers: auth },
    'POST /api/admin/event-registrations/:id/close': { ids: registrations, headers: auth },
    'POST /api/admin/registrations/:reference/cancel': {
      ids: { reference: 'registrationReference' },
      headers: auth,
    },
    'GET /api/admin/donations': { query: ['status', 'q', 'page', 'limit'], headers: auth },
    'GET /api/admin/donations.csv': { query: ['status', 'q'], headers: auth },
    'GET /api/admin/money': { query: ['from', 'to', 'kind', 'page', 'limit'], headers: auth },
    'GET /api/admin/money.csv': { query: ['from', 'to', 'kind'], headers: auth },
    'GET /api/admin/donations/:reference/recu.pdf': { ids: { reference: 'donationReference' }, headers: auth },
    'POST /api/admin/donations/:reference/receipt-email': { ids: { reference: 'donationReference' }, headers: auth },
    'GET /api/admin/documents': { headers: auth },
    'GET /api/admin/documents/:id': { ids: document, headers: auth },
    'GET /api/admin/documents/:id/file': { ids: document, headers: auth },
    // Multipart PDFs are thrown at these two by documents.test.ts; here, everything else (JSON, forms, nothing).
    'POST /api/admin/documents': { headers: auth },
    'PUT /api/admin/documents/:id/file': { ids: document, headers: auth },
    'PUT /api/admin/documents/:id': {
      ids: document,
      body: () => ({
        title: 'Règlement des stages',
        category: 'rules',
        date: '2026-01-10',
        description: 'Adopté en janvier.',
      }),
      headers: auth,
    },
    'POST /api/admin/documents/:id/publish': { ids: document, headers: auth },
    'POST /api/admin/documents/:id/unpublish': { ids: document, headers: auth },
    'DELETE /api/admin/documents/:id': { ids: document, headers: auth },
  };
}

/** The real ids of these routes: a newsletter draft is written through the API with `headers`. */
export async function backOfficeIds(app: FastifyInstance, headers: Record<string, string>): Promise<BackOfficeIds> {
  const draft = await app.inject({
    method: 'POST',
    url: '/api/admin/newsletter/issues',
    headers,
    payload: { subject: 'Pour les propriétés', body: 'Une lettre.' },
  });
  if (draft.statusCode !== 201) throw new Error(`lettre de départ refusée : ${draft.body}`);
  const image = await app.db
    .selectFrom('shop_item_images')
    .select('id')
    .where('item_id', '=', TSHIRT.itemId)
    .executeTakeFirstOrThrow();
  const event = await app.db
    .selectFrom('events')
    .select(['id', 'slug'])
    .where('status', '=', 'published')
    .where('start_date', '>', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))
    .orderBy('start_date')
    .executeTakeFirstOrThrow();
  const opened = await app.inject({
    method: 'PUT',
    url: `/api/admin/event-registrations/${event.id}`,
    headers,
    payload: registrationSettings(),
  });
  if (opened.statusCode !== 200) throw new Error(`inscriptions de départ refusées : ${opened.body}`);
  const registration = await app.inject({
    method: 'POST',
    url: `/api/events/${event.slug}/registrations`,
    headers: { 'idempotency-key': 'inscription-de-depart-0001' },
    payload: {
      firstName: 'Inès',
      lastName: 'Boucher',
      email: 'ines.boucher@exemple.fr',
      club: 'Wado Kai Rennes',
      grade: 'dan-1',
      category: 'seniors',
    },
  });
  if (registration.statusCode !== 201) throw new Error(`inscription de départ refusée : ${registration.body}`);
  const { reference, token } = registration.json<{ registration: { reference: string; token: string } }>().registration;
  const request = await app.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('topic', '=', `registration-confirmation:${reference}`)
    .executeTakeFirstOrThrow();
  const registrationConfirmToken = /\/api\/registration\/confirm\?token=([A-Za-z0-9_-]+)/.exec(request.text)?.[1];
  if (!registrationConfirmToken) throw new Error("pas de lien dans l'e-mail de demande d'inscription");
  const donation = await insertDonation(app.db);
  await payDonation(app, donation.reference);
  const published = await app.db
    .selectFrom('documents')
    .select(['id', 'title'])
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const competitionEvent = await app.db
    .selectFrom('events')
    .select('id')
    .where('kind', '=', 'competition')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const season = await app.db
    .selectFrom('membership_seasons')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const entries = await app.inject({
    method: 'PUT',
    url: `/api/admin/competition-entries/${competitionEvent.id}`,
    headers,
    payload: competitionSettings({ competitionSeasonId: String(season.id) }),
  });
  if (entries.statusCode !== 200) throw new Error(`inscriptions à la compétition refusées : ${entries.body}`);
  return {
    competitionEventId: String(competitionEvent.id),
    competitionSeasonId: String(season.id),
    competitionCategoryId: String(entries.json<{ categories: { id: number }[] }>().categories[0]!.id),
    documentId: String(published.id),
    documentFile: documentFileName(published.title),
    donationReference: donation.reference,
    donationToken: donation.token,
    registrationEventId: String(event.id),
    registrationEvent: event.slug,
    registrationReference: reference,
    registrationToken: token,
    registrationConfirmToken,
    collectionRow: '1',
    variant: TSHIRT.m,
    shopImage: String(image.id),
    shopCategory: 'textile',
    newsletterIssue: String(draft.json<{ id: number }>().id),
  };
}
