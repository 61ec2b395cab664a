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
