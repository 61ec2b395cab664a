import type { Generated } from 'kysely';

/** E-mails waiting to be sent (migration 004_shop): written in the same transaction as what they announce. */
export interface MailTables {
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    text: string;
    /** pending, sent, or failed (after the last attempt). */
    status: string;
    attempts: number;
    last_error: string;
    created_at: string;
    sent_at: string | null;
    /** What the e-mail is about, e.g. `order:WF-7K3M9Q`. */
    topic: string;
    /** Until when the replica sending it holds it (migration 008); null while nobody does. */
    claimed_until: string | null;
    /** Extra headers, a JSON object (migration 015), e.g. the newsletter's List-Unsubscribe; null: none. */
    headers: string | null;
    /** The HTML alternative of `text` (migration 015); null: text only. */
    html: string | null;
    /** The sender when it is not the server's MAIL_FROM (migration 015). */
    from_address: string | null;
    /** Files sent with it, JSON `[{filename, contentType, base64}]` (migration 020); null: none. */
    attachments: Generated<string | null>;
    /** When a failed e-mail may be tried again (migration 032); null: as soon as a sender flushes. */
    next_attempt_at: Generated<string | null>;
    /**
     * Set by a restore of the database to the e-mails then pending (migration 035): perhaps sent
     * after the backup was taken, they wait for a person (`npm run db -- send-held`); null: sent as usual.
     */
    held_at: Generated<string | null>;
  };
}
