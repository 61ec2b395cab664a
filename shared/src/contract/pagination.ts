/** One page of a list that grows (news, events, results…): `GET …?page=2&limit=10`. */
export interface PageOf<T> {
  items: T[];
  /** 1-based page number, as asked. */
  page: number;
  /** Items per page, as asked (or the endpoint's default). */
  limit: number;
  /** Items in the whole list (with the same filters). */
  total: number;
  /** Number of pages (0 when the list is empty). */
  pages: number;
}

/** The bounds of one paginated list: a bad value answers 400, never a huge page. */
export interface PageLimits {
  defaultLimit: number;
  maxLimit: number;
  maxPage: number;
}

/** Bounds of the lists that declare none of their own. */
export const PAGINATION = { defaultLimit: 10, maxLimit: 50, maxPage: 10_000 } as const satisfies PageLimits;

/** Readable ids in URLs (`stage-national-lyon-2026`): lower-case words joined by hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 80;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && new RegExp(SLUG_PATTERN).test(value);
}
