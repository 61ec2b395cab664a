import { Link, useSearchParams } from 'react-router';
import { api, isSlug, ResourceView, useDocumentTitle, useResource, type ShopCategory } from '@wado/shared';
import { Availability } from '../common/Availability';
import { Price } from '../common/Price';
import common from '../common/shop.module.css';
import styles from './Catalogue.module.css';

/**
 * The filter and the page live in the URL (`/shop?categorie=livres&page=2`): shareable, and Back
 * works. The categories are the shop editors': every well-formed id is asked for, the server knows which exist.
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
  const [params, setParams] = useSearchParams();
  const { category, page } = readCatalogueParams(params);
  const [state, reload] = useResource(
    () => api.getShopItems({ category, page: page > 1 ? page : undefined }),
    `${category ?? ''}:${page}`,
  );
  const categoryLabel = (id: string) =>
    (state.status === 'ready' ? state.data.categories.find((entry) => entry.id === id)?.label : undefined) ?? id;
  useDocumentTitle(category ? `Boutique : ${categoryLabel(category)}` : 'Boutique');

  const choose = (next: ShopCategory | undefined) => setParams(next ? { categorie: next } : {});
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };

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
              <button
                type="button"
                className={styles.filter}
                aria-pressed={!category}
                onClick={() => choose(undefined)}
              >
                Tout{' '}
                <span className={styles.count}>({list.categories.reduce((sum, entry) => sum + entry.count, 0)})</span>
              </button>
              {list.categories
                .filter((entry) => entry.count > 0)
                .map((entry) => (
                  <button
                    key={entry.id}
                    type="button"
                    className={styles.filter}
                    aria-pressed={category === entry.id}
                    onClick={() => choose(entry.id)}
                  >
                    {entry.label} <span className={styles.count}>({entry.count})</span>
                  </button>
                ))}
            </nav>
            <p className={styles.summary} role="status">
              {list.total} article{list.total > 1 ? 's' : ''}
              {category ? ` dans « ${categoryLabel(category)} »` : ''}
            </p>
            {list.items.length === 0 ? (
              <p className={common.panel}>
                Aucun article sur cette page.{' '}
                <button type="button" className={common.linkButton} onClick={() => setParams({})}>
                  Voir tout le catalogue
                </button>
              </p>
            ) : (
              <ul className={styles.grid}>
                {list.items.map((item, index) => (
                  <li key={item.id} className={styles.card}>
                    {/* The first product's photo is the largest thing on a phone's first screen: loaded at once. */}
                    <img
                      src={item.image.url}
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
            {list.pages > 1 && (
              <nav aria-label="Pages du catalogue" className={styles.pagination}>
                <button type="button" className={common.secondary} disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  Page précédente
                </button>
                <span>
                  Page {page} sur {list.pages}
                </span>
                <button
                  type="button"
                  className={common.secondary}
                  disabled={page >= list.pages}
                  onClick={() => goTo(page + 1)}
                >
                  Page suivante
                </button>
              </nav>
            )}
          </>
        )}
      </ResourceView>
    </div>
  );
}
