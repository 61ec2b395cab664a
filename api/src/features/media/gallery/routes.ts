import type { FastifyInstance } from 'fastify';
import type { Album, AlbumsPage, AlbumSummary } from '@wado/shared/contract';
import type { Db } from '../../../db/connection';
import { HttpError } from '../../errors';
import {
  image,
  imageSchema,
  offsetOf,
  pageOf,
  pageSchema,
  pagingProperties,
  slugParams,
  type Paging,
} from '../../paging';

const summaryProperties = {
  slug: { type: 'string' },
  title: { type: 'string' },
  date: { type: 'string' },
  place: { type: 'string' },
  description: { type: 'string' },
  cover: imageSchema,
  photoCount: { type: 'integer' },
} as const;
const albumProperties = {
  ...summaryProperties,
  photos: {
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, caption: { type: 'string' }, image: imageSchema },
      required: ['id', 'caption', 'image'],
    },
  },
} as const;

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
export async function galleryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: Paging }>(
    '/api/gallery',
    {
      schema: {
        querystring: { type: 'object', properties: pagingProperties() },
        response: {
          200: pageSchema({ type: 'object', properties: summaryProperties, required: Object.keys(summaryProperties) }),
        },
      },
    },
    async (request, reply): Promise<AlbumsPage> => {
      const paging = request.query;
      // An album without photos is not shown: there would be nothing to look at.
      const withPhotos = db
        .selectFrom('albums')
        .where((eb) =>
          eb.exists(eb.selectFrom('photos').select('photos.id').whereRef('photos.album_id', '=', 'albums.id')),
        );
      const { total } = await withPhotos.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const albums = await withPhotos
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(paging.limit)
        .offset(offsetOf(paging))
        .execute();
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
      const items: AlbumSummary[] = albums.map((album) => {
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
      void reply.header('Cache-Control', 'no-cache');
      return pageOf(items, Number(total), paging);
    },
  );

  app.get<{ Params: { album: string } }>(
    '/api/gallery/:album',
    {
      schema: {
        params: slugParams('album'),
        response: { 200: { type: 'object', properties: albumProperties, required: Object.keys(albumProperties) } },
      },
    },
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
