import {
  SHOP_CATEGORIES,
  shopCategoryLabel,
  stockAvailability,
  type ShopCategory,
  type ShopItemDetail,
  type ShopItemList,
  type Paging,
  type ShopItemSummary,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { pageOfQuery } from '../paging';

type ItemRow = {
  id: string;
  category: string;
  name: string;
  summary: string;
  price_cents: number;
  member_price_cents: number;
};

/** The first image and the best stock of each item, in two queries whatever the page size. */
async function summaries(db: Db, rows: ItemRow[]): Promise<ShopItemSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const images = await db
    .selectFrom('shop_item_images')
    .select(['item_id', 'url', 'alt'])
    .where('item_id', 'in', ids)
    .orderBy('item_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const stocks = await db
    .selectFrom('shop_variants')
    .select(['item_id', (eb) => eb.fn.max<number>('stock').as('best')])
    .where('item_id', 'in', ids)
    .groupBy('item_id')
    .execute();
  const firstImage = new Map<string, { url: string; alt: string }>();
  for (const image of images)
    if (!firstImage.has(image.item_id)) firstImage.set(image.item_id, { url: image.url, alt: image.alt });
  const best = new Map(stocks.map((row) => [row.item_id, Number(row.best)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category as ShopCategory,
    summary: row.summary,
    image: firstImage.get(row.id) ?? { url: '', alt: '' },
    priceCents: row.price_cents,
    memberPriceCents: row.member_price_cents,
    availability: stockAvailability(best.get(row.id) ?? 0),
  }));
}

const SUMMARY_COLUMNS = ['id', 'category', 'name', 'summary', 'price_cents', 'member_price_cents'] as const;

/** One page of the items on sale, in the shop's order, with the count of each category. */
export async function listItems(db: Db, options: { category?: ShopCategory } & Paging): Promise<ShopItemList> {
  let query = db.selectFrom('shop_items').where('active', '=', 1);
  if (options.category) query = query.where('category', '=', options.category);
  const page = await pageOfQuery(
    query,
    options,
    (items) =>
      items
        .select([...SUMMARY_COLUMNS])
        .orderBy('position')
        .orderBy('id'),
    (rows) => summaries(db, rows),
  );
  const counts = await db
    .selectFrom('shop_items')
    .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
    .where('active', '=', 1)
    .groupBy('category')
    .execute();
  const countOf = new Map(counts.map((row) => [row.category, Number(row.count)]));
  return {
    ...page,
    categories: SHOP_CATEGORIES.map(({ id }) => ({ id, label: shopCategoryLabel(id), count: countOf.get(id) ?? 0 })),
  };
}

/** An item on sale with its images and variants, or null. */
export async function findItem(db: Db, id: string): Promise<ShopItemDetail | null> {
  const row = await db
    .selectFrom('shop_items')
    .select([...SUMMARY_COLUMNS, 'description'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const [summary] = await summaries(db, [row]);
  const images = await db
    .selectFrom('shop_item_images')
    .select(['url', 'alt'])
    .where('item_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const variants = await db
    .selectFrom('shop_variants')
    .select(['id', 'label', 'stock'])
    .where('item_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    ...summary!,
    description: row.description,
    images,
    variants: variants.map((variant) => ({ ...variant, availability: stockAvailability(variant.stock) })),
  };
}
