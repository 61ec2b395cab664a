import { Migrator } from 'kysely';
import { migrations } from '../src/db/migrations';
import { openTestDatabase } from './helpers';

/**
 * Migration 010 on a site that already has content: every news item, event, album, press article
 * and interview stays public (published since its own day, or since the upgrade for a day still
 * to come), dated; and the migration can be undone.
 */

const migrator = (db: Awaited<ReturnType<typeof openTestDatabase>>['db']) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

it('publishes the content a site had before, since its own day, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-010-');
  try {
    const before = await migrator(db).migrateTo('009_people');
    if (before.error) throw before.error;
    const event = {
      kind: 'stage',
      start_date: '2099-06-01',
      end_date: '2099-06-02',
      place: 'Dojo',
      city: 'Lyon',
      address: '',
      summary: 'Résumé',
      description: '',
      registration: '',
      updated_at: '2026-05-04T10:00:00.000Z',
    };
    await db
      .insertInto('events')
      .values({ ...event, slug: 'stage-futur', title: 'Stage futur' })
      .execute();
    const news = { summary: 'Résumé', body: '', author: 'Moi', image: '/media/news/x.svg', image_alt: 'x' };
    await db
      .insertInto('news')
      .values([
        { ...news, slug: 'ancienne', title: 'Ancienne', published_at: '2025-03-01' },
        { ...news, slug: 'datee-du-futur', title: 'Datée du futur', published_at: '2099-01-01' },
      ])
      .execute();
    await db
      .insertInto('albums')
      .values({ slug: 'album', title: 'Album', date: '2025-07-14', place: 'Nantes', description: '' })
      .execute();
    await db
      .insertInto('press_articles')
      .values({
        slug: 'presse',
        source: 'Journal',
        published_at: '2024-12-24',
        title: 'Presse',
        excerpt: 'Extrait',
        author: '',
        body: '',
        url: null,
      })
      .execute();
    await db
      .insertInto('interviews')
      .values({
        slug: 'interview',
        title: 'Interview',
        person: 'Elle',
        person_role: '',
        date: '2026-01-20',
        summary: 'Résumé',
        interviewer: '',
        place: '',
        portrait: '/media/interviews/x.svg',
        portrait_alt: 'x',
        questions: '[]',
      })
      .execute();
    const upgradedAt = new Date().toISOString();
    const after = await migrator(db).migrateToLatest();
    if (after.error) throw after.error;

    const dated = (
      rows: { slug: string; status: string; publish_at: string | null; created_at: string; updated_at: string }[],
    ) => Object.fromEntries(rows.map(({ slug, ...row }) => [slug, row]));
    const columns = ['slug', 'status', 'publish_at', 'created_at', 'updated_at'] as const;
    const newsRows = dated(await db.selectFrom('news').select(columns).execute());
    expect(newsRows.ancienne).toEqual({
      status: 'published',
      publish_at: '2025-03-01T00:00:00.000Z',
      created_at: '2025-03-01T00:00:00.000Z',
      updated_at: '2025-03-01T00:00:00.000Z',
    });
    // A day still to come: published since the upgrade (it was public before it).
    expect(newsRows['datee-du-futur']!.status).toBe('published');
    expect(newsRows['datee-du-futur']!.publish_at! >= upgradedAt).toBe(true);
    expect(newsRows['datee-du-futur']!.publish_at! <= new Date().toISOString()).toBe(true);
    // An event: since its last change (not its first day, to come).
    expect(dated(await db.selectFrom('events').select(columns).execute())['stage-futur']).toEqual({
      status: 'published',
      publish_at: '2026-05-04T10:00:00.000Z',
      created_at: '2026-05-04T10:00:00.000Z',
      updated_at: '2026-05-04T10:00:00.000Z',
    });
    expect(dated(await db.selectFrom('albums').select(columns).execute()).album!.publish_at).toBe(
      '2025-07-14T00:00:00.000Z',
    );
    expect(dated(await db.selectFrom('press_articles').select(columns).execute()).presse!.publish_at).toBe(
      '2024-12-24T00:00:00.000Z',
    );
    expect(dated(await db.selectFrom('interviews').select(columns).execute()).interview!.status).toBe('published');

    // A row inserted without a status is a draft.
    await db
      .insertInto('press_articles')
      .values({
        slug: 'sans-statut',
        source: 'J',
        published_at: '2026-01-01',
        title: 'T',
        excerpt: 'E',
        author: '',
        body: '',
        url: null,
      })
      .execute();
    const bare = await db
      .selectFrom('press_articles')
      .select(['status', 'publish_at'])
      .where('slug', '=', 'sans-statut')
      .executeTakeFirstOrThrow();
    expect(bare).toEqual({ status: 'draft', publish_at: null });

    const undone = await migrator(db).migrateTo('009_people');
    if (undone.error) throw undone.error;
    const newsColumns = (await db.introspection.getTables())
      .find((table) => table.name === 'news')!
      .columns.map((column) => column.name);
    expect(newsColumns).not.toContain('status');
    expect(newsColumns).not.toContain('event_id');
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('revisions');
  } finally {
    await close();
  }
});
