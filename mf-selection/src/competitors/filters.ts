import { AGE_GROUPS, DISCIPLINES, formatCount, type CompetitorFilters, type Gender } from '@wado/shared';

/** URL parameters of the competitors screen (French, shareable): ?discipline=kata&categorie=juniors&genre=F */
export const FILTER_KEYS = ['discipline', 'categorie', 'genre'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The API filters from the URL's values; an unknown value is ignored rather than sent. */
export function toApiFilters(values: Record<FilterKey, string>): CompetitorFilters {
  const filters: CompetitorFilters = {};
  const discipline = oneOf(DISCIPLINES, values.discipline);
  const ageGroup = oneOf(AGE_GROUPS, values.categorie);
  const gender = oneOf<Gender>(['F', 'M'], values.genre);
  if (discipline) filters.discipline = discipline;
  if (ageGroup) filters.ageGroup = ageGroup;
  if (gender) filters.gender = gender;
  return filters;
}

/** « 1 compétiteur », « 5 compétiteurs » */
export function competitorCount(count: number): string {
  return count === 0 ? 'Aucun compétiteur' : formatCount(count, 'compétiteur');
}
