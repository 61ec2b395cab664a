import type {
  AdminOrder,
  AdminOrderEmails,
  AdminOrderFilters,
  AdminOrderList,
  MemberCheckRequest,
  MemberCheckResponse,
  OrderCardCheckout,
  OrderConfirmation,
  OrderQuote,
  OrderRequest,
  OrderStatusRequest,
  QuoteRequest,
  ShopCategory,
  ShopItemDetail,
  ShopItemList,
} from '../contract';
import { jsonBody, queryString, request } from './http';

/** Calls of the shop (mf-shop). Prices in answers are the server's; the client never sets one. */
export const shopApi = {
  getShopItems: (params: { category?: ShopCategory; page?: number; limit?: number } = {}) =>
    request<ShopItemList>(`/api/shop/items${queryString(params)}`),
  getShopItem: (itemId: string) => request<ShopItemDetail>(`/api/shop/items/${encodeURIComponent(itemId)}`),
  checkMembership: (body: MemberCheckRequest) =>
    request<MemberCheckResponse>('/api/members/check', jsonBody('POST', body)),
  quoteOrder: (body: QuoteRequest) => request<OrderQuote>('/api/orders/quote', jsonBody('POST', body)),
  /** The same key for every attempt of one checkout: a retry never makes a second order. */
  placeOrder: (body: OrderRequest, idempotencyKey: string) =>
    request<OrderConfirmation>('/api/orders', jsonBody('POST', body, { 'Idempotency-Key': idempotencyKey })),
  /**
   * A new HelloAsso checkout for an order paid by card (after a refusal, or HelloAsso down): only
   * the browser that placed the order can, with the order's idempotency key.
   */
  retryCardPayment: (reference: string, idempotencyKey: string) =>
    request<OrderCardCheckout>(`/api/orders/${encodeURIComponent(reference)}/card-payment`, {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};

/** The treasurer's filters in a query string, in a fixed order (`?q=&status=&payment=&from=&to=`). */
const orderFilters = ({ q, status, payment, from, to }: AdminOrderFilters) => ({ q, status, payment, from, to });

/** The back office's session rides on a cookie of the site's own origin. */
const signedIn: RequestInit = { credentials: 'same-origin' };
const orderPath = (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}`;

/** The treasurer's calls (`treasurer` role): orders, their status, their e-mails, the CSV export. */
export const treasuryApi = {
  listAdminOrders: (filters: AdminOrderFilters & { page?: number; limit?: number } = {}) =>
    request<AdminOrderList>(
      `/api/admin/orders${queryString({ ...orderFilters(filters), page: filters.page, limit: filters.limit })}`,
      signedIn,
    ),
  getAdminOrder: (reference: string) => request<AdminOrder>(orderPath(reference), signedIn),
  getAdminOrderEmails: (reference: string) => request<AdminOrderEmails>(`${orderPath(reference)}/emails`, signedIn),
  setAdminOrderStatus: (reference: string, body: OrderStatusRequest) =>
    request<AdminOrder>(`${orderPath(reference)}/status`, { ...jsonBody('POST', body), ...signedIn }),
  /** The address of the CSV export of the orders `filters` keep: a link downloads it with the session's cookie. */
  adminOrdersCsvPath: (filters: AdminOrderFilters = {}) => `/api/admin/orders.csv${queryString(orderFilters(filters))}`,
};
