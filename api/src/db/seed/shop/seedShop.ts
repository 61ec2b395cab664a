import { DELIVERED_ACTOR } from '../../../features/shop/stock';
import type { Db } from '../../connection';
import { CATEGORIES_OF_BEFORE } from '../../migrations/016_shop_catalogue_editing';
import { imageFile, SEED_ITEMS, variantId } from './catalogue';

/** Why the seeded stock is there, in each size's stock history. */
export const SEED_STOCK_REASON = 'Stock initial';

/**
 * The catalogue, on a first start only: an article the shop editors deleted does not come back. A
 * later start never duplicates a row, and never resets a stock, a price or a text an editor changed.
 * Each seeded stock is the first line of its size's stock history. (The licence holders who get the
 * member price are the licensees', `seed/licensees`.)
 */
export async function seedShop(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The delivered categories on a new site only: one an editor deleted does not come back.
    const category = await trx.selectFrom('shop_categories').select('id').limit(1).executeTakeFirst();
    if (!category) {
      await trx
        .insertInto('shop_categories')
        .values(CATEGORIES_OF_BEFORE.map(([id, label], position) => ({ id, label, position })))
        .execute();
    }
    const { count } = await trx
      .selectFrom('shop_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const items = Number(count) === 0 ? SEED_ITEMS : [];
    for (const [position, item] of items.entries()) {
      const inserted = await trx
        .insertInto('shop_items')
        .values({
          id: item.id,
          category: item.category,
          name: item.name,
          summary: item.summary,
          description: item.description,
          price_cents: item.priceCents,
          member_price_cents: item.memberPriceCents,
          position,
          active: 1,
          status: 'published',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      await trx
        .insertInto('shop_item_images')
        .values(
          item.images.map((image, index) => ({
            item_id: item.id,
            url: `/media/shop/${imageFile(item.id, image.view)}`,
            alt: image.alt,
            position: index,
          })),
        )
        .execute();
      await trx
        .insertInto('shop_variants')
        .values(
          item.variants.map((variant, index) => ({
            id: variantId(item.id, variant.label),
            item_id: item.id,
            label: variant.label,
            position: index,
            stock: variant.stock,
          })),
        )
        .execute();
      const stocked = item.variants.filter((variant) => variant.stock > 0);
      if (stocked.length > 0) {
        await trx
          .insertInto('shop_stock_movements')
          .values(
            stocked.map((variant) => ({
              variant_id: variantId(item.id, variant.label),
              item_id: item.id,
              delta: variant.stock,
              stock_after: variant.stock,
              reason: SEED_STOCK_REASON,
              actor: DELIVERED_ACTOR,
              order_reference: null,
              at: now.toISOString(),
            })),
          )
          .execute();
      }
    }
  });
}
