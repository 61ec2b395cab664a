import { useState } from 'react';
import { formatDate, MediaImg, type Album } from '@wado/shared';
import { THUMBNAIL_SIZES } from '../common/imageSizes';
import page from '../common/page.module.css';
import styles from './gallery.module.css';
import { PhotoViewer } from './PhotoViewer';

/**
 * An album as a visitor sees it: title, date and place, then its photos, each opening in the
 * viewer (a photo tapped before the page's script runs opens once it runs: `data-needs-js`). Shown
 * by `/gallery?album=<slug>` and by the back office's preview of a draft.
 */
export function AlbumView({ album }: { album: Album }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <h1 className={page.title}>{album.title}</h1>
      <p className={page.meta}>
        <time dateTime={album.date}>{formatDate(album.date)}</time> · {album.place} · {album.photoCount} photos
      </p>
      <p className={page.lead}>{album.description}</p>
      <ul className={styles.photos}>
        {album.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumb}
              data-needs-js={`gallery-photo-${photo.id}`}
              onClick={() => setOpen(index)}
              aria-label={`Agrandir la photo ${index + 1} : ${photo.caption}`}
            >
              <MediaImg image={photo.image} sizes={THUMBNAIL_SIZES} loading="lazy" />
            </button>
            <p className={styles.caption}>{photo.caption}</p>
          </li>
        ))}
      </ul>
      {open !== null && album.photos[open] && (
        <PhotoViewer
          photos={album.photos}
          index={open}
          albumTitle={album.title}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
