/**
 * The shop's catalogue in the back office (`shop` role), under `/api/admin/shop/`:
 * - `GET items` `ShopAdminItemQuery` → `ShopAdminItemList`; `POST items` `ShopAdminItemInput` →
 *   `ShopAdminItem` (a draft); `GET|PUT|DELETE items/{itemId}`; `POST items/{itemId}/publish`,
 *   `POST items/{itemId}/withdraw`;
 * - sizes: `POST items/{itemId}/variants` `ShopAdminVariantInput`, `PUT|DELETE
 *   items/{itemId}/variants/{variantId}`, `POST …/variants/{variantId}/stock` `ShopStockAdjustment`;
 *   `GET items/{itemId}/stock` → `ShopStockHistory` (every change of its sizes' stock);
 * - photos: `POST items/{itemId}/images` `ShopAdminImageInput`, `PUT|DELETE items/{itemId}/images/{imageId}`;
 * - categories: `GET categories` → `ShopCategoryList`, `POST categories`, `PUT|DELETE categories/{categoryId}`.
 * Money is integer cents, all taxes included. Every write answers the whole article (or category list).
 */
import Type, { type Static } from 'typebox';
import { SHOP_PAGINATION } from '../contract/shop';
import { ListQuery, Page, Slug } from './common';
import { Id, Line, Markdown, Nullable } from './fields';
import { ShopCategory } from './shop';

/** `draft`: never shown; `published`: on sale; `withdrawn`: no longer on sale, kept for past orders. */
export const SHOP_ITEM_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export const ShopItemStatus = Type.Enum(SHOP_ITEM_STATUSES);
export type ShopItemStatus = Static<typeof ShopItemStatus>;

/** A price: at least one cent, at most 10 000 €. */
const Cents = Type.Integer({ minimum: 1, maximum: 1_000_000 });
const Position = Type.Integer({ minimum: 0, maximum: 10_000 });

// ---------------------------------------------------------------------------------------------
// Articles

export const ShopAdminItemInput = Type.Object(
  {
    /** The article's address (`/shop/<id>`), made from its name when absent; fixed once created. */
    id: Type.Optional(Slug),
    name: Line(120),
    summary: Line(300),
    description: Markdown(),
    category: ShopCategory,
    priceCents: Cents,
    /** For holders of a licence in an affiliated club: more than zero, at most the public price. */
    memberPriceCents: Cents,
    /** Its place in the catalogue (smallest first). */
    position: Position,
  },
  { additionalProperties: false },
);
export type ShopAdminItemInput = Static<typeof ShopAdminItemInput>;

export const ShopAdminVariant = Type.Object({
  id: Type.String(),
  label: Type.String(),
  position: Type.Integer(),
  stock: Type.Integer(),
  /** Ordered at least once: it can be renamed, not removed. */
  ordered: Type.Boolean(),
});
export type ShopAdminVariant = Static<typeof ShopAdminVariant>;

export const ShopAdminImage = Type.Object({
  id: Type.Integer(),
  /** The upload shown (null for the drawings delivered with the site). */
  uploadId: Nullable(Type.Integer()),
  url: Type.String(),
  alt: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  position: Type.Integer(),
});
export type ShopAdminImage = Static<typeof ShopAdminImage>;

/** An article as the editor shows it. */
export const ShopAdminItem = Type.Object({
  ...ShopAdminItemInput.properties,
  id: Type.String(),
  categoryLabel: Type.String(),
  status: ShopItemStatus,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Ordered at least once: it cannot be deleted, only withdrawn. */
  ordered: Type.Boolean(),
  variants: Type.Array(ShopAdminVariant),
  images: Type.Array(ShopAdminImage),
});
export type ShopAdminItem = Static<typeof ShopAdminItem>;

export const ShopAdminItemSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  categoryLabel: Type.String(),
  status: ShopItemStatus,
  priceCents: Type.Integer(),
  memberPriceCents: Type.Integer(),
  position: Type.Integer(),
  updatedAt: Type.String(),
  /** Each size with its stock, in order. */
  variants: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), stock: Type.Integer() })),
});
export type ShopAdminItemSummary = Static<typeof ShopAdminItemSummary>;

export const ShopAdminItemQuery = ListQuery(
  {
    /** Words of the name (or of the id). */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(ShopItemStatus),
    category: Type.Optional(ShopCategory),
  },
  SHOP_PAGINATION,
);
export type ShopAdminItemQuery = Static<typeof ShopAdminItemQuery>;

export const ShopAdminItemList = Page(ShopAdminItemSummary);
export type ShopAdminItemList = Static<typeof ShopAdminItemList>;

export const ShopAdminItemParams = Type.Object({ itemId: Slug });
export type ShopAdminItemParams = Static<typeof ShopAdminItemParams>;

// ---------------------------------------------------------------------------------------------
// Sizes and stock

/** A new size: its label (« M », « 170 cm », « Taille unique ») and its stock to start with. */
export const ShopAdminVariantInput = Type.Object(
  {
    label: Line(40),
    /** Logged as the first movement of its stock (with the reason « Stock initial »). */
    stock: Type.Integer({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false },
);
export type ShopAdminVariantInput = Static<typeof ShopAdminVariantInput>;

/** A size renamed or moved (its stock changes only by an adjustment). */
export const ShopAdminVariantUpdate = Type.Object(
  { label: Line(40), position: Position },
  { additionalProperties: false },
);
export type ShopAdminVariantUpdate = Static<typeof ShopAdminVariantUpdate>;

export const ShopAdminVariantParams = Type.Object({ itemId: Slug, variantId: Slug });
export type ShopAdminVariantParams = Static<typeof ShopAdminVariantParams>;

/** `+5` (a delivery), `-1` (a damaged one): never zero, never below the stock left; why is required. */
export const ShopStockAdjustment = Type.Object(
  {
    delta: Type.Integer({ minimum: -10_000, maximum: 10_000 }),
    reason: Line(300),
  },
  { additionalProperties: false },
);
export type ShopStockAdjustment = Static<typeof ShopStockAdjustment>;

export const ShopStockMovement = Type.Object({
  id: Type.Integer(),
  variantId: Type.String(),
  variantLabel: Type.String(),
  delta: Type.Integer(),
  stockAfter: Type.Integer(),
  reason: Type.String(),
  /** The editor's e-mail, or « commande » / « annulation » for an order's own change. */
  actor: Type.String(),
  orderReference: Nullable(Type.String()),
  at: Type.String(),
});
export type ShopStockMovement = Static<typeof ShopStockMovement>;

/** Newest first. */
export const ShopStockHistory = Page(ShopStockMovement);
export type ShopStockHistory = Static<typeof ShopStockHistory>;

export const ShopStockHistoryQuery = ListQuery({}, SHOP_PAGINATION);
export type ShopStockHistoryQuery = Static<typeof ShopStockHistoryQuery>;

// ---------------------------------------------------------------------------------------------
// Photos

export const ShopAdminImageInput = Type.Object({ uploadId: Id, alt: Line(300) }, { additionalProperties: false });
export type ShopAdminImageInput = Static<typeof ShopAdminImageInput>;

export const ShopAdminImageUpdate = Type.Object(
  { alt: Line(300), position: Position },
  { additionalProperties: false },
);
export type ShopAdminImageUpdate = Static<typeof ShopAdminImageUpdate>;

export const ShopAdminImageParams = Type.Object({ itemId: Slug, imageId: Id });
export type ShopAdminImageParams = Static<typeof ShopAdminImageParams>;

// ---------------------------------------------------------------------------------------------
// Categories

export const ShopCategoryInput = Type.Object(
  {
    /** Its address (`/shop?categorie=<id>`), made from the label when absent; fixed once created. */
    id: Type.Optional(Slug),
    label: Line(60),
    position: Position,
  },
  { additionalProperties: false },
);
export type ShopCategoryInput = Static<typeof ShopCategoryInput>;

export const ShopCategoryRecord = Type.Object({
  id: Type.String(),
  label: Type.String(),
  position: Type.Integer(),
  /** Articles in it, whatever their status: a category in use cannot be deleted. */
  itemCount: Type.Integer(),
});
export type ShopCategoryRecord = Static<typeof ShopCategoryRecord>;

export const ShopCategoryList = Type.Object({ items: Type.Array(ShopCategoryRecord) });
export type ShopCategoryList = Static<typeof ShopCategoryList>;

export const ShopCategoryParams = Type.Object({ categoryId: Slug });
export type ShopCategoryParams = Static<typeof ShopCategoryParams>;
