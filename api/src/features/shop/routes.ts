import { ShopItemDetail, ShopItemList, ShopItemParams, ShopItemQuery } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { findItem, listItems, shopCategories } from './catalogue';

export const UNKNOWN_CATEGORY_FILTER = 'Cette catégorie n’existe pas dans la boutique.';

/** The catalogue: `GET /api/shop/items` (filter by category, paginated) and one item with its sizes. */
export async function shopRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/shop/items',
    { schema: { querystring: ShopItemQuery, response: { 200: ShopItemList } } },
    async (request, reply) => {
      // Stock changes with every order: always revalidated.
      void reply.header('Cache-Control', 'no-cache');
      const { category } = request.query;
      if (category && !(await shopCategories(db)).some((entry) => entry.id === category)) {
        throw new HttpError(400, UNKNOWN_CATEGORY_FILTER);
      }
      return listItems(db, request.query);
    },
  );

  app.get(
    '/api/shop/items/:itemId',
    { schema: { params: ShopItemParams, response: { 200: ShopItemDetail } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      const item = await findItem(db, request.params.itemId);
      if (!item) throw new HttpError(404, "Cet article n'existe pas ou n'est plus en vente.");
      return item;
    },
  );
}
