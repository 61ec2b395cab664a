import type { QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';

/** Who changed a stock when no editor did: the order that took the articles, the cancellation that gave them back. */
export const ORDER_ACTOR = 'commande';
export const CANCELLATION_ACTOR = 'annulation';
/** Who set the stock the site was delivered with. */
export const DELIVERED_ACTOR = 'version d’origine';

export interface StockChange {
  variantId: string;
  delta: number;
  reason: string;
  /** The editor's e-mail, or ORDER_ACTOR / CANCELLATION_ACTOR. */
  actor: string;
  orderReference?: string | null;
  at: Date;
}

/**
 * Changes a size's stock by `delta`, relatively (`stock = stock + delta`: a concurrent order's
 * decrement is never lost), and logs the change with the stock it left, in the caller's
 * transaction. `onlyIfEnough`: the row is left alone when the stock would go below zero (the
 * caller then gets null and refuses); without it the CHECK constraint refuses instead.
 * Returns the stock left, or null when nothing changed.
 */
export async function changeStock(
  trx: QueryCreator<Database>,
  change: StockChange,
  { onlyIfEnough = true }: { onlyIfEnough?: boolean } = {},
): Promise<number | null> {
  let update = trx
    .updateTable('shop_variants')
    .set((eb) => ({ stock: eb('stock', '+', change.delta) }))
    .where('id', '=', change.variantId);
  if (onlyIfEnough && change.delta < 0) update = update.where('stock', '>=', -change.delta);
  const changed = await update.returning(['stock', 'item_id']).executeTakeFirst();
  if (!changed) return null;
  await trx
    .insertInto('shop_stock_movements')
    .values({
      variant_id: change.variantId,
      item_id: changed.item_id,
      delta: change.delta,
      stock_after: changed.stock,
      reason: change.reason,
      actor: change.actor,
      order_reference: change.orderReference ?? null,
      at: change.at.toISOString(),
    })
    .execute();
  return changed.stock;
}
