import type { FastifyInstance } from 'fastify';
import type {
  AdminListPage,
  AuditPage,
  EditableKind,
  EventDetail,
  NewsArticle,
  NewsRecord,
  RevisionList,
} from '@wado/shared/contract';
import { expectApiError } from './helpers';
import {
  addUpload,
  createRecord,
  KINDS,
  mediaEditor,
  PUBLIC_OF,
  startEditingApp,
  type Send,
  type TestClock,
  TABLE_OF,
  validInput,
  writeCounts,
} from './editing-fixtures';

/**
 * The editing routes of the five kinds of the media section, the same for each: a record is
 * created as a draft with a slug made from its title, read, listed, saved (a revision per save),
 * published, unpublished, previewed, restored from a revision and deleted; refused input writes
 * nothing; every change has its audit line.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let send: Send;
let editorEmail: string;
let clock: TestClock;

beforeAll(async () => {
  ({ app, cleanup, clock } = await startEditingApp());
  ({ send, email: editorEmail } = await mediaEditor(app));
});
afterAll(() => cleanup?.());

type AnyRecord = { id: number; slug: string; title: string; status: string; publishAt: string | null } & Record<
  string,
  unknown
>;

const auditOf = async (kind: string, recordId: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('kind', '=', kind)
    .where('record_id', '=', String(recordId))
    .orderBy('id')
    .execute();

const AUDIT_KIND: Record<EditableKind, string> = {
  news: 'news',
  events: 'event',
  albums: 'album',
  press: 'press',
  interviews: 'interview',
};

describe.each(KINDS)('/api/admin/%s', (kind) => {
  const base = `/api/admin/${kind}`;

  it('creates a draft whose slug comes from the title (accents folded), numbered when taken', async () => {
    const first = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Été à Mâcon : « Œuvre » n°1'));
    expect(first).toMatchObject({ status: 'draft', publishAt: null, slug: 'ete-a-macon-oeuvre-n-1' });
    expect(typeof first.createdAt).toBe('string');
    const second = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Été à Mâcon : Œuvre n° 1 !'));
    expect(second.slug).toBe('ete-a-macon-oeuvre-n-1-2');
    // Nothing public yet.
    expect((await app.inject(`${PUBLIC_OF[kind].api}${first.slug}`)).statusCode).toBe(404);
    // One revision and one audit line each.
    const revisions = (await send({ url: `${base}/${first.id}/revisions` })).json<RevisionList>();
    expect(revisions.items).toHaveLength(1);
    expect(revisions.items[0]).toMatchObject({ savedBy: editorEmail, title: 'Été à Mâcon : « Œuvre » n°1' });
    const audit = await auditOf(AUDIT_KIND[kind], first.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor: editorEmail, before: null });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ title: 'Été à Mâcon : « Œuvre » n°1', status: 'draft' });
  });

  it('reads a record back as its input plus where it is in its life', async () => {
    const input = validInput(kind, `Relu ${kind}`);
    const created = await createRecord<AnyRecord>(send, kind, { ...input, slug: `relu-${kind}` });
    const read = await send({ url: `${base}/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ ...created });
    expect(read.json()).toMatchObject({ ...input, slug: `relu-${kind}`, id: created.id, status: 'draft' });
  });

  it('lists records most recently changed first, by words of the title and by status', async () => {
    const a = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Liste Zébulon alpha'));
    const b = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Liste zébulon bêta'));
    clock.at += 60_000;
    await send({ method: 'POST', url: `${base}/${a.id}/publish`, payload: {} });
    const found = (await send({ url: `${base}?q=ZÉBULON&limit=50` })).json<AdminListPage>();
    // Case folded for ASCII letters at least (SQLite's lower() knows no accents): search the plain word.
    const plain = (await send({ url: `${base}?q=bulon&limit=50` })).json<AdminListPage>();
    expect(plain.items.map((item) => item.id)).toEqual([a.id, b.id]);
    expect(found.total).toBeLessThanOrEqual(2);
    const drafts = (await send({ url: `${base}?q=bulon&status=draft` })).json<AdminListPage>();
    expect(drafts.items.map((item) => item.id)).toEqual([b.id]);
    const published = (await send({ url: `${base}?q=bulon&status=published` })).json<AdminListPage>();
    expect(published.items).toEqual([
      expect.objectContaining({ id: a.id, slug: a.slug, title: 'Liste Zébulon alpha', status: 'published' }),
    ]);
    // `%` and `_` are searched as such.
    expect((await send({ url: `${base}?q=%25` })).json<AdminListPage>().total).toBe(0);
    expectApiError(await send({ url: `${base}?status=perdu` }), 400);
    expectApiError(await send({ url: `${base}?limit=1000` }), 400);
  });

  it('saves over a record (its slug kept), one revision per save, and restores an old one', async () => {
    const created = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Première version'));
    const saved = await send({
      method: 'PUT',
      url: `${base}/${created.id}`,
      payload: validInput(kind, 'Deuxième version'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Deuxième version', slug: created.slug });
    const revisions = (await send({ url: `${base}/${created.id}/revisions` })).json<RevisionList>();
    expect(revisions.items.map((item) => item.title)).toEqual(['Deuxième version', 'Première version']);
    const oldest = revisions.items[1]!;
    const old = await send({ url: `${base}/${created.id}/revisions/${oldest.id}` });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ id: oldest.id, savedBy: editorEmail, data: { title: 'Première version' } });

    const restored = await send({ method: 'POST', url: `${base}/${created.id}/revisions/${oldest.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Première version', slug: created.slug });
    expect((await send({ url: `${base}/${created.id}` })).json()).toMatchObject({ title: 'Première version' });
    const after = (await send({ url: `${base}/${created.id}/revisions` })).json<RevisionList>();
    expect(after.items.map((item) => item.title)).toEqual(['Première version', 'Deuxième version', 'Première version']);
    const actions = (await auditOf(AUDIT_KIND[kind], created.id)).map((line) => line.action);
    expect(actions).toEqual(['create', 'update', 'restore']);
    const update = (await auditOf(AUDIT_KIND[kind], created.id))[1]!;
    expect(JSON.parse(update.before!)).toMatchObject({ title: 'Première version' });
    expect(JSON.parse(update.after!)).toMatchObject({ title: 'Deuxième version' });

    // A revision of another record, or none: 404.
    const other = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Un autre'));
    expectApiError(
      await send({ url: `${base}/${other.id}/revisions/${oldest.id}` }),
      404,
      'Cette version est introuvable.',
    );
    expectApiError(await send({ method: 'POST', url: `${base}/${other.id}/revisions/${oldest.id}/restore` }), 404);
  });

  it('keeps the text of a record delivered with the site as a revision at its first save', async () => {
    const row = await app.db
      .selectFrom(TABLE_OF[kind])
      .select(['id', 'title'])
      .where('created_at', '<', '2100-01-01')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await send({ method: 'PUT', url: `${base}/${row.id}`, payload: validInput(kind, 'Réécrit') });
    expect(response.statusCode).toBe(200);
    const revisions = (await send({ url: `${base}/${row.id}/revisions` })).json<RevisionList>();
    expect(revisions.items.map((item) => [item.title, item.savedBy])).toEqual([
      ['Réécrit', editorEmail],
      [row.title, 'version d’origine'],
    ]);
  });

  it('answers 409 when the slug asked for is another record’s, and writes nothing', async () => {
    const one = await createRecord<AnyRecord>(send, kind, { ...validInput(kind, 'Slug un'), slug: `pris-${kind}` });
    const two = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Slug deux'));
    const before = await writeCounts(app);
    const message = 'Cette adresse (slug) est déjà celle d’une autre page : choisissez-en une autre.';
    expectApiError(
      await send({ method: 'POST', url: base, payload: { ...validInput(kind, 'Slug trois'), slug: one.slug } }),
      409,
      message,
    );
    expectApiError(
      await send({
        method: 'PUT',
        url: `${base}/${two.id}`,
        payload: { ...validInput(kind, 'Slug deux'), slug: one.slug },
      }),
      409,
      message,
    );
    expect(await writeCounts(app)).toEqual(before);
    // Its own slug is not « taken ».
    const same = await send({
      method: 'PUT',
      url: `${base}/${one.id}`,
      payload: { ...validInput(kind, 'Slug un'), slug: one.slug },
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses bad bodies with a 400 in French, and writes nothing', async () => {
    const created = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Intact'));
    const valid = validInput(kind, 'Valide') as Record<string, unknown>;
    const { title: _title, ...withoutTitle } = valid;
    const bad: unknown[] = [
      withoutTitle,
      { ...valid, title: '   ' },
      { ...valid, title: 'x'.repeat(201) },
      { ...valid, title: 'Deux\nlignes' },
      { ...valid, title: 42 },
      { ...valid, slug: 'Pas Un Slug' },
      { ...valid, slug: '-' },
      'du texte',
      [],
      null,
      { ...valid, title: 'Caractère de contrôle \u0007' },
    ];
    const before = await writeCounts(app);
    for (const payload of bad) {
      for (const request of [
        { method: 'POST' as const, url: base },
        { method: 'PUT' as const, url: `${base}/${created.id}` },
      ]) {
        const response = await send({
          ...request,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
        expectApiError(response, 400);
      }
    }
    expect(await writeCounts(app)).toEqual(before);
    expect((await send({ url: `${base}/${created.id}` })).json()).toMatchObject({ title: 'Intact' });
  });

  it('answers 404 for an unknown record on every route', async () => {
    const unknown = 987_654;
    const message = {
      news: 'Cette actualité est introuvable.',
      events: 'Cet événement est introuvable.',
      albums: 'Cet album est introuvable.',
      press: 'Cet article de presse est introuvable.',
      interviews: 'Cette interview est introuvable.',
    }[kind];
    const before = await writeCounts(app);
    for (const request of [
      { method: 'GET' as const, url: `${base}/${unknown}` },
      { method: 'PUT' as const, url: `${base}/${unknown}`, payload: validInput(kind, 'Fantôme') },
      { method: 'DELETE' as const, url: `${base}/${unknown}` },
      { method: 'POST' as const, url: `${base}/${unknown}/publish`, payload: {} },
      { method: 'POST' as const, url: `${base}/${unknown}/unpublish` },
      { method: 'GET' as const, url: `${base}/${unknown}/revisions` },
      { method: 'GET' as const, url: `${base}/${unknown}/revisions/1` },
      { method: 'POST' as const, url: `${base}/${unknown}/revisions/1/restore` },
      { method: 'GET' as const, url: `${base}/${unknown}/preview` },
    ]) {
      expectApiError(await send(request), 404, message);
    }
    expect(await writeCounts(app)).toEqual(before);
    expectApiError(await send({ url: `${base}/0` }), 400);
    expectApiError(await send({ url: `${base}/abc` }), 400);
  });

  it('publishes, unpublishes and deletes (its revisions with it), each with its audit line', async () => {
    const created = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Cycle de vie'));
    const published = await send({ method: 'POST', url: `${base}/${created.id}/publish`, payload: {} });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', publishAt: expect.any(String) });
    const unpublished = await send({ method: 'POST', url: `${base}/${created.id}/unpublish` });
    expect(unpublished.json()).toMatchObject({ status: 'unpublished' });
    expect((await send({ url: `${base}?status=unpublished&q=Cycle` })).json<AdminListPage>().total).toBe(1);

    const deleted = await send({ method: 'DELETE', url: `${base}/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expectApiError(await send({ url: `${base}/${created.id}` }), 404);
    expectApiError(await send({ method: 'DELETE', url: `${base}/${created.id}` }), 404);
    const revisions = await app.db
      .selectFrom('revisions')
      .select('id')
      .where('kind', '=', kind)
      .where('record_key', '=', String(created.id))
      .execute();
    expect(revisions).toEqual([]);
    const audit = await auditOf(AUDIT_KIND[kind], created.id);
    expect(audit.map((line) => line.action)).toEqual(['create', 'publish', 'unpublish', 'delete']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ status: 'draft' });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ status: 'published' });
    expect(JSON.parse(audit[3]!.before!)).toMatchObject({ title: 'Cycle de vie' });
    expect(audit[3]!.after).toBeNull();
    // The audit log is readable by admins.
    const admin = await import('./people').then(({ signInAs }) => signInAs(app, ['admin']));
    const page = (
      await app.inject({ url: `/api/admin/audit?kind=${AUDIT_KIND[kind]}&limit=50`, headers: admin.headers })
    ).json<AuditPage>();
    expect(page.items.some((item) => item.recordId === String(created.id) && item.action === 'delete')).toBe(true);
  });

  it('previews a draft as a visitor would see it', async () => {
    const created = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Aperçu du brouillon'));
    const preview = await send({ url: `${base}/${created.id}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ slug: created.slug, title: 'Aperçu du brouillon' });
    expect((await app.inject(`${PUBLIC_OF[kind].api}${created.slug}`)).statusCode).toBe(404);
  });
});

describe('what only some kinds have', () => {
  const IMAGE_FIELD = {
    news: ['image', 'image'],
    events: ['image', 'image'],
    albums: ['cover', 'cover'],
    interviews: ['portrait', 'portrait'],
  } as const;

  it.each(Object.keys(IMAGE_FIELD) as (keyof typeof IMAGE_FIELD)[])(
    '%s: refuses an image never uploaded, shows an uploaded one in every size with the record’s own text alternative',
    async (kind) => {
      const [inputField, publicField] = IMAGE_FIELD[kind];
      const before = await writeCounts(app);
      expectApiError(
        await send({ method: 'POST', url: `/api/admin/${kind}`, payload: validInput(kind, 'Image perdue', 999_999) }),
        400,
        'L’image choisie est introuvable : envoyez-la de nouveau.',
      );
      expect(await writeCounts(app)).toEqual(before);
      const upload = await addUpload(app, { width: 1400, height: 900 });
      const created = await createRecord<AnyRecord>(send, kind, validInput(kind, 'Image envoyée', upload));
      expect(created[inputField]).toEqual({ uploadId: upload, alt: 'Des karatékas saluent le tatami.' });
      const preview = (await send({ url: `/api/admin/${kind}/${created.id}/preview` })).json<Record<string, unknown>>();
      expect(preview[publicField]).toEqual({
        url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]+-1400\.jpg$/),
        alt: 'Des karatékas saluent le tatami.',
        width: 1400,
        height: 900,
        sources: [
          { type: 'image/avif', srcset: expect.stringContaining('-1400.avif 1400w') },
          { type: 'image/webp', srcset: expect.stringContaining('-480.webp 480w') },
        ],
        srcset: expect.stringContaining('-960.jpg 960w'),
      });
    },
  );

  it('refuses days that do not exist and events that end before they start', async () => {
    const valid = validInput('events', 'Dates') as Record<string, unknown>;
    const before = await writeCounts(app);
    for (const [payload, message] of [
      [{ ...valid, startDate: '2027-02-30' }, 'La date de début n’existe pas dans le calendrier (2027-02-30).'],
      [
        { ...valid, startDate: '2027-03-10', endDate: '2027-03-09' },
        'La date de fin doit être le jour du début ou un jour suivant.',
      ],
      [
        { ...valid, startDate: '2027-03-10', endDate: '2027-03-10', registrationDeadline: '2027-03-11' },
        'La date limite d’inscription doit précéder la fin de l’événement.',
      ],
      [{ ...valid, startDate: '10/03/2027' }, undefined],
      [{ ...valid, registrationUrl: 'javascript:alert(1)' }, undefined],
      [{ ...valid, kind: 'fête' }, undefined],
      [{ ...valid, albumId: 999_999 }, 'L’album choisi est introuvable.'],
      [{ ...valid, competitionId: 999_999 }, 'Le résultat choisi est introuvable.'],
    ] as const) {
      expectApiError(await send({ method: 'POST', url: '/api/admin/events', payload }), 400, message);
    }
    expectApiError(
      await send({
        method: 'POST',
        url: '/api/admin/news',
        payload: { ...validInput('news', 'Lien'), eventId: 999_999 },
      }),
      400,
      'L’événement choisi est introuvable.',
    );
    expectApiError(
      await send({
        method: 'POST',
        url: '/api/admin/albums',
        payload: { ...validInput('albums', 'Jour'), date: '2026-13-01' },
      }),
      400,
    );
    expect(await writeCounts(app)).toEqual(before);
  });

  it('links a news item to its event, and an event to its album and results, publicly once each is public', async () => {
    const upload = await addUpload(app);
    const event = await createRecord<AnyRecord>(send, 'events', validInput('events', 'Stage lié', upload));
    const competition = await app.db
      .selectFrom('competitions')
      .select(['id', 'slug', 'name', 'start_date', 'end_date'])
      .executeTakeFirstOrThrow();
    // Dated together, as the consistency rules want: the album on the event's first day, the results inside it.
    const album = await createRecord<AnyRecord>(send, 'albums', {
      ...validInput('albums', 'Album lié', upload),
      date: competition.start_date,
    });
    await send({
      method: 'POST',
      url: `/api/admin/albums/${album.id}/photos`,
      payload: { uploadId: upload, caption: 'Salut', alt: 'Le salut final.' },
    });
    const linked = await send({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      payload: {
        ...validInput('events', 'Stage lié', upload),
        startDate: competition.start_date,
        endDate: competition.end_date,
        registrationDeadline: null,
        albumId: album.id,
        competitionId: competition.id,
      },
    });
    expect(linked.json()).toMatchObject({ albumId: album.id, competitionId: competition.id });
    const news = await createRecord<NewsRecord>(send, 'news', {
      ...validInput('news', 'Article lié'),
      eventId: event.id,
    });
    expect(news.eventId).toBe(event.id);

    await send({ method: 'POST', url: `/api/admin/events/${event.id}/publish`, payload: {} });
    await send({ method: 'POST', url: `/api/admin/news/${news.id}/publish`, payload: {} });
    let detail = (await app.inject(`/api/events/${event.slug}`)).json<EventDetail>();
    // The album is still a draft: no link to it yet.
    expect(detail.album).toBeUndefined();
    expect(detail.result).toEqual({ slug: competition.slug, name: competition.name });
    expect(detail.news).toEqual([{ slug: news.slug, title: 'Article lié', publishedAt: expect.any(String) }]);
    expect(detail.image).toMatchObject({ alt: 'Des karatékas saluent le tatami.', width: 1600, height: 1000 });
    expect(detail.image!.sources!.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(detail.image!.srcset).toMatch(/^\/media\/uploads\/[0-9a-f]+-480\.jpg 480w, /);

    await send({ method: 'POST', url: `/api/admin/albums/${album.id}/publish`, payload: {} });
    detail = (await app.inject(`/api/events/${event.slug}`)).json<EventDetail>();
    // With its cover: the album's first photo (an upload), the event's picture for link previews.
    expect(detail.album).toEqual({
      slug: album.slug,
      title: 'Album lié',
      cover: expect.objectContaining({ url: expect.stringMatching(/^\/media\/uploads\//) }),
    });
    const article = (await app.inject(`/api/news/${news.slug}`)).json<NewsArticle>();
    expect(article.event).toMatchObject({ slug: event.slug, title: 'Stage lié' });

    // The event deleted: the news stays, without its link.
    await send({ method: 'DELETE', url: `/api/admin/events/${event.id}` });
    expect((await send({ url: `/api/admin/news/${news.id}` })).json()).toMatchObject({ eventId: null });
    expect((await app.inject(`/api/news/${news.slug}`)).json<NewsArticle>().event).toBeUndefined();
  });

  it('shows a news item written without an image with the site’s picture, and with its upload once chosen', async () => {
    const news = await createRecord<NewsRecord>(send, 'news', validInput('news', 'Sans image'));
    const preview = (await send({ url: `/api/admin/news/${news.id}/preview` })).json<NewsArticle>();
    expect(preview.image).toEqual({ url: '/media/site/partage.png', alt: '', width: 1200, height: 630 });
    const upload = await addUpload(app, { width: 1200, height: 800 });
    await send({ method: 'PUT', url: `/api/admin/news/${news.id}`, payload: validInput('news', 'Sans image', upload) });
    const withImage = (await send({ url: `/api/admin/news/${news.id}/preview` })).json<NewsArticle>();
    expect(withImage.image).toMatchObject({ alt: 'Des karatékas saluent le tatami.', width: 1200, height: 800 });
    expect(withImage.image.url).toMatch(/^\/media\/uploads\/[0-9a-f]+-1200\.jpg$/);
  });

  it('restores a revision whose linked record is gone since, without the link', async () => {
    const event = await createRecord<AnyRecord>(send, 'events', validInput('events', 'Bientôt supprimé'));
    const news = await createRecord<NewsRecord>(send, 'news', {
      ...validInput('news', 'Avec lien'),
      eventId: event.id,
    });
    await send({ method: 'PUT', url: `/api/admin/news/${news.id}`, payload: validInput('news', 'Sans lien') });
    await send({ method: 'DELETE', url: `/api/admin/events/${event.id}` });
    const revisions = (await send({ url: `/api/admin/news/${news.id}/revisions` })).json<RevisionList>();
    const restored = await send({
      method: 'POST',
      url: `/api/admin/news/${news.id}/revisions/${revisions.items[1]!.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Avec lien', eventId: null });
  });
});
