import { foldName } from '../../../features/members/check';
import type { Db } from '../../connection';
import { imageFile, SEED_ITEMS, variantId } from './catalogue';
import { SEED_MEMBERS } from './members';

/**
 * The catalogue and the fictitious members. Only what is missing is added: a later start never
 * duplicates a row, and never resets a stock, a price or a text the treasurer changed.
 */
export async function seedShop(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, item] of SEED_ITEMS.entries()) {
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
          created_at: now.toISOString(),
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
    }
    for (const member of SEED_MEMBERS) {
      await trx
        .insertInto('members')
        .values({
          licence_number: member.licence,
          first_name: member.firstName,
          last_name: member.lastName,
          last_name_folded: foldName(member.lastName),
          club_name: member.club,
          season_end: member.seasonEnd,
        })
        .onConflict((conflict) => conflict.column('licence_number').doNothing())
        .execute();
    }
  });
}
