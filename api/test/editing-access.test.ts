import type { FastifyInstance, InjectOptions } from 'fastify';
import { ROUTES, type Role, type TextPageList } from '@wado/shared/contract';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { expectApiError } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';
import {
  addUpload,
  createRecord,
  KINDS,
  mediaEditor,
  startEditingApp,
  validInput,
  writeCounts,
} from './editing-fixtures';

/**
 * Who may call the editing routes: every write (and every read) of the media section's records
 * by the `media` role only; each text page by the role of the section that shows it. Anyone else
 * signed in: 403; nobody signed in: 401; a write with a session from another site's page: 403.
 * A refusal writes nothing.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const sessions = new Map<Role, Record<string, string>>();
let media: Awaited<ReturnType<typeof mediaEditor>>;

beforeAll(async () => {
  ({ app, cleanup } = await startEditingApp());
  media = await mediaEditor(app);
  for (const role of ALL_ROLES) sessions.set(role, (await signInAs(app, [role])).headers);
});
afterAll(() => cleanup?.());

type Call = Omit<InjectOptions, 'headers'> & { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };

/** A record of `kind` with two revisions (and, for an album, a photo), made by the media editor. */
async function fixture(kind: (typeof KINDS)[number]) {
  const upload = await addUpload(app);
  const record = await createRecord(media.send, kind, validInput(kind, `Accès ${kind}`));
  await media.send({ method: 'PUT', url: `/api/admin/${kind}/${record.id}`, payload: validInput(kind, 'Modifié') });
  const revision = await app.db
    .selectFrom('revisions')
    .select('id')
    .where('kind', '=', kind)
    .where('record_key', '=', String(record.id))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  let photo = 0;
  if (kind === 'albums') {
    const album = await media.send({
      method: 'POST',
      url: `/api/admin/albums/${record.id}/photos`,
      payload: { uploadId: upload, caption: 'Une photo', alt: 'Une photo du stage.' },
    });
    photo = album.json<{ photos: { id: number }[] }>().photos[0]!.id;
  }
  return { id: record.id, revision: revision.id, upload, photo };
}

/** Every route of `kind`: the writes, then the reads. */
function callsOf(kind: (typeof KINDS)[number], f: Awaited<ReturnType<typeof fixture>>): Record<string, Call> {
  const base = `/api/admin/${kind}`;
  const one = `${base}/${f.id}`;
  const calls: Record<string, Call> = {
    create: { method: 'POST', url: base, payload: validInput(kind, 'Créé') },
    save: { method: 'PUT', url: one, payload: validInput(kind, 'Enregistré') },
    publish: { method: 'POST', url: `${one}/publish`, payload: { publishAt: '2030-01-01T08:00:00.000Z' } },
    unpublish: { method: 'POST', url: `${one}/unpublish` },
    restore: { method: 'POST', url: `${one}/revisions/${f.revision}/restore` },
    delete: { method: 'DELETE', url: one },
    list: { method: 'GET', url: base },
    read: { method: 'GET', url: one },
    revisions: { method: 'GET', url: `${one}/revisions` },
    revision: { method: 'GET', url: `${one}/revisions/${f.revision}` },
    preview: { method: 'GET', url: `${one}/preview` },
  };
  if (kind === 'albums') {
    calls['add a photo'] = {
      method: 'POST',
      url: `${one}/photos`,
      payload: { uploadId: f.upload, caption: 'Encore', alt: 'Encore une photo.' },
    };
    calls['change a photo'] = {
      method: 'PUT',
      url: `${one}/photos/${f.photo}`,
      payload: { caption: 'Légende', alt: 'Texte.', position: 0 },
    };
    calls['remove a photo'] = { method: 'DELETE', url: `${one}/photos/${f.photo}` };
  }
  return calls;
}

const CALL_NAMES = [
  'create',
  'save',
  'publish',
  'unpublish',
  'restore',
  'delete',
  'list',
  'read',
  'revisions',
  'revision',
  'preview',
] as const;
const PHOTO_CALLS = ['add a photo', 'change a photo', 'remove a photo'] as const;
const cases = KINDS.flatMap((kind) =>
  [...CALL_NAMES, ...(kind === 'albums' ? PHOTO_CALLS : [])].map((call) => [kind, call] as const),
);

describe.each(cases)('/api/admin/%s: %s', (kind, call) => {
  it('is refused to every role but media (403), to nobody signed in (401) and to another site’s page (403), writing nothing', async () => {
    const f = await fixture(kind);
    const request = callsOf(kind, f)[call]!;
    const before = await writeCounts(app);
    // The national team opens the events too, its competitions' only (competition-events-access.test.ts).
    for (const role of rolesOtherThan(kind === 'events' ? ['media', 'selection'] : ['media'])) {
      const response = await app.inject({ ...request, headers: sessions.get(role) });
      expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
      expectApiError(response, 403, ROLE_REQUIRED);
    }
    expectApiError(await app.inject(request), 401, SIGN_IN_REQUIRED);
    expectApiError(
      await app.inject({
        ...request,
        headers: { cookie: 'wado_session=inventee', origin: 'https://www.wado-france.fr' },
      }),
      401,
      SIGN_IN_REQUIRED,
    );
    if (request.method !== 'GET') {
      const foreign = { ...media.headers, origin: 'https://evil.example' };
      expectApiError(await app.inject({ ...request, headers: foreign }), 403, ORIGIN_REQUIRED);
      const { origin: _origin, ...silent } = media.headers;
      expectApiError(await app.inject({ ...request, headers: silent }), 403, ORIGIN_REQUIRED);
    }
    expect(await writeCounts(app)).toEqual(before);
  });

  it('is allowed to the media role, alone or with others', async () => {
    for (const roles of [['media'], ['wado', 'media', 'shop']] as Role[][]) {
      const f = await fixture(kind);
      const { headers } = await signInAs(app, roles);
      const response = await app.inject({ ...callsOf(kind, f)[call]!, headers });
      expect({ roles, status: response.statusCode, body: response.statusCode < 300 ? '' : response.body }).toEqual({
        roles,
        status: call === 'create' ? 201 : 200,
        body: '',
      });
    }
  });
});

describe('/api/admin/choices/:kind', () => {
  it('lists the records a select offers to the media role only (the national team: what an event links)', async () => {
    for (const role of rolesOtherThan(['media'])) {
      expectApiError(await app.inject({ url: '/api/admin/choices/events', headers: sessions.get(role) }), 403);
    }
    expectApiError(await app.inject('/api/admin/choices/events'), 401);
    for (const kind of ['events', 'albums', 'news', 'competitions']) {
      const response = await media.send({ url: `/api/admin/choices/${kind}` });
      expect(response.statusCode).toBe(200);
      const { items } = response.json<{ items: { id: number; title: string; date: string }[] }>();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const dates = items.map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expectApiError(await media.send({ url: '/api/admin/choices/people' }), 400);
  });
});

describe('text pages', () => {
  /** Who edits each text page: the role of the section whose route shows it. */
  const OWNER: Record<string, Role> = {
    shell: 'admin',
    'mf-association': 'association',
    'mf-wado': 'wado',
    'mf-selection': 'selection',
    'mf-media': 'media',
    'mf-shop': 'shop',
  };
  const pages = ROUTES.filter((route) => route.kind === 'text').map((route) => ({
    slug:
      route.content && 'page' in route.content
        ? route.content.page
        : route.content?.endpoint === 'terms'
          ? 'terms'
          : 'sale_conditions',
    role: OWNER[route.owner]!,
  }));

  it('covers the 13 pages of the sections and the legal notice, privacy, terms of use and sale conditions', () => {
    expect(pages).toHaveLength(17);
    expect(pages.find((page) => page.slug === 'sale_conditions')?.role).toBe('shop');
    expect(pages.find((page) => page.slug === 'terms')?.role).toBe('admin');
    expect(pages.find((page) => page.slug === 'mentions_legales')?.role).toBe('admin');
  });

  it.each(ALL_ROLES)('lists to %s only the pages of its section (every page to admin)', async (role) => {
    const response = await app.inject({ url: '/api/admin/pages', headers: sessions.get(role) });
    const mine = pages.filter((page) => role === 'admin' || page.role === role).map((page) => page.slug);
    if (mine.length === 0) {
      expectApiError(response, 403, ROLE_REQUIRED);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<TextPageList>();
    expect(list.items.map((item) => item.slug).sort()).toEqual([...mine].sort());
    for (const item of list.items) {
      if (role !== 'admin') expect(item.roles).toEqual([role]);
      expect(item.path.startsWith('/')).toBe(true);
      expect(item.title.length).toBeGreaterThan(0);
    }
  });

  it('lets each page be read and saved by its section’s role only (403 for the others, 401 signed out, 403 from another site)', async () => {
    for (const page of pages) {
      const url = `/api/admin/pages/${page.slug}`;
      const payload = { title: `Titre de ${page.slug}`, body: `Texte de **${page.slug}**.` };
      const before = await writeCounts(app);
      for (const role of rolesOtherThan([page.role])) {
        const headers = sessions.get(role);
        expectApiError(await app.inject({ url, headers }), 403);
        expectApiError(await app.inject({ method: 'PUT', url, payload, headers }), 403, ROLE_REQUIRED);
        expectApiError(await app.inject({ url: `${url}/revisions`, headers }), 403);
      }
      expectApiError(await app.inject({ method: 'PUT', url, payload }), 401, SIGN_IN_REQUIRED);
      const owner = sessions.get(page.role)!;
      expectApiError(
        await app.inject({ method: 'PUT', url, payload, headers: { ...owner, origin: 'https://evil.example' } }),
        403,
        ORIGIN_REQUIRED,
      );
      expect(await writeCounts(app)).toEqual(before);
      const saved = await app.inject({ method: 'PUT', url, payload, headers: owner });
      expect({ page: page.slug, status: saved.statusCode }).toEqual({ page: page.slug, status: 200 });
      expect(saved.json()).toMatchObject({ slug: page.slug, ...payload });
      // Published at once, where the public page reads it.
      const publicUrl =
        page.slug === 'sale_conditions'
          ? '/api/saleConditions'
          : page.slug === 'terms'
            ? '/api/terms'
            : `/api/content/${page.slug}`;
      expect((await app.inject(publicUrl)).json()).toMatchObject({ title: payload.title, body: payload.body });
    }
  });

  it('lets the administrator fix any section’s page without granting herself its role, and logs her as its author', async () => {
    const admin = await signInAs(app, ['admin'], 'presidente@wado-france.test');
    const payload = { title: 'Histoire', body: 'Fondé en **1934** par Hironori Ōtsuka.' };
    const saved = await app.inject({ method: 'PUT', url: '/api/admin/pages/history', payload, headers: admin.headers });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject('/api/content/history')).json()).toMatchObject(payload);
    const line = await app.db
      .selectFrom('audit_log')
      .select(['actor', 'record_id'])
      .where('kind', '=', 'page')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ actor: admin.email, record_id: 'history' });
  });
});
