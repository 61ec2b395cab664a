/** `GET /api/membership`: how to join, for the current season. */

export interface MembershipSeason {
  /** « 2026-2027 » */
  label: string;
  /** ISO dates (YYYY-MM-DD) of the season's first and last days. */
  startsOn: string;
  endsOn: string;
  /** Yearly affiliation of a club, in integer euro cents. */
  affiliationFeeCents: number;
}

export interface LicenceCategory {
  id: number;
  name: string;
  /** Who it is for: « Né(e) en 2015 ou après ». */
  audience: string;
  description: string;
  /** Price of the licence in integer euro cents (the club's own fee comes on top). */
  feeCents: number;
}

export interface MembershipStep {
  position: number;
  title: string;
  /** Markdown (links allowed, no HTML). */
  body: string;
}

export interface MembershipDocument {
  id: number;
  title: string;
  /** Who must provide it: « Tous », « Mineurs », « Compétiteurs »… */
  appliesTo: string;
  /** Markdown (links allowed, no HTML). */
  body: string;
}

export interface MembershipResponse {
  season: MembershipSeason;
  categories: LicenceCategory[];
  /** How a person joins. */
  steps: MembershipStep[];
  /** How a club affiliates. */
  clubSteps: MembershipStep[];
  documents: MembershipDocument[];
}
