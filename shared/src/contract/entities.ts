/**
 * Entities exchanged with the API: the contract between the pages and the server.
 * The server's response schemas are written against these types.
 */

/** `GET /api/partners` */
export interface Partner {
  name: string;
  /** URL of the logo, served by the API. */
  image: string;
  website: string;
  /** One sentence on what the partner does for the association (partners page). */
  description: string;
}

/** `GET /api/content/{page}`, `GET /api/saleConditions`, `GET /api/terms` */
export interface ContentPage {
  page: string;
  title: string;
  /** Markdown (no raw HTML is ever rendered). */
  body: string;
  /** ISO 8601 date-time of the last edit. */
  updatedAt: string;
}

/** `GET /cookies/isAlreadyAccepted` */
export interface CookieAcceptance {
  accepted: boolean;
}

/**
 * `POST /api/newsletter` body (spec §7): the address only. The proof of consent (date, wording
 * version, page of the site) is recorded by the server; other fields are ignored.
 */
export interface NewsletterRequest {
  email: string;
}

/**
 * The same answer for every valid address, new or known (202): it never tells who is subscribed.
 * The address receives a confirmation e-mail if it needs one and is subscribed once confirmed.
 */
export interface NewsletterResponse {
  subscribed: true;
}

/** Every 4xx/5xx answer of the API. `message` is French and safe to show. */
export interface ApiErrorBody {
  error: string;
  message: string;
}

/** Version of the newsletter consent wording (stored with each subscription). */
export const NEWSLETTER_FORM_VERSION = '2026-11-v1';
/** Version of the terms of use recorded with each acceptance. */
export const TERMS_VERSION = '2026-11-01';
