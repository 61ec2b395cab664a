/** The association: committee, clubs directory, membership fees (mf-association). */
import Type, { type Static } from 'typebox';
import {
  CLUB_DISCIPLINES,
  CLUB_EDIT_LIMITS,
  CLUB_LIST_LIMITS,
  CLUB_SEARCH_PLACE_KINDS,
  FRENCH_REGIONS,
} from '../contract/association-clubs';
import { EMAIL_MAX_LENGTH } from '../contract/email';
import { AGE_GROUPS, DISCIPLINES } from '../contract/selection';
import { ListQuery, MediaImage, Page } from './common';
import { ImageRef } from './editing';
import { Day, Id, Line, Nullable, OptionalLine, WebLink } from './fields';
import { EventSummary } from './media';

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
  /**
   * The portrait uploaded from the back office, in every width and format (its `url` is also
   * `portrait`); absent for the illustrations the site was delivered with. When `portrait` is
   * empty, the member has no portrait.
   */
  portraitImage: Type.Optional(MediaImage),
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

/** A point in decimal degrees. */
export const GeoPoint = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});
export type GeoPoint = Static<typeof GeoPoint>;

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
  /** What it teaches, in the order of `CLUB_DISCIPLINES` (absent from older answers). */
  disciplines: Type.Optional(Type.Array(Type.Enum(CLUB_DISCIPLINES))),
  /**
   * The centre of its commune (the map's marker), null when the commune is unknown (absent from
   * older answers).
   */
  position: Type.Optional(Nullable(GeoPoint)),
});
export type Club = Static<typeof Club>;

/** A club of the finder's list, with its distance when the list is ordered by distance. */
export const ClubListItem = Type.Object({
  ...Club.properties,
  /** Great-circle distance from where the list's distances start (`origin`), rounded to the kilometre. */
  distanceKm: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ClubListItem = Static<typeof ClubListItem>;

/** A club near the place a search named, with its great-circle distance from it. */
export const NearbyClub = Type.Object({
  club: Club,
  /** Rounded to the kilometre (0: in the same commune). */
  distanceKm: Type.Integer({ minimum: 0 }),
});
export type NearbyClub = Static<typeof NearbyClub>;

/** What a search with no club was read as, from the offline dataset of French communes. */
export const ClubSearchPlace = Type.Object({
  kind: Type.Enum(CLUB_SEARCH_PLACE_KINDS),
  /** The place as named: « Dijon », « 21000 », « Côte-d'Or », « Bourgogne-Franche-Comté ». */
  name: Type.String(),
  /**
   * The commune distances are measured from: the town itself (the most populous one when several
   * share the name), the most populous commune of a postal code, a department's prefecture, a
   * region's chief town.
   */
  centre: Type.String(),
  /** The department of that commune. */
  department: Type.Object({ code: Type.String(), name: Type.String() }),
  region: Type.Enum(FRENCH_REGIONS),
});
export type ClubSearchPlace = Static<typeof ClubSearchPlace>;

/**
 * A search that names neither a club nor a place: only a message (the page then offers the
 * regions). `place` and `clubs` are the shape of older answers, which also suggested clubs here;
 * a place is now answered by the list itself, ordered by distance (`ClubListResponse.origin`).
 */
export const NearestClubs = Type.Object({
  /** Null: the search names no club and no commune, postal code, department or region. */
  place: Type.Union([ClubSearchPlace, Type.Null()]),
  /** French, to show as it is: « Nous ne connaissons aucun club ni aucun lieu nommé « Tombouctou ». » */
  message: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  clubs: Type.Array(NearbyClub),
});
export type NearestClubs = Static<typeof NearestClubs>;

/** Where the distances of a list ordered by distance are measured from. */
export const ClubListOrigin = Type.Object({
  /** The place the search named; null for the visitor's position (`near`). */
  place: Nullable(ClubSearchPlace),
  /** French, the list's heading: « Les clubs les plus proches de Dijon (Côte-d'Or) ». */
  message: Type.String(),
  /** French, or null: which commune was taken when the name was ambiguous, where distances start. */
  note: Nullable(Type.String()),
});
export type ClubListOrigin = Static<typeof ClubListOrigin>;

/**
 * A page of clubs; every region, in the order of `FRENCH_REGIONS`, with its number of clubs over
 * the whole directory (0 for a region without a club). When the search names a place (or the
 * visitor's position is given, or the region asked has no club), `origin` says where distances
 * start and the clubs come nearest first, each with its `distanceKm`; otherwise `origin` is null
 * and the clubs come in directory order. `nearest` is set only for a search that names neither a
 * club nor a place.
 */
export const ClubListResponse = Page(ClubListItem, {
  regions: Type.Array(Type.Object({ region: Type.Enum(FRENCH_REGIONS), count: Type.Integer({ minimum: 0 }) })),
  origin: Type.Optional(Nullable(ClubListOrigin)),
  nearest: Type.Union([NearestClubs, Type.Null()]),
});
export type ClubListResponse = Static<typeof ClubListResponse>;

/**
 * `GET /api/clubs?q=&region=&near=&page=&limit=`, all optional. `q`: words of a club's name,
 * town, department or region, a department number (`21`, `2A`), a postal code; `region`: one of
 * `FRENCH_REGIONS`; `near`: the visitor's position, « latitude,longitude » in decimal degrees
 * (then without `q`), never logged nor kept.
 */
export const ClubListQuery = ListQuery(
  {
    q: Type.Optional(Type.String({ maxLength: CLUB_LIST_LIMITS.maxQueryLength })),
    region: Type.Optional(Type.Enum(FRENCH_REGIONS)),
    near: Type.Optional(Type.String({ maxLength: CLUB_LIST_LIMITS.maxNearLength })),
  },
  CLUB_LIST_LIMITS,
);
export type ClubListQuery = Static<typeof ClubListQuery>;

// ---------------------------------------------------------------------------------------------
// `GET /api/clubs/{club}`: a club's page.

/** `/api/clubs/{club}`: the club's id. */
export const ClubParams = Type.Object({ club: Type.String({ maxLength: 20 }) });
export type ClubParams = Static<typeof ClubParams>;

/** A published event near a club, with its distance from the club's commune. */
export const ClubNearbyEvent = Type.Object({
  ...EventSummary.properties,
  distanceKm: Type.Integer({ minimum: 0 }),
});
export type ClubNearbyEvent = Static<typeof ClubNearbyEvent>;

/**
 * A club of the directory with the people of the national team who train there and the next
 * published events near it.
 */
export const ClubDetail = Type.Object({
  ...Club.properties,
  /** The club's own words, paragraphs separated by a blank line (absent from older answers). */
  presentation: Type.Optional(Nullable(Type.String())),
  /** Its photo, in every width and format; absent without one. */
  photo: Type.Optional(MediaImage),
  /** The team's coaches of the club, in the team's order. */
  coaches: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), role: Type.String() })),
  /** The team's competitors of the club (`/competitor/{slug}`), in the team's order. */
  competitors: Type.Array(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      discipline: Type.Enum(DISCIPLINES),
      ageGroup: Type.Enum(AGE_GROUPS),
      grade: Type.String(),
    }),
  ),
  /** Published events not over yet within `eventsRadiusKm` of the club, soonest first (at most `CLUB_EVENTS_MAX`). */
  events: Type.Array(ClubNearbyEvent),
  eventsRadiusKm: Type.Integer({ minimum: 1 }),
});
export type ClubDetail = Static<typeof ClubDetail>;

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

// ---------------------------------------------------------------------------------------------
// The back office (`association` role, `/api/admin/{committee,clubs,membership-seasons,
// licence-categories,partners}`): each collection's input, and its record (the input with what
// the server adds).

/** Where a record comes in its list (smallest first). */
const Position = Type.Integer({ minimum: 0, maximum: 9999 });
/** An amount in integer euro cents, at most 100 000 €. */
const Cents = Type.Integer({ minimum: 0, maximum: 10_000_000 });
/** An image as the site shows it now (an upload, or an illustration delivered with the site). */
export const ShownImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type ShownImage = Static<typeof ShownImage>;

export const CommitteeMemberInput = Type.Object({
  /** The body's stable key (`bureau`…), one of `GET /api/committee`'s bodies. */
  body: Type.String({ minLength: 1, maxLength: 60 }),
  name: Line(120),
  role: Line(200),
  bio: Type.String({ maxLength: 2000 }),
  /** An uploaded portrait; null keeps the illustration delivered with the site (when there is one). */
  portrait: Nullable(ImageRef),
  position: Position,
});
export type CommitteeMemberInput = Static<typeof CommitteeMemberInput>;
export const CommitteeMemberRecord = Type.Object({
  ...CommitteeMemberInput.properties,
  id: Type.Integer(),
  /** The portrait the committee page shows now, or null. */
  shownPortrait: Nullable(ShownImage),
});
export type CommitteeMemberRecord = Static<typeof CommitteeMemberRecord>;

/**
 * A club of the directory. Its department, region and map position are not typed: they are those
 * of the commune its postal code and city name (a known French commune, else 400).
 */
export const ClubInput = Type.Object({
  name: Line(CLUB_EDIT_LIMITS.name),
  address: Line(CLUB_EDIT_LIMITS.address),
  postalCode: Type.String({ pattern: '^\\d{5}$' }),
  city: Line(CLUB_EDIT_LIMITS.city),
  /** One line per training slot. */
  trainingTimes: Type.Array(Line(CLUB_EDIT_LIMITS.trainingTime), { maxItems: CLUB_EDIT_LIMITS.trainingTimes }),
  email: Nullable(Type.String({ maxLength: EMAIL_MAX_LENGTH })),
  phone: Nullable(Type.String({ maxLength: CLUB_EDIT_LIMITS.phone, pattern: '^ *\\+?[0-9][0-9 .()-]{5,}$' })),
  website: Nullable(WebLink),
  disciplines: Type.Array(Type.Enum(CLUB_DISCIPLINES), { maxItems: CLUB_DISCIPLINES.length }),
  /**
   * The club's own words on its page (paragraphs separated by a blank line); null: none. Absent
   * (a back office of before): the club's text stays as it is.
   */
  presentation: Type.Optional(Nullable(Type.String({ maxLength: CLUB_EDIT_LIMITS.presentation }))),
  /** A photo of the club (its dojo, a class) with its text alternative; null: none. Absent: as it is. */
  photo: Type.Optional(Nullable(ImageRef)),
});
export type ClubInput = Static<typeof ClubInput>;
export const ClubRecord = Type.Object({
  ...ClubInput.properties,
  presentation: Nullable(Type.String()),
  photo: Nullable(ImageRef),
  /** The photo as the page shows it (for the form's preview). */
  shownPhoto: Nullable(Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() })),
  id: Type.Integer(),
  department: Type.String(),
  departmentName: Type.String(),
  region: Type.Enum(FRENCH_REGIONS),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});
export type ClubRecord = Static<typeof ClubRecord>;

/** A season of membership: its label, first and last days, and a club's yearly affiliation fee. */
export const MembershipSeasonInput = Type.Object({
  /** « 2026-2027 » */
  label: Line(40),
  startsOn: Day,
  endsOn: Day,
  affiliationFeeCents: Cents,
});
export type MembershipSeasonInput = Static<typeof MembershipSeasonInput>;
export const MembershipSeasonRecord = Type.Object({
  ...MembershipSeasonInput.properties,
  id: Type.Integer(),
  /** The season the membership page shows today. */
  current: Type.Boolean(),
  /** How many licence categories it has. */
  categoryCount: Type.Integer({ minimum: 0 }),
});
export type MembershipSeasonRecord = Static<typeof MembershipSeasonRecord>;

const BirthYear = Type.Integer({ minimum: 1900, maximum: 2100 });

export const LicenceCategoryInput = Type.Object({
  seasonId: Id,
  name: Line(120),
  /** « Né(e) en 2015 ou après » */
  audience: OptionalLine(200),
  description: Type.String({ maxLength: 1000 }),
  feeCents: Cents,
  position: Position,
  /**
   * The birth years it is for (both included; null: no bound): a club's licence is priced by the
   * licensee's birth year. Null on both: chosen by hand only (dirigeant, découverte). Absent (a
   * back office of before): kept as they are.
   */
  bornFrom: Type.Optional(Nullable(BirthYear)),
  bornUntil: Type.Optional(Nullable(BirthYear)),
});
export type LicenceCategoryInput = Static<typeof LicenceCategoryInput>;
export const LicenceCategoryRecord = Type.Object({
  ...LicenceCategoryInput.properties,
  bornFrom: Nullable(Type.Integer()),
  bornUntil: Nullable(Type.Integer()),
  id: Type.Integer(),
  seasonLabel: Type.String(),
});
export type LicenceCategoryRecord = Static<typeof LicenceCategoryRecord>;

export const PartnerInput = Type.Object({
  name: Line(120),
  /** An uploaded logo; null keeps the logo delivered with the site (a new partner needs one). */
  logo: Nullable(ImageRef),
  website: WebLink,
  description: Line(300),
  position: Position,
});
export type PartnerInput = Static<typeof PartnerInput>;
export const PartnerRecord = Type.Object({
  ...PartnerInput.properties,
  id: Type.Integer(),
  /** The logo the footer and the partners page show now. */
  shownLogo: Nullable(ShownImage),
});
export type PartnerRecord = Static<typeof PartnerRecord>;
