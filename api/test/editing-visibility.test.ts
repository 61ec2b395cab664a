import type { FastifyInstance } from 'fastify';
import type { EditableKind, NewsRecord } from '@wado/shared/contract';
import { detailExists } from '../src/features/seo/detailPages';
import { parisDay } from '../src/features/paging';
import {
  addUpload,
  createRecord,
  dayFromNow,
  KINDS,
  mediaEditor,
  PUBLIC_OF,
  startEditingApp,
  validInput,
  type TestClock,
} from './editing-fixtures';

/**
 * Drafts, unpublished records and records scheduled for later never reach a visitor: not in the
 * API's lists and details, the home page's widgets, the RSS feed, the calendars, the sitemap, nor
 * as a page (a real 404). Published, a record shows on the very next request; scheduled, it shows
 * once the server's clock has passed its instant.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let clock: TestClock;
let editor: Awaited<ReturnType<typeof mediaEditor>>;

beforeAll(async () => {
  ({ app, cleanup, clock } = await startEditingApp());
});
afterAll(() => cleanup?.());
// Each test starts at the real time: the site's pages find their rows by the system's clock.
beforeEach(async () => {
  clock.at = Date.now();
  editor = await mediaEditor(app);
});

const text = async (url: string) => (await app.inject(url)).body;
const slugsOf = async (url: string) =>
  (await app.inject(url)).json<{ items: { slug: string }[] }>().items.map((item) => item.slug);

/**
 * Everywhere a visitor could meet a record of `kind` with `slug`: true where it shows. The page's
 * status is asked for only while the test's clock is the system's (`withPage`).
 */
async function whereShown(kind: EditableKind, slug: string, withPage = true): Promise<Record<string, boolean>> {
  const publicOf = PUBLIC_OF[kind];
  const shown: Record<string, boolean> = {
    'API detail': (await app.inject(`${publicOf.api}${slug}`)).statusCode === 200,
    'API list': (await slugsOf(publicOf.list)).includes(slug),
  };
  if (publicOf.page) {
    if (withPage) {
      const page = await app.inject(`${publicOf.page}${slug}`);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      shown.page = page.statusCode === 200;
    }
    shown['page found (server’s clock)'] = await detailExists(
      app.db,
      `${publicOf.page}:${publicOf.page.slice(1, -1)}`,
      slug,
      clock.now(),
    );
    shown.sitemap = (await text('/sitemap.xml')).includes(`${publicOf.page}${slug}</loc>`);
  }
  if (kind === 'news') {
    shown['home widget'] = (await slugsOf('/api/news?limit=3')).includes(slug);
    shown['RSS feed'] = (await text('/api/news/feed.xml')).includes(`/news/${slug}</link>`);
  }
  if (kind === 'events') {
    shown['home widget'] = (await slugsOf('/api/events?period=upcoming&limit=3')).includes(slug);
    shown['calendar feed'] = (await text('/api/events/calendar.ics')).includes(`UID:${slug}@`);
    shown['event’s .ics'] = (await app.inject(`/api/events/${slug}.ics`)).statusCode === 200;
  }
  return shown;
}

const everywhere = (shown: Record<string, boolean>, value: boolean) =>
  Object.fromEntries(Object.keys(shown).map((where) => [where, value]));

/** A record that would show everywhere once published (an event running now, an album with a photo). */
async function draft(kind: EditableKind, title: string) {
  const input: Record<string, unknown> = { ...validInput(kind, title) };
  // Running until tomorrow, from long ago: the first of the upcoming events, on the home page too.
  if (kind === 'events')
    Object.assign(input, { startDate: '2000-01-01', endDate: dayFromNow(1), registrationDeadline: null });
  const record = await createRecord<{ id: number; slug: string }>(editor.send, kind, input);
  if (kind === 'albums') {
    const uploadId = await addUpload(app);
    await editor.send({
      method: 'POST',
      url: `/api/admin/albums/${record.id}/photos`,
      payload: { uploadId, caption: 'Le salut', alt: 'Les karatékas saluent.' },
    });
  }
  return record;
}

describe.each(KINDS)('%s', (kind) => {
  const base = `/api/admin/${kind}`;

  it('a draft shows nowhere; published, it shows everywhere on the next request; unpublished or deleted, nowhere again', async () => {
    const record = await draft(kind, `Visibilité ${kind}`);
    const hidden = await whereShown(kind, record.slug);
    expect(hidden).toEqual(everywhere(hidden, false));

    await editor.send({ method: 'POST', url: `${base}/${record.id}/publish`, payload: {} });
    const shown = await whereShown(kind, record.slug);
    expect(shown).toEqual(everywhere(shown, true));

    await editor.send({ method: 'POST', url: `${base}/${record.id}/unpublish` });
    expect(await whereShown(kind, record.slug)).toEqual(everywhere(shown, false));

    await editor.send({ method: 'POST', url: `${base}/${record.id}/publish`, payload: {} });
    expect(await whereShown(kind, record.slug)).toEqual(everywhere(shown, true));
    await editor.send({ method: 'DELETE', url: `${base}/${record.id}` });
    expect(await whereShown(kind, record.slug)).toEqual(everywhere(shown, false));
  });

  it('scheduled for a later instant, shows nowhere until the server’s clock passes it', async () => {
    const record = await draft(kind, `Programmé ${kind}`);
    const publishAt = new Date(clock.at + 2 * 3_600_000).toISOString();
    const scheduled = await editor.send({
      method: 'POST',
      url: `${base}/${record.id}/publish`,
      payload: { publishAt },
    });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishAt });
    const hidden = await whereShown(kind, record.slug);
    expect(hidden).toEqual(everywhere(hidden, false));
    expect(
      (await editor.send({ url: `${base}?status=scheduled&limit=50` })).json<{ items: { id: number }[] }>().items,
    ).toEqual([expect.objectContaining({ id: record.id, status: 'scheduled' })]);

    clock.at += 3 * 3_600_000;
    const shown = await whereShown(kind, record.slug, false);
    expect(shown).toEqual(everywhere(shown, true));
    expect((await editor.send({ url: `${base}/${record.id}` })).json()).toMatchObject({
      status: 'published',
      publishAt,
    });
  });
});

describe('publication details', () => {
  it('dates a news item by the day it is published (Paris), and keeps that instant when published again', async () => {
    const news = await createRecord<NewsRecord>(editor.send, 'news', validInput('news', 'Daté'));
    const publishAt = '2027-03-04T23:30:00.000Z'; // already the 5th in Paris
    await editor.send({ method: 'POST', url: `/api/admin/news/${news.id}/publish`, payload: { publishAt } });
    clock.at = Date.parse('2027-03-06T10:00:00.000Z');
    // Signed in again: a session ends after hours without use.
    editor = await mediaEditor(app);
    const article = (await app.inject(`/api/news/${news.slug}`)).json<{ publishedAt: string }>();
    expect(article.publishedAt).toBe('2027-03-05');
    expect(parisDay(new Date(publishAt))).toBe('2027-03-05');
    const again = await editor.send({ method: 'POST', url: `/api/admin/news/${news.id}/publish`, payload: {} });
    expect(again.json()).toMatchObject({ status: 'published', publishAt });
  });

  it('refuses a publication instant that is not one, and writes nothing', async () => {
    const news = await createRecord<NewsRecord>(editor.send, 'news', validInput('news', 'Instant'));
    for (const publishAt of ['demain', '2027-02-30T10:00:00Z', '2027-03-01 10:00', 42, null]) {
      const response = await editor.send({
        method: 'POST',
        url: `/api/admin/news/${news.id}/publish`,
        payload: { publishAt },
      });
      expect({ publishAt, status: response.statusCode }).toEqual({ publishAt, status: 400 });
    }
    expect((await editor.send({ url: `/api/admin/news/${news.id}` })).json()).toMatchObject({ status: 'draft' });
  });

  it('publishes now when the request has no body at all', async () => {
    const news = await createRecord<NewsRecord>(editor.send, 'news', validInput('news', 'Sans corps'));
    const response = await editor.send({ method: 'POST', url: `/api/admin/news/${news.id}/publish` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'published', publishAt: clock.now().toISOString() });
  });

  it('robots.txt keeps search engines out of the back office', async () => {
    expect(await text('/robots.txt')).toContain('Disallow: /admin\n');
  });
});
