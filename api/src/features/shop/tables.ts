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
    /** 1 exactly when `status` is `published`: the public site's test. */
    active: number;
    /** `draft` (never shown), `published` (on sale), `withdrawn` (kept for past orders); migration 016. */
    status: 'draft' | 'published' | 'withdrawn';
    created_at: string;
    updated_at: string;
  };
  /** The catalogue's categories, in their order (migration 016). */
  shop_categories: {
    /** Readable id used in URLs: `/shop?categorie=karategi`. */
    id: string;
    label: string;
    position: number;
  };
  shop_item_images: {
    id: Generated<number>;
    item_id: string;
    /** `/media/shop/<file>.svg` (delivered drawings) or an upload's largest JPEG. */
    url: string;
    alt: string;
    position: number;
    /** A photo sent from the back office (migration 016), with its size; null for the drawings. */
    upload_id: number | null;
    width: number | null;
    height: number | null;
  };
  /** Sizes, each with its own stock; an item without sizes has one variant. */
  shop_variants: {
    id: string;
    item_id: string;
    label: string;
    position: number;
    /**
     * Never below zero (CHECK constraint); changed only relatively (`stock = stock + delta`) with a
     * line of `shop_stock_movements` in the same transaction.
     */
    stock: number;
  };
  /** Every change of a size's stock: who, why, by how much, and what it left (migration 016). */
  shop_stock_movements: {
    id: Generated<number>;
    variant_id: string;
    item_id: string;
    delta: number;
    stock_after: number;
    reason: string;
    /** E-mail of the editor, or `commande` / `annulation` for an order's own change. */
    actor: string;
    order_reference: string | null;
    at: string;
  };
}
