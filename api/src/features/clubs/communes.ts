import { foldAccents } from '@wado/shared/contract';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findRepoRoot } from '../../config';

/**
 * The geography of France the club finder reads offline: every commune of the eighteen regions
 * with its centre, written by `api/scripts/communes.ts` from official open data and committed as
 * `api/data/communes.json.gz`. Loaded at its first use, then kept in memory (a few megabytes).
 */
export interface CommunesFile {
  /** The npm packages the file was made from, with their versions. */
  sources: string[];
  /** Name, INSEE code of its chief town. */
  regions: [name: string, chiefTown: string][];
  /** Code (`21`, `2A`, `974`), name, region name, INSEE code of its prefecture. */
  departments: [code: string, name: string, region: string, prefecture: string][];
  /** INSEE code, name, department code, postal codes (space-separated), latitude, longitude, population. */
  communes: [
    insee: string,
    name: string,
    department: string,
    postalCodes: string,
    latitude: number,
    longitude: number,
    population: number,
  ][];
  /**
   * The arrondissements of Paris, Lyon and Marseille, each by its postal code (`75011`): postal
   * code, name, INSEE code of its commune, latitude, longitude. A search by one of these postal
   * codes starts from the arrondissement, not from the centre of the whole city.
   */
  districts?: [postalCode: string, name: string, commune: string, latitude: number, longitude: number][];
}

export interface Commune {
  insee: string;
  name: string;
  department: string;
  postalCodes: string[];
  latitude: number;
  longitude: number;
  population: number;
}

export interface Department {
  code: string;
  name: string;
  region: string;
  prefecture: Commune;
}

export interface Region {
  name: string;
  chiefTown: Commune;
}

export interface Geography {
  communes: Commune[];
  /** Communes by folded name, most populous first (several communes may share a name). */
  byName: Map<string, Commune[]>;
  /** Communes by postal code, most populous first. */
  byPostalCode: Map<string, Commune[]>;
  /** An arrondissement of Paris, Lyon or Marseille by its postal code: its commune, named and placed as it. */
  districtByPostalCode: Map<string, Commune>;
  departments: Map<string, Department>;
  departmentsByName: Map<string, Department>;
  regions: Map<string, Region>;
  regionsByName: Map<string, Region>;
}

export const COMMUNES_FILE = path.join(findRepoRoot(__dirname), 'api', 'data', 'communes.json.gz');

/**
 * A place name as it is compared: accents, case, hyphens and apostrophes ignored, « St » and
 * « Ste » read as « Saint » and « Sainte » (« st etienne » is « Saint-Étienne »).
 */
export function foldPlaceName(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bste?\b/g, (word) => (word === 'st' ? 'saint' : 'sainte'));
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Builds the look-ups of a communes file. */
export function indexGeography(file: CommunesFile): Geography {
  const communes = file.communes
    .map(([insee, name, department, postalCodes, latitude, longitude, population]) => ({
      insee,
      name,
      department,
      postalCodes: postalCodes.split(' '),
      latitude,
      longitude,
      population,
    }))
    .sort((a, b) => b.population - a.population);
  const byInsee = new Map(communes.map((commune) => [commune.insee, commune]));
  const commune = (insee: string) => {
    const found = byInsee.get(insee);
    if (!found) throw new Error(`Commune ${insee} absente du fichier des communes`);
    return found;
  };
  const byName = new Map<string, Commune[]>();
  const byPostalCode = new Map<string, Commune[]>();
  for (const entry of communes) {
    pushTo(byName, foldPlaceName(entry.name), entry);
    for (const code of entry.postalCodes) pushTo(byPostalCode, code, entry);
  }
  const departments = new Map(
    file.departments.map(([code, name, region, prefecture]) => [
      code,
      { code, name, region, prefecture: commune(prefecture) },
    ]),
  );
  const regions = new Map(file.regions.map(([name, chiefTown]) => [name, { name, chiefTown: commune(chiefTown) }]));
  const districtByPostalCode = new Map(
    (file.districts ?? []).map(([postalCode, name, insee, latitude, longitude]) => [
      postalCode,
      { ...commune(insee), name, latitude, longitude },
    ]),
  );
  return {
    communes,
    byName,
    byPostalCode,
    districtByPostalCode,
    departments,
    departmentsByName: new Map([...departments.values()].map((entry) => [foldPlaceName(entry.name), entry])),
    regions,
    regionsByName: new Map([...regions.values()].map((entry) => [foldPlaceName(entry.name), entry])),
  };
}

let loaded: Geography | undefined;

/** The geography of `api/data/communes.json.gz`, read once. */
export function geography(): Geography {
  loaded ??= indexGeography(JSON.parse(gunzipSync(fs.readFileSync(COMMUNES_FILE)).toString('utf8')) as CommunesFile);
  return loaded;
}
