import {
  formatPrice,
  shippingCents,
  stockRefusalMessage,
  type DeliveryMethod,
  type OrderLineRequest,
  type OrderQuote,
  type QuoteLine,
  type ShippingFees,
  type StockShortage,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';

/** A quote line with the stock left, for the stock check that follows. */
export interface PricedLine extends QuoteLine {
  stock: number;
}

/**
 * The server's prices for the requested lines, from the database only (whatever the client
 * believes the prices are). Unknown items or variants answer 400; a quantity above the stock, 409.
 */
export async function priceLines(db: Db, lines: OrderLineRequest[], memberPricing: boolean): Promise<PricedLine[]> {
  const seen = new Set<string>();
  const priced: PricedLine[] = [];
  for (const line of lines) {
    if (seen.has(line.variantId)) {
      throw new HttpError(
        400,
        'Le même article, dans la même taille, figure deux fois dans la commande : regroupez les quantités.',
      );
    }
    seen.add(line.variantId);
    const row = await db
      .selectFrom('shop_variants as v')
      .innerJoin('shop_items as i', 'i.id', 'v.item_id')
      .select([
        'i.id as itemId',
        'i.name',
        'i.price_cents',
        'i.member_price_cents',
        'i.active',
        'v.id as variantId',
        'v.label',
        'v.stock',
      ])
      .where('v.id', '=', line.variantId)
      .executeTakeFirst();
    if (!row || row.active !== 1) {
      const item = await db
        .selectFrom('shop_items')
        .select('id')
        .where('id', '=', line.itemId)
        .where('active', '=', 1)
        .executeTakeFirst();
      throw new HttpError(
        400,
        item
          ? `Cette taille (${line.variantId}) n'existe pas pour l'article « ${line.itemId} ».`
          : `L'article « ${line.itemId} » n'existe pas ou n'est plus en vente.`,
      );
    }
    if (row.itemId !== line.itemId) {
      throw new HttpError(400, `Cette taille (${line.variantId}) n'existe pas pour l'article « ${line.itemId} ».`);
    }
    const image = await db
      .selectFrom('shop_item_images')
      .select(['url', 'alt'])
      .where('item_id', '=', row.itemId)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirst();
    const unit = memberPricing ? row.member_price_cents : row.price_cents;
    priced.push({
      itemId: row.itemId,
      variantId: row.variantId,
      name: row.name,
      variantLabel: row.label,
      image: image ?? { url: '', alt: '' },
      quantity: line.quantity,
      unitPriceCents: unit,
      publicUnitPriceCents: row.price_cents,
      lineTotalCents: unit * line.quantity,
      stock: row.stock,
    });
  }
  return priced;
}

/**
 * The 409 of a request with lines above the stock of their size: the routes answer it as an
 * `OrderConflict`, whose `shortages` let the page put each message beside its line.
 */
export class StockShortageError extends HttpError {
  constructor(readonly shortages: StockShortage[]) {
    super(409, shortages.map((shortage) => shortage.message).join(' '));
  }
}

export function stockShortage(line: PricedLine): StockShortage {
  return { itemId: line.itemId, variantId: line.variantId, stock: line.stock, message: stockRefusalMessage(line) };
}

/** Refuses the request when one or more lines ask for more than the stock of its size, naming every such line. */
export function assertInStock(lines: PricedLine[]): void {
  const short = lines.filter((line) => line.quantity > line.stock);
  if (short.length > 0) throw new StockShortageError(short.map(stockShortage));
}

/** Lines, subtotal, shipping (the fees of the site's settings) and total: integer cents, added up on the server. */
export function totals(
  lines: PricedLine[],
  delivery: DeliveryMethod,
  memberPricing: boolean,
  fees: ShippingFees,
): OrderQuote {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shipping = shippingCents(delivery, subtotalCents, fees);
  return {
    lines: lines.map(({ stock: _stock, ...line }) => line),
    memberPricing,
    subtotalCents,
    shippingCents: shipping,
    totalCents: subtotalCents + shipping,
  };
}

export function changedTotalMessage(expected: number, actual: number): string {
  return `Le montant de votre commande a changé : ${formatPrice(actual)} au lieu de ${formatPrice(expected)}. Vérifiez le récapitulatif avant de confirmer.`;
}
