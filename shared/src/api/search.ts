import type { SearchKind } from '../contract/search';
import type { SearchResponse } from '../schemas/search';
import { queryString, request } from './http';

/** The site search (the page `/search`). */
export const searchApi = {
  search: (params: { q: string; kind?: SearchKind | null; page?: number }) =>
    request<SearchResponse>(
      `/api/search${queryString({ q: params.q, kind: params.kind, page: params.page && params.page > 1 ? params.page : undefined })}`,
    ),
};
