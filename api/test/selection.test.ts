import type { FastifyInstance } from 'fastify';
import type { Coach, CompetitionDetail, Competitor, ResultsPage } from '@wado/shared/contract';
import { countRows, expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

const count = (table: 'coaches' | 'competitors' | 'competitions' | 'podium_places') => countRows(app, table);

describe('GET /api/coaches', () => {
  it('lists the staff in order, its head first, each with a portrait of ours and its text alternative', async () => {
    const response = await app.inject('/api/coaches');
    expect(response.statusCode).toBe(200);
    const coaches = response.json<Coach[]>();
    expect(coaches.length).toBeGreaterThanOrEqual(6);
    // The head the pages /selection and /association name, also in the technical direction.
    expect(coaches[0]).toMatchObject({
      slug: 'sophie-nakamura-roux',
      name: 'Sophie Nakamura-Roux',
      role: 'Entraîneuse nationale',
      dan: 5,
    });
    for (const coach of coaches) {
      expect(coach.portrait.url).toMatch(/^\/media\/coaches\/[a-z0-9-]+\.svg$/);
      expect(coach.portrait.alt).toContain(coach.name);
      expect(coach.bio.length).toBeGreaterThan(50);
      const image = await app.inject(coach.portrait.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('the clubs of the team', () => {
  it('are clubs of the directory: id, name and town as the directory gives them', async () => {
    const directory = (await app.inject('/api/clubs?limit=500')).json<{
      items: { id: number; name: string; city: string }[];
    }>().items;
    const coaches = (await app.inject('/api/coaches')).json<Coach[]>();
    const competitors = (await app.inject('/api/competitors')).json<Competitor[]>();
    for (const person of [...coaches, ...competitors]) {
      const club = directory.find((candidate) => candidate.id === person.clubId);
      expect(club).toBeDefined();
      expect(person.club).toBe(club!.name);
    }
    for (const coach of coaches) {
      expect(coach.city).toBe(directory.find((candidate) => candidate.id === coach.clubId)!.city);
    }
    expect(competitors.find((person) => person.name === 'Léa Kerbrat')).toMatchObject({ club: 'Wado Kai Rennes' });
  });

  it("keep the fields a remote built before `clubId` reads: the club and a coach's town as strings", async () => {
    // Within a major version of @wado/shared the contract only grows: an older mf-selection renders these strings.
    const typesOf = (records: Record<string, unknown>[], fields: string[]) =>
      new Set(
        records.map((record) =>
          fields.map((field) => (record[field] === null ? 'null' : typeof record[field])).join(' '),
        ),
      );
    const coaches = (await app.inject('/api/coaches')).json<Record<string, unknown>[]>();
    const competitors = (await app.inject('/api/competitors')).json<Record<string, unknown>[]>();
    const places = (await app.inject('/api/results/open-international-paris-2026'))
      .json<{ categories: { podium: Record<string, unknown>[] }[] }>()
      .categories.flatMap((category) => category.podium);
    expect(typesOf(coaches, ['club', 'city', 'clubId'])).toEqual(new Set(['string string number']));
    expect(typesOf(competitors, ['club', 'clubId'])).toEqual(new Set(['string number']));
    expect(typesOf(places, ['club', 'clubId'])).toEqual(new Set(['string number', 'string null']));
  });

  it('follow the directory: a club renamed or moved there is renamed or moved on the team pages', async () => {
    const { clubId: id } = (await app.inject('/api/coaches')).json<Coach[]>()[0]!;
    const before = await app.db
      .selectFrom('clubs')
      .select(['name', 'city'])
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('clubs')
      .set({ name: 'Dojo Wado Lyon 4e', city: 'Villeurbanne' })
      .where('id', '=', id!)
      .execute();
    try {
      expect((await app.inject('/api/coaches')).json<Coach[]>()[0]).toMatchObject({
        club: 'Dojo Wado Lyon 4e',
        city: 'Villeurbanne',
        clubId: id,
      });
    } finally {
      await app.db.updateTable('clubs').set(before).where('id', '=', id!).execute();
    }
  });

  it('are the name and town as written for a coach whose club the directory does not have', async () => {
    const { slug } = (await app.inject('/api/coaches')).json<Coach[]>()[1]!;
    const before = await app.db
      .selectFrom('coaches')
      .select(['club_id', 'club', 'city'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('coaches')
      .set({ club_id: null, club: 'Wado Genève', city: 'Genève' })
      .where('slug', '=', slug)
      .execute();
    try {
      expect((await app.inject('/api/coaches')).json<Coach[]>()[1]).toMatchObject({
        slug,
        club: 'Wado Genève',
        city: 'Genève',
        clubId: null,
      });
    } finally {
      await app.db.updateTable('coaches').set(before).where('slug', '=', slug).execute();
    }
  });

  it('are names only for the podium places abroad', async () => {
    const detail = (await app.inject('/api/results/open-international-paris-2026')).json<CompetitionDetail>();
    const places = detail.categories.flatMap((category) => category.podium);
    expect(places.find((place) => place.athlete === 'Giulia Ferraro')).toMatchObject({
      club: 'Wado Roma',
      clubId: null,
    });
    for (const place of places.filter((candidate) => candidate.country === 'France')) {
      expect(place.clubId).toEqual(expect.any(Number));
    }
  });
});

describe('GET /api/competitors', () => {
  it('lists the whole team with categories and achievements', async () => {
    const team = (await app.inject('/api/competitors')).json<Competitor[]>();
    expect(team.length).toBe(await count('competitors'));
    expect(new Set(team.map((c) => c.discipline))).toEqual(new Set(['kata', 'kumite']));
    for (const competitor of team) {
      expect(competitor.weightClass === null).toBe(competitor.discipline === 'kata');
      expect(competitor.achievements.length).toBeGreaterThan(0);
    }
  });

  it('filters by discipline, age group and gender, alone or together', async () => {
    const kata = (await app.inject('/api/competitors?discipline=kata')).json<Competitor[]>();
    expect(kata.length).toBeGreaterThan(0);
    expect(kata.every((c) => c.discipline === 'kata')).toBe(true);
    const juniorFighters = (await app.inject('/api/competitors?discipline=kumite&ageGroup=juniors')).json<
      Competitor[]
    >();
    expect(juniorFighters.map((c) => c.name).sort()).toEqual(['Jade Nguyen', 'Noah Diallo']);
    const women = (await app.inject('/api/competitors?gender=F&ageGroup=veterans')).json<Competitor[]>();
    expect(women.map((c) => c.name)).toEqual(['Sylvie Aubert']);
  });

  it.each([['discipline=judo'], ['ageGroup=minimes'], ['gender=X'], ['discipline=kata&discipline=kumite']])(
    'refuses ?%s with a French 400',
    async (query) => {
      const body = expectApiError(await app.inject(`/api/competitors?${query}`), 400);
      expect(body.message).toMatch(/^Requête invalide/);
    },
  );
});

describe('GET /api/results', () => {
  it('lists competitions most recent first, with medals and every season', async () => {
    const page = (await app.inject('/api/results')).json<ResultsPage>();
    expect(page.seasons).toEqual(['2026-2027', '2025-2026', '2024-2025']);
    expect(page.total).toBe(await count('competitions'));
    const dates = page.items.map((item) => item.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const paris = page.items.find((item) => item.slug === 'open-international-paris-2026')!;
    expect(paris.medals).toEqual({ gold: 3, silver: 2, bronze: 4 });
  });

  it('filters by season and paginates', async () => {
    const season = (await app.inject('/api/results?season=2025-2026')).json<ResultsPage>();
    expect(season.items.length).toBe(3);
    expect(season.items.every((item) => item.season === '2025-2026')).toBe(true);
    const first = (await app.inject('/api/results?limit=2')).json<ResultsPage>();
    const second = (await app.inject('/api/results?limit=2&page=2')).json<ResultsPage>();
    expect(first).toMatchObject({ page: 1, limit: 2, pages: Math.ceil(first.total / 2) });
    expect(second.items[0]!.slug).not.toBe(first.items[0]!.slug);
    const beyond = (await app.inject('/api/results?page=99')).json<ResultsPage>();
    expect(beyond.items).toEqual([]);
    expect((await app.inject('/api/results?season=1999-2000')).json<ResultsPage>()).toMatchObject({
      items: [],
      total: 0,
      pages: 0,
    });
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'limit=0',
    'limit=51',
    'limit=x',
    'season=2026',
    'season=abcd-efgh',
  ])('refuses ?%s with a French 400', async (query) => {
    expectApiError(await app.inject(`/api/results?${query}`), 400);
  });

  it('gives the podium of each category and the team medal count', async () => {
    const response = await app.inject('/api/results/championnat-europe-wado-2026');
    expect(response.statusCode).toBe(200);
    const detail = response.json<CompetitionDetail>();
    expect(detail).toMatchObject({ name: "Championnat d'Europe de Wadō-ryū", city: 'Lisbonne', level: 'europeen' });
    expect(detail.categories.length).toBe(9);
    const kata = detail.categories[0]!;
    expect(kata.name).toBe('Kata individuel féminin – seniors');
    expect(kata.podium.map((place) => place.rank)).toEqual([1, 2, 3, 3]);
    expect(kata.podium[0]).toMatchObject({ athlete: 'Léa Kerbrat', teamMember: true });
    const counted = detail.categories.flatMap((category) => category.podium).filter((place) => place.teamMember);
    expect(detail.medals).toEqual({
      gold: counted.filter((place) => place.rank === 1).length,
      silver: counted.filter((place) => place.rank === 2).length,
      bronze: counted.filter((place) => place.rank === 3).length,
    });
  });

  it('answers an unknown competition with a JSON 404, and a malformed id with a 400', async () => {
    expectApiError(
      await app.inject('/api/results/championnat-inconnu-1999'),
      404,
      'Cette compétition est introuvable.',
    );
    expectApiError(await app.inject('/api/results/Pas%20un%20slug'), 400);
    expectApiError(await app.inject(`/api/results/${'a'.repeat(81)}`), 400);
  });

  it('answers only reads: no request writes anything', async () => {
    const before = await Promise.all([
      count('coaches'),
      count('competitors'),
      count('competitions'),
      count('podium_places'),
    ]);
    await app.inject({ method: 'POST', url: '/api/results', payload: {} });
    await app.inject({ method: 'DELETE', url: '/api/results/open-international-paris-2026' });
    expect(
      await Promise.all([count('coaches'), count('competitors'), count('competitions'), count('podium_places')]),
    ).toEqual(before);
  });
});

describe('seed', () => {
  it('fills the tables once: a restart on the same data adds nothing', async () => {
    const first = await startTestApp();
    const dataDir = first.config.dataDir;
    const counts = async (target: FastifyInstance) =>
      Promise.all(
        (['coaches', 'competitors', 'competitions', 'podium_places'] as const).map((table) => countRows(target, table)),
      );
    const before = await counts(first.app);
    expect(before[2]).toBeGreaterThanOrEqual(8);
    await first.app.close();
    const second = await startTestApp({ dataDir });
    try {
      expect(await counts(second.app)).toEqual(before);
    } finally {
      await second.cleanup();
    }
  });
});
