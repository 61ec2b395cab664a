import { Link, useSearchParams } from 'react-router';
import {
  api,
  formatCount,
  imageSource,
  isSlug,
  Pagination,
  ResourceView,
  useDocumentTitle,
  useImagesHeld,
  useResource,
  type ShopCategory,
} from '@wado/shared';
import { Availability } from '../common/Availability';
import { Price } from '../common/Price';
import common from '../common/shop.module.css';
import styles from './Catalogue.module.css';

/**
 * The filter and the page live in the URL (`/shop?categorie=livres&page=2`): shareable, and Back
 * works. The categories are the shop editors': every well-formed id is asked for, the server knows which exist.
 * Both are links, which work before the page's script runs (the server renders each address).
 */
export function readCatalogueParams(params: URLSearchParams): { category?: ShopCategory; page: number } {
  const category = params.get('categorie') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    category: category !== '' && isSlug(category) ? category : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

export default function CataloguePage() {
  const [params] = useSearchParams();
  const { category, page } = readCatalogueParams(params);
  const imagesHeld = useImagesHeld();
  const [state, reload] = useResource(
    () => api.getShopItems({ category, page: page > 1 ? page : undefined }),
    `${category ?? ''}:${page}`,
  );
  const categoryLabel = (id: string) =>
    (state.status === 'ready' ? state.data.categories.find((entry) => entry.id === id)?.label : undefined) ?? id;
  useDocumentTitle(category ? `Boutique : ${categoryLabel(category)}` : 'Boutique');

  /** The catalogue of a category (all of it without one), from its first page. */
  const categoryLink = (next: ShopCategory | undefined) => ({
    search: next ? `?${new URLSearchParams({ categorie: next })}` : '',
  });

  return (
    <div className={common.page}>
      <ResourceView state={state} retry={reload}>
        {(list) => (
          <>
            <h1>Boutique</h1>
            <p className={common.lead}>
              Karatégis, ceintures, protections et couleurs de Wado France. Prix TTC ; les licenciés d’un club affilié
              bénéficient du tarif licencié.
            </p>
            <nav aria-label="Catégories" className={styles.filters}>
              <Link to={categoryLink(undefined)} className={styles.filter} aria-current={category ? undefined : 'true'}>
                Tout{' '}
                <span className={styles.count}>({list.categories.reduce((sum, entry) => sum + entry.count, 0)})</span>
              </Link>
              {list.categories
                .filter((entry) => entry.count > 0)
                .map((entry) => (
                  <Link
                    key={entry.id}
                    to={categoryLink(entry.id)}
                    className={styles.filter}
                    aria-current={category === entry.id ? 'true' : undefined}
                  >
                    {entry.label} <span className={styles.count}>({entry.count})</span>
                  </Link>
                ))}
            </nav>
            <p className={styles.summary} role="status">
              {formatCount(list.total, 'article')}
              {category ? ` dans « ${categoryLabel(category)} »` : ''}
            </p>
            {list.items.length === 0 ? (
              <p className={common.panel}>
                Aucun article sur cette page. <Link to={categoryLink(undefined)}>Voir tout le catalogue</Link>
              </p>
            ) : (
              <ul className={styles.grid}>
                {list.items.map((item, index) => (
                  <li key={item.id} className={styles.card}>
                    {/* The first product's photo is the largest thing on a phone's first screen: loaded at
                        once; the others once the page is taken over (heldImages.ts in @wado/shared). */}
                    <img
                      {...imageSource(imagesHeld && index > 0, item.image.url)}
                      alt={item.image.alt}
                      width={400}
                      height={400}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                      className={styles.image}
                    />
                    <div className={styles.body}>
                      <span className={styles.category}>{item.categoryLabel}</span>
                      <h2 className={styles.name}>
                        <Link to={`/shop/${item.id}`} className={styles.link}>
                          {item.name}
                        </Link>
                      </h2>
                      <p className={styles.itemSummary}>{item.summary}</p>
                      <div className={styles.footer}>
                        <Price cents={item.priceCents} memberCents={item.memberPriceCents} />
                        <Availability value={item.availability} />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} pages={list.pages} label="Pages du catalogue" />
          </>
        )}
      </ResourceView>
    </div>
  );
}
