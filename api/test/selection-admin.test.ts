import type { FastifyInstance } from 'fastify';
import type {
  Coach,
  CoachInput,
  CompetitionDetail,
  CompetitionInput,
  CompetitionRecord,
  Competitor,
  CompetitorInput,
  CompetitorRecord,
  PodiumPlaceInput,
  ResultsPage,
} from '@wado/shared/contract';
import { describeCollection } from './collections';
import { addUpload, startEditingApp } from './editing-fixtures';
import { countRows, expectApiError } from './helpers';
import { signInAs } from './people';

/** The server of a `describeCollection` run, with the directory's first club and two competitors. */
let shared: { app: FastifyInstance; clubId: number; competitorIds: number[] };
async function start() {
  const env = await startEditingApp();
  const club = await env.app.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow();
  const competitors = await env.app.db.selectFrom('competitors').select('id').orderBy('id').limit(2).execute();
  shared = { app: env.app, clubId: club.id, competitorIds: competitors.map((row) => row.id) };
  return env;
}

const coach = (n: number): CoachInput => ({
  name: `Entraîneur ${n}`,
  role: 'Entraîneur adjoint kata',
  dan: 5,
  clubId: shared.clubId,
  bio: 'Ancien compétiteur, il suit les kataka de la sélection.',
  portrait: null,
  position: null,
});

describeCollection({
  path: 'coaches',
  table: 'coaches',
  roles: ['selection'],
  auditKind: 'coach',
  start,
  validInput: coach,
  invalidInputs: [
    { name: 'an empty name', input: (n) => ({ ...coach(n), name: ' ' }) },
    { name: 'a dan above 10', input: (n) => ({ ...coach(n), dan: 11 }) },
    { name: 'no club chosen', input: (n) => ({ ...coach(n), clubId: null }) },
    { name: 'a club the directory does not have', input: (n) => ({ ...coach(n), clubId: 999_999 }) },
    {
      name: 'a portrait never uploaded',
      input: (n) => ({ ...coach(n), portrait: { uploadId: 999_999, alt: 'Portrait' } }),
    },
  ],
});

const competitor = (n: number): CompetitorInput => ({
  name: `Compétitrice ${n}`,
  gender: 'F',
  clubId: shared.clubId,
  discipline: 'kumite',
  ageGroup: 'seniors',
  weightClass: '-61 kg',
  grade: '2e dan',
  achievements: ['Championne de France 2026'],
  portrait: null,
  position: null,
});

describeCollection({
  path: 'competitors',
  table: 'competitors',
  roles: ['selection'],
  auditKind: 'competitor',
  start,
  validInput: competitor,
  invalidInputs: [
    { name: 'an unknown gender', input: (n) => ({ ...competitor(n), gender: 'X' }) },
    { name: 'a weight class in kata', input: (n) => ({ ...competitor(n), discipline: 'kata' }) },
    { name: 'no weight class in kumite', input: (n) => ({ ...competitor(n), weightClass: null }) },
    { name: 'an achievement on two lines', input: (n) => ({ ...competitor(n), achievements: ['Une\nligne'] }) },
    { name: 'a club the directory does not have', input: (n) => ({ ...competitor(n), clubId: 999_999 }) },
  ],
});

const foreign = (rank: 1 | 2 | 3, athlete = 'Giulia Ferraro'): PodiumPlaceInput => ({
  rank,
  competitorId: null,
  athlete,
  clubId: null,
  club: 'Wado Roma',
  country: 'Italie',
});
const ours = (rank: 1 | 2 | 3, competitorId: number): PodiumPlaceInput => ({
  rank,
  competitorId,
  athlete: '',
  clubId: null,
  club: '',
  country: '',
});

const competition = (n: number): CompetitionInput => ({
  name: `Open de test ${n}`,
  season: '2026-2027',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  place: 'Palais des sports',
  city: 'Lyon',
  country: 'France',
  level: 'international',
  report: 'Un **bon** week-end.',
  categories: [
    {
      name: 'Kata individuel féminin – seniors',
      places: [ours(1, shared.competitorIds[0]!), foreign(2), foreign(3, 'Lotte Verbeek')],
    },
  ],
});
const withPlaces = (n: number, places: PodiumPlaceInput[]) => ({
  ...competition(n),
  categories: [{ name: 'Kumite masculin -75 kg – seniors', places }],
});

describeCollection({
  path: 'competitions',
  table: 'competitions',
  roles: ['selection'],
  auditKind: 'competition',
  start,
  validInput: competition,
  invalidInputs: [
    { name: 'a last day before the first', input: (n) => ({ ...competition(n), endDate: '2026-12-04' }) },
    { name: 'a day the calendar does not have', input: (n) => ({ ...competition(n), endDate: '2027-02-30' }) },
    { name: 'a season other than its first day’s', input: (n) => ({ ...competition(n), season: '2025-2026' }) },
    { name: 'two gold medals in a category', input: (n) => withPlaces(n, [foreign(1), foreign(1, 'Ana Sousa')]) },
    {
      name: 'three bronze medals in a category',
      input: (n) => withPlaces(n, [foreign(3), foreign(3, 'Ana Sousa'), foreign(3, 'Marta Nowak')]),
    },
    { name: 'a competitor who does not exist', input: (n) => withPlaces(n, [ours(1, 999_999)]) },
    {
      name: 'the same competitor twice on a podium',
      input: (n) => withPlaces(n, [ours(1, shared.competitorIds[0]!), ours(3, shared.competitorIds[0]!)]),
    },
    { name: 'an athlete without a country', input: (n) => withPlaces(n, [{ ...foreign(1), country: ' ' }]) },
    { name: 'a place with no athlete', input: (n) => withPlaces(n, [{ ...foreign(1), athlete: '' }]) },
    {
      name: 'a category entered twice',
      input: (n) => ({
        ...competition(n),
        categories: [
          { name: 'Kata – vétérans', places: [foreign(1)] },
          { name: 'kata – Vétérans', places: [foreign(2)] },
        ],
      }),
    },
    { name: 'a category with no place', input: (n) => withPlaces(n, []) },
  ],
});

describe('la sélection nationale dans le back-office', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let headers: Record<string, string>;
  let media: Record<string, string>;
  let clubs: { id: number; name: string; city: string }[];
  let team: { id: number; name: string; club: string }[];
  beforeAll(async () => {
    ({ app, cleanup } = await start());
    ({ headers } = await signInAs(app, ['selection']));
    ({ headers: media } = await signInAs(app, ['media']));
    clubs = await app.db.selectFrom('clubs').select(['id', 'name', 'city']).orderBy('id').limit(2).execute();
    team = await app.db.selectFrom('competitors').select(['id', 'name', 'club']).orderBy('id').limit(4).execute();
  });
  afterAll(() => cleanup?.());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const writeCounts = async () => ({
    competitors: await countRows(app, 'competitors'),
    competitions: await countRows(app, 'competitions'),
    places: await countRows(app, 'podium_places'),
    audit: await countRows(app, 'audit_log'),
  });

  it('makes a slug from the name once, numbered when taken, and keeps it when the name changes', async () => {
    const input = { ...coach(0), name: 'Hélène Dupré-Saint' };
    const first = (await send('POST', '/api/admin/coaches', input)).json<CoachInput & { id: number; slug: string }>();
    const second = (await send('POST', '/api/admin/coaches', input)).json<{ id: number; slug: string }>();
    expect([first.slug, second.slug]).toEqual(['helene-dupre-saint', 'helene-dupre-saint-2']);
    const renamed = await send('PUT', `/api/admin/coaches/${first.id}`, { ...input, name: 'Hélène Dupré' });
    expect(renamed.json<{ slug: string; name: string }>()).toMatchObject({
      slug: 'helene-dupre-saint',
      name: 'Hélène Dupré',
    });
    for (const { id } of [first, second]) await send('DELETE', `/api/admin/coaches/${id}`);
  });

  it('shows a new coach on /coaches with the directory club’s name and town, and an uploaded portrait', async () => {
    const uploadId = await addUpload(app, { width: 800, height: 800 });
    const club = clubs[1]!;
    const created = await send('POST', '/api/admin/coaches', {
      ...coach(0),
      name: 'Maëlle Tanaka',
      clubId: club.id,
      portrait: { uploadId, alt: 'Maëlle Tanaka en kimono.' },
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json<{ id: number; slug: string }>();
    const row = await app.db.selectFrom('coaches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // The text columns follow the chosen club, for readers of the club's name.
    expect(row).toMatchObject({ club_id: club.id, club: club.name, city: club.city });
    const coaches = (await app.inject({ method: 'GET', url: '/api/coaches' })).json<Coach[]>();
    const shown = coaches.find((entry) => entry.slug === slug)!;
    expect(shown).toMatchObject({ club: club.name, city: club.city, clubId: club.id });
    expect(shown.portrait).toMatchObject({ alt: 'Maëlle Tanaka en kimono.', width: 800, height: 800 });
    expect(shown.portrait.url).toMatch(/^\/media\/uploads\//);
    // A new coach comes after the others; the delivered portraits keep showing.
    expect(coaches.at(-1)!.slug).toBe(slug);
    expect(coaches[0]!.portrait.url).toMatch(/^\/media\//);
    await send('DELETE', `/api/admin/coaches/${id}`);
  });

  it('counts the medals from the podiums, never from what is sent, on the record and on /results', async () => {
    const [gold, bronze] = team;
    const input: CompetitionInput & { medals: object } = {
      ...competition(0),
      name: 'Open international de Wado de Nice',
      categories: [
        {
          name: 'Kumite masculin -75 kg – seniors',
          places: [
            ours(1, gold!.id),
            foreign(2, 'Luca Bianchi'),
            ours(3, bronze!.id),
            { rank: 3, competitorId: null, athlete: 'Paul Martin', clubId: clubs[0]!.id, club: '', country: 'France' },
          ],
        },
      ],
      medals: { gold: 9, silver: 9, bronze: 9 },
    };
    const created = await send('POST', '/api/admin/competitions', input);
    expect(created.statusCode).toBe(201);
    const record = created.json<CompetitionRecord>();
    expect(record.medals).toEqual({ gold: 1, silver: 0, bronze: 1 });
    // Our competitors' places take their name, club and country; another French athlete's club is the directory's.
    expect(record.categories[0]!.places).toEqual([
      {
        rank: 1,
        competitorId: gold!.id,
        athlete: gold!.name,
        clubId: expect.any(Number),
        club: gold!.club,
        country: 'France',
      },
      { ...foreign(2, 'Luca Bianchi') },
      {
        rank: 3,
        competitorId: bronze!.id,
        athlete: bronze!.name,
        clubId: expect.any(Number),
        club: bronze!.club,
        country: 'France',
      },
      {
        rank: 3,
        competitorId: null,
        athlete: 'Paul Martin',
        clubId: clubs[0]!.id,
        club: clubs[0]!.name,
        country: 'France',
      },
    ]);
    const list = (await app.inject({ method: 'GET', url: '/api/results?limit=50' })).json<ResultsPage>();
    expect(list.items.find((item) => item.slug === record.slug)!.medals).toEqual({ gold: 1, silver: 0, bronze: 1 });
    const detail = (await app.inject({ method: 'GET', url: `/api/results/${record.slug}` })).json<CompetitionDetail>();
    expect(detail.categories[0]!.podium.map((place) => [place.athlete, place.teamMember])).toEqual([
      [gold!.name, true],
      ['Luca Bianchi', false],
      [bronze!.name, true],
      ['Paul Martin', false],
    ]);

    // The silver medal becomes ours: the count follows the podium.
    const changed = await send('PUT', `/api/admin/competitions/${record.id}`, {
      ...input,
      categories: [{ ...input.categories[0]!, places: [ours(1, gold!.id), ours(2, team[2]!.id), ours(3, bronze!.id)] }],
    });
    expect(changed.json<CompetitionRecord>().medals).toEqual({ gold: 1, silver: 1, bronze: 1 });
    expect(
      await app.db.selectFrom('podium_places').select('id').where('competition_id', '=', record.id).execute(),
    ).toHaveLength(3);
    expect((await send('DELETE', `/api/admin/competitions/${record.id}`)).statusCode).toBe(200);
    expect(
      await app.db.selectFrom('podium_places').select('id').where('competition_id', '=', record.id).execute(),
    ).toEqual([]);
  });

  it('links the delivered podiums to the competitors, as the medal counts were', async () => {
    const { items } = (await send('GET', '/api/admin/competitions')).json<{ items: CompetitionRecord[] }>();
    const paris = items.find((item) => item.slug === 'open-international-paris-2026')!;
    const results = (await app.inject({ method: 'GET', url: '/api/results?limit=50' })).json<ResultsPage>();
    expect(paris.medals).toEqual(results.items.find((item) => item.slug === paris.slug)!.medals);
    const places = paris.categories.flatMap((category) => category.places);
    expect(places.filter((place) => place.competitorId !== null)).toHaveLength(
      paris.medals.gold + paris.medals.silver + paris.medals.bronze,
    );
  });

  it('refuses to delete a competitor on a podium (409, nothing written), and renames their places', async () => {
    const created = (await send('POST', '/api/admin/competitors', competitor(900))).json<CompetitorRecord>();
    const result = (
      await send('POST', '/api/admin/competitions', withPlaces(900, [ours(1, created.id), foreign(2)]))
    ).json<CompetitionRecord>();
    const before = await writeCounts();
    const refused = expectApiError(await send('DELETE', `/api/admin/competitors/${created.id}`), 409);
    expect(refused.message).toBe(
      `Compétitrice 900 figure sur le podium de « Open de test 900 » (2026) : retirez ce compétiteur de ces résultats avant de supprimer sa fiche.`,
    );
    expect(await writeCounts()).toEqual(before);

    const renamed = { ...competitor(900), name: 'Compétitrice renommée', clubId: clubs[1]!.id };
    expect((await send('PUT', `/api/admin/competitors/${created.id}`, renamed)).statusCode).toBe(200);
    const detail = (await app.inject({ method: 'GET', url: `/api/results/${result.slug}` })).json<CompetitionDetail>();
    expect(detail.categories[0]!.podium[0]).toMatchObject({
      athlete: 'Compétitrice renommée',
      club: clubs[1]!.name,
      clubId: clubs[1]!.id,
      teamMember: true,
    });
    const publicList = (await app.inject({ method: 'GET', url: '/api/competitors' })).json<Competitor[]>();
    expect(publicList.find((entry) => entry.slug === created.slug)).toMatchObject({
      name: 'Compétitrice renommée',
      weightClass: '-61 kg',
      achievements: ['Championne de France 2026'],
    });

    // Once off the podium, the competitor can go.
    await send('DELETE', `/api/admin/competitions/${result.id}`);
    expect((await send('DELETE', `/api/admin/competitors/${created.id}`)).statusCode).toBe(200);
  });

  it('keeps results inside the days of the event that links them, and refuses to delete them while linked', async () => {
    const result = (await send('POST', '/api/admin/competitions', competition(901))).json<CompetitionRecord>();
    const event = {
      title: 'Open de Lyon',
      kind: 'competition',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      place: 'Palais des sports',
      city: 'Lyon',
      address: 'Lyon',
      summary: 'Le tournoi.',
      description: 'Le tournoi.',
      registration: 'Par les clubs.',
      registrationUrl: null,
      registrationDeadline: null,
      image: null,
      albumId: null,
      competitionId: result.id,
    };
    const linked = await app.inject({ method: 'POST', url: '/api/admin/events', headers: media, payload: event });
    expect(linked.statusCode).toBe(201);
    const eventId = linked.json<{ id: number }>().id;

    const before = await writeCounts();
    const moved = expectApiError(
      await send('PUT', `/api/admin/competitions/${result.id}`, { ...competition(901), endDate: '2026-12-07' }),
      400,
    );
    expect(moved.message).toBe(
      "Les résultats « Open de test 901 » sont datés du 5 décembre 2026 au 7 décembre 2026, hors des dates de l'événement « Open de Lyon » (du 5 décembre 2026 au 6 décembre 2026) qui y renvoie.",
    );
    const deleted = expectApiError(await send('DELETE', `/api/admin/competitions/${result.id}`), 409);
    expect(deleted.message).toBe(
      'Ces résultats sont liés à l’événement « Open de Lyon » : retirez ce lien dans l’événement (Médias) avant de les supprimer.',
    );
    expect(await writeCounts()).toEqual(before);

    // The other way round: the event cannot be moved away from its results either.
    expectApiError(
      await app.inject({
        method: 'PUT',
        url: `/api/admin/events/${eventId}`,
        headers: media,
        payload: { ...event, startDate: '2026-12-06' },
      }),
      400,
    );
    await app.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}`, headers: media });
    expect((await send('DELETE', `/api/admin/competitions/${result.id}`)).statusCode).toBe(200);
  });
});
