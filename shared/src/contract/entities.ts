/**
 * Entities exchanged with the API that are not yet schemas of `../schemas` (those are re-exported
 * as types by `./index.ts`).
 */

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

/** Version of the newsletter consent wording (stored with each subscription). */
export const NEWSLETTER_FORM_VERSION = '2026-11-v1';
/** Version of the terms of use recorded with each acceptance. */
export const TERMS_VERSION = '2026-11-01';
