/**
 * The shapes every API area shares: one page of a list, the paging query, an image, a slug in a
 * path, the error body. Each schema is also its TypeScript type (`Static`), so that a field is
 * written once. Runtime schemas are for the server and tests; the browser imports only the types
 * (`@wado/shared/contract` re-exports them as types).
 */
import Type, { type Static, type TProperties, type TSchema, type TString } from 'typebox';
import { PAGINATION, SLUG_MAX_LENGTH, SLUG_PATTERN, type PageLimits } from '../contract/pagination';

/** Every 4xx/5xx answer of the API. `message` is French and safe to show. */
export const ApiErrorBody = Type.Object({ error: Type.String(), message: Type.String() });
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** A readable id in a URL (`stage-national-lyon-2026`). */
export const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH });

/** `{ <name>: slug }`: the path parameters of a detail route (`/api/news/:news`). */
export const SlugParams = <Name extends string>(name: Name) =>
  Type.Object({ [name]: Slug } as { [K in Name]: typeof Slug });

/** `page` and `limit`, within the list's own bounds (declared in the contract); defaults filled in. */
export const PagingQuery = (limits: PageLimits = PAGINATION) =>
  Type.Object({
    page: Type.Integer({ minimum: 1, maximum: limits.maxPage, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: limits.maxLimit, default: limits.defaultLimit }),
  });
/** `page` and `limit` once validated (defaults applied). */
export type Paging = Static<ReturnType<typeof PagingQuery>>;

/** The paging query with the list's own filters. */
export const ListQuery = <Filters extends TProperties>(filters: Filters, limits: PageLimits = PAGINATION) =>
  Type.Object({ ...filters, ...PagingQuery(limits).properties });

/** One page of a list that grows (news, events, results…): `GET …?page=2&limit=10`. */
export const Page = <Item extends TSchema, Extra extends TProperties = Record<never, never>>(
  item: Item,
  extra: Extra = {} as Extra,
) =>
  Type.Object({
    items: Type.Array(item),
    /** 1-based page number, as asked. */
    page: Type.Integer(),
    /** Items per page, as asked (or the endpoint's default). */
    limit: Type.Integer(),
    /** Items in the whole list (with the same filters). */
    total: Type.Integer(),
    /** Number of pages (0 when the list is empty). */
    pages: Type.Integer(),
    ...extra,
  });

/**
 * One `<source>` of a `<picture>`: a modern format and its candidates
 * (`/media/uploads/<hash>-320.avif 320w, /media/uploads/<hash>-640.avif 640w`).
 */
export const ImageSource = Type.Object({
  type: Type.Enum(['image/avif', 'image/webp'] as const),
  srcset: Type.String(),
});
export type ImageSource = Static<typeof ImageSource>;

/**
 * An image of ours served by the API, with its French text alternative and intrinsic size. An
 * uploaded photo also has its sizes in modern formats (`sources`, best first) and in JPEG
 * (`srcset`), `url` being its largest JPEG.
 */
export const MediaImage = Type.Object({
  /** `/media/<kind>/<file>.svg`, or `/media/uploads/<hash>-<width>.jpg` */
  url: Type.String(),
  alt: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  sources: Type.Optional(Type.Array(ImageSource)),
  srcset: Type.Optional(Type.String()),
});
export type MediaImage = Static<typeof MediaImage>;

/**
 * A document answered as text (feeds, calendars, exports, pages): declared by its media type
 * without parameters (`text/csv`, not `text/csv; charset=utf-8`), as Fastify looks it up.
 */
export const TextDocument = <MediaType extends string>(mediaType: MediaType) =>
  // TypeScript widens a computed key to `string`: the cast keeps the literal, so that two
  // content types of one answer can be spread together.
  ({ content: { [mediaType]: { schema: Type.String() } } }) as {
    content: { [Key in MediaType]: { schema: TString } };
  };
