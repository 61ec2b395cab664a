/** The national team: coaches, competitors, results (mf-selection). */
import Type, { type Static } from 'typebox';
import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  DISCIPLINES,
  GENDERS,
  SEASON_PATTERN,
  SELECTION_LIMITS,
} from '../contract/selection';
import { ListQuery, MediaImage, Page, SlugParams } from './common';
import { ImageRef } from './editing';
import { Day, Id, Line, Markdown, Nullable, OptionalLine, TITLE_MAX_LENGTH } from './fields';

// ---------------------------------------------------------------------------------------------
// The club of a coach, a competitor or a podium place

/**
 * The club's id in the directory (`GET /api/clubs`), next to its name (`club`): null for a club
 * the directory does not have (a foreign club, or a French one not found there). The name keeps
 * its type and meaning: a remote built before `clubId` existed reads it as before.
 */
const DirectoryClubId = Type.Union([Type.Integer(), Type.Null()]);

// ---------------------------------------------------------------------------------------------
// `GET /api/coaches`: the national team's staff, its head first

export const Coach = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  /** « Entraîneuse nationale », « Entraîneur national kata », « Préparateur physique »… */
  role: Type.String(),
  /** Dan grade (1 to 10). */
  dan: Type.Integer(),
  /** The club's name: the directory's when `clubId` is set, else the name as written. */
  club: Type.String(),
  /** The club's town: the directory's when `clubId` is set, else the town as written. */
  city: Type.String(),
  /** The club in the directory, or null. */
  clubId: DirectoryClubId,
  /** A few sentences, plain text. */
  bio: Type.String(),
  portrait: MediaImage,
});
export type Coach = Static<typeof Coach>;
export const CoachList = Type.Array(Coach);

// ---------------------------------------------------------------------------------------------
// `GET /api/competitors`

export const Competitor = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  gender: Type.Enum(GENDERS),
  /** The club's name: the directory's when `clubId` is set, else the name as written. */
  club: Type.String(),
  /** The club in the directory, or null. */
  clubId: DirectoryClubId,
  discipline: Type.Enum(DISCIPLINES),
  ageGroup: Type.Enum(AGE_GROUPS),
  /** Kumite only: « -61 kg », « +84 kg »; null in kata. */
  weightClass: Type.Union([Type.String(), Type.Null()]),
  /** « 2e dan », « 1er kyu ». */
  grade: Type.String(),
  /** Most recent first: « Championne d'Europe juniors 2026 ». */
  achievements: Type.Array(Type.String()),
  portrait: MediaImage,
});
export type Competitor = Static<typeof Competitor>;
export const CompetitorList = Type.Array(Competitor);

/** `GET /api/competitors?discipline=&ageGroup=&gender=`: the whole team (a bounded list). */
export const CompetitorFilters = Type.Object({
  discipline: Type.Optional(Type.Enum(DISCIPLINES)),
  ageGroup: Type.Optional(Type.Enum(AGE_GROUPS)),
  gender: Type.Optional(Type.Enum(GENDERS)),
});
export type CompetitorFilters = Static<typeof CompetitorFilters>;

// ---------------------------------------------------------------------------------------------
// `GET /api/results`, `GET /api/results/{slug}`

export const MedalCount = Type.Object({
  gold: Type.Integer(),
  silver: Type.Integer(),
  bronze: Type.Integer(),
});
export type MedalCount = Static<typeof MedalCount>;

/** A competition in the results list. */
export const CompetitionSummary = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  /** « 2026-2027 » (September to August). */
  season: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  place: Type.String(),
  city: Type.String(),
  country: Type.String(),
  level: Type.Enum(COMPETITION_LEVELS),
  /** Medals won by the national team. */
  medals: MedalCount,
});
export type CompetitionSummary = Static<typeof CompetitionSummary>;

export const PodiumPlace = Type.Object({
  /** 1, 2 or 3 (two bronze medals in kumite). */
  rank: Type.Enum([1, 2, 3]),
  athlete: Type.String(),
  /** The club's name: the directory's when `clubId` is set, else the name as written. */
  club: Type.String(),
  /** The club in the directory for an athlete from France; null for a foreign club. */
  clubId: DirectoryClubId,
  country: Type.String(),
  /** A member of our national team (counted in the medal count). */
  teamMember: Type.Boolean(),
  /** One of our competitors: the slug of their page (`/competitor/{slug}`); null for others. */
  competitorSlug: Type.Union([Type.String(), Type.Null()]),
});
export type PodiumPlace = Static<typeof PodiumPlace>;

export const PodiumCategory = Type.Object({
  /** « Kata individuel féminin – seniors » */
  name: Type.String(),
  podium: Type.Array(PodiumPlace),
});
export type PodiumCategory = Static<typeof PodiumCategory>;

export const CompetitionDetail = Type.Object({
  ...CompetitionSummary.properties,
  /** A short account of the competition (Markdown). */
  report: Type.String(),
  categories: Type.Array(PodiumCategory),
});
export type CompetitionDetail = Static<typeof CompetitionDetail>;

/** `GET /api/results?season=&page=&limit=`: most recent first, with every season that has results. */
export const ResultsPage = Page(CompetitionSummary, { seasons: Type.Array(Type.String()) });
export type ResultsPage = Static<typeof ResultsPage>;

export const ResultsQuery = ListQuery({ season: Type.Optional(Type.String({ pattern: SEASON_PATTERN })) });
export type ResultsQuery = Static<typeof ResultsQuery>;

/** `/api/results/{result}`: a competition's slug. */
export const ResultParams = SlugParams('result');

// ---------------------------------------------------------------------------------------------
// `GET /api/competitors/{slug}`: one competitor's page

/** A podium place of the competitor, with its competition. */
export const CompetitorResult = Type.Object({
  competition: Type.Object({
    slug: Type.String(),
    name: Type.String(),
    season: Type.String(),
    startDate: Type.String(),
    endDate: Type.String(),
    place: Type.String(),
    city: Type.String(),
    country: Type.String(),
    level: Type.Enum(COMPETITION_LEVELS),
  }),
  /** « Kata individuel féminin – seniors » */
  category: Type.String(),
  rank: Type.Enum([1, 2, 3]),
});
export type CompetitorResult = Static<typeof CompetitorResult>;

/** The competitor of `/competitors`, every podium place (newest competition first) and their medals. */
export const CompetitorDetail = Type.Object({
  ...Competitor.properties,
  results: Type.Array(CompetitorResult),
  /** Counted from `results`, never entered. */
  medals: Type.Object({ ...MedalCount.properties, total: Type.Integer() }),
});
export type CompetitorDetail = Static<typeof CompetitorDetail>;

/** `/api/competitors/{competitor}`: a competitor's slug. */
export const CompetitorParams = SlugParams('competitor');

// ---------------------------------------------------------------------------------------------
// The back office (role `selection`): `GET|POST /api/admin/coaches`, `GET|PUT|DELETE
// /api/admin/coaches/{id}`, the same for `competitors` and `competitions`. A save shows on the
// public pages at once; slugs are made from the name once and kept when it changes.

/** Where it comes in its list (smallest first); null for a new record: after the others. */
const Position = Nullable(Type.Integer({ minimum: 0, maximum: SELECTION_LIMITS.maxPosition }));
/** What the server adds to an input: the id and the slug of its public address. */
const SavedRecord = { id: Type.Integer(), slug: Type.String() };

/** A coach as the back office enters it; the club is chosen from the directory (its name and town follow). */
export const CoachInput = Type.Object({
  name: Line(SELECTION_LIMITS.maxNameLength),
  role: Line(SELECTION_LIMITS.maxRoleLength),
  dan: Type.Integer({ minimum: 1, maximum: 10 }),
  /** Chosen from the directory (`GET /api/clubs`); null only until it is chosen (a save is refused). */
  clubId: Nullable(Id),
  bio: Type.String({ minLength: 1, maxLength: SELECTION_LIMITS.maxBioLength, pattern: '\\S' }),
  /** An uploaded portrait; null keeps the one delivered with the site (or none). */
  portrait: Nullable(ImageRef),
  position: Position,
});
export type CoachInput = Static<typeof CoachInput>;

export const CoachRecord = Type.Object({
  ...SavedRecord,
  ...CoachInput.properties,
  position: Type.Integer(),
  /** The club's name and town as the public page shows them. */
  club: Type.String(),
  city: Type.String(),
  /** The portrait shown today: the uploaded one, else the one delivered with the site. */
  portraitShown: MediaImage,
});
export type CoachRecord = Static<typeof CoachRecord>;

/** A competitor as the back office enters it; a weight class in kumite only. */
export const CompetitorInput = Type.Object({
  name: Line(SELECTION_LIMITS.maxNameLength),
  gender: Type.Enum(GENDERS),
  /** Chosen from the directory (`GET /api/clubs`); null only until it is chosen (a save is refused). */
  clubId: Nullable(Id),
  discipline: Type.Enum(DISCIPLINES),
  ageGroup: Type.Enum(AGE_GROUPS),
  weightClass: Nullable(Line(SELECTION_LIMITS.maxWeightClassLength)),
  grade: Line(SELECTION_LIMITS.maxGradeLength),
  /** Most recent first. */
  achievements: Type.Array(Line(SELECTION_LIMITS.maxAchievementLength), { maxItems: SELECTION_LIMITS.maxAchievements }),
  portrait: Nullable(ImageRef),
  position: Position,
});
export type CompetitorInput = Static<typeof CompetitorInput>;

export const CompetitorRecord = Type.Object({
  ...SavedRecord,
  ...CompetitorInput.properties,
  position: Type.Integer(),
  club: Type.String(),
  /** The portrait shown today: the uploaded one, else the one delivered with the site. */
  portraitShown: MediaImage,
});
export type CompetitorRecord = Static<typeof CompetitorRecord>;

/**
 * A place on a podium: one of our competitors (`competitorId`: name, club and country are theirs,
 * and the medal counts for the national team), or another athlete typed with their country and
 * club (a club of the directory, `clubId`, or a name: a foreign club).
 */
export const PodiumPlaceInput = Type.Object({
  rank: Type.Enum([1, 2, 3]),
  competitorId: Nullable(Id),
  athlete: OptionalLine(SELECTION_LIMITS.maxNameLength),
  clubId: Nullable(Id),
  club: OptionalLine(SELECTION_LIMITS.maxClubLength),
  country: OptionalLine(SELECTION_LIMITS.maxCountryLength),
  /**
   * An entry of the competition's event (a club entered this athlete): the name and club are then
   * the entry's. Absent or null for a place typed or chosen from the national team alone.
   */
  entryId: Type.Optional(Nullable(Id)),
});
export type PodiumPlaceInput = Static<typeof PodiumPlaceInput>;

export const PodiumCategoryInput = Type.Object({
  name: Line(SELECTION_LIMITS.maxCategoryLength),
  places: Type.Array(PodiumPlaceInput, { minItems: 1, maxItems: SELECTION_LIMITS.maxPlacesPerCategory }),
});
export type PodiumCategoryInput = Static<typeof PodiumCategoryInput>;

/** A competition and its podiums, in the order of the results page. Medals are counted, never entered. */
export const CompetitionInput = Type.Object({
  name: Line(TITLE_MAX_LENGTH),
  /** The season of its first day (« 2026-2027 »: September to August). */
  season: Type.String({ pattern: SEASON_PATTERN }),
  startDate: Day,
  endDate: Day,
  place: Line(SELECTION_LIMITS.maxPlaceLength),
  city: Line(SELECTION_LIMITS.maxCityLength),
  country: Line(SELECTION_LIMITS.maxCountryLength),
  level: Type.Enum(COMPETITION_LEVELS),
  report: Markdown(),
  categories: Type.Array(PodiumCategoryInput, { maxItems: SELECTION_LIMITS.maxCategories }),
});
export type CompetitionInput = Static<typeof CompetitionInput>;

export const CompetitionRecord = Type.Object({
  ...SavedRecord,
  ...CompetitionInput.properties,
  /** The national team's medals, counted from the podiums as the results page counts them. */
  medals: MedalCount,
});
export type CompetitionRecord = Static<typeof CompetitionRecord>;
