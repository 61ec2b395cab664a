/** The site's own shapes: partners, text pages, the terms banner, the newsletter form, the health check. */
import Type, { type Static } from 'typebox';
import { PAGE_KEY_PATTERN } from '../contract/content';

/** `GET /api/partners` */
export const Partner = Type.Object({
  name: Type.String(),
  /** URL of the logo, served by the API. */
  image: Type.String(),
  website: Type.String(),
  /** One sentence on what the partner does for the association (partners page). */
  description: Type.String(),
});
export type Partner = Static<typeof Partner>;
export const PartnerList = Type.Array(Partner);

/** `GET /api/content/{page}`, `GET /api/saleConditions`, `GET /api/terms` */
export const ContentPage = Type.Object({
  page: Type.String(),
  title: Type.String(),
  /** Markdown (no raw HTML is ever rendered). */
  body: Type.String(),
  /** ISO 8601 date-time of the last edit. */
  updatedAt: Type.String(),
});
export type ContentPage = Static<typeof ContentPage>;
/** Content keys are short snake_case words (`kihon_kata`). */
export const ContentPageParams = Type.Object({ page: Type.String({ pattern: PAGE_KEY_PATTERN }) });
