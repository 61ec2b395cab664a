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
    /** The birth years it is for (migration 045); null on both: chosen by hand only. */
    birth_year_min: Generated<number | null>;
    birth_year_max: Generated<number | null>;
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
