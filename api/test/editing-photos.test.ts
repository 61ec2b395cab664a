import type { FastifyInstance } from 'fastify';
import type { Album, AlbumRecord } from '@wado/shared/contract';
import { expectApiError } from './helpers';
import { addUpload, createRecord, mediaEditor, startEditingApp, validInput, writeCounts } from './editing-fixtures';

/**
 * The photos of an album: uploaded images added at the end, each with its caption and text
 * alternative, moved, removed; the gallery shows them in every size, in the album's order.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let editor: Awaited<ReturnType<typeof mediaEditor>>;

beforeAll(async () => {
  ({ app, cleanup } = await startEditingApp());
  editor = await mediaEditor(app);
});
afterAll(() => cleanup?.());

async function albumWithPhotos(count: number) {
  const album = await createRecord<AlbumRecord>(editor.send, 'albums', validInput('albums', 'Album photos'));
  let record = album;
  for (let index = 0; index < count; index += 1) {
    const uploadId = await addUpload(app);
    const response = await editor.send({
      method: 'POST',
      url: `/api/admin/albums/${album.id}/photos`,
      payload: { uploadId, caption: `Photo ${index + 1}`, alt: `Description de la photo ${index + 1}.` },
    });
    expect(response.statusCode).toBe(200);
    record = response.json<AlbumRecord>();
  }
  return record;
}

const captions = (album: AlbumRecord) => album.photos.map((photo) => photo.caption);

it('adds uploaded photos at the end, in order, each with its caption and text alternative', async () => {
  const album = await albumWithPhotos(3);
  expect(captions(album)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
  expect(album.photos.map((photo) => photo.position)).toEqual([0, 1, 2]);
  expect(album.photos[0]).toMatchObject({
    uploadId: expect.any(Number),
    url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]+-1600\.jpg$/),
    alt: 'Description de la photo 1.',
  });
  const audit = await app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('kind', '=', 'album')
    .where('record_id', '=', String(album.id))
    .orderBy('id')
    .execute();
  expect(audit.map((line) => line.action)).toEqual(['create', 'photo-add', 'photo-add', 'photo-add']);
  expect(JSON.parse(audit[1]!.after!)).toMatchObject({ caption: 'Photo 1', alt: 'Description de la photo 1.' });

  // Published, the gallery shows them in every size; the cover is the first photo.
  await editor.send({ method: 'POST', url: `/api/admin/albums/${album.id}/publish` });
  const shown = (await app.inject(`/api/gallery/${album.slug}`)).json<Album>();
  expect(shown.photoCount).toBe(3);
  expect(shown.photos.map((photo) => photo.caption)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
  expect(shown.photos[1]!.image).toMatchObject({ alt: 'Description de la photo 2.', width: 1600, height: 1000 });
  expect(shown.photos[1]!.image.sources).toHaveLength(2);
  expect(shown.cover).toEqual(shown.photos[0]!.image);
});

it('moves a photo to another place, and changes its texts', async () => {
  const album = await albumWithPhotos(4);
  const [first, , third] = album.photos;
  const moved = await editor.send({
    method: 'PUT',
    url: `/api/admin/albums/${album.id}/photos/${third!.id}`,
    payload: { caption: 'Troisième, devenue première', alt: 'Le salut.', position: 0 },
  });
  expect(moved.statusCode).toBe(200);
  expect(captions(moved.json<AlbumRecord>())).toEqual(['Troisième, devenue première', 'Photo 1', 'Photo 2', 'Photo 4']);
  // Past the end: the last place.
  const last = await editor.send({
    method: 'PUT',
    url: `/api/admin/albums/${album.id}/photos/${first!.id}`,
    payload: { caption: 'Photo 1', alt: 'Description.', position: 99 },
  });
  const photos = last.json<AlbumRecord>().photos;
  expect(photos.map((photo) => photo.caption)).toEqual([
    'Troisième, devenue première',
    'Photo 2',
    'Photo 4',
    'Photo 1',
  ]);
  expect(photos.map((photo) => photo.position)).toEqual([0, 1, 2, 3]);
});

it('removes a photo, the others closing up', async () => {
  const album = await albumWithPhotos(3);
  const removed = await editor.send({
    method: 'DELETE',
    url: `/api/admin/albums/${album.id}/photos/${album.photos[1]!.id}`,
  });
  expect(removed.statusCode).toBe(200);
  const photos = removed.json<AlbumRecord>().photos;
  expect(photos.map((photo) => [photo.caption, photo.position])).toEqual([
    ['Photo 1', 0],
    ['Photo 3', 1],
  ]);
  expectApiError(
    await editor.send({ method: 'DELETE', url: `/api/admin/albums/${album.id}/photos/${album.photos[1]!.id}` }),
    404,
    'Cette photo est introuvable dans cet album.',
  );
});

it('uses its own cover when it has one', async () => {
  const album = await albumWithPhotos(2);
  const cover = await addUpload(app, { width: 1200, height: 1200 });
  await editor.send({
    method: 'PUT',
    url: `/api/admin/albums/${album.id}`,
    payload: validInput('albums', 'Album photos', cover),
  });
  const preview = (await editor.send({ url: `/api/admin/albums/${album.id}/preview` })).json<Album>();
  expect(preview.cover).toMatchObject({ width: 1200, height: 1200, alt: 'Des karatékas saluent le tatami.' });
  expect(preview.photos).toHaveLength(2);
});

it('refuses bad photos, unknown ones and other albums’ ones, writing nothing', async () => {
  const album = await albumWithPhotos(1);
  const other = await albumWithPhotos(1);
  const uploadId = await addUpload(app);
  const photo = album.photos[0]!;
  const before = await writeCounts(app);
  for (const payload of [
    {},
    { uploadId, caption: 'Sans texte', alt: '' },
    { uploadId, caption: 'Sans texte', alt: '   ' },
    { uploadId, caption: 'Deux\nlignes', alt: 'Texte.' },
    { uploadId: 'un', caption: '', alt: 'Texte.' },
    { uploadId: 0, caption: '', alt: 'Texte.' },
    { uploadId, caption: '', alt: 'x'.repeat(301) },
  ]) {
    expectApiError(await editor.send({ method: 'POST', url: `/api/admin/albums/${album.id}/photos`, payload }), 400);
  }
  expectApiError(
    await editor.send({
      method: 'POST',
      url: `/api/admin/albums/${album.id}/photos`,
      payload: { uploadId: 999_999, caption: '', alt: 'Texte.' },
    }),
    400,
    'L’image choisie est introuvable : envoyez-la de nouveau.',
  );
  expectApiError(
    await editor.send({
      method: 'POST',
      url: '/api/admin/albums/999999/photos',
      payload: { uploadId, caption: '', alt: 'Texte.' },
    }),
    404,
    'Cet album est introuvable.',
  );
  for (const payload of [{ caption: 'x', alt: 'y', position: -1 }, { caption: 'x', alt: '', position: 0 }, {}]) {
    expectApiError(
      await editor.send({ method: 'PUT', url: `/api/admin/albums/${album.id}/photos/${photo.id}`, payload }),
      400,
    );
  }
  expectApiError(
    await editor.send({
      method: 'PUT',
      url: `/api/admin/albums/${other.id}/photos/${photo.id}`,
      payload: { caption: 'x', alt: 'y', position: 0 },
    }),
    404,
    'Cette photo est introuvable dans cet album.',
  );
  expectApiError(await editor.send({ method: 'DELETE', url: `/api/admin/albums/${other.id}/photos/${photo.id}` }), 404);
  expect(await writeCounts(app)).toEqual(before);
});

it('deletes an album with its photos', async () => {
  const album = await albumWithPhotos(2);
  await editor.send({ method: 'DELETE', url: `/api/admin/albums/${album.id}` });
  const left = await app.db.selectFrom('photos').select('id').where('album_id', '=', album.id).execute();
  expect(left).toEqual([]);
});

it('refuses to publish an album while a photo lacks its text alternative, writing nothing', async () => {
  const album = await albumWithPhotos(3);
  // The API never takes a photo without one: an imported or older photo may lack it.
  const [, second, third] = album.photos;
  await app.db.updateTable('photos').set({ image_alt: '  ' }).where('id', 'in', [second!.id, third!.id]).execute();
  const before = await writeCounts(app);
  expectApiError(
    await editor.send({ method: 'POST', url: `/api/admin/albums/${album.id}/publish` }),
    400,
    'Les photos 2 et 3 de l’album n’ont pas de texte alternatif : décrivez-les avant de publier l’album.',
  );
  expect(await writeCounts(app)).toEqual(before);

  await editor.send({
    method: 'PUT',
    url: `/api/admin/albums/${album.id}/photos/${second!.id}`,
    payload: { caption: second!.caption, alt: 'Deux pratiquants.', position: 1 },
  });
  expectApiError(
    await editor.send({
      method: 'POST',
      url: `/api/admin/albums/${album.id}/publish`,
      payload: { publishAt: '2099-01-01T10:00:00.000Z' },
    }),
    400,
    'La photo 3 de l’album n’a pas de texte alternatif : décrivez-la avant de publier l’album.',
  );
  await editor.send({
    method: 'PUT',
    url: `/api/admin/albums/${album.id}/photos/${third!.id}`,
    payload: { caption: third!.caption, alt: 'Le salut.', position: 2 },
  });
  const published = await editor.send({ method: 'POST', url: `/api/admin/albums/${album.id}/publish` });
  expect(published.statusCode).toBe(200);
  expect(published.json<AlbumRecord>().status).toBe('published');
});
