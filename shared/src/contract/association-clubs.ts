import { foldForSearch } from '../format/format';
import { PAGINATION } from './pagination';
import type { Club, GeoPoint } from '../schemas/association';

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

/** « en Bretagne », « dans les Hauts-de-France », « à La Réunion »: in a region, in French. */
export function inRegion(region: FrenchRegion): string {
  if (region === 'Hauts-de-France') return `dans les ${region}`;
  if (region === 'La Réunion' || region === 'Mayotte') return `à ${region}`;
  return `en ${region}`;
}

/**
 * « de Dijon », « d’Orléans », « du Havre », « des Sables-d'Olonne »: from a place, in French (no
 * elision before an h, aspirated in many place names: « de Haguenau »).
 */
export function fromPlace(name: string): string {
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** Limits of the club list, shared by the API's validation and the page. */
export const CLUB_LIST_LIMITS = {
  defaultLimit: 100,
  maxLimit: 500,
  maxPage: PAGINATION.maxPage,
  maxQueryLength: 80,
  /** The longest `near` (« -12.34567,123.45678 » and some room). */
  maxNearLength: 40,
} as const;

/** Clubs per page of the finder: 4 rows of 3 on a computer, a few screens on a phone. */
export const CLUBS_PER_PAGE = 12;

/**
 * Decimals of the position « autour de moi » sends (`near=47.32,5.04`): about a kilometre, as
 * precise as the distances shown (whole kilometres) and no more precise than the visitor needs to give.
 */
export const NEAR_DECIMALS = 2;

/** `near` of `GET /api/clubs`: « latitude,longitude », rounded to `NEAR_DECIMALS`. */
export function nearParameter({ latitude, longitude }: GeoPoint): string {
  return `${latitude.toFixed(NEAR_DECIMALS)},${longitude.toFixed(NEAR_DECIMALS)}`;
}

const NEAR_PATTERN = /^\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;

/** The point a `near` parameter names, or null when it is not « latitude,longitude » within their ranges. */
export function parseNearParameter(text: string): GeoPoint | null {
  const match = NEAR_PATTERN.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Events a club's page lists: the next ones within this distance of the club's commune. */
export const CLUB_EVENTS_RADIUS_KM = 200;
/** At most this many of them. */
export const CLUB_EVENTS_MAX = 5;

/** What a search with no club can be read as (`ClubSearchPlace.kind`). */
export const CLUB_SEARCH_PLACE_KINDS = ['town', 'postalCode', 'department', 'region'] as const;

/** `69`, `01`, `2A`, `2b`, `974`: a French department number. */
const DEPARTMENT_NUMBER = /^(\d{2,3}|2[ab])$/i;

/**
 * Whether a club answers the search: a department number (`69`, `2A`) finds exactly that
 * department; anything else is looked for in the name, city, department name, region and postal
 * code, ignoring accents and case (« saint-etienne » finds « Saint-Étienne »).
 */
export function clubMatchesQuery(club: Club, query: string): boolean {
  const folded = foldForSearch(query);
  if (folded === '') return true;
  if (DEPARTMENT_NUMBER.test(folded)) return club.department.toLowerCase() === folded;
  const haystack = foldForSearch([club.name, club.city, club.departmentName, club.region, club.postalCode].join(' '));
  // Every word must appear: « dojo lyon » narrows, it does not widen.
  return folded.split(/\s+/).every((word) => haystack.includes(word));
}

/** The clubs matching a search and an optional region, in directory order. */
export function filterClubs(clubs: readonly Club[], query: string, region: string): Club[] {
  return clubs.filter((club) => (region === '' || club.region === region) && clubMatchesQuery(club, query));
}

/**
 * What a club teaches besides the Wado of every affiliated club, chosen from a fixed list (not
 * typed): the same words on every club's card, and a list the finder can filter by.
 */
export const CLUB_DISCIPLINES = ['wado', 'enfants', 'self-defense', 'body-karate', 'competition'] as const;
export type ClubDiscipline = (typeof CLUB_DISCIPLINES)[number];

export const CLUB_DISCIPLINE_LABELS: Record<ClubDiscipline, string> = {
  wado: 'Karaté Wado',
  enfants: 'Karaté enfants',
  'self-defense': 'Self-défense',
  'body-karate': 'Body karaté',
  competition: 'Compétition',
};

/** The disciplines in the list's order, each once. */
export const orderedDisciplines = (chosen: readonly string[]): ClubDiscipline[] =>
  CLUB_DISCIPLINES.filter((discipline) => chosen.includes(discipline));

/** Lengths of a club's fields in the back office (the API refuses longer ones). */
export const CLUB_EDIT_LIMITS = {
  name: 120,
  address: 200,
  city: 100,
  trainingTime: 200,
  trainingTimes: 20,
  phone: 30,
  /** The club's own words on its page: a few short paragraphs. */
  presentation: 800,
} as const;

/**
 * A club's presentation as stored: line breaks made `\n`, spaces at the ends of lines and of the
 * text dropped, at most one blank line between paragraphs; null when nothing is left.
 */
export function tidyPresentation(text: string | null): string | null {
  if (text === null) return null;
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return tidy === '' ? null : tidy;
}

/** The paragraphs of a club's presentation (separated by a blank line), as its page shows them. */
export const presentationParagraphs = (text: string | null | undefined): string[] =>
  (tidyPresentation(text ?? null) ?? '').split('\n\n').filter(Boolean);
