import type { Done } from '../schemas/auth';
import type {
  ShopAdminImageInput,
  ShopAdminImageUpdate,
  ShopAdminItem,
  ShopAdminItemInput,
  ShopAdminItemList,
  ShopAdminVariantInput,
  ShopAdminVariantUpdate,
  ShopCategoryInput,
  ShopCategoryList,
  ShopItemStatus,
  ShopStockAdjustment,
  ShopStockHistory,
} from '../schemas/shop-admin';
import { jsonBody, queryString, request } from './http';

/** The back office's session rides on a cookie of the site's own origin: every call sends it. */
const signedIn: RequestInit = { credentials: 'same-origin' };
const withSession = (init: RequestInit): RequestInit => ({ ...init, ...signedIn });

const ROOT = '/api/admin/shop';
const itemPath = (itemId: string) => `${ROOT}/items/${encodeURIComponent(itemId)}`;
const variantPath = (itemId: string, variantId: string) =>
  `${itemPath(itemId)}/variants/${encodeURIComponent(variantId)}`;

/** The filters of the catalogue's list in the back office, all optional. */
export interface ShopAdminFilters {
  q?: string;
  status?: ShopItemStatus;
  category?: string;
  page?: number;
  limit?: number;
}

/** The shop editors' calls (`shop` role): articles, sizes and stock, photos, categories. */
export const shopAdminApi = {
  listShopAdminItems: (filters: ShopAdminFilters = {}) =>
    request<ShopAdminItemList>(`${ROOT}/items${queryString({ ...filters })}`, signedIn),
  getShopAdminItem: (itemId: string) => request<ShopAdminItem>(itemPath(itemId), signedIn),
  createShopAdminItem: (input: ShopAdminItemInput) =>
    request<ShopAdminItem>(`${ROOT}/items`, withSession(jsonBody('POST', input))),
  updateShopAdminItem: (itemId: string, input: ShopAdminItemInput) =>
    request<ShopAdminItem>(itemPath(itemId), withSession(jsonBody('PUT', input))),
  publishShopAdminItem: (itemId: string) =>
    request<ShopAdminItem>(`${itemPath(itemId)}/publish`, withSession({ method: 'POST' })),
  withdrawShopAdminItem: (itemId: string) =>
    request<ShopAdminItem>(`${itemPath(itemId)}/withdraw`, withSession({ method: 'POST' })),
  deleteShopAdminItem: (itemId: string) => request<Done>(itemPath(itemId), withSession({ method: 'DELETE' })),
  addShopVariant: (itemId: string, input: ShopAdminVariantInput) =>
    request<ShopAdminItem>(`${itemPath(itemId)}/variants`, withSession(jsonBody('POST', input))),
  updateShopVariant: (itemId: string, variantId: string, update: ShopAdminVariantUpdate) =>
    request<ShopAdminItem>(variantPath(itemId, variantId), withSession(jsonBody('PUT', update))),
  deleteShopVariant: (itemId: string, variantId: string) =>
    request<ShopAdminItem>(variantPath(itemId, variantId), withSession({ method: 'DELETE' })),
  adjustShopStock: (itemId: string, variantId: string, adjustment: ShopStockAdjustment) =>
    request<ShopAdminItem>(`${variantPath(itemId, variantId)}/stock`, withSession(jsonBody('POST', adjustment))),
  getShopStockHistory: (itemId: string, page?: number) =>
    request<ShopStockHistory>(`${itemPath(itemId)}/stock${queryString({ page })}`, signedIn),
  addShopImage: (itemId: string, image: ShopAdminImageInput) =>
    request<ShopAdminItem>(`${itemPath(itemId)}/images`, withSession(jsonBody('POST', image))),
  updateShopImage: (itemId: string, imageId: number, update: ShopAdminImageUpdate) =>
    request<ShopAdminItem>(`${itemPath(itemId)}/images/${imageId}`, withSession(jsonBody('PUT', update))),
  deleteShopImage: (itemId: string, imageId: number) =>
    request<ShopAdminItem>(`${itemPath(itemId)}/images/${imageId}`, withSession({ method: 'DELETE' })),
  listShopCategories: () => request<ShopCategoryList>(`${ROOT}/categories`, signedIn),
  createShopCategory: (input: ShopCategoryInput) =>
    request<ShopCategoryList>(`${ROOT}/categories`, withSession(jsonBody('POST', input))),
  updateShopCategory: (categoryId: string, input: ShopCategoryInput) =>
    request<ShopCategoryList>(
      `${ROOT}/categories/${encodeURIComponent(categoryId)}`,
      withSession(jsonBody('PUT', input)),
    ),
  deleteShopCategory: (categoryId: string) =>
    request<ShopCategoryList>(
      `${ROOT}/categories/${encodeURIComponent(categoryId)}`,
      withSession({ method: 'DELETE' }),
    ),
};
