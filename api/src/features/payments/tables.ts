import type { Generated } from 'kysely';

/** Card payments through HelloAsso Checkout (migration 020). */
export interface PaymentTables {
  /**
   * One row per checkout started (a visitor who retries starts another): what is paid (`purpose`
   * and its `reference`), the amount our server computed, HelloAsso's checkout intent, and the
   * outcome. `status`: started → paid; only the transaction that moves it to paid runs the
   * purpose's « paid » step, so a notification received twice changes nothing the second time.
   */
  card_payments: {
    id: Generated<number>;
    /** Our own identifier of the attempt, sent in the checkout's metadata (random, unguessable). */
    token: string;
    purpose: string;
    reference: string;
    amount_cents: number;
    /** HelloAsso's checkout intent id (a number, kept as text: an outside id); null until HelloAsso answered. */
    checkout_intent_id: string | null;
    redirect_url: string | null;
    /** started, paid, or failed (HelloAsso could not be reached to start it). */
    status: string;
    created_at: string;
    updated_at: string;
    paid_at: string | null;
    /** HelloAsso's order and payment ids once paid (to find it in HelloAsso's back office). */
    provider_order_id: string | null;
    provider_payment_ids: string | null;
  };
}
