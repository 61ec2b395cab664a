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
  };
}
