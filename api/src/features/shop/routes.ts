import type { FastifyInstance } from 'fastify';
import {
  SHOP_CATEGORIES,
  SHOP_PAGINATION,
  type ShopCategory,
  type ShopItemDetail,
  type ShopItemList,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import { pageSchema, pagingProperties, slugParams, type Paging } from '../paging';
import { findItem, listItems } from './catalogue';

const image = {
  type: 'object',
  properties: { url: { type: 'string' }, alt: { type: 'string' } },
  required: ['url', 'alt'],
} as const;
const summaryProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  category: { type: 'string' },
  summary: { type: 'string' },
  image,
  priceCents: { type: 'integer' },
  memberPriceCents: { type: 'integer' },
  availability: { type: 'string' },
} as const;

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      category: { type: 'string', enum: SHOP_CATEGORIES.map((category) => category.id) },
      ...pagingProperties(SHOP_PAGINATION),
    },
  },
  response: {
    200: pageSchema(
      { type: 'object', properties: summaryProperties },
      {
        categories: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, label: { type: 'string' }, count: { type: 'integer' } },
          },
        },
      },
    ),
  },
} as const;

const detailSchema = {
  params: slugParams('itemId'),
  response: {
    200: {
      type: 'object',
      properties: {
        ...summaryProperties,
        description: { type: 'string' },
        images: { type: 'array', items: image },
        variants: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              label: { type: 'string' },
              stock: { type: 'integer' },
              availability: { type: 'string' },
            },
          },
        },
      },
    },
  },
} as const;

/** The catalogue: `GET /api/shop/items` (filter by category, paginated) and one item with its sizes. */
export async function shopRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { category?: ShopCategory } & Paging }>(
    '/api/shop/items',
    { schema: listSchema },
    async (request, reply): Promise<ShopItemList> => {
      // Stock changes with every order: always revalidated.
      void reply.header('Cache-Control', 'no-cache');
      return listItems(db, request.query);
    },
  );

  app.get<{ Params: { itemId: string } }>(
    '/api/shop/items/:itemId',
    { schema: detailSchema },
    async (request, reply): Promise<ShopItemDetail> => {
      void reply.header('Cache-Control', 'no-cache');
      const item = await findItem(db, request.params.itemId);
      if (!item) throw new HttpError(404, "Cet article n'existe pas ou n'est plus en vente.");
      return item;
    },
  );
}
