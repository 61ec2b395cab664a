import type { FastifyInstance } from 'fastify';
import type {
  Album,
  AlbumsPage,
  EventDetail,
  EventsPage,
  Interview,
  InterviewsPage,
  NewsArticle,
  NewsPage,
  PressArticle,
  PressPage,
} from '@wado/shared/contract';
import { escapeText, foldLine, nextDay, plainText } from '../src/features/media/events/ical';
import { escapeMarkup } from '../src/features/markup';
import { EVENTS } from '../src/db/seed/media/events';
import { eventRows, saturdayAround } from '../src/db/seed/media/seed';
import { parisDay } from '../src/features/paging';
import { countRows, expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp({ publicUrl: 'https://www.wado-france.fr' }));
});
afterAll(() => cleanup?.());

type Table = 'events' | 'news' | 'albums' | 'photos' | 'press_articles' | 'interviews';
const TABLES: Table[] = ['events', 'news', 'albums', 'photos', 'press_articles', 'interviews'];
const count = (table: Table, target = app) => countRows(target, table);
const allCounts = (target = app) => Promise.all(TABLES.map((table) => count(table, target)));

/** A row written straight to the database, published (as the seed's rows are). */
const PUBLISHED = { status: 'published', publish_at: '2020-01-01T00:00:00.000Z' } as const;

const DAY = 86_400_000;
/** `YYYY-MM-DD`, `days` from today in Paris (months are 1-based in the string, 0-based for Date.UTC). */
function relativeDay(days: number): string {
  const [year, month, day] = parisDay(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY).toISOString().slice(0, 10);
}

describe('seed of the media section', () => {
  it('has at least 12 news, 10 events (past and upcoming), 6 albums, 6 press articles, 4 interviews', async () => {
    const [events, news, albums, photos, press, interviews] = await allCounts();
    expect(news).toBeGreaterThanOrEqual(12);
    expect(events).toBeGreaterThanOrEqual(10);
    expect(albums).toBeGreaterThanOrEqual(6);
    expect(photos).toBeGreaterThanOrEqual(24);
    expect(press).toBeGreaterThanOrEqual(6);
    expect(interviews).toBeGreaterThanOrEqual(4);
    // Relative to the first start: whenever the site is installed, both lists have events.
    expect((await app.inject('/api/events?period=upcoming')).json<EventsPage>().total).toBeGreaterThanOrEqual(5);
    expect((await app.inject('/api/events?period=past')).json<EventsPage>().total).toBeGreaterThanOrEqual(4);
  });

  it('places calendar entries on Saturdays around the first start, and reported events on their own dates', () => {
    const dated = EVENTS.filter((event) => 'date' in event.start);
    for (const start of [
      new Date('2025-12-01T09:00:00Z'),
      new Date('2026-11-23T10:00:00Z'),
      new Date('2031-02-28T23:30:00Z'),
      // Both spring grade sessions in 2028 (1 January and 30 December).
      new Date('2028-06-15T10:00:00Z'),
    ]) {
      const rows = eventRows(start);
      for (const [index, row] of rows.entries()) {
        const event = EVENTS[index]!;
        if ('date' in event.start) expect(row.start_date).toBe(event.start.date);
        else expect(new Date(`${row.start_date}T12:00:00Z`).getUTCDay()).toBe(6);
        expect(row.registration_url).toBeNull();
      }
      const today = start.toISOString().slice(0, 10);
      const relative = rows.filter((_row, index) => 'weeks' in EVENTS[index]!.start);
      expect(relative.some((row) => row.end_date < today)).toBe(true);
      expect(relative.filter((row) => row.start_date > today).length).toBeGreaterThanOrEqual(5);
      // The next edition of a recurring event never takes the slug of a dated one.
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    }
    // Reported events: their results, photos and news are of those days.
    expect(dated.map((event) => [event.base, event.results ?? null, event.album ?? null])).toContainEqual([
      'open-international-paris',
      'open-international-paris-2026',
      'open-de-paris-2026',
    ]);
    expect(new Date(saturdayAround(new Date('2026-11-28T08:00:00Z'), 0)).toISOString().slice(0, 10)).toBe('2026-11-28');
  });

  it('adds nothing on a restart with the same data', async () => {
    const first = await startTestApp();
    const before = await allCounts(first.app);
    await first.app.close();
    const second = await startTestApp({ dataDir: first.config.dataDir });
    try {
      expect(await allCounts(second.app)).toEqual(before);
    } finally {
      await second.cleanup();
    }
  });

  it('serves every seeded image as SVG with a text alternative', async () => {
    const news = (await app.inject('/api/news?limit=50')).json<NewsPage>();
    const albums = (await app.inject('/api/gallery?limit=50')).json<AlbumsPage>();
    const interviews = (await app.inject('/api/interviews?limit=50')).json<InterviewsPage>();
    const images = [
      ...news.items.map((n) => n.image),
      ...albums.items.map((a) => a.cover),
      ...interviews.items.map((i) => i.portrait),
    ];
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(10);
      const response = await app.inject(image.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body.length).toBeLessThan(8 * 1024);
    }
  });
});

describe('GET /api/events', () => {
  beforeAll(async () => {
    const base = {
      kind: 'stage',
      place: 'Dojo test',
      city: 'Lyon',
      address: '1 rue du Test, 69001 Lyon',
      summary: 'Résumé',
      description: 'Description',
      registration: 'Inscription',
      registration_url: null,
      registration_deadline: null,
      updated_at: new Date().toISOString(),
      ...PUBLISHED,
    };
    await app.db
      .insertInto('events')
      .values([
        { ...base, slug: 'test-fini-hier', title: 'Fini hier', start_date: relativeDay(-2), end_date: relativeDay(-1) },
        { ...base, slug: 'test-en-cours', title: 'En cours', start_date: relativeDay(-1), end_date: relativeDay(1) },
        {
          ...base,
          slug: 'test-demain',
          title: 'Demain',
          kind: 'assemblee',
          start_date: relativeDay(1),
          end_date: relativeDay(1),
        },
      ])
      .execute();
  });

  it('lists upcoming events soonest first, counting one still running as upcoming', async () => {
    const page = (await app.inject('/api/events?limit=50')).json<EventsPage>();
    const today = relativeDay(0);
    expect(page.items.every((event) => event.endDate >= today)).toBe(true);
    const starts = page.items.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(page.items[0]!.slug).toBe('test-en-cours');
    expect(page.items.map((event) => event.slug)).toContain('test-demain');
    expect(page.items.map((event) => event.slug)).not.toContain('test-fini-hier');
  });

  it('lists past events on request, most recent first', async () => {
    const page = (await app.inject('/api/events?period=past&limit=50')).json<EventsPage>();
    expect(page.items[0]!.slug).toBe('test-fini-hier');
    const starts = page.items.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(page.items.every((event) => event.endDate < relativeDay(0))).toBe(true);
  });

  it('filters by kind and paginates', async () => {
    const meetings = (await app.inject('/api/events?kind=assemblee')).json<EventsPage>();
    expect(meetings.items.length).toBeGreaterThanOrEqual(2);
    expect(meetings.items.every((event) => event.kind === 'assemblee')).toBe(true);
    const one = (await app.inject('/api/events?limit=1&page=2')).json<EventsPage>();
    expect(one).toMatchObject({ page: 2, limit: 1 });
    expect(one.items.length).toBe(1);
    expect(one.pages).toBe(one.total);
  });

  it.each(['period=bientot', 'kind=fete', 'page=0', 'limit=500', 'limit=-3', 'page=deux'])(
    'refuses ?%s with a French 400',
    async (query) => {
      expectApiError(await app.inject(`/api/events?${query}`), 400);
    },
  );

  it('gives the detail of an event, with how to register and its calendar file', async () => {
    const response = await app.inject('/api/events/test-demain');
    expect(response.statusCode).toBe(200);
    const event = response.json<EventDetail>();
    expect(event).toMatchObject({
      title: 'Demain',
      address: '1 rue du Test, 69001 Lyon',
      registration: 'Inscription',
      icsUrl: '/api/events/test-demain.ics',
    });
    expectApiError(await app.inject('/api/events/evenement-inconnu'), 404, 'Cet événement est introuvable.');
    expectApiError(await app.inject('/api/events/evenement-inconnu.ics'), 404);
    expectApiError(await app.inject('/api/events/Mauvais_Format'), 400);
    expectApiError(await app.inject('/api/events/test-demain.pdf'), 400);
  });
});

describe('iCalendar', () => {
  it('serves one event as an RFC 5545 all-day event', async () => {
    const response = await app.inject({
      url: '/api/events/test-en-cours.ics',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="test-en-cours.ics"');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('UID:test-en-cours@wado-france.fr');
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${relativeDay(-1).replace(/-/g, '')}`);
    // DTEND of an all-day event is the day after the last one.
    expect(unfolded).toContain(`DTEND;VALUE=DATE:${relativeDay(2).replace(/-/g, '')}`);
    expect(unfolded).toContain('LOCATION:Dojo test\\, 1 rue du Test\\, 69001 Lyon');
    expect(unfolded).toContain('URL:https://www.wado-france.fr/event/test-en-cours');
  });

  it('serves the whole calendar as a subscribable feed', async () => {
    const response = await app.inject('/api/events/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = response.body.match(/BEGIN:VEVENT/g) ?? [];
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(response.body).toContain('X-WR-CALNAME:Wado France – Événements');
  });

  it('escapes, folds and flattens text as the RFC says', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(plainText('**Gras** et [agenda](/events)', 'https://site')).toBe('Gras et agenda (https://site/events)');
  });
});

describe('GET /api/news', () => {
  it('lists articles newest first, ten per page by default', async () => {
    const page = (await app.inject('/api/news')).json<NewsPage>();
    expect(page).toMatchObject({ page: 1, limit: 10 });
    expect(page.items.length).toBe(10);
    const dates = page.items.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await app.inject('/api/news?page=2')).json<NewsPage>();
    expect(second.items.length).toBe(page.total - 10);
  });

  it('gives an article with its Markdown body, or a 404', async () => {
    const article = (await app.inject('/api/news/championnat-europe-lisbonne-2026')).json<NewsArticle>();
    expect(article.body).toContain('## Les titres');
    expect(article.image.url).toBe('/media/news/championnat-europe-lisbonne-2026.svg');
    expectApiError(await app.inject('/api/news/article-disparu'), 404, 'Cette actualité est introuvable.');
    expectApiError(await app.inject('/api/news/..%2Fsecret'), 400);
  });

  it.each(['page=0', 'limit=51', 'limit=abc'])('refuses ?%s', async (query) => {
    expectApiError(await app.inject(`/api/news?${query}`), 400);
  });

  it('publishes an RSS 2.0 feed with absolute links and escaped XML', async () => {
    await app.db
      .insertInto('news')
      .values({
        slug: 'test-echappement',
        title: 'Kata & kumite <direct>',
        published_at: '2099-01-01',
        summary: 'Un "résumé" à l\'épreuve',
        body: 'Texte',
        author: 'Test',
        image: '/media/news/x.svg',
        image_alt: 'x',
        ...PUBLISHED,
      })
      .execute();
    try {
      const response = await app.inject({
        url: '/api/news/feed.xml',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = response.body;
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      expect(xml).toContain('<atom:link href="https://www.wado-france.fr/api/news/feed.xml" rel="self"');
      expect(xml).toContain('<title>Kata &amp; kumite &lt;direct&gt;</title>');
      expect(xml).toContain('<link>https://www.wado-france.fr/news/test-echappement</link>');
      expect(xml).toContain('Un &quot;résumé&quot; à l&apos;épreuve');
      expect(xml).toContain('<pubDate>Thu, 01 Jan 2099 12:00:00 GMT</pubDate>');
      expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(12);
      // Links come from PUBLIC_URL, never from the request's Host.
      expect(xml).not.toContain('evil.example');
    } finally {
      await app.db.deleteFrom('news').where('slug', '=', 'test-echappement').execute();
    }
    expect(escapeMarkup(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});

describe('GET /api/gallery', () => {
  it('lists albums newest first with their cover and photo count', async () => {
    const page = (await app.inject('/api/gallery')).json<AlbumsPage>();
    expect(page.total).toBeGreaterThanOrEqual(6);
    const dates = page.items.map((album) => album.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const album of page.items) expect(album.photoCount).toBeGreaterThanOrEqual(4);
  });

  it('gives an album with its photos in order, captions and sizes', async () => {
    const album = (await app.inject('/api/gallery/stage-ete-mimizan-2026')).json<Album>();
    expect(album.photos.length).toBe(6);
    expect(album.photos[0]).toMatchObject({
      caption: 'Kihon sur la plage au coucher du soleil.',
      image: { width: 800, height: 500 },
    });
    expect(album.cover).toEqual(album.photos[0]!.image);
    expectApiError(await app.inject('/api/gallery/album-inconnu'), 404, 'Cet album est introuvable.');
    expectApiError(await app.inject('/api/gallery?limit=1000'), 400);
  });

  it('gives an event its album with the album’s cover (the event’s picture for link previews)', async () => {
    const album = (await app.inject('/api/gallery/stage-ete-mimizan-2026')).json<Album>();
    const events = await app.db.selectFrom('events').select('slug').where('album_id', 'is not', null).execute();
    const details = await Promise.all(
      events.map(async ({ slug }) => (await app.inject(`/api/events/${slug}`)).json<EventDetail>()),
    );
    expect(details.find((event) => event.album?.slug === album.slug)?.album).toEqual({
      slug: album.slug,
      title: album.title,
      cover: album.cover,
    });
  });

  it('hides an album without photos', async () => {
    await app.db
      .insertInto('albums')
      .values({
        slug: 'album-vide',
        title: 'Vide',
        date: '2099-01-01',
        place: 'Nulle part',
        description: '',
        ...PUBLISHED,
      })
      .execute();
    try {
      const page = (await app.inject('/api/gallery?limit=50')).json<AlbumsPage>();
      expect(page.items.map((album) => album.slug)).not.toContain('album-vide');
      expectApiError(await app.inject('/api/gallery/album-vide'), 404);
    } finally {
      await app.db.deleteFrom('albums').where('slug', '=', 'album-vide').execute();
    }
  });
});

describe('GET /api/press and /api/interviews', () => {
  it('lists press articles newest first, with a body or a link', async () => {
    const page = (await app.inject('/api/press?limit=50')).json<PressPage>();
    expect(page.total).toBeGreaterThanOrEqual(6);
    const dates = page.items.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of page.items) {
      const article = (await app.inject(`/api/press/${item.slug}`)).json<PressArticle>();
      expect(article.body.length > 0 || article.url !== null).toBe(true);
    }
    expectApiError(await app.inject('/api/press/article-inconnu'), 404);
    expectApiError(await app.inject('/api/press?page=0'), 400);
  });

  it('lists interviews and gives the questions and answers', async () => {
    const page = (await app.inject('/api/interviews')).json<InterviewsPage>();
    expect(page.total).toBeGreaterThanOrEqual(4);
    const interview = (await app.inject(`/api/interviews/${page.items[0]!.slug}`)).json<Interview>();
    expect(interview.questions.length).toBeGreaterThanOrEqual(4);
    for (const qa of interview.questions) {
      expect(qa.question.endsWith('?')).toBe(true);
      expect(qa.answer.length).toBeGreaterThan(20);
    }
    expectApiError(await app.inject('/api/interviews/inconnu'), 404, 'Cette interview est introuvable.');
    expectApiError(await app.inject('/api/interviews?limit=0'), 400);
  });

  it('never writes: methods other than GET are refused and tables stay the same', async () => {
    const before = await allCounts();
    for (const url of [
      '/api/events',
      '/api/news',
      '/api/gallery',
      '/api/press',
      '/api/interviews',
      '/api/news/championnat-europe-lisbonne-2026',
    ]) {
      const response = await app.inject({ method: 'POST', url, payload: { title: 'x' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await allCounts()).toEqual(before);
  });
});
