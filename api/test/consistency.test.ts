import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/connection';
import { seed } from '../src/db/seed';
import { findInconsistencies, type Inconsistency } from '../src/features/consistency';
import { openTestDatabase, startTestApp } from './helpers';

const SEED_DIR = loadConfig({}).seedDir;

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

class RolledBack extends Error {}

/** The check after `change`, made in a transaction that is then rolled back (the next test sees the seed). */
async function checkAfter(change: (db: Db) => Promise<unknown>): Promise<Inconsistency[]> {
  let found: Inconsistency[] = [];
  try {
    await app.db.transaction().execute(async (trx) => {
      await change(trx);
      found = await findInconsistencies(trx, new Date());
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return found;
}

describe('the seeded site', () => {
  it('tells one story: the check finds no contradiction', async () => {
    expect(await findInconsistencies(app.db, new Date())).toEqual([]);
  });

  it('tells it whatever the day of the first start (an earlier year: the next championship keeps its own slug)', async () => {
    const { db, close } = await openTestDatabase('wado-story-');
    try {
      await migrate(db);
      const firstStart = new Date('2025-12-01T09:00:00.000Z');
      await seed(db, SEED_DIR, firstStart);
      expect(await findInconsistencies(db, firstStart)).toEqual([]);
      const championships = await db
        .selectFrom('events')
        .select(['slug', 'start_date'])
        .where('title', '=', 'Championnat de France Wado')
        .orderBy('start_date')
        .execute();
      expect(championships).toEqual([
        { slug: 'championnat-de-france-wado-2026', start_date: '2026-03-21' },
        { slug: 'championnat-de-france-wado-2026-04', start_date: '2026-04-04' },
      ]);
    } finally {
      await close();
    }
  });

  it('links the events it reports on to their results, album and news', async () => {
    const links = await app.db
      .selectFrom('events')
      .leftJoin('competitions', 'competitions.id', 'events.competition_id')
      .leftJoin('albums', 'albums.id', 'events.album_id')
      .select(['events.slug', 'competitions.slug as results', 'albums.slug as album'])
      .where((eb) => eb.or([eb('events.competition_id', 'is not', null), eb('events.album_id', 'is not', null)]))
      .orderBy('events.start_date')
      .execute();
    expect(links).toEqual([
      {
        slug: 'championnat-de-france-wado-2026',
        results: 'championnat-de-france-wado-2026',
        album: 'championnat-de-france-clermont-2026',
      },
      {
        slug: 'championnat-europe-wado-2026',
        results: 'championnat-europe-wado-2026',
        album: 'championnat-europe-lisbonne-2026',
      },
      { slug: 'stage-ete-mimizan-2026', results: null, album: 'stage-ete-mimizan-2026' },
      { slug: 'coupe-de-france-wado-2026', results: 'coupe-de-france-wado-2026', album: null },
      { slug: 'stage-rentree-enseignants-2026', results: null, album: 'stage-enseignants-clermont-2026' },
      { slug: 'open-international-paris-2026', results: 'open-international-paris-2026', album: 'open-de-paris-2026' },
    ]);
    const news = await app.db
      .selectFrom('news')
      .innerJoin('events', 'events.id', 'news.event_id')
      .select(['news.slug', 'events.slug as event'])
      .orderBy('news.published_at')
      .execute();
    expect(news).toEqual([
      { slug: 'championnat-de-france-clermont-2026', event: 'championnat-de-france-wado-2026' },
      { slug: 'championnat-europe-lisbonne-2026', event: 'championnat-europe-wado-2026' },
      { slug: 'stage-ete-mimizan-2026', event: 'stage-ete-mimizan-2026' },
      { slug: 'stage-enseignants-clermont-2026', event: 'stage-rentree-enseignants-2026' },
      { slug: 'open-de-paris-neuf-medailles-2026', event: 'open-international-paris-2026' },
    ]);
    const online = await app.db.selectFrom('events').select('slug').where('registration_url', 'is not', null).execute();
    expect(online).toEqual([]);
  });
});

describe('each rule finds what contradicts it', () => {
  it('dates: an album, a news item dated before their event, results outside it', async () => {
    const found = await checkAfter(async (db) => {
      await db.updateTable('albums').set({ date: '2026-07-18' }).where('slug', '=', 'stage-ete-mimizan-2026').execute();
      await db
        .updateTable('news')
        .set({ published_at: '2026-07-24' })
        .where('slug', '=', 'stage-ete-mimizan-2026')
        .execute();
      await db
        .updateTable('competitions')
        .set({ start_date: '2026-11-13' })
        .where('slug', '=', 'open-international-paris-2026')
        .execute();
    });
    expect(found.map(({ rule, where }) => ({ rule, where }))).toEqual([
      { rule: 'dates', where: '/gallery?album=stage-ete-mimizan-2026' },
      { rule: 'dates', where: '/news/stage-ete-mimizan-2026' },
      { rule: 'dates', where: '/result/open-international-paris-2026' },
    ]);
    expect(found[0]!.message).toBe(
      "L'album « Stage d'été de Mimizan » est daté du 18 juillet 2026, avant l'événement « Stage d'été de Mimizan » (du 1er août 2026 au 5 août 2026) dont il montre les photos.",
    );
  });

  it('médailles: counts in the report and the news of a competition other than its podiums give', async () => {
    const found = await checkAfter(async (db) => {
      await db
        .updateTable('news')
        .set({ body: "**Quatre médailles d'or, deux d'argent et trois de bronze** pour l'équipe de France." })
        .where('slug', '=', 'open-de-paris-neuf-medailles-2026')
        .execute();
      await db
        .updateTable('competitions')
        .set({ report: 'Bilan : 3 / 3 / 2, et huit médailles en tout.' })
        .where('slug', '=', 'championnat-europe-wado-2026')
        .execute();
    });
    expect(found.filter((problem) => problem.rule === 'médailles').map((problem) => problem.where)).toEqual([
      '/result/championnat-europe-wado-2026',
      '/result/championnat-europe-wado-2026',
      '/news/open-de-paris-neuf-medailles-2026',
      '/news/open-de-paris-neuf-medailles-2026',
    ]);
    expect(found.map((problem) => problem.message)).toContain(
      "« Quatre médailles d'or » dans l'actualité « Open de Paris : neuf médailles pour la sélection nationale » : les podiums de « Open international de Wado de Paris » donnent 3 médailles d'or à l'équipe de France, 9 (3 en or, 2 en argent, 4 en bronze).",
    );
    expect(found).toHaveLength(4);
  });

  it('chiffres: fewer nations than the podiums show, two numbers of competitors', async () => {
    const found = await checkAfter(async (db) => {
      await db
        .updateTable('competitions')
        .set({ report: "L'Open a réuni **412 compétiteurs de 14 pays**." })
        .where('slug', '=', 'open-international-paris-2026')
        .execute();
      await db
        .updateTable('news')
        .set({ body: '**320 compétiteurs** de 52 clubs ont participé.' })
        .where('slug', '=', 'championnat-de-france-clermont-2026')
        .execute();
    });
    expect(found.map(({ rule, where }) => ({ rule, where }))).toEqual([
      { rule: 'chiffres', where: '/news/championnat-de-france-clermont-2026' },
      { rule: 'chiffres', where: '/result/open-international-paris-2026' },
    ]);
    expect(found[0]!.message).toBe(
      "« 320 compétiteurs » dans l'actualité « Championnat de France : les résultats », mais « 318 compétiteurs » dans le compte rendu des résultats (Championnat de France Wado).",
    );
  });

  it('palmarès: an achievement the results contradict', async () => {
    const found = await checkAfter((db) =>
      db
        .updateTable('competitors')
        .set({
          achievements: JSON.stringify(["Championne d'Europe vétérans 2026", 'Championne de France vétérans 2026']),
        })
        .where('name', '=', 'Sylvie Aubert')
        .execute(),
    );
    expect(found).toEqual([
      {
        rule: 'palmarès',
        where: '/competitors',
        message:
          "Le palmarès de Sylvie Aubert dit « Championne de France vétérans 2026 », mais les résultats « Championnat de France Wado » (2026) l'y placent 2e.",
      },
    ]);
  });

  it('clubs: a person or a licence of a club outside the directory, more clubs than the directory has', async () => {
    const found = await checkAfter(async (db) => {
      await db
        .updateTable('coaches')
        .set({ club_id: null, club: 'Wado Kai Rennes Sud' })
        .where('slug', '=', 'laurent-ferrand')
        .execute();
      await db.updateTable('competitors').set({ club_id: null }).where('slug', '=', 'noah-diallo').execute();
      await db
        .updateTable('podium_places')
        .set({ club_id: null, club: 'Wado Club Bordeaux Nord' })
        .where('athlete', '=', 'Pauline Rivière')
        .execute();
      // A licence of the federation's earlier list, added by hand on the host.
      await db
        .insertInto('members')
        .values({
          licence_number: 'WF26011900',
          first_name: 'Maël',
          last_name: 'Garnier',
          last_name_folded: 'garnier',
          club_name: 'Karaté Wado Nantes Erdre',
          season_end: '2027-08-31',
        })
        .execute();
      await db
        .updateTable('news')
        .set({ summary: 'Plus de 120 clubs affiliés accueillent enfants et adultes.' })
        .where('slug', '=', 'rentree-trouver-un-club-2026')
        .execute();
      await db
        .updateTable('content_pages')
        .set({ body: sql<string>`body || ${"\n\nL'association réunit une centaine de clubs."}` })
        .where('slug', '=', 'history')
        .execute();
    });
    expect(found.map(({ rule, where }) => ({ rule, where }))).toEqual([
      { rule: 'clubs', where: '/coaches' },
      { rule: 'clubs', where: '/competitors' },
      { rule: 'clubs', where: '/result/championnat-de-france-wado-2026' },
      { rule: 'clubs', where: '/isaffiliated' },
      { rule: 'clubs', where: '/history' },
      { rule: 'clubs', where: '/news/rentree-trouver-un-club-2026' },
    ]);
    expect(found[0]!.message).toBe(
      "L'entraîneur Laurent Ferrand : le club « Wado Kai Rennes Sud » n'est pas un club de l'annuaire des clubs affiliés.",
    );
    expect(found[5]!.message).toBe(
      "« Plus de 120 clubs » dans l'actualité « Rentrée : trouvez un club de Wado près de chez vous », mais l'annuaire compte 60 clubs affiliés.",
    );
  });

  it('encadrement: a person named with a role someone else holds, a staff role missing from the coaches list', async () => {
    const found = await checkAfter(async (db) => {
      await db
        .updateTable('content_pages')
        .set({
          body: sql<string>`replace(body, ${'**Sophie Nakamura-Roux**. Ancienne'}, ${'**Catherine Morvan**. Ancienne'})`,
        })
        .where('slug', '=', 'selection')
        .execute();
      await db
        .updateTable('content_pages')
        .set({ body: sql<string>`replace(body, ${'Karim Benali, trésorier'}, ${'Julien Lefèvre, trésorier'})` })
        .where('slug', '=', 'association')
        .execute();
      await db
        .updateTable('coaches')
        .set({ role: 'Entraîneuse kata' })
        .where('slug', '=', 'sophie-nakamura-roux')
        .execute();
    });
    expect(found.map(({ rule, where }) => ({ rule, where }))).toEqual([
      { rule: 'encadrement', where: '/association' },
      { rule: 'encadrement', where: '/selection' },
      { rule: 'encadrement', where: '/coaches' },
    ]);
    expect(found[1]!.message).toBe(
      "« entraîneuse nationale, Catherine Morvan » dans la page « La sélection nationale », mais d'après le comité directeur et la liste des entraîneurs, ce rôle est celui de Sophie Nakamura-Roux.",
    );
    expect(found[2]!.message).toBe(
      "Sophie Nakamura-Roux est « Entraîneuse nationale » au comité directeur, mais n'a pas ce rôle dans la liste des entraîneurs de la sélection.",
    );
  });

  it('reads only what is public: a draft that contradicts the story is not the site yet', async () => {
    const found = await checkAfter((db) =>
      db
        .updateTable('news')
        .set({ status: 'draft', summary: 'Plus de 120 clubs affiliés.' })
        .where('slug', '=', 'rentree-trouver-un-club-2026')
        .execute(),
    );
    expect(found).toEqual([]);
  });
});
