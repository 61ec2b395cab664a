import type { Generated } from 'kysely';

/** The association's bodies (bureau, commissions…) and their members. */
export interface CommitteeTables {
  committee_bodies: {
    slug: string;
    name: string;
    description: string;
    position: number;
  };
  committee_members: {
    id: Generated<number>;
    body_slug: string;
    name: string;
    role: string;
    bio: string;
    /** The illustration delivered with the site (`/media/committee/…`), or '' for none. */
    portrait: string;
    portrait_alt: string;
    /** A portrait uploaded from the back office (migration 018): shown instead of `portrait`. */
    portrait_upload_id: Generated<number | null>;
    position: number;
  };
}
