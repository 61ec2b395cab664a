import type { FastifyInstance } from 'fastify';
import type { ContentPage, EditableTextPage, RevisionList, TextPageRevision } from '@wado/shared/contract';
import { expectApiError } from './helpers';
import { signInAs } from './people';
import { startEditingApp, type TestClock } from './editing-fixtures';

/**
 * Text pages: read and saved by their section's role (see editing-access.test.ts for who),
 * published at once where the public page reads them, every save a revision that can be read
 * back and restored, every change a line of the audit log.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let clock: TestClock;
let headers: Record<string, string>;
let email: string;

beforeAll(async () => {
  ({ app, cleanup, clock } = await startEditingApp());
  ({ headers, email } = await signInAs(app, ['wado']));
});
afterAll(() => cleanup?.());

const url = '/api/admin/pages/knowit';
const put = (payload: unknown) =>
  app.inject({
    method: 'PUT',
    url,
    payload: JSON.stringify(payload),
    headers: { ...headers, 'content-type': 'application/json' },
  });

it('reads a page as it is published, and saves it: shown at once, with who changed it', async () => {
  const original = (await app.inject({ url, headers })).json<EditableTextPage>();
  const shown = (await app.inject('/api/content/knowit')).json<ContentPage>();
  expect(original).toEqual({ slug: 'knowit', title: shown.title, body: shown.body, updatedAt: shown.updatedAt });

  clock.at += 60_000;
  const saved = await put({ title: 'Le savoir du Wado', body: 'Un **nouveau** texte.\n\n- une liste' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({
    slug: 'knowit',
    title: 'Le savoir du Wado',
    body: 'Un **nouveau** texte.\n\n- une liste',
    updatedAt: clock.now().toISOString(),
  });
  expect((await app.inject('/api/content/knowit')).json<ContentPage>()).toMatchObject({
    title: 'Le savoir du Wado',
    body: 'Un **nouveau** texte.\n\n- une liste',
  });
  const row = await app.db
    .selectFrom('content_pages')
    .select('updated_by')
    .where('slug', '=', 'knowit')
    .executeTakeFirstOrThrow();
  expect(row.updated_by).toBe(email);
  const audit = await app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('kind', '=', 'page')
    .where('record_id', '=', 'knowit')
    .execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ action: 'update', actor: email });
  expect(JSON.parse(audit[0]!.before!)).toEqual({ title: original.title, body: original.body });
  expect(JSON.parse(audit[0]!.after!)).toEqual({
    title: 'Le savoir du Wado',
    body: 'Un **nouveau** texte.\n\n- une liste',
  });
});

it('keeps every save as a revision (the delivered text first), and restores one as a new save', async () => {
  await put({ title: 'Deuxième', body: 'Texte deux.' });
  const list = (await app.inject({ url: `${url}/revisions`, headers })).json<RevisionList>();
  expect(list.items.map((item) => [item.title, item.savedBy])).toEqual([
    ['Deuxième', email],
    ['Le savoir du Wado', email],
    [expect.any(String), 'version d’origine'],
  ]);
  const delivered = list.items[2]!;
  const revision = (await app.inject({ url: `${url}/revisions/${delivered.id}`, headers })).json<TextPageRevision>();
  expect(revision).toMatchObject({ id: delivered.id, savedBy: 'version d’origine', data: { title: delivered.title } });
  expect(revision.data.body.length).toBeGreaterThan(100);

  const restored = await app.inject({ method: 'POST', url: `${url}/revisions/${delivered.id}/restore`, headers });
  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toMatchObject({ title: delivered.title, body: revision.data.body });
  expect((await app.inject('/api/content/knowit')).json<ContentPage>().body).toBe(revision.data.body);
  const after = (await app.inject({ url: `${url}/revisions`, headers })).json<RevisionList>();
  expect(after.items).toHaveLength(4);
  expect(after.items[0]!.title).toBe(delivered.title);
  const actions = await app.db
    .selectFrom('audit_log')
    .select('action')
    .where('kind', '=', 'page')
    .orderBy('id')
    .execute();
  expect(actions.map((line) => line.action)).toEqual(['update', 'update', 'restore']);

  // Another page's revision is not this page's.
  const admin = await signInAs(app, ['admin']);
  expectApiError(
    await app.inject({ url: `/api/admin/pages/terms/revisions/${delivered.id}`, headers: admin.headers }),
    404,
    'Cette version est introuvable.',
  );
});

it('refuses bad bodies and pages that are not text pages, writing nothing', async () => {
  const before = await app.db
    .selectFrom('content_pages')
    .selectAll()
    .where('slug', '=', 'knowit')
    .executeTakeFirstOrThrow();
  const revisions = (await app.db.selectFrom('revisions').select('id').execute()).length;
  for (const payload of [
    {},
    { title: 'Sans corps' },
    { title: '', body: 'Texte' },
    { title: '  ', body: 'Texte' },
    { title: 'Titre\nsur deux lignes', body: 'Texte' },
    { title: 'Titre', body: 'x'.repeat(40_001) },
    { title: 'Titre', body: 42 },
    { title: 'Titre', body: 'Un caractère de contrôle \u0000' },
    [],
  ]) {
    const response = await put(payload);
    expect({ status: response.statusCode }).toEqual({ status: 400 });
    expectApiError(response, 400);
  }
  expect(
    await app.db.selectFrom('content_pages').selectAll().where('slug', '=', 'knowit').executeTakeFirstOrThrow(),
  ).toEqual(before);
  expect((await app.db.selectFrom('revisions').select('id').execute()).length).toBe(revisions);

  const admin = await signInAs(app, ['admin', 'wado']);
  for (const slug of ['lexicon', 'inconnue']) {
    expectApiError(
      await app.inject({ url: `/api/admin/pages/${slug}`, headers: admin.headers }),
      404,
      'Cette page n’est pas une page de texte du site.',
    );
  }
  expectApiError(await app.inject({ url: '/api/admin/pages/Pas-Une-Cle', headers: admin.headers }), 400);
  expectApiError(await app.inject({ url: `${url}/revisions/999999`, headers }), 404);
  expectApiError(await app.inject({ method: 'POST', url: `${url}/revisions/999999/restore`, headers }), 404);
});
