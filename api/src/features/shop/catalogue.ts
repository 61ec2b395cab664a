import {
  stockAvailability,
  type ShopCategory,
  type ShopImage,
  type ShopItemDetail,
  type ShopItemList,
  type Paging,
  type ShopItemSummary,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { pageOfQuery } from '../paging';
import { uploadedImages } from '../uploads';

type ItemRow = {
  id: string;
  category: string;
  name: string;
  summary: string;
  price_cents: number;
  member_price_cents: number;
};

type ImageRow = { item_id: string; url: string; alt: string; upload_id: number | null };

/** The catalogue's categories in their order, with their labels. */
export async function shopCategories(db: Db): Promise<{ id: string; label: string }[]> {
  return db.selectFrom('shop_categories').select(['id', 'label']).orderBy('position').orderBy('id').execute();
}

/**
 * The images of items as pages show them: a delivered drawing by its URL, an uploaded photo with
 * its size, its AVIF and WebP sources and its JPEG `srcset` (a photo whose upload is gone keeps its URL).
 */
export async function shopImagesOf(db: Db, rows: ImageRow[]): Promise<(ShopImage & { item_id: string })[]> {
  const uploads = await uploadedImages(
    db,
    rows.flatMap((row) => (row.upload_id === null ? [] : [row.upload_id])),
  );
  return rows.map((row) => {
    const upload = row.upload_id === null ? undefined : uploads.get(row.upload_id);
    return upload
      ? { ...upload, alt: row.alt, item_id: row.item_id }
      : { url: row.url, alt: row.alt, item_id: row.item_id };
  });
}

/** The first image, the category's label and the best stock of each item, in a few queries whatever the page size. */
async function summaries(db: Db, rows: ItemRow[]): Promise<ShopItemSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const images = await shopImagesOf(
    db,
    await db
      .selectFrom('shop_item_images')
      .select(['item_id', 'url', 'alt', 'upload_id'])
      .where('item_id', 'in', ids)
      .orderBy('item_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  );
  const labels = new Map((await shopCategories(db)).map((category) => [category.id, category.label]));
  const stocks = await db
    .selectFrom('shop_variants')
    .select(['item_id', (eb) => eb.fn.max<number>('stock').as('best')])
    .where('item_id', 'in', ids)
    .groupBy('item_id')
    .execute();
  const firstImage = new Map<string, ShopImage>();
  for (const { item_id, ...image } of images) if (!firstImage.has(item_id)) firstImage.set(item_id, image);
  const best = new Map(stocks.map((row) => [row.item_id, Number(row.best)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    categoryLabel: labels.get(row.category) ?? row.category,
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
    categories: (await shopCategories(db)).map(({ id, label }) => ({ id, label, count: countOf.get(id) ?? 0 })),
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
  const images = await shopImagesOf(
    db,
    await db
      .selectFrom('shop_item_images')
      .select(['item_id', 'url', 'alt', 'upload_id'])
      .where('item_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  );
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
    images: images.map(({ item_id: _item, ...image }) => image),
    variants: variants.map((variant) => ({ ...variant, availability: stockAvailability(variant.stock) })),
  };
}
