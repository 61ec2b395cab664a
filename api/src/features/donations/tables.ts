import type { Generated } from 'kysely';

/** Online donations (migration 022). */
export interface DonationTables {
  /**
   * One row per gift made from the form. `status`: pending_payment → paid (HelloAsso confirmed
   * it), or → expired after a day without payment (a payment that still arrives makes it paid).
   */
  donations: {
    id: Generated<number>;
    /** `DON-7K3M9Q`: what the treasurer and HelloAsso's back office show. */
    reference: string;
    /** The donor's secret link (return page, receipt download); random, unguessable. */
    token: string;
    status: string;
    amount_cents: number;
    first_name: string;
    last_name: string;
    email: string;
    address: string;
    postcode: string;
    city: string;
    created_at: string;
    updated_at: string;
    paid_at: string | null;
    /** `2026-0001`; null until paid, and for good when the association issued no receipt then. */
    receipt_number: string | null;
    /** JSON `ReceiptIssuer`: the association's facts printed on the receipt, as they were at its issue. */
    receipt_issuer: string | null;
  };
  /** The last receipt number given in each calendar year (Paris time). */
  donation_receipt_counters: {
    year: number;
    last_number: number;
  };
}
