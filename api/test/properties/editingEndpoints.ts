/**
 * The back office's editing routes under property tests: the same routes for each kind of the
 * media section (`/api/admin/{kind}…`), the photos of an album, the link choices and the text
 * pages, each with a valid body to break and real ids to reach the "found" branches.
 */
import type fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { EditableKind } from '@wado/shared/contract';
import { KINDS, validInput } from '../editing-fixtures';
import type { Endpoint } from './endpoints';

/** Real ids of the records made for the property tests (a record of each kind, a revision of each). */
export type EditingIds = { [Key in `${EditableKind}Record` | `${EditableKind}Revision`]: string } & {
  /** An uploaded image's id, a photo of the album, a text page and one of its revisions. */
  uploadId: string;
  albumPhoto: string;
  editablePage: string;
  pageRevision: string;
  choice: string;
};

/** The routes that write on a success. */
export const EDITING_WRITERS = [
  ...KINDS.flatMap((kind) => [
    `POST /api/admin/${kind}`,
    `PUT /api/admin/${kind}/:id`,
    `DELETE /api/admin/${kind}/:id`,
    `POST /api/admin/${kind}/:id/publish`,
    `POST /api/admin/${kind}/:id/unpublish`,
    `POST /api/admin/${kind}/:id/revisions/:revision/restore`,
  ]),
  'POST /api/admin/albums/:id/photos',
  'PUT /api/admin/albums/:id/photos/:photo',
  'DELETE /api/admin/albums/:id/photos/:photo',
  'PUT /api/admin/pages/:slug',
  'POST /api/admin/pages/:slug/revisions/:revision/restore',
];

/** Every editing route, with `auth` the credentials the generator sends (mostly good ones). */
export function editingEndpoints(auth: () => fc.Arbitrary<Record<string, string>>): Record<string, Endpoint> {
  const endpoints: Record<string, Endpoint> = {};
  for (const kind of KINDS) {
    const base = `/api/admin/${kind}`;
    const id = { id: `${kind}Record` } as const;
    const revision = { ...id, revision: `${kind}Revision` } as const;
    const body = () => validInput(kind, 'Un titre « éditorial » & <b>gras</b>');
    Object.assign(endpoints, {
      [`GET ${base}`]: { query: ['q', 'status', 'page', 'limit'], headers: auth },
      [`POST ${base}`]: { body, headers: auth },
      [`GET ${base}/:id`]: { ids: id, headers: auth },
      [`PUT ${base}/:id`]: { ids: id, body, headers: auth },
      [`DELETE ${base}/:id`]: { ids: id, headers: auth },
      [`POST ${base}/:id/publish`]: { ids: id, body: () => ({ publishAt: '2030-01-01T08:00:00.000Z' }), headers: auth },
      [`POST ${base}/:id/unpublish`]: { ids: id, headers: auth },
      [`GET ${base}/:id/revisions`]: { ids: id, headers: auth },
      [`GET ${base}/:id/revisions/:revision`]: { ids: revision, headers: auth },
      [`POST ${base}/:id/revisions/:revision/restore`]: { ids: revision, headers: auth },
      [`GET ${base}/:id/preview`]: { ids: id, headers: auth },
    } satisfies Record<string, Endpoint>);
  }
  const photo = { id: 'albumsRecord', photo: 'albumPhoto' } as const;
  const page = { slug: 'editablePage' } as const;
  return {
    ...endpoints,
    'POST /api/admin/albums/:id/photos': {
      ids: { id: 'albumsRecord' },
      body: (ids) => ({ uploadId: Number(ids.uploadId), caption: 'Le salut', alt: 'Les karatékas saluent.' }),
      headers: auth,
    },
    'PUT /api/admin/albums/:id/photos/:photo': {
      ids: photo,
      body: () => ({ caption: 'Le salut', alt: 'Les karatékas saluent.', position: 0 }),
      headers: auth,
    },
    'DELETE /api/admin/albums/:id/photos/:photo': { ids: photo, headers: auth },
    'GET /api/admin/choices/:kind': { ids: { kind: 'choice' }, headers: auth },
    'GET /api/admin/pages': { headers: auth },
    'GET /api/admin/pages/:slug': { ids: page, headers: auth },
    'PUT /api/admin/pages/:slug': {
      ids: page,
      body: () => ({ title: 'Histoire', body: '# Intertitre\n\nUn texte **en Markdown**.' }),
      headers: auth,
    },
    'GET /api/admin/pages/:slug/revisions': { ids: page, headers: auth },
    'GET /api/admin/pages/:slug/revisions/:revision': {
      ids: { ...page, revision: 'pageRevision' },
      headers: auth,
    },
    'POST /api/admin/pages/:slug/revisions/:revision/restore': {
      ids: { ...page, revision: 'pageRevision' },
      headers: auth,
    },
  };
}

/**
 * A record of each kind with two revisions, a photo in the album, a text page saved once: made
 * through the API with `headers` (someone holding every role), `uploadId` an uploaded image.
 */
export async function editingIds(
  app: FastifyInstance,
  headers: Record<string, string>,
  uploadId: number,
): Promise<EditingIds> {
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({ method, url, payload, headers });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} refusé : ${response.body}`);
    return response.json<{ id: number; photos?: { id: number }[] }>();
  };
  const firstRevision = async (kind: string, key: string) => {
    const row = await app.db
      .selectFrom('revisions')
      .select('id')
      .where('kind', '=', kind)
      .where('record_key', '=', key)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  };
  const ids: Record<string, string> = {};
  for (const kind of KINDS) {
    const { id } = await send('POST', `/api/admin/${kind}`, validInput(kind, `Pour les propriétés (${kind})`));
    await send(
      'PUT',
      `/api/admin/${kind}/${id}`,
      validInput(kind, 'Deuxième version', kind === 'press' ? null : uploadId),
    );
    ids[`${kind}Record`] = String(id);
    ids[`${kind}Revision`] = await firstRevision(kind, String(id));
  }
  const album = await send('POST', `/api/admin/albums/${ids.albumsRecord}/photos`, {
    uploadId,
    caption: 'Première photo',
    alt: 'Une photo du stage.',
  });
  await send('PUT', '/api/admin/pages/history', { title: 'Histoire', body: 'Une histoire.' });
  return {
    ...(ids as { [Key in `${EditableKind}Record` | `${EditableKind}Revision`]: string }),
    uploadId: String(uploadId),
    albumPhoto: String(album.photos![0]!.id),
    editablePage: 'history',
    pageRevision: await firstRevision('pages', 'history'),
    choice: 'events',
  };
}
