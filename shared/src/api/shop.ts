import type {
  MemberCheckRequest,
  MemberCheckResponse,
  OrderConfirmation,
  OrderQuote,
  OrderRequest,
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
};
