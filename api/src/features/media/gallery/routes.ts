import { Album, AlbumParams, AlbumsPage, PagingQuery, type AlbumSummary } from '@wado/shared/schemas';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { image, pageOfQuery } from '../../paging';

type PhotoRow = {
  id: number;
  album_id: number;
  caption: string;
  image: string;
  image_alt: string;
  width: number;
  height: number;
};
const photoImage = (photo: PhotoRow) => image(photo.image, photo.image_alt, photo.width, photo.height);

/** `/api/gallery` (albums, newest first, each with its cover: the first photo) and `/api/gallery/{slug}`. */
export async function galleryRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/gallery',
    { schema: { querystring: PagingQuery(), response: { 200: AlbumsPage } } },
    async (request, reply) => {
      const paging = request.query;
      // An album without photos is not shown: there would be nothing to look at.
      const withPhotos = db
        .selectFrom('albums')
        .where((eb) =>
          eb.exists(eb.selectFrom('photos').select('photos.id').whereRef('photos.album_id', '=', 'albums.id')),
        );
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(
        withPhotos,
        paging,
        (albums) => albums.selectAll().orderBy('date', 'desc').orderBy('id', 'desc'),
        async (albums) => {
          const photos = albums.length
            ? await db
                .selectFrom('photos')
                .selectAll()
                .where(
                  'album_id',
                  'in',
                  albums.map((album) => album.id),
                )
                .orderBy('position')
                .orderBy('id')
                .execute()
            : [];
          return albums.map((album): AlbumSummary => {
            const own = photos.filter((photo) => photo.album_id === album.id);
            return {
              slug: album.slug,
              title: album.title,
              date: album.date,
              place: album.place,
              description: album.description,
              cover: photoImage(own[0]!),
              photoCount: own.length,
            };
          });
        },
      );
    },
  );

  app.get(
    '/api/gallery/:album',
    { schema: { params: AlbumParams, response: { 200: Album } } },
    async (request, reply): Promise<Album> => {
      const album = await db
        .selectFrom('albums')
        .selectAll()
        .where('slug', '=', request.params.album)
        .executeTakeFirst();
      const photos = album
        ? await db
            .selectFrom('photos')
            .selectAll()
            .where('album_id', '=', album.id)
            .orderBy('position')
            .orderBy('id')
            .execute()
        : [];
      if (!album || photos.length === 0) throw new HttpError(404, 'Cet album est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      return {
        slug: album.slug,
        title: album.title,
        date: album.date,
        place: album.place,
        description: album.description,
        cover: photoImage(photos[0]!),
        photoCount: photos.length,
        photos: photos.map((photo) => ({ id: photo.id, caption: photo.caption, image: photoImage(photo) })),
      };
    },
  );
}
