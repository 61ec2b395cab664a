/** Rate limits' counters, shared by every replica (migration 008_shared_state). */
export interface RateCounterTables {
  rate_counters: {
    counter_key: string;
    count: number;
    /** Milliseconds since 1970 when the window ends. */
    reset_at: number;
  };
}
