import { Album, AlbumParams, AlbumsPage, PagingQuery, type AlbumSummary } from '@wado/shared/schemas';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { pageOfQuery } from '../../paging';
import { isPublic } from '../published';
import { albumsOf } from './views';

/** `/api/gallery` (published albums, newest first) and `/api/gallery/{slug}`. */
export async function galleryRoutes(app: Api, { db, now }: { db: Db; now: () => Date }) {
  // An album without photos is not shown: there would be nothing to look at.
  const shown = () =>
    db
      .selectFrom('albums')
      .where(isPublic('albums', now()))
      .where((eb) =>
        eb.exists(eb.selectFrom('photos').select('photos.id').whereRef('photos.album_id', '=', 'albums.id')),
      );

  app.get(
    '/api/gallery',
    { schema: { querystring: PagingQuery(), response: { 200: AlbumsPage } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(
        shown(),
        request.query,
        (albums) => albums.selectAll().orderBy('date', 'desc').orderBy('id', 'desc'),
        async (rows) => (await albumsOf(db, rows)).map(({ photos: _photos, ...summary }): AlbumSummary => summary),
      );
    },
  );

  app.get(
    '/api/gallery/:album',
    { schema: { params: AlbumParams, response: { 200: Album } } },
    async (request, reply): Promise<Album> => {
      const row = await shown().selectAll().where('slug', '=', request.params.album).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cet album est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      const [album] = await albumsOf(db, [row]);
      return album!;
    },
  );
}
