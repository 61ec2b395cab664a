import { Link } from 'react-router';
import {
  api,
  formatDate,
  loadBySlug,
  Pagination,
  ResourceView,
  useDocumentTitle,
  usePageParam,
  useResource,
  useUrlFilters,
  MediaImg,
  shareImageUrl,
} from '@wado/shared';
import { CARD_IMAGE_SIZES } from '../common/imageSizes';
import page from '../common/page.module.css';
import styles from './gallery.module.css';
import { AlbumView } from './AlbumView';

const PER_PAGE = 9;

function AlbumList() {
  useDocumentTitle('Galerie photo');
  const pageNumber = usePageParam();
  const [state, retry] = useResource(() => api.getAlbums({ page: pageNumber, limit: PER_PAGE }), String(pageNumber));
  return (
    <div className={page.page}>
      <h1 className={page.title}>Galerie photo</h1>
      <p className={page.lead}>
        Les albums de nos stages, compétitions et rassemblements. Ouvrez un album, puis une photo pour la voir en grand.
      </p>
      <ResourceView state={state} retry={retry}>
        {(albums) =>
          albums.items.length === 0 ? (
            <p className={page.empty}>Aucun album n'est publié pour le moment.</p>
          ) : (
            <>
              <ul className={styles.albums}>
                {albums.items.map((album) => (
                  <li key={album.slug} className={page.card}>
                    <Link className={styles.albumLink} to={`?album=${album.slug}`}>
                      <MediaImg
                        image={album.cover}
                        className={page.cardImage}
                        sizes={CARD_IMAGE_SIZES}
                        decorative
                        loading="lazy"
                      />
                      <div className={page.cardBody}>
                        <h2 className={page.cardTitle}>{album.title}</h2>
                        <p className={page.meta}>
                          <time dateTime={album.date}>{formatDate(album.date)}</time> · {album.place}
                        </p>
                        <p className={page.text}>{album.description}</p>
                        <p className={`${page.text} ${styles.count}`}>{album.photoCount} photos</p>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pagination page={albums.page} pages={albums.pages} label="Pages de la galerie" />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}

/** `?album=<slug>`: one album, loaded by its slug. */
function AlbumScreen({ slug }: { slug: string }) {
  const [state, retry] = useResource(() => loadBySlug(slug, api.getAlbum), slug);
  useDocumentTitle(
    state.status === 'ready'
      ? `${state.data.title} – Galerie`
      : state.status === 'missing'
        ? 'Album introuvable'
        : undefined,
    state.status === 'ready' ? { description: state.data.description, image: shareImageUrl(state.data.cover) } : {},
  );
  return (
    <div className={page.page}>
      <Link className={page.back} to="/gallery">
        ← Tous les albums
      </Link>
      <ResourceView
        state={state}
        retry={retry}
        missingTitle="Album introuvable"
        missingText={
          <p>
            Cet album n'existe pas ou n'est plus publié. <Link to="/gallery">Tous les albums</Link>
          </p>
        }
      >
        {(album) => <AlbumView album={album} />}
      </ResourceView>
    </div>
  );
}

/** `/gallery`: the albums; `?album=<slug>` opens one, whose photos open in the viewer. */
export default function GalleryPage() {
  const [{ album }] = useUrlFilters(['album'] as const);
  return album ? <AlbumScreen key={album} slug={album} /> : <AlbumList />;
}
