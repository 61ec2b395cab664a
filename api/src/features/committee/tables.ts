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
    portrait: string;
    portrait_alt: string;
    position: number;
  };
}
