/**
 * Constants of the site's own exchanges with the API. Their shapes (the terms banner's
 * `CookieAcceptance`, the newsletter's `NewsletterRequest` and `NewsletterResponse`) are schemas of
 * `../schemas/site`, re-exported as types by `./index.ts`.
 */

/** Version of the newsletter consent wording (stored with each subscription). */
export const NEWSLETTER_FORM_VERSION = '2026-11-v1';
/** Version of the terms of use recorded with each acceptance. */
export const TERMS_VERSION = '2026-11-01';
