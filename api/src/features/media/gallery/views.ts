/** What the site shows of an album and its photos (the gallery, an event's page, the back office's preview). */
import { Album, type Photo } from '@wado/shared/schemas';
import type { MediaImage } from '@wado/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/connection';
import { image } from '../../paging';
import { DEFAULT_IMAGE, imageOf, imagesOfUploads } from '../images';
import type { MediaTables } from '../tables';

type AlbumRow = Selectable<MediaTables['albums']>;
type PhotoRow = Selectable<MediaTables['photos']>;

/** The photos of albums, in each album's order. */
export function photosOf(db: Db, albumIds: number[]): Promise<PhotoRow[]> {
  if (albumIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('photos')
    .selectAll()
    .where('album_id', 'in', albumIds)
    .orderBy('album_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Albums as the gallery shows them (also the back office's preview, whatever their status): each
 * with its cover (its own, else its first photo) and its photos (uploaded ones in every size).
 */
export async function albumsOf(db: Db, albums: AlbumRow[]): Promise<Album[]> {
  const photos = await photosOf(
    db,
    albums.map((album) => album.id),
  );
  const uploads = await imagesOfUploads(db, [
    ...albums.map((album) => album.cover_upload_id),
    ...photos.map((photo) => photo.upload_id),
  ]);
  const photoImage = (photo: PhotoRow): MediaImage =>
    imageOf(uploads, photo.upload_id, photo.image_alt, image(photo.image, photo.image_alt, photo.width, photo.height));
  return albums.map((album) => {
    const own: Photo[] = photos
      .filter((photo) => photo.album_id === album.id)
      .map((photo) => ({ id: photo.id, caption: photo.caption, image: photoImage(photo) }));
    return {
      slug: album.slug,
      title: album.title,
      date: album.date,
      place: album.place,
      description: album.description,
      cover: imageOf(uploads, album.cover_upload_id, album.cover_alt, own[0]?.image ?? DEFAULT_IMAGE),
      photoCount: own.length,
      photos: own,
    };
  });
}
