import type { Generated } from 'kysely';

/**
 * The back office's people, sessions, invitations, personal API tokens and audit log (migration
 * 009); browsers known to an account and the tokens' expiry and roles (migration 028); « forgotten
 * password » links (migration 037).
 */
export interface AuthTables {
  people: {
    id: Generated<number>;
    /** Lower-case. */
    email: string;
    /** Argon2id hash (PHC string); null until the invitation is accepted. */
    password_hash: string | null;
    /** JSON array of roles. */
    roles: string;
    status: 'invited' | 'active' | 'disabled';
    created_at: string;
    last_sign_in_at: string | null;
  };
  sessions: {
    /** SHA-256 of the cookie's value: a stolen database holds no usable session. */
    id_hash: string;
    person_id: number;
    created_at: string;
    /** ISO date-time; the session ends when idle past it (moved forward as it is used). */
    expires_at: string;
  };
  invitations: {
    token_hash: string;
    person_id: number;
    expires_at: string;
    used_at: string | null;
  };
  password_resets: {
    /** SHA-256 of the link's secret. */
    token_hash: string;
    person_id: number;
    created_at: string;
    expires_at: string;
    /** Set when the link is spent: it works once. */
    used_at: string | null;
  };
  api_tokens: {
    id: Generated<number>;
    token_hash: string;
    person_id: number;
    label: string;
    created_at: string;
    last_used_at: string | null;
    revoked_at: string | null;
    /** ISO date-time: the token is refused from then on. */
    expires_at: string;
    /** JSON array: the roles it carries, as far as the person still holds them. */
    roles: string;
  };
  trusted_devices: {
    /** SHA-256 of the browser's device cookie. */
    token_hash: string;
    person_id: number;
    created_at: string;
    expires_at: string;
  };
  /** The clubs of each club manager (migration 042). */
  people_clubs: {
    person_id: number;
    club_id: number;
  };
  audit_log: {
    id: Generated<number>;
    at: string;
    /** The person's e-mail at the time (kept when the person is later renamed or disabled). */
    actor: string;
    action: string;
    kind: string;
    record_id: string;
    before: string | null;
    after: string | null;
  };
}
