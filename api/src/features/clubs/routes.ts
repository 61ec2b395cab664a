import {
  CLUB_EVENTS_MAX,
  CLUB_EVENTS_RADIUS_KM,
  FRENCH_REGIONS,
  filterClubs,
  orderedDisciplines,
  parseNearParameter,
  type AgeGroup,
  type Club,
  type ClubNearbyEvent,
  type Discipline,
  type FrenchRegion,
} from '@wado/shared/contract';
import { ClubDetail, ClubListQuery, ClubListResponse, ClubParams } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { uploadedImages } from '../uploads';
import { eventSummaryOf, isPublic } from '../media';
import { pageOfAll, parisDay } from '../paging';
import {
  byDistance,
  clubTownKey,
  distanceKm,
  locateEvent,
  placeOrigin,
  positionOrigin,
  recognisePlace,
  regionPlace,
  unknownPlace,
  type ListOrigin,
  type PlacedClub,
} from './places';

type ClubRow = Awaited<ReturnType<typeof selectClubs>>[number];

function selectClubs(db: Db) {
  // Directory order: by department number (as text: 2A and 2B come after 29), then city, then name.
  return db.selectFrom('clubs').selectAll().orderBy('department').orderBy('city').orderBy('name').execute();
}

export function toClub(row: ClubRow): Club {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    postalCode: row.postal_code,
    department: row.department,
    departmentName: row.department_name,
    region: row.region as FrenchRegion,
    address: row.address,
    trainingTimes: JSON.parse(row.training_times) as string[],
    email: row.email,
    phone: row.phone,
    website: row.website,
    disciplines: orderedDisciplines(JSON.parse(row.disciplines) as string[]),
    position: placedAt(row),
  };
}

const placedAt = (row: Pick<ClubRow, 'latitude' | 'longitude'>) =>
  row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };

const NOT_FOUND = 'Ce club est introuvable : il a peut-être quitté l’annuaire.';

/**
 * Where the list's distances start: the visitor's position (`near`), the place the search names,
 * or, for a region without a club, its chief town. Null: a text search or the directory in its
 * order. A search that names a place is answered by distance even when it also matches clubs'
 * names: the clubs of that town come first (0 km), then the nearest others.
 */
function originOf(
  { q, region, near }: { q: string; region: FrenchRegion | undefined; near: string | undefined },
  directory: PlacedClub[],
  regionCount: (region: FrenchRegion) => number,
): ListOrigin | null {
  if (near !== undefined) {
    if (q !== '') {
      throw new HttpError(400, 'Cherchez autour de votre position ou d’un lieu, pas les deux à la fois.');
    }
    const position = parseNearParameter(near);
    if (!position) {
      throw new HttpError(
        400,
        'Position invalide : « near » s’écrit « latitude,longitude » en degrés décimaux, la latitude entre -90 et 90, la longitude entre -180 et 180.',
      );
    }
    return positionOrigin(position);
  }
  if (q !== '') {
    const clubTowns = new Set(directory.map(({ club }) => clubTownKey(club.department, club.city)));
    const place = recognisePlace(q, undefined, clubTowns);
    return place && placeOrigin(place);
  }
  if (region !== undefined && regionCount(region) === 0) return placeOrigin(regionPlace(region));
  return null;
}

/**
 * `GET /api/clubs?q=&region=&near=&page=&limit=`: the club finder. A search that names a place
 * (town, postal code, department, region) or the visitor's position lists the clubs nearest
 * first, with their distances, read from the offline dataset of French communes; other words are
 * looked for in the clubs' names in JavaScript with the same function as the page (accents and
 * case ignored): a national directory holds at most a few hundred clubs, and this stays portable
 * to PostgreSQL. A region narrows either list; a region without a club lists the clubs nearest to
 * it instead. Never an empty end: a search that names nothing known says so (`nearest`).
 */
export async function clubRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/clubs',
    { schema: { querystring: ClubListQuery, response: { 200: ClubListResponse } } },
    async (request, reply) => {
      // The answer to a position is the visitor's own: no shared cache keeps it.
      void reply.header('Cache-Control', request.query.near === undefined ? 'no-cache' : 'no-store');
      const { q: rawQuery = '', region, near, ...paging } = request.query;
      const q = rawQuery.trim();
      const directory: PlacedClub[] = (await selectClubs(db)).map((row) => ({
        club: toClub(row),
        coordinates: placedAt(row),
      }));
      const clubs = directory.map((entry) => entry.club);
      const regions = FRENCH_REGIONS.map((name) => ({
        region: name,
        count: clubs.filter((club) => club.region === name).length,
      }));
      const regionCount = (name: FrenchRegion) => regions.find((entry) => entry.region === name)!.count;

      const origin = originOf({ q, region, near }, directory, regionCount);
      if (origin) {
        const inRegion =
          region !== undefined && regionCount(region) > 0
            ? directory.filter(({ club }) => club.region === region)
            : directory;
        return {
          ...pageOfAll(byDistance(origin.centre, inRegion), paging),
          regions,
          origin: origin.origin,
          nearest: null,
        };
      }
      const matching = filterClubs(clubs, q, region ?? '');
      // Words that name a club of another region only: the page offers to look in every region.
      const elsewhere = region !== undefined && filterClubs(clubs, q, '').length > 0;
      return {
        ...pageOfAll(matching, paging),
        regions,
        origin: null,
        nearest: matching.length === 0 && q !== '' && !elsewhere ? unknownPlace(q) : null,
      };
    },
  );

  app.get(
    '/api/clubs/:club',
    { schema: { params: ClubParams, response: { 200: ClubDetail } } },
    async (request, reply) => {
      const { club: key } = request.params;
      if (!/^\d{1,9}$/.test(key)) throw new HttpError(404, NOT_FOUND);
      const row = await db.selectFrom('clubs').selectAll().where('id', '=', Number(key)).executeTakeFirst();
      if (!row) throw new HttpError(404, NOT_FOUND);
      void reply.header('Cache-Control', 'no-cache');
      const club = toClub(row);
      const [coaches, competitors, events] = await Promise.all([
        db
          .selectFrom('coaches')
          .select(['slug', 'name', 'role'])
          .where('club_id', '=', row.id)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('competitors')
          .select(['slug', 'name', 'discipline', 'age_group', 'grade'])
          .where('club_id', '=', row.id)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        club.position ? eventsNear(db, club.position, app.clock.now()) : [],
      ]);
      const photo =
        row.photo_upload_id === null
          ? undefined
          : (await uploadedImages(db, [row.photo_upload_id])).get(row.photo_upload_id);
      return {
        ...club,
        presentation: row.presentation,
        ...(photo ? { photo: { ...photo, alt: row.photo_alt } } : {}),
        coaches,
        competitors: competitors.map(({ age_group, discipline, ...competitor }) => ({
          ...competitor,
          discipline: discipline as Discipline,
          ageGroup: age_group as AgeGroup,
        })),
        events,
        eventsRadiusKm: CLUB_EVENTS_RADIUS_KM,
      };
    },
  );
}

/**
 * The published events not over yet (by the association's calendar) within
 * `CLUB_EVENTS_RADIUS_KM` of a point, soonest first, each placed at its town's commune.
 */
async function eventsNear(
  db: Db,
  centre: { latitude: number; longitude: number },
  now: Date,
): Promise<ClubNearbyEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(['slug', 'title', 'kind', 'start_date', 'end_date', 'place', 'city', 'address', 'summary'])
    .where(isPublic('events', now))
    .where('end_date', '>=', parisDay(now))
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows
    .flatMap((row) => {
      const where = locateEvent(row.address, row.city);
      const distance = where && distanceKm(centre, where);
      if (distance === null || distance > CLUB_EVENTS_RADIUS_KM) return [];
      return [{ ...eventSummaryOf(row), distanceKm: Math.round(distance) }];
    })
    .slice(0, CLUB_EVENTS_MAX);
}
