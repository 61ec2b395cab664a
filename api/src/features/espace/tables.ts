/** « Mon espace »: its sign-in links and sessions (migration 052). */
export interface EspaceTables {
  /** A sign-in link e-mailed to a mailbox: only the secret's hash is kept; used once. */
  espace_links: {
    token_hash: string;
    /** `foldEmail` of the address: the mailbox the link opens. */
    mailbox: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** A browser signed in to the space: the hash of its cookie's secret, and its mailbox. */
  espace_sessions: {
    id_hash: string;
    mailbox: string;
    created_at: string;
    last_seen_at: string;
  };
}
