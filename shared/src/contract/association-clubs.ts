import { foldForSearch } from '../format/format';
import { PAGINATION } from './pagination';
import type { Club } from '../schemas/association';

/** The regions of France (metropolitan and overseas), as the club finder offers them. */
export const FRENCH_REGIONS = [
  'Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté',
  'Bretagne',
  'Centre-Val de Loire',
  'Corse',
  'Grand Est',
  'Hauts-de-France',
  'Île-de-France',
  'Normandie',
  'Nouvelle-Aquitaine',
  'Occitanie',
  'Pays de la Loire',
  "Provence-Alpes-Côte d'Azur",
  'Guadeloupe',
  'Martinique',
  'Guyane',
  'La Réunion',
  'Mayotte',
] as const;
export type FrenchRegion = (typeof FRENCH_REGIONS)[number];

/** Limits of the club list, shared by the API's validation and the page. */
export const CLUB_LIST_LIMITS = {
  defaultLimit: 100,
  maxLimit: 500,
  maxPage: PAGINATION.maxPage,
  maxQueryLength: 80,
} as const;

/** `69`, `01`, `2A`, `2b`, `974`: a French department number. */
const DEPARTMENT_NUMBER = /^(\d{2,3}|2[ab])$/i;

/**
 * Whether a club answers the search: a department number (`69`, `2A`) finds exactly that
 * department; anything else is looked for in the name, city, department name and postal code,
 * ignoring accents and case (« saint-etienne » finds « Saint-Étienne »).
 */
export function clubMatchesQuery(club: Club, query: string): boolean {
  const folded = foldForSearch(query);
  if (folded === '') return true;
  if (DEPARTMENT_NUMBER.test(folded)) return club.department.toLowerCase() === folded;
  const haystack = foldForSearch([club.name, club.city, club.departmentName, club.postalCode].join(' '));
  // Every word must appear: « dojo lyon » narrows, it does not widen.
  return folded.split(/\s+/).every((word) => haystack.includes(word));
}

/** The clubs matching a search and an optional region, in directory order. */
export function filterClubs(clubs: readonly Club[], query: string, region: string): Club[] {
  return clubs.filter((club) => (region === '' || club.region === region) && clubMatchesQuery(club, query));
}
