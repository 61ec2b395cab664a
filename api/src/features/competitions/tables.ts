import type { Generated } from 'kysely';

/** Competition entries by clubs (migration 054). */
export interface CompetitionTables {
  /** An event of kind `competition` whose entries are open or closed. */
  competition_settings: {
    event_id: number;
    /** The season whose issued licences may enter. */
    season_id: number;
    /** `COMPETITION_STATUSES` */
    status: string;
    /** The last day entries are taken (`2027-03-01`). */
    deadline: string;
    fee_cents: number;
    created_at: string;
    updated_at: string;
  };
  /** Its categories, in the organizers' order: the first that fits a competitor is hers. */
  competition_categories: {
    id: Generated<number>;
    event_id: number;
    position: number;
    label: string;
    discipline: string;
    /** `F`, `M` or `X` (mixed). */
    sex: string;
    birth_year_min: number | null;
    birth_year_max: number | null;
    weight_min_grams: number | null;
    weight_max_grams: number | null;
    min_grade: string | null;
  };
  /** One licensee in one discipline of a competition. */
  competition_entries: {
    id: Generated<number>;
    event_id: number;
    category_id: number;
    licensee_id: number;
    licence_id: number;
    club_id: number;
    discipline: string;
    weight_grams: number | null;
    /** `ENTRY_STATUSES` */
    status: string;
    /** The fee when entered (the competition's may change afterwards). */
    fee_cents: number;
    /** Who entered her (an e-mail). */
    entered_by: string;
    created_at: string;
    updated_at: string;
  };
  competition_entry_moves: {
    id: Generated<number>;
    entry_id: number;
    from_category_id: number;
    to_category_id: number;
    reason: string;
    moved_by: string;
    moved_at: string;
  };
  /** A club's payment of its entries: `CP-…`, by card or transfer; `cancelled` when replaced. */
  competition_payments: {
    id: Generated<number>;
    reference: string;
    event_id: number;
    club_id: number;
    method: string;
    status: string;
    total_cents: number;
    created_by: string;
    created_at: string;
    paid_at: string | null;
  };
  competition_payment_entries: {
    payment_id: number;
    entry_id: number;
    fee_cents: number;
    refund_due: Generated<number>;
  };
}
