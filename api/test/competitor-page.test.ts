import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CompetitionDetail, Competitor, CompetitorDetail } from '@wado/shared/contract';
import { expectApiError, startTestApp, tempDir } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const site = tempDir('wado-competitor-');

beforeAll(async () => {
  // A shell page of its own: the server answers the page `/competitor/{slug}` itself (200 or a real 404).
  fs.writeFileSync(
    path.join(site.dir, 'index.html'),
    '<!doctype html><html><head><!-- wado:runtime-config --></head><body></body></html>',
  );
  ({ app, cleanup } = await startTestApp({ shellDir: site.dir, publicUrl: 'https://www.wado-france.fr' }));
});
afterAll(async () => {
  await cleanup?.();
  site.remove();
});

/** A competition of its own, its podium places given as [category, rank, competitor id or null]. */
async function competition(
  slug: string,
  startDate: string,
  places: [category: string, rank: 1 | 2 | 3, competitorId: number | null][],
): Promise<void> {
  const { id } = await app.db
    .insertInto('competitions')
    .values({
      slug,
      name: `Coupe ${slug}`,
      season: '2025-2026',
      start_date: startDate,
      end_date: startDate,
      place: 'Gymnase Jean-Moulin',
      city: 'Angers',
      country: 'France',
      level: 'national',
      report: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('podium_places')
    .values(
      places.map(([category, rank, competitorId], index) => ({
        competition_id: id,
        category,
        category_position: index,
        rank,
        athlete: competitorId === null ? 'Maria Rossi' : 'Inès Vasseur',
        club_id: null,
        club: competitorId === null ? 'Wado Roma' : 'Karaté Wado Angers',
        country: competitorId === null ? 'Italie' : 'France',
        competitor_id: competitorId,
        team_member: competitorId === null ? 0 : 1,
      })),
    )
    .execute();
}

describe('GET /api/competitors/:competitor', () => {
  it('gives every podium place with its competition, newest first, and the medals counted from them', async () => {
    const club = await app.db.selectFrom('clubs').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const { id } = await app.db
      .insertInto('competitors')
      .values({
        slug: 'ines-vasseur',
        name: 'Inès Vasseur',
        gender: 'F',
        club_id: club.id,
        club: 'Nom tel que saisi',
        discipline: 'kumite',
        age_group: 'juniors',
        weight_class: '-59 kg',
        grade: '1er dan',
        achievements: JSON.stringify(['Championne de France juniors 2026']),
        portrait: '',
        portrait_alt: 'Inès Vasseur en kimono',
        position: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await app.db.selectFrom('competitors').select('id').where('id', '<>', id).executeTakeFirstOrThrow();
    // By hand: gold in 2025; silver and bronze in 2026 (two categories); bronze in 2024. Places of
    // another competitor or of a foreign athlete in the same competitions do not count.
    await competition('coupe-2025', '2025-03-08', [
      ['Kumite juniors -59 kg', 1, id],
      ['Kumite juniors -59 kg', 2, null],
      ['Kata juniors', 1, other.id],
    ]);
    await competition('coupe-2026', '2026-03-07', [
      ['Kata juniors', 1, other.id],
      ['Kumite juniors -59 kg', 2, id],
      ['Kumite par équipes', 3, id],
    ]);
    await competition('coupe-2024', '2024-03-09', [
      ['Kumite cadettes -54 kg', 1, null],
      ['Kumite cadettes -54 kg', 3, id],
    ]);

    const response = await app.inject('/api/competitors/ines-vasseur');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const detail = response.json<CompetitorDetail>();
    expect(detail).toMatchObject({
      slug: 'ines-vasseur',
      name: 'Inès Vasseur',
      // The directory's club: its id and its name, not the name as written.
      club: club.name,
      clubId: club.id,
      grade: '1er dan',
      discipline: 'kumite',
      ageGroup: 'juniors',
      weightClass: '-59 kg',
      achievements: ['Championne de France juniors 2026'],
    });
    expect(detail.portrait.alt).toBe('Inès Vasseur en kimono');
    expect(detail.medals).toEqual({ gold: 1, silver: 1, bronze: 2, total: 4 });
    expect(detail.results.map((result) => [result.competition.slug, result.category, result.rank])).toEqual([
      ['coupe-2026', 'Kumite juniors -59 kg', 2],
      ['coupe-2026', 'Kumite par équipes', 3],
      ['coupe-2025', 'Kumite juniors -59 kg', 1],
      ['coupe-2024', 'Kumite cadettes -54 kg', 3],
    ]);
    expect(detail.results[0]!.competition).toEqual({
      slug: 'coupe-2026',
      name: 'Coupe coupe-2026',
      season: '2025-2026',
      startDate: '2026-03-07',
      endDate: '2026-03-07',
      place: 'Gymnase Jean-Moulin',
      city: 'Angers',
      country: 'France',
      level: 'national',
    });
  });

  it('gives a seeded competitor as /competitors does, with the podium places the database holds', async () => {
    const listed = (await app.inject('/api/competitors')).json<Competitor[]>().find((c) => c.name === 'Léa Kerbrat')!;
    const detail = (await app.inject(`/api/competitors/${listed.slug}`)).json<CompetitorDetail>();
    const { results, medals, ...competitor } = detail;
    expect(competitor).toEqual(listed);
    const rows = await app.db
      .selectFrom('podium_places')
      .innerJoin('competitors', 'competitors.id', 'podium_places.competitor_id')
      .select('rank')
      .where('competitors.slug', '=', listed.slug)
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    expect(results).toHaveLength(rows.length);
    const ranks = rows.map((row) => row.rank);
    expect(medals).toEqual({
      gold: ranks.filter((rank) => rank === 1).length,
      silver: ranks.filter((rank) => rank === 2).length,
      bronze: ranks.filter((rank) => rank === 3).length,
      total: rows.length,
    });
    const dates = results.map((result) => result.competition.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives a competitor without a podium yet: no result, no medal', async () => {
    await app.db
      .insertInto('competitors')
      .values({
        slug: 'hugo-lemaire',
        name: 'Hugo Lemaire',
        gender: 'M',
        club_id: null,
        club: 'Wado Genève',
        discipline: 'kata',
        age_group: 'cadets',
        weight_class: null,
        grade: '1er kyu',
        achievements: '[]',
        portrait: '',
        portrait_alt: 'Hugo Lemaire',
        position: 100,
      })
      .execute();
    const detail = (await app.inject('/api/competitors/hugo-lemaire')).json<CompetitorDetail>();
    expect(detail).toMatchObject({ club: 'Wado Genève', clubId: null, results: [] });
    expect(detail.medals).toEqual({ gold: 0, silver: 0, bronze: 0, total: 0 });
  });

  it('answers an unknown competitor with a French JSON 404, and a malformed slug with a 400', async () => {
    expectApiError(await app.inject('/api/competitors/personne-inconnue'), 404, 'Ce compétiteur est introuvable.');
    expectApiError(await app.inject('/api/competitors/Pas%20un%20slug'), 400);
  });
});

describe('results link to athletes', () => {
  it('gives the page of each of our competitors on a podium, none for the others', async () => {
    const team = (await app.inject('/api/competitors')).json<Competitor[]>();
    const detail = (await app.inject('/api/results/open-international-paris-2026')).json<CompetitionDetail>();
    const places = detail.categories.flatMap((category) => category.podium);
    const ours = places.filter((place) => place.competitorSlug !== null);
    expect(ours.length).toBeGreaterThan(0);
    for (const place of ours) {
      expect(team.find((competitor) => competitor.slug === place.competitorSlug)?.name).toBe(place.athlete);
    }
    const giulia = places.find((place) => place.athlete === 'Giulia Ferraro');
    expect(giulia).toMatchObject({ teamMember: false, competitorSlug: null });
  });
});

describe('the page /competitor/{slug}', () => {
  it('is in the sitemap for every competitor, and a real 404 for an unknown one', async () => {
    const sitemap = (await app.inject('/sitemap.xml')).body;
    const slugs = await app.db.selectFrom('competitors').select('slug').execute();
    expect(slugs.length).toBeGreaterThan(0);
    for (const { slug } of slugs) expect(sitemap).toContain(`<loc>https://www.wado-france.fr/competitor/${slug}</loc>`);
    expect((await app.inject(`/competitor/${slugs[0]!.slug}`)).statusCode).toBe(200);
    const missing = await app.inject('/competitor/personne-inconnue');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
