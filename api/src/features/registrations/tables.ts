import type { Generated } from 'kysely';

/** Registration for events (migration 021). Instants are ISO 8601 (UTC); money is integer cents. */
export interface RegistrationTables {
  /** An event's registrations, once the organizers opened them (one row per event). */
  event_registration_settings: {
    event_id: number;
    /** open, or closed by the organizers (opened again by saving the settings). */
    status: string;
    capacity: number;
    /** The last instant a visitor may register. */
    deadline: string;
    /** For people without a licence in force; 0: free. */
    price_cents: number;
    member_price_cents: number;
    /** 1 when the form asks it. */
    ask_licence: number;
    ask_club: number;
    ask_grade: number;
    ask_category: number;
    created_at: string;
    updated_at: string;
  };
  event_registrations: {
    id: Generated<number>;
    event_id: number;
    /** `IN-7K3M9Q`: what the registrant and the organizers quote. */
    reference: string;
    /** The secret of the registrant's link (see, pay, cancel). */
    token: string;
    /** The client's key: the same request sent twice makes one registration. */
    idempotency_key: string;
    /** SHA-256 of the canonical request, to tell a retry from another registration under the same key. */
    request_hash: string;
    /**
     * unconfirmed (its address not confirmed yet: no place taken), confirmed, pending_payment,
     * waiting, cancelled or expired.
     */
    status: string;
    first_name: string;
    last_name: string;
    /** Lower case, as typed otherwise (`+tag` included): where its e-mails go. */
    email: string;
    /** The mailbox (`foldEmail`, migration 030): one registration alive per mailbox and event. */
    email_key: string;
    /**
     * SHA-256 (base64url) of the secret of the confirmation link, e-mailed only (migration 030);
     * null once confirmed, and for registrations made before.
     */
    confirm_token_hash: Generated<string | null>;
    /** The licence recognised for the licence holders' price, else null. */
    licence_number: string | null;
    member_pricing: number;
    /** '' when not asked. */
    club: string;
    grade: string | null;
    category: string | null;
    /** What is due, priced when the registration was made. */
    amount_cents: number;
    /**
     * Until when a registration awaiting its payment holds its place, or until when an unconfirmed
     * one may be confirmed; null otherwise.
     */
    hold_until: string | null;
    /** What HelloAsso confirmed, and when. */
    paid_cents: number | null;
    paid_at: string | null;
    /** What happened beyond the status (a payment received too late, who cancelled); '' for nothing. */
    note: string;
    created_at: string;
    updated_at: string;
  };
}
