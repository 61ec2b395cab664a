/** The association: committee, clubs directory, membership fees (mf-association). */
import Type, { type Static } from 'typebox';
import { CLUB_LIST_LIMITS, FRENCH_REGIONS } from '../contract/association-clubs';
import { ListQuery, Page } from './common';

// ---------------------------------------------------------------------------------------------
// `GET /api/committee`: the association's officers and committee, grouped by body.

export const CommitteeMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** « Présidente », « Responsable de la commission jeunes »… */
  role: Type.String(),
  /** URL of the portrait (an illustration of ours, never a photo), served by the API. */
  portrait: Type.String(),
  /** French text alternative of the portrait. */
  portraitAlt: Type.String(),
  /** A few sentences: background, grade, mission. */
  bio: Type.String(),
});
export type CommitteeMember = Static<typeof CommitteeMember>;

export const CommitteeBody = Type.Object({
  /** Stable key: `bureau`, `comite`, `direction-technique`… */
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  members: Type.Array(CommitteeMember),
});
export type CommitteeBody = Static<typeof CommitteeBody>;

export const CommitteeResponse = Type.Object({ bodies: Type.Array(CommitteeBody) });
export type CommitteeResponse = Static<typeof CommitteeResponse>;

// ---------------------------------------------------------------------------------------------
// `GET /api/clubs`: the club finder.

/** One affiliated club (`GET /api/clubs`). */
export const Club = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  /** Department number: `69`, `2A`, `974`. */
  department: Type.String(),
  departmentName: Type.String(),
  region: Type.Enum(FRENCH_REGIONS),
  /** Street address of the dojo (the city and postal code are separate fields). */
  address: Type.String(),
  /** One line per training slot: « Lundi 18 h 00 – 19 h 00 : enfants 6-11 ans ». */
  trainingTimes: Type.Array(Type.String()),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
});
export type Club = Static<typeof Club>;

/** A page of clubs, and every region that has clubs with its count over the whole directory. */
export const ClubListResponse = Page(Club, {
  regions: Type.Array(Type.Object({ region: Type.Enum(FRENCH_REGIONS), count: Type.Integer() })),
});
export type ClubListResponse = Static<typeof ClubListResponse>;

/** `GET /api/clubs?q=&region=&page=&limit=`: all optional. */
export const ClubListQuery = ListQuery(
  {
    q: Type.Optional(Type.String({ maxLength: CLUB_LIST_LIMITS.maxQueryLength })),
    region: Type.Optional(Type.Enum(FRENCH_REGIONS)),
  },
  CLUB_LIST_LIMITS,
);
export type ClubListQuery = Static<typeof ClubListQuery>;

// ---------------------------------------------------------------------------------------------
// `GET /api/membership`: how to join, for the current season.

export const MembershipSeason = Type.Object({
  /** « 2026-2027 » */
  label: Type.String(),
  /** ISO dates (YYYY-MM-DD) of the season's first and last days. */
  startsOn: Type.String(),
  endsOn: Type.String(),
  /** Yearly affiliation of a club, in integer euro cents. */
  affiliationFeeCents: Type.Integer(),
});
export type MembershipSeason = Static<typeof MembershipSeason>;

export const LicenceCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Who it is for: « Né(e) en 2015 ou après ». */
  audience: Type.String(),
  description: Type.String(),
  /** Price of the licence in integer euro cents (the club's own fee comes on top). */
  feeCents: Type.Integer(),
});
export type LicenceCategory = Static<typeof LicenceCategory>;

export const MembershipStep = Type.Object({
  position: Type.Integer(),
  title: Type.String(),
  /** Markdown (links allowed, no HTML). */
  body: Type.String(),
});
export type MembershipStep = Static<typeof MembershipStep>;

export const MembershipDocument = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Who must provide it: « Tous », « Mineurs », « Compétiteurs »… */
  appliesTo: Type.String(),
  /** Markdown (links allowed, no HTML). */
  body: Type.String(),
});
export type MembershipDocument = Static<typeof MembershipDocument>;

export const MembershipResponse = Type.Object({
  season: MembershipSeason,
  categories: Type.Array(LicenceCategory),
  /** How a person joins. */
  steps: Type.Array(MembershipStep),
  /** How a club affiliates. */
  clubSteps: Type.Array(MembershipStep),
  documents: Type.Array(MembershipDocument),
});
export type MembershipResponse = Static<typeof MembershipResponse>;
