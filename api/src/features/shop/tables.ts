import type { Generated } from 'kysely';

/** The catalogue (migration 004_shop). Prices are integer cents, all taxes included. */
export interface ShopTables {
  shop_items: {
    /** Readable id used in URLs: `karategi-kihon-blanc`. */
    id: string;
    category: string;
    name: string;
    summary: string;
    /** Markdown. */
    description: string;
    price_cents: number;
    member_price_cents: number;
    position: number;
    /** 0: withdrawn from sale (kept for past orders). */
    active: number;
    created_at: string;
  };
  shop_item_images: {
    id: Generated<number>;
    item_id: string;
    url: string;
    alt: string;
    position: number;
  };
  /** Sizes, each with its own stock; an item without sizes has one variant. */
  shop_variants: {
    id: string;
    item_id: string;
    label: string;
    position: number;
    /** Never below zero (CHECK constraint), decremented only inside an order's transaction. */
    stock: number;
  };
}
