/**
 * The back office's routes beyond the media section under property tests: the sections'
 * collections (`/api/admin/{collection}…`, the same five routes each), the shop's catalogue, the
 * site's settings and the newsletter, each with a valid body to break where one is cheap to write
 * (the others get hostile bodies only) and real ids to reach the "found" branches.
 */
import type fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { SEED_SETTINGS } from '../../src/db/seed/settings';
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
] as const;

/** Valid inputs of the collections whose shape is short to write. */
const COLLECTION_BODIES: Partial<Record<(typeof COLLECTION_PATHS)[number], () => object>> = {
  lexicon: () => ({ term: 'Hasami zuki', kana: null, meaning: 'Double coup de poing.', category: 'techniques' }),
};

/** Real ids the generators mix in: the first row of each collection, the shop's article and size. */
export interface BackOfficeIds {
  collectionRow: string;
  variant: string;
  shopImage: string;
  shopCategory: string;
  newsletterIssue: string;
}

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
];

/** Every such route, with `auth` the credentials the generator sends (mostly good ones). */
export function backOfficeEndpoints(auth: () => fc.Arbitrary<Record<string, string>>): Record<string, Endpoint> {
  const endpoints: Record<string, Endpoint> = {};
  for (const path of COLLECTION_PATHS) {
    const base = `/api/admin/${path}`;
    const id = { id: 'collectionRow' } as const;
    const body = COLLECTION_BODIES[path];
    Object.assign(endpoints, {
      [`GET ${base}`]: { headers: auth },
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
  return {
    ...endpoints,
    'GET /api/site/settings': {},
    'GET /api/admin/settings': { headers: auth },
    'PUT /api/admin/settings': { body: () => ({ ...SEED_SETTINGS }), headers: auth },
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
  return {
    collectionRow: '1',
    variant: TSHIRT.m,
    shopImage: String(image.id),
    shopCategory: 'textile',
    newsletterIssue: String(draft.json<{ id: number }>().id),
  };
}
