import {
  FRENCH_REGIONS,
  fromPlace,
  type Club,
  type ClubListOrigin,
  type ClubSearchPlace,
  type FrenchRegion,
  type NearestClubs,
} from '@wado/shared/contract';
import { foldPlaceName, geography, type Commune, type Department, type Geography } from './communes';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A place a search names, and the commune its distances are measured from. */
export interface Place {
  place: ClubSearchPlace;
  centre: Coordinates;
  /** Which commune was taken, when that is not obvious (French). */
  note: string | null;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine formula, mean Earth radius), in kilometres. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const DEPARTMENT_CODE = /^(\d{1,3}|2a|2b)$/;
const POSTAL_CODE = /^\d{5}$/;

/** A folded department number as the dataset writes it: `1` → `01`, `2a` → `2A`. */
const departmentCode = (word: string) => word.toUpperCase().padStart(2, '0');

function regionOf(geo: Geography, department: string): FrenchRegion {
  const region = geo.departments.get(department)?.region;
  if (!region || !(FRENCH_REGIONS as readonly string[]).includes(region))
    throw new Error(`Département ${department} hors des régions du site`);
  return region as FrenchRegion;
}

function placeOf(
  geo: Geography,
  kind: ClubSearchPlace['kind'],
  name: string,
  centre: Commune,
  note: string | null,
): Place {
  const department = geo.departments.get(centre.department)!;
  return {
    place: {
      kind,
      name,
      centre: centre.name,
      department: { code: department.code, name: department.name },
      region: regionOf(geo, department.code),
    },
    centre,
    note,
  };
}

/**
 * `department|folded town name` of the communes that hold a club of the directory: a name that
 * several places share is read as the one with a club (« Saint-Denis » where the directory has a
 * club in Seine-Saint-Denis, not the more populous one of La Réunion).
 */
export type ClubTowns = ReadonlySet<string>;
export const clubTownKey = (department: string, town: string) => `${department}|${foldPlaceName(town)}`;

const holdsClub = (clubTowns: ClubTowns, commune: Commune) =>
  clubTowns.has(clubTownKey(commune.department, commune.name));

function townPlace(
  geo: Geography,
  communes: Commune[],
  department: Department | undefined,
  clubTowns: ClubTowns,
): Place | null {
  const candidates = department ? communes.filter((commune) => commune.department === department.code) : communes;
  const withClub = candidates.length > 1 ? candidates.find((commune) => holdsClub(clubTowns, commune)) : undefined;
  const town = withClub ?? candidates[0];
  if (!town) return null;
  const note =
    candidates.length < 2
      ? null
      : withClub
        ? `${candidates.length}\u00a0communes s’appellent ${town.name}\u00a0: voici celle de l’annuaire des clubs (${geo.departments.get(town.department)!.name}). Pour une autre, ajoutez son code postal ou son numéro de département.`
        : `${candidates.length}\u00a0communes s’appellent ${town.name}\u00a0: voici la plus peuplée. Pour une autre, ajoutez son code postal ou son numéro de département.`;
  return placeOf(geo, 'town', town.name, town, note);
}

function postalCodePlace(geo: Geography, postalCode: string, townName: string): Place | null {
  const communes = geo.byPostalCode.get(postalCode);
  if (!communes) return null;
  const named = townName ? communes.find((commune) => foldPlaceName(commune.name) === townName) : undefined;
  // « 75011 »: the 11th arrondissement, not the centre of Paris (every club of Paris would be at
  // less than a kilometre from it).
  const district = geo.districtByPostalCode.get(postalCode);
  if (district && (!named || named.insee === district.insee))
    return placeOf(geo, 'postalCode', postalCode, district, null);
  const centre = named ?? communes[0]!;
  const note =
    !named && communes.length > 1
      ? `Le code postal ${postalCode} couvre ${communes.length}\u00a0communes\u00a0: les distances partent ${fromPlace(centre.name)}, la plus peuplée.`
      : null;
  return placeOf(geo, 'postalCode', postalCode, centre, note);
}

function departmentPlace(geo: Geography, department: Department): Place {
  return placeOf(
    geo,
    'department',
    department.name,
    department.prefecture,
    `Les distances partent ${fromPlace(department.prefecture.name)}, sa préfecture.`,
  );
}

/** The clubs nearest to a region: from its chief town. */
export function regionPlace(region: FrenchRegion, geo: Geography = geography()): Place {
  const { chiefTown } = geo.regions.get(region)!;
  return placeOf(
    geo,
    'region',
    region,
    chiefTown,
    `Les distances partent ${fromPlace(chiefTown.name)}, son chef-lieu.`,
  );
}

/**
 * The place a search names, from the dataset of communes: a postal code (with or without the
 * town's name), a department number, a region's or a department's name, a town's name (the most
 * populous of its namesakes, or the one of the department written after it: « Saint-Denis 93 »).
 * Where a name is shared, the place that holds a club of the directory (`clubTowns`) comes first.
 * Null when it names none of these.
 */
export function recognisePlace(
  query: string,
  geo: Geography = geography(),
  clubTowns: ClubTowns = new Set(),
): Place | null {
  const folded = foldPlaceName(query);
  if (folded === '') return null;
  const words = folded.split(' ');
  const postalCode = words.find((word) => POSTAL_CODE.test(word));
  if (postalCode) {
    return postalCodePlace(geo, postalCode, words.filter((word) => word !== postalCode).join(' '));
  }
  if (words.length === 1 && DEPARTMENT_CODE.test(folded)) {
    const department = geo.departments.get(departmentCode(folded));
    return department ? departmentPlace(geo, department) : null;
  }
  const region = geo.regionsByName.get(folded);
  if (region) return regionPlace(region.name as FrenchRegion, geo);
  const towns = geo.byName.get(folded);
  const department = geo.departmentsByName.get(folded);
  if (department) {
    // « Vienne » is a department and a town: the town when the directory has a club there (and
    // the town is not the prefecture, the department's centre anyway).
    const clubTown = towns?.find((commune) => holdsClub(clubTowns, commune));
    if (!clubTown || clubTown === department.prefecture) return departmentPlace(geo, department);
    return placeOf(
      geo,
      'town',
      clubTown.name,
      clubTown,
      `${clubTown.name} est aussi un département\u00a0: les distances partent de la commune, qui a un club. Pour le département, cherchez son numéro (${department.code}).`,
    );
  }
  if (towns) return townPlace(geo, towns, undefined, clubTowns);
  // « Saint-Denis 93 »: a town of the department written after it.
  const last = words.at(-1)!;
  if (words.length > 1 && DEPARTMENT_CODE.test(last)) {
    const inDepartment = geo.departments.get(departmentCode(last));
    const namesakes = geo.byName.get(words.slice(0, -1).join(' '));
    if (inDepartment && namesakes) return townPlace(geo, namesakes, inDepartment, clubTowns);
  }
  return null;
}

/** A club with the centre of its commune (null when unknown). */
export interface PlacedClub {
  club: Club;
  coordinates: Coordinates | null;
}

/**
 * Every club, nearest to `centre` first (same distance: by name), with its distance rounded to
 * the kilometre; the clubs whose commune is unknown come last, without a distance.
 */
export function byDistance(centre: Coordinates, clubs: readonly PlacedClub[]): (Club & { distanceKm?: number })[] {
  const placed = clubs
    .flatMap(({ club, coordinates }) => (coordinates ? [{ club, distance: distanceKm(centre, coordinates) }] : []))
    .sort((a, b) => a.distance - b.distance || a.club.name.localeCompare(b.club.name, 'fr'))
    .map(({ club, distance }) => ({ ...club, distanceKm: Math.round(distance) }));
  return [...placed, ...clubs.filter((entry) => !entry.coordinates).map((entry) => entry.club)];
}

function headline({ kind, name, department }: ClubSearchPlace, centre: string): string {
  switch (kind) {
    case 'town':
      return `Les clubs les plus proches ${fromPlace(name)} (${department.name})`;
    case 'postalCode':
      return `Les clubs les plus proches ${fromPlace(centre)} (${name})`;
    case 'department':
      return `Les clubs les plus proches du département ${name} (${department.code})`;
    case 'region':
      return `Les clubs les plus proches de la région ${name}`;
  }
}

/** Where a list's distances start, and what its heading says. */
export interface ListOrigin {
  centre: Coordinates;
  origin: ClubListOrigin;
}

/** Distances from a place a search named. */
export function placeOrigin({ place, centre, note }: Place): ListOrigin {
  return { centre, origin: { place, message: headline(place, place.centre), note } };
}

/** Distances from the visitor's position (« autour de moi »). */
export function positionOrigin(position: Coordinates): ListOrigin {
  return {
    centre: position,
    origin: { place: null, message: 'Les clubs les plus proches de votre position', note: null },
  };
}

/** The answer to a search that names neither a club nor a place: the page offers the regions. */
export function unknownPlace(query: string): NearestClubs {
  return {
    place: null,
    message: `Nous ne connaissons aucun club ni aucun lieu nommé «\u00a0${query.trim()}\u00a0».`,
    note: null,
    clubs: [],
  };
}

/**
 * `commune` placed at the centre of the arrondissement of `postalCode` when the postal code is one
 * of Paris, Lyon or Marseille's and the commune is that city (its name stays the city's).
 */
function inDistrict(geo: Geography, postalCode: string | undefined, commune: Commune): Commune {
  const district = postalCode ? geo.districtByPostalCode.get(postalCode.trim()) : undefined;
  return district && district.insee === commune.insee
    ? { ...commune, latitude: district.latitude, longitude: district.longitude }
    : commune;
}

/**
 * Where a club is, from its postal code and town: the commune of that name with that postal code,
 * else of that name in the postal code's department, else the most populous commune of the
 * postal code, else the most populous commune of that name. Null when none is known.
 */
export function locateTown(postalCode: string, town: string, geo: Geography = geography()): Coordinates | null {
  const name = foldPlaceName(town);
  const withCode = geo.byPostalCode.get(postalCode.trim()) ?? [];
  const namesakes = geo.byName.get(name) ?? [];
  const department = withCode[0]?.department;
  const commune =
    withCode.find((entry) => foldPlaceName(entry.name) === name) ??
    namesakes.find((entry) => entry.department === department) ??
    withCode[0] ??
    namesakes[0];
  if (!commune) return null;
  const placed = inDistrict(geo, postalCode, commune);
  return { latitude: placed.latitude, longitude: placed.longitude };
}

/**
 * Where an event takes place: the commune of its town with the postal code its address gives
 * (« Font-Romeu » is Font-Romeu-Odeillo-Via at 66120), else the most populous French commune of
 * that name. Null for a town abroad.
 */
export function locateEvent(address: string, town: string, geo: Geography = geography()): Coordinates | null {
  const name = foldPlaceName(town);
  if (name === '') return null;
  const postalCode = /\b(\d{5})\b/.exec(address)?.[1];
  const withCode = (postalCode && geo.byPostalCode.get(postalCode)) || [];
  const commune =
    withCode.find((entry) => foldPlaceName(entry.name) === name) ??
    withCode.find((entry) => foldPlaceName(entry.name).startsWith(`${name} `)) ??
    geo.byName.get(name)?.[0];
  if (!commune) return null;
  const placed = inDistrict(geo, postalCode, commune);
  return { latitude: placed.latitude, longitude: placed.longitude };
}

/** The commune a club's postal code and town name designate, strictly (no guess). */
export type CommuneLookup =
  | { status: 'found'; commune: Commune; department: Department }
  | { status: 'unknownPostalCode' }
  /** The postal code exists, but no commune of it has that name: `names` are its communes. */
  | { status: 'notInPostalCode'; names: string[] };

/**
 * The commune of `postalCode` named `town` (accents, case, hyphens and « St » aside), with its
 * department: what a club's form must name for the club to be placed on the map.
 */
export function communeOf(postalCode: string, town: string, geo: Geography = geography()): CommuneLookup {
  const withCode = geo.byPostalCode.get(postalCode.trim());
  if (!withCode) return { status: 'unknownPostalCode' };
  const name = foldPlaceName(town);
  const commune = withCode.find((entry) => foldPlaceName(entry.name) === name);
  if (!commune) {
    return {
      status: 'notInPostalCode',
      names: withCode
        .map((entry) => entry.name)
        .sort((a, b) => a.localeCompare(b, 'fr'))
        .slice(0, 10),
    };
  }
  return {
    status: 'found',
    commune: inDistrict(geo, postalCode, commune),
    department: geo.departments.get(commune.department)!,
  };
}
