import type { Generated } from 'kysely';

/** What the back office deleted, restorable for 30 days (migration 039). */
export interface BinTables {
  bin_entries: {
    id: Generated<number>;
    /** Which kind of record: `news`, `events`, `photos`, `clubs`… (`BIN_KINDS`). */
    kind: string;
    /** The record's kind in the audit log (`album`, `club`…): its restore is logged as such. */
    audit_kind: string;
    record_id: string;
    /** Its title or name as it was, for the list. */
    title: string;
    /** JSON array: the roles that may see and restore it (those that could delete it). */
    roles: string;
    /** JSON `BinRow[]`: the row, then those that went with it, in the order they are put back. */
    rows: string;
    /** JSON `BinLink[]`: the references other rows had to it, set again when it is restored. */
    links: string;
    /** JSON: the record as the back office read it, for its kind's per-record rules (migration 041); else null. */
    record: string | null;
    deleted_at: string;
    /** Who deleted it (e-mail). */
    deleted_by: string;
    /** When it is deleted for good. */
    expires_at: string;
  };
}
