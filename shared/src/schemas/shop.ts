/**
 * The shop: catalogue, member check, quotes and orders, the treasurer's API (mf-shop). Money is
 * always an integer number of cents, all taxes included; the server prices every order.
 */
import Type, { type Static } from 'typebox';
import {
  ADMIN_ORDER_PAGINATION,
  BILLING_LIMITS,
  DELIVERY_METHOD_IDS,
  ORDER_REFERENCE_PATTERN,
  ORDER_STATUSES,
  PAYMENT_METHOD_IDS,
  SHOP_PAGINATION,
  STOCK_AVAILABILITIES,
} from '../contract/shop';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../contract/pagination';
import { ApiErrorBody, ImageSource, ListQuery, Page, Slug } from './common';
import { Day } from './fields';

/** A category's id (`karategi`): the categories are the shop editors' (`GET /api/shop/items` lists them). */
export const ShopCategory = Slug;
export type ShopCategory = Static<typeof ShopCategory>;
/** What the catalogue says about stock (the exact count is given per variant on the item page). */
export const StockAvailability = Type.Enum(STOCK_AVAILABILITIES);
export type StockAvailability = Static<typeof StockAvailability>;
export const DeliveryMethod = Type.Enum(DELIVERY_METHOD_IDS);
export type DeliveryMethod = Static<typeof DeliveryMethod>;
export const PaymentMethod = Type.Enum(PAYMENT_METHOD_IDS);
export type PaymentMethod = Static<typeof PaymentMethod>;
export const OrderStatus = Type.Enum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

// ---------------------------------------------------------------------------------------------
// Catalogue (`GET /api/shop/items`, `GET /api/shop/items/{itemId}`)

export const ShopImage = Type.Object({
  /** `/media/shop/<file>.svg`, or an uploaded photo's largest JPEG (`/media/uploads/<hash>-<width>.jpg`) */
  url: Type.String(),
  alt: Type.String(),
  /** An uploaded photo's size, its sizes in AVIF and WebP and its JPEG `srcset` (as `MediaImage`). */
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  sources: Type.Optional(Type.Array(ImageSource)),
  srcset: Type.Optional(Type.String()),
});
export type ShopImage = Static<typeof ShopImage>;

/** One card of `GET /api/shop/items`. */
export const ShopItemSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: ShopCategory,
  categoryLabel: Type.String(),
  summary: Type.String(),
  image: ShopImage,
  priceCents: Type.Integer(),
  /** Price for holders of a licence in an affiliated club. */
  memberPriceCents: Type.Integer(),
  /** The best of the variants: in stock if one of them is. */
  availability: StockAvailability,
});
export type ShopItemSummary = Static<typeof ShopItemSummary>;

export const ShopItemQuery = ListQuery({ category: Type.Optional(ShopCategory) }, SHOP_PAGINATION);
export type ShopItemQuery = Static<typeof ShopItemQuery>;

export const ShopItemList = Page(ShopItemSummary, {
  /** Every category with its number of items (for the filter), whatever the filter. */
  categories: Type.Array(Type.Object({ id: ShopCategory, label: Type.String(), count: Type.Integer() })),
});
export type ShopItemList = Static<typeof ShopItemList>;

/** A size (or the single variant of an item that has none). */
export const ShopVariant = Type.Object({
  id: Type.String(),
  label: Type.String(),
  stock: Type.Integer(),
  availability: StockAvailability,
});
export type ShopVariant = Static<typeof ShopVariant>;

/** `GET /api/shop/items/{itemId}` */
export const ShopItemDetail = Type.Object({
  ...ShopItemSummary.properties,
  /** Markdown. */
  description: Type.String(),
  images: Type.Array(ShopImage),
  variants: Type.Array(ShopVariant),
});
export type ShopItemDetail = Static<typeof ShopItemDetail>;

export const ShopItemParams = Type.Object({ itemId: Slug });

// ---------------------------------------------------------------------------------------------
// Member check (`POST /api/members/check`)

/** Licence numbers are accepted with spaces or dashes (`WF 26 004217`), then normalised. */
export const MemberCheckRequest = Type.Object(
  {
    licenceNumber: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' }),
    /** The second identifying field: the licence holder's last name (accents and case ignored). */
    lastName: Type.String({ minLength: 1, maxLength: 60 }),
  },
  { additionalProperties: false },
);
export type MemberCheckRequest = Static<typeof MemberCheckRequest>;

/** Yes (and the club) or no: never who holds a licence. */
export const MemberCheckResponse = Type.Union([
  Type.Object({ affiliated: Type.Literal(true), clubName: Type.String(), seasonEnd: Type.String() }),
  Type.Object({ affiliated: Type.Literal(false) }),
]);
export type MemberCheckResponse = Static<typeof MemberCheckResponse>;

// ---------------------------------------------------------------------------------------------
// Quotes and orders (`POST /api/orders/quote`, `POST /api/orders`)

/**
 * Sanity bounds only: the shop's caps (MAX_QUANTITY_PER_LINE, MAX_ITEMS_PER_ORDER) are checked by
 * the server after validation, with a message that names them.
 */
const SANE_LINES = 100;
const SANE_QUANTITY = 1000;
// Item and variant ids are slugs.
const ShopId = Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN });

export const OrderLineRequest = Type.Object(
  {
    itemId: ShopId,
    variantId: ShopId,
    quantity: Type.Integer({ minimum: 1, maximum: SANE_QUANTITY }),
  },
  { additionalProperties: false },
);
export type OrderLineRequest = Static<typeof OrderLineRequest>;

const quoteProperties = {
  lines: Type.Array(OrderLineRequest, { minItems: 1, maxItems: SANE_LINES }),
  delivery: DeliveryMethod,
  licence: Type.Optional(MemberCheckRequest),
};

/** `POST /api/orders/quote`: the server's prices for a cart, nothing written. */
export const QuoteRequest = Type.Object(quoteProperties, { additionalProperties: false });
export type QuoteRequest = Static<typeof QuoteRequest>;

const billingText = (field: keyof typeof BILLING_LIMITS) =>
  // Lengths are checked by `validateBilling` after trimming (its messages name the field); the
  // schema only bounds the size.
  Type.String({ maxLength: BILLING_LIMITS[field] + 20 });

/** The buyer's details as the form sends them. */
export const BillingRequest = Type.Object(
  {
    firstName: billingText('firstName'),
    lastName: billingText('lastName'),
    email: billingText('email'),
    phone: billingText('phone'),
    address: billingText('address'),
    /** Second address line (building, staircase…), may be empty. */
    addressMore: Type.Optional(billingText('addressMore')),
    postcode: billingText('postcode'),
    city: billingText('city'),
  },
  { additionalProperties: false },
);
export type BillingRequest = Static<typeof BillingRequest>;
/** The billing details as the server answers them (`addressMore` is '' when none was given). */
export const BillingDetails = Type.Required(BillingRequest);
export type BillingDetails = Static<typeof BillingDetails>;

/** `POST /api/orders` (with an `Idempotency-Key` header). */
export const OrderRequest = Type.Object(
  {
    ...quoteProperties,
    billing: BillingRequest,
    payment: PaymentMethod,
    acceptTerms: Type.Boolean(),
    /**
     * The total of the summary the buyer reviewed: when the server's total differs (a price or the
     * member status changed meanwhile), the order is refused with a 409 instead of charging another
     * amount than the one shown.
     */
    expectedTotalCents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
);
export type OrderRequest = Static<typeof OrderRequest>;

export const QuoteLine = Type.Object({
  itemId: Type.String(),
  variantId: Type.String(),
  name: Type.String(),
  variantLabel: Type.String(),
  image: ShopImage,
  quantity: Type.Integer(),
  unitPriceCents: Type.Integer(),
  /** The public price, to show what the member price saves. */
  publicUnitPriceCents: Type.Integer(),
  lineTotalCents: Type.Integer(),
});
export type QuoteLine = Static<typeof QuoteLine>;

export const OrderQuote = Type.Object({
  lines: Type.Array(QuoteLine),
  /** True when the licence was recognised and member prices apply. */
  memberPricing: Type.Boolean(),
  subtotalCents: Type.Integer(),
  shippingCents: Type.Integer(),
  totalCents: Type.Integer(),
});
export type OrderQuote = Static<typeof OrderQuote>;

/** A line of the request that the stock of its size cannot serve. */
export const StockShortage = Type.Object({
  itemId: Type.String(),
  variantId: Type.String(),
  /** What is left of the size now, as `ShopVariant.stock` says it (0: sold out). */
  stock: Type.Integer(),
  /** French, names the article and its size, says what to do. */
  message: Type.String(),
});
export type StockShortage = Static<typeof StockShortage>;

/**
 * The 409 of `POST /api/orders/quote` and `POST /api/orders`: the error body, and `shortages` (every
 * line above its stock, in the order of the request) when the stock is the reason.
 */
export const OrderConflict = Type.Object({
  ...ApiErrorBody.properties,
  shortages: Type.Optional(Type.Array(StockShortage)),
});
export type OrderConflict = Static<typeof OrderConflict>;

export const PaymentInstructions = Type.Object({
  method: PaymentMethod,
  /** « Carte bancaire », « Virement bancaire », « Chèque ». */
  title: Type.String(),
  /** What to do, one step per line, in French. */
  steps: Type.Array(Type.String()),
  /** Bank or postal details to copy, in display order (none for a card). */
  details: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  /** ISO date (YYYY-MM-DD) by which payment is expected (for a card, the day its hold ends). */
  dueDate: Type.String(),
  /** Card only: the instant (ISO 8601) the order stops holding its articles unless HelloAsso confirmed the payment. */
  holdUntil: Type.Optional(Type.String()),
});
export type PaymentInstructions = Static<typeof PaymentInstructions>;

/**
 * Where the card payment of an order stands once the server asked HelloAsso for a checkout: the
 * answer of `POST /api/orders/{reference}/card-payment`, and part of the order's answer.
 */
export const OrderCardCheckout = Type.Object({
  reference: Type.String(),
  status: OrderStatus,
  /** Until when the order holds its articles (ISO 8601). */
  holdUntil: Type.String(),
  /** HelloAsso's payment page, where the browser goes; absent when none was started (paid, or `unavailable`). */
  redirectUrl: Type.Optional(Type.String()),
  /** French, when HelloAsso could not be reached: the order is kept, the buyer may try again until `holdUntil`. */
  unavailable: Type.Optional(Type.String()),
});
export type OrderCardCheckout = Static<typeof OrderCardCheckout>;

const orderProperties = {
  ...OrderQuote.properties,
  reference: Type.String(),
  status: OrderStatus,
  createdAt: Type.String(),
  delivery: DeliveryMethod,
  billing: BillingDetails,
  payment: PaymentInstructions,
};

/** The answer of `POST /api/orders` (201, or 200 for a retry of the same request). */
export const OrderConfirmation = Type.Object({
  ...orderProperties,
  /** An order paid by card, still to pay: HelloAsso's payment page, or why it cannot be shown now. */
  cardCheckout: Type.Optional(OrderCardCheckout),
});
export type OrderConfirmation = Static<typeof OrderConfirmation>;

// ---------------------------------------------------------------------------------------------
// Treasurer's API (`/api/admin/orders…`, a back-office session or a personal token)

/** One change of status: when, to what, the treasurer's note, and who made it. */
export const OrderHistoryEntry = Type.Object({
  status: OrderStatus,
  at: Type.String(),
  note: Type.String(),
  /** The e-mail of the person who changed it; null when the site did (order placed, unpaid order expired). */
  actor: Type.Union([Type.String(), Type.Null()]),
});
export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>;

export const AdminOrder = Type.Object({
  ...orderProperties,
  licenceNumber: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
  history: Type.Array(OrderHistoryEntry),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const AdminOrderList = Page(AdminOrder, {
  /** The sum of the totals of every order the filters keep (all pages), in cents. */
  amountCents: Type.Integer(),
});
export type AdminOrderList = Static<typeof AdminOrderList>;

/** The filters of the treasurer's list and of its CSV export, all optional, combined. */
const adminOrderFilters = {
  status: Type.Optional(OrderStatus),
  /** Part of the reference, of the buyer's name or of the e-mail address (case ignored). */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  payment: Type.Optional(PaymentMethod),
  /** Orders placed from this day on, and up to this day included (days in Paris time). */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};
export const AdminOrderQuery = ListQuery(adminOrderFilters, ADMIN_ORDER_PAGINATION);
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;
export const AdminOrderExportQuery = Type.Object(adminOrderFilters);
export type AdminOrderExportQuery = Static<typeof AdminOrderExportQuery>;
export type AdminOrderFilters = Static<typeof AdminOrderExportQuery>;
export const OrderReferenceParams = Type.Object({ reference: Type.String({ pattern: ORDER_REFERENCE_PATTERN }) });

/** An e-mail the outbox sent, or will send, to the buyer about an order. */
export const AdminOrderEmail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** pending: waiting in the outbox (or being retried); failed: given up after the last attempt. */
  status: Type.Enum(['pending', 'sent', 'failed']),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  /** Why the last attempt failed ('' when none did). */
  lastError: Type.String(),
});
export type AdminOrderEmail = Static<typeof AdminOrderEmail>;

/** `GET /api/admin/orders/{reference}/emails`: oldest first. */
export const AdminOrderEmails = Type.Object({ items: Type.Array(AdminOrderEmail) });
export type AdminOrderEmails = Static<typeof AdminOrderEmails>;

export const OrderStatusRequest = Type.Object(
  {
    status: Type.Enum(['paid', 'shipped', 'cancelled'] as const satisfies readonly OrderStatus[]),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type OrderStatusRequest = Static<typeof OrderStatusRequest>;
