import type { Generated } from 'kysely';

/**
 * Newsletter subscriptions (migrations 001_initial, 006_newsletter_confirmation), with double
 * opt-in: a request from the site writes a *pending* row and a confirmation e-mail; the address
 * is subscribed only once its owner has confirmed from the link of that e-mail.
 *
 * Whatever sends the newsletter must only pick rows whose `confirmed_at` is set
 * (`newsletterRecipients` in `subscriptions.ts`): a pending address never asked for anything
 * itself, anyone can type it in the form.
 */
export interface NewsletterTables {
  newsletter_subscriptions: {
    id: Generated<number>;
    /** Trimmed, lower case; one row per address. */
    email: string;
    /** When the form was sent (the request whose link was confirmed, for a confirmed row). */
    consented_at: string;
    /** `NEWSLETTER_FORM_VERSION` of the server at that time: the wording the visitor saw. */
    form_version: string;
    /** Path of the page of this site the form was sent from ('' when unknown). */
    source_page: string;
    unsubscribe_token: string;
    /** The proof of consent: when the owner of the address confirmed. Null while pending. */
    confirmed_at: string | null;
    /** SHA-256 (base64url) of the token of the confirmation link; null once confirmed. */
    confirm_token_hash: string | null;
    /** The link stops working then; a pending row past it is erased. */
    confirm_expires_at: string | null;
    /** Last confirmation e-mail: at most one per address per `CONFIRMATION_RESEND_MS`. */
    confirm_sent_at: string | null;
  };
}
