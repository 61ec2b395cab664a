/**
 * The national team (mf-selection): coaches, competitors and competition results.
 * `GET /api/coaches`, `GET /api/competitors`, `GET /api/results`, `GET /api/results/{slug}`.
 * The shapes are the schemas of `../schemas/selection`; here are their values and labels.
 */

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

export const GENDERS = ['F', 'M'] as const;
export type Gender = (typeof GENDERS)[number];

export const COMPETITION_LEVELS = ['mondial', 'europeen', 'international', 'national'] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
export const COMPETITION_LEVEL_LABELS: Record<CompetitionLevel, string> = {
  mondial: 'Championnat du monde',
  europeen: "Championnat d'Europe",
  international: 'Open international',
  national: 'Compétition nationale',
};

/** A season of results: « 2026-2027 » (September to August). */
export const SEASON_PATTERN = '^\\d{4}-\\d{4}$';

/** The bounds of what the back office enters for the national team (the server refuses beyond). */
export const SELECTION_LIMITS = {
  maxNameLength: 120,
  maxRoleLength: 120,
  maxBioLength: 2000,
  maxGradeLength: 40,
  maxWeightClassLength: 20,
  maxAchievements: 30,
  maxAchievementLength: 200,
  maxPosition: 9999,
  maxCategories: 60,
  maxCategoryLength: 150,
  /** Gold, silver and two bronze medals. */
  maxPlacesPerCategory: 4,
  maxClubLength: 150,
  maxCountryLength: 80,
  maxPlaceLength: 200,
  maxCityLength: 120,
} as const;

/** How many places of each rank a podium has at most: one gold, one silver, two bronze medals. */
export const PLACES_PER_RANK: Record<1 | 2 | 3, number> = { 1: 1, 2: 1, 3: 2 };

/** The season of a day: « 2026-2027 » from September 2026 to August 2027. */
export function seasonOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= 9 ? year : year - 1;
  return `${first}-${first + 1}`;
}
