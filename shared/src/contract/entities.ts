/**
 * Constants of the site's own exchanges with the API. Their shapes (the terms banner's
 * `CookieAcceptance`, the newsletter's `NewsletterRequest` and `NewsletterResponse`) are schemas of
 * `../schemas/site`, re-exported as types by `./index.ts`.
 */

/** Version of the newsletter consent wording (stored with each subscription). */
export const NEWSLETTER_FORM_VERSION = '2026-11-v1';

/**
 * The footer's newsletter form sent by the browser itself (before or without JavaScript): the
 * server answers with a redirect back to the page, `?newsletter=<outcome>#newsletter`, and the
 * form shows the outcome there.
 */
export const NEWSLETTER_FORM_ID = 'newsletter';
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export const NEWSLETTER_OUTCOMES = { sent: 'envoyee', invalid: 'adresse-invalide', failed: 'erreur' } as const;
export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;
/**
 * The rendered state (`{ email }`) that gives a refused form its address back: the server renders
 * it from a short-lived cookie, so that the address never travels in a URL.
 */
export const NEWSLETTER_TYPED_EMAIL_KEY = 'shell:newsletter-email';
/** Version of the terms of use recorded with each acceptance: an acceptance of another version no longer counts. */
export const TERMS_VERSION = '2026-12-07';
