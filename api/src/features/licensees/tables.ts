import type { Generated } from 'kysely';

/** A club's licensees and their licences per season (migration 044). */
export interface LicenseeTables {
  licensees: {
    id: Generated<number>;
    club_id: number;
    first_name: string;
    last_name: string;
    /** YYYY-MM-DD */
    birth_date: string;
    /** `LICENSEE_SEXES` */
    sex: string;
    grade: string;
    /** `CLUB_DISCIPLINES` */
    discipline: string;
    /** The licensee's address, or a parent's. */
    email: string;
    created_at: string;
    updated_at: string;
    /** Set when her personal data was erased, two seasons after her last licence (migration 046). */
    anonymised_at: Generated<string | null>;
  };
  licences: {
    id: Generated<number>;
    licensee_id: number;
    /** The club that asked for it (and pays it). */
    club_id: number;
    season_id: number;
    /** `LICENCE_STATUSES` */
    status: string;
    /** Set when issued: `WF26004217`. */
    number: string | null;
    requested_at: string;
    issued_at: string | null;
    /** The payment that issued it (migration 045). */
    payment_id: Generated<number | null>;
    /** Set when issued: what its card's QR code carries, for the public check (migration 052). */
    check_code: Generated<string | null>;
  };
  /** A payment of a club's season (migration 045): its affiliation and licences, by card or transfer. */
  season_payments: {
    id: Generated<number>;
    /** `SAI-…`: what a transfer quotes, what HelloAsso shows. */
    reference: string;
    club_id: number;
    season_id: number;
    /** `card` or `transfer`. */
    method: string;
    /** `pending` until paid, then `paid`; `cancelled` when replaced by another. */
    status: string;
    affiliation_cents: number;
    licences_cents: number;
    total_cents: number;
    /** Who started it (an e-mail). */
    created_by: string;
    created_at: string;
    paid_at: string | null;
  };
  /** The licences a payment covers, each at its price; `refund_due` when another payment issued it first. */
  season_payment_licences: {
    payment_id: number;
    licence_id: number;
    category_id: number;
    fee_cents: number;
    refund_due: Generated<number>;
  };
  /** The renewal reminders sent to a club's managers (migration 047), each once. */
  season_reminders: {
    club_id: number;
    season_id: number;
    /** `before-30`, `before-7`, `first-day`. */
    kind: string;
    sent_at: string;
  };
  /** The association asked to open the season after one that ends with none after it (migration 051), each once. */
  season_opening_reminders: {
    season_id: number;
    /** `before-30`, `before-7`. */
    kind: string;
    sent_at: string;
  };
  /** The last licence number issued under each prefix (`WF26`: the season's first year), migration 050. */
  licence_number_series: {
    prefix: string;
    last_number: number;
  };
  /** A club affiliated for a season, by the payment that did it. */
  club_affiliations: {
    club_id: number;
    season_id: number;
    payment_id: number;
    paid_at: string;
  };
}
