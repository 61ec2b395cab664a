import { foldForSearch } from '../format/format';
import { PAGINATION, type PageOf } from './pagination';

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

/** One affiliated club (`GET /api/clubs`). */
export interface Club {
  id: number;
  name: string;
  city: string;
  postalCode: string;
  /** Department number: `69`, `2A`, `974`. */
  department: string;
  departmentName: string;
  region: FrenchRegion;
  /** Street address of the dojo (the city and postal code are separate fields). */
  address: string;
  /** One line per training slot: « Lundi 18 h 00 – 19 h 00 : enfants 6-11 ans ». */
  trainingTimes: string[];
  email: string | null;
  phone: string | null;
  website: string | null;
}

/** A page of clubs, and every region that has clubs with its count over the whole directory. */
export interface ClubListResponse extends PageOf<Club> {
  regions: { region: FrenchRegion; count: number }[];
}

/** `GET /api/clubs` query: all optional. */
export interface ClubQuery {
  q?: string;
  region?: FrenchRegion | '';
  page?: number;
  limit?: number;
}

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
