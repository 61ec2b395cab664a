/** « Mon espace »: its sign-in links and sessions (migration 052), its changes of address (migration 055). */
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
  /** A new address asked for a household: the link confirming it, e-mailed there; only its hash is kept. */
  espace_email_changes: {
    token_hash: string;
    /** The mailbox that moves (the session's). */
    mailbox: string;
    /** The address typed (normalised), that the household's licensees get. */
    new_address: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
}
