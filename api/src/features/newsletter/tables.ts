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
    /** Trimmed, lower case: where the newsletter goes (the address last typed while pending). */
    email: string;
    /** The mailbox (`foldEmail`, migration 030): one row per mailbox, `+tag` or not. */
    email_key: string;
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
    /**
     * The last e-mail the form sent to this mailbox (a confirmation link, or, once confirmed, the
     * notice that it is subscribed already): at most one per `CONFIRMATION_RESEND_MS`.
     */
    confirm_sent_at: string | null;
  };
  /** Issues written in the back office (migration 015): draft, sending, then sent. */
  newsletter_issues: {
    id: Generated<number>;
    subject: string;
    /** Markdown, rendered by the site's parser for the e-mail's text and HTML. */
    body: string;
    status: IssueStatus;
    created_at: string;
    created_by: string;
    updated_at: string;
    updated_by: string;
    send_started_at: string | null;
    send_started_by: string | null;
    /** When the last delivery got its outcome. */
    sent_at: string | null;
  };
  /**
   * One per (issue, confirmed subscriber at the start of the sending). `waiting` its turn, then
   * `queued` (its outbox e-mail is `mail_id`) or `skipped` (the address left before its turn).
   */
  newsletter_deliveries: {
    id: Generated<number>;
    issue_id: number;
    /** Not a foreign key: unsubscribing erases the subscription, the delivery stays for the report. */
    subscription_id: number;
    email: string;
    status: 'waiting' | 'queued' | 'skipped';
    mail_id: number | null;
    queued_at: string | null;
  };
}

export type IssueStatus = 'draft' | 'sending' | 'sent';
