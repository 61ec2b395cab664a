/** The national team: coaches, competitors, results (mf-selection). */
import Type, { type Static } from 'typebox';
import { AGE_GROUPS, COMPETITION_LEVELS, DISCIPLINES, GENDERS, SEASON_PATTERN } from '../contract/selection';
import { ListQuery, MediaImage, Page, SlugParams } from './common';

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
