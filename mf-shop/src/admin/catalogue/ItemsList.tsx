import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  api,
  formatCount,
  formatPrice,
  Loading,
  Notice,
  Pagination,
  usePageParam,
  useUrlFilters,
  type ShopAdminItemSummary,
  type ShopItemStatus,
} from '@wado/shared';
import {
  adminClasses,
  recordClasses,
  SHOP_ADMIN_ITEM_QUERY_RULES,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import { ITEM_STATUS_LABELS, ITEM_STATUSES } from './money';
import { CATEGORIES_PATH, itemAdminPath, NEW_ITEM_PATH } from './paths';
import styles from './catalogue.module.css';

export const ITEMS_PAGE_SIZE = 48;

export function ItemStatusBadge({ status }: { status: ShopItemStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{ITEM_STATUS_LABELS[status]}</span>;
}

/** « S : 3 · M : 0 » — each size with its stock, an empty one said so. */
function stockText(variants: ShopAdminItemSummary['variants']): string {
  if (variants.length === 0) return 'Aucune taille';
  return variants.map((variant) => `${variant.label}\u00a0: ${variant.stock}`).join(' · ');
}

/**
 * `articles` (role shop): the catalogue, in its order, with each article's status, prices and
 * stock per size; a search on the name and a filter on the status, kept in the address.
 */
export function ItemsListScreen() {
  useAdminTitle('Articles de la boutique');
  const [values, setValues] = useUrlFilters(['q', 'statut', 'page'] as const);
  const page = usePageParam();
  const status = (ITEM_STATUSES as string[]).includes(values.statut) ? (values.statut as ShopItemStatus) : undefined;
  const filters = { q: values.q || undefined, status };
  const { state, reload } = useAdminData(
    () => api.listShopAdminItems({ ...filters, page, limit: ITEMS_PAGE_SIZE }),
    `shop-items:${values.q}:${status ?? ''}:${page}`,
  );

  return (
    <div className={adminClasses.screen}>
      <h1>Articles de la boutique</h1>
      <p className={adminClasses.lead}>
        Les articles dans l’ordre du catalogue. Un brouillon n’est pas visible ; un article retiré de la vente reste
        dans les commandes passées. Les catégories se gèrent sur <Link to={CATEGORIES_PATH}>leur propre page</Link>.
      </p>
      <p>
        <Link className={adminClasses.primary} to={NEW_ITEM_PATH}>
          Nouvel article
        </Link>
      </p>
      <SearchForm
        key={`${values.q}|${values.statut}`}
        q={values.q}
        status={status ?? ''}
        onApply={(q, statut) => setValues({ q, statut, page: '' })}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les articles n’ont pas pu être chargés" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <p role="status">
            {state.data.total === 0
              ? 'Aucun article ne correspond à ces critères.'
              : formatCount(state.data.total, 'article', 'articles')}
          </p>
          {state.data.items.length > 0 && (
            <ul className={recordClasses.items}>
              {state.data.items.map((item) => (
                <li key={item.id} className={`${recordClasses.item} ${styles.item}`}>
                  <div>
                    <h2 className={recordClasses.itemTitle}>
                      <Link to={itemAdminPath(item.id)}>{item.name}</Link>
                    </h2>
                    <p className={recordClasses.meta}>
                      {item.categoryLabel} · {formatPrice(item.priceCents)} (licencié{' '}
                      {formatPrice(item.memberPriceCents)})
                    </p>
                    <p className={recordClasses.meta}>Stock : {stockText(item.variants)}</p>
                  </div>
                  <ItemStatusBadge status={item.status} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={state.data.pages} label="Pages des articles" />
        </>
      )}
    </div>
  );
}

function SearchForm({
  q,
  status,
  onApply,
}: {
  q: string;
  status: ShopItemStatus | '';
  onApply: (q: string, status: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim(), status);
  };
  return (
    <form className={styles.filters} role="search" aria-label="Rechercher des articles" onSubmit={submit}>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-q`}>Nom de l’article</label>
        <input
          id={`${id}-q`}
          className={adminClasses.input}
          type="search"
          value={text}
          maxLength={SHOP_ADMIN_ITEM_QUERY_RULES.q.maxLength}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-status`}>Statut</label>
        <select
          id={`${id}-status`}
          className={adminClasses.input}
          value={status}
          onChange={(event) => onApply(text.trim(), event.target.value)}
        >
          <option value="">Tous les statuts</option>
          {ITEM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ITEM_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.secondary}>
          Rechercher
        </button>
      </div>
    </form>
  );
}
