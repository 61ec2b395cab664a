/**
 * The national team (mf-selection): coaches, competitors and competition results.
 * `GET /api/coaches`, `GET /api/competitors`, `GET /api/results`, `GET /api/results/{slug}`.
 */
import type { PageOf } from './pagination';
import type { MediaImage } from '../schemas/common';

export interface Coach {
  slug: string;
  name: string;
  /** « Entraîneur national kata », « Préparateur physique »… */
  role: string;
  /** Dan grade (1 to 10). */
  dan: number;
  club: string;
  city: string;
  /** A few sentences, plain text. */
  bio: string;
  portrait: MediaImage;
}

export const DISCIPLINES = ['kata', 'kumite'] as const;
export type Discipline = (typeof DISCIPLINES)[number];

/** Age groups of the national team, youngest first. */
export const AGE_GROUPS = ['cadets', 'juniors', 'seniors', 'veterans'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  cadets: 'Cadets (14-15 ans)',
  juniors: 'Juniors (16-17 ans)',
  seniors: 'Seniors (18-34 ans)',
  veterans: 'Vétérans (35 ans et plus)',
};

export const DISCIPLINE_LABELS: Record<Discipline, string> = { kata: 'Kata', kumite: 'Kumite' };

export type Gender = 'F' | 'M';

export interface Competitor {
  slug: string;
  name: string;
  gender: Gender;
  club: string;
  discipline: Discipline;
  ageGroup: AgeGroup;
  /** Kumite only: « -61 kg », « +84 kg »; null in kata. */
  weightClass: string | null;
  /** « 2e dan », « 1er kyu ». */
  grade: string;
  /** Most recent first: « Championne d'Europe juniors 2026 ». */
  achievements: string[];
  portrait: MediaImage;
}

/** `GET /api/competitors?discipline=&ageGroup=&gender=`: the whole team (a bounded list). */
export interface CompetitorFilters {
  discipline?: Discipline;
  ageGroup?: AgeGroup;
  gender?: Gender;
}

export const COMPETITION_LEVELS = ['mondial', 'europeen', 'international', 'national'] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
export const COMPETITION_LEVEL_LABELS: Record<CompetitionLevel, string> = {
  mondial: 'Championnat du monde',
  europeen: "Championnat d'Europe",
  international: 'Open international',
  national: 'Compétition nationale',
};

export interface MedalCount {
  gold: number;
  silver: number;
  bronze: number;
}

/** A competition in the results list. */
export interface CompetitionSummary {
  slug: string;
  name: string;
  /** « 2026-2027 » (September to August). */
  season: string;
  startDate: string;
  endDate: string;
  place: string;
  city: string;
  country: string;
  level: CompetitionLevel;
  /** Medals won by the national team. */
  medals: MedalCount;
}

export interface PodiumPlace {
  /** 1, 2 or 3 (two bronze medals in kumite). */
  rank: 1 | 2 | 3;
  athlete: string;
  club: string;
  country: string;
  /** A member of our national team (counted in the medal count). */
  teamMember: boolean;
}

export interface PodiumCategory {
  /** « Kata individuel féminin – seniors » */
  name: string;
  podium: PodiumPlace[];
}

export interface CompetitionDetail extends CompetitionSummary {
  /** A short account of the competition (Markdown). */
  report: string;
  categories: PodiumCategory[];
}

/** `GET /api/results?season=&page=&limit=`: most recent first, with every season that has results. */
export interface ResultsPage extends PageOf<CompetitionSummary> {
  seasons: string[];
}

export const SEASON_PATTERN = '^\\d{4}-\\d{4}$';
