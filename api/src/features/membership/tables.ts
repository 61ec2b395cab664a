import type { Generated } from 'kysely';

/** Seasons, licence categories (fees in integer cents), steps and documents to join. */
export interface MembershipTables {
  membership_seasons: {
    id: Generated<number>;
    label: string;
    starts_on: string;
    ends_on: string;
    affiliation_fee_cents: number;
  };
  licence_categories: {
    id: Generated<number>;
    season_id: number;
    name: string;
    audience: string;
    description: string;
    fee_cents: number;
    position: number;
  };
  membership_steps: {
    id: Generated<number>;
    season_id: number;
    /** `member`: a person who joins; `club`: a club that affiliates. */
    kind: string;
    position: number;
    title: string;
    body: string;
  };
  membership_documents: {
    id: Generated<number>;
    season_id: number;
    title: string;
    applies_to: string;
    body: string;
    position: number;
  };
}
