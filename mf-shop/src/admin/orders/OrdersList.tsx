import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import {
  api,
  DELIVERY_METHODS,
  formatCount,
  formatPrice,
  Loading,
  Notice,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  Pagination,
  usePageParam,
  useUrlFilters,
} from '@wado/shared';
import {
  ADMIN_ORDER_QUERY_RULES,
  adminClasses,
  formatDateTime,
  ListSummary,
  recordClasses,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import { apiFilters, FILTER_PARAMS, hasFilters, NO_FILTERS, periodError, type FilterValues } from './filters';
import { orderPath } from './paths';
import { OrderStatusBadge } from './OrderStatusBadge';
import styles from './orders.module.css';

/** Orders per page: the API's default for the treasurer. */
export const ORDERS_PAGE_SIZE = 50;

/**
 * `commandes` (role treasurer): the shop's orders, newest first, with a search on the reference,
 * the buyer's name or e-mail, the status, the payment method and a period; the filters live in the
 * address (a search can be shared or reloaded), and the CSV export takes the same ones.
 */
export function OrdersListScreen() {
  useAdminTitle('Commandes');
  const [values, setValues] = useUrlFilters([...FILTER_PARAMS, 'page'] as const);
  const page = usePageParam();
  const filters = apiFilters(values);
  const location = useLocation();
  const { state, reload } = useAdminData(
    () => api.listAdminOrders({ ...filters, page, limit: ORDERS_PAGE_SIZE }),
    `orders:${JSON.stringify(filters)}:${page}`,
  );
  const filtered = hasFilters(values);

  return (
    <div className={adminClasses.screen}>
      <h1>Commandes</h1>
      <p className={adminClasses.lead}>
        Les commandes de la boutique, les plus récentes en premier : marquez-les payées, expédiées ou annulées depuis
        leur fiche.
      </p>
      <OrderFilters
        key={FILTER_PARAMS.map((param) => values[param]).join('|')}
        values={values}
        onApply={(next) => setValues({ ...next, page: '' })}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les commandes n’ont pas pu être chargées" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <ListSummary
            csv={
              state.data.total > 0
                ? {
                    href: api.adminOrdersCsvPath(filters),
                    label: `Télécharger ${filtered ? 'ces commandes' : 'toutes les commandes'} (CSV)`,
                  }
                : undefined
            }
          >
            {state.data.total === 0
              ? filtered
                ? 'Aucune commande ne correspond à ces critères.'
                : 'Aucune commande pour le moment.'
              : `${formatCount(state.data.total, 'commande', 'commandes')}, ${formatPrice(state.data.amountCents)} au total`}
          </ListSummary>
          {state.data.items.length > 0 && (
            <ul className={adminClasses.recordList}>
              {state.data.items.map((order) => (
                <li key={order.reference} className={adminClasses.record}>
                  <div>
                    <h2 className={`${adminClasses.recordTitle} ${styles.title}`}>
                      <Link to={orderPath(order.reference)} state={{ listSearch: location.search }}>
                        {order.reference}
                      </Link>{' '}
                      <span className={styles.buyer}>
                        {order.billing.firstName} {order.billing.lastName}
                      </span>
                    </h2>
                    <p className={recordClasses.meta}>
                      Le <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> ·{' '}
                      {order.billing.email}
                    </p>
                    <p className={recordClasses.meta}>
                      {formatPrice(order.totalCents)} · {order.payment.title} ·{' '}
                      {DELIVERY_METHODS.find((method) => method.id === order.delivery)?.label ?? order.delivery}
                    </p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={state.data.pages} label="Pages des commandes" />
        </>
      )}
    </div>
  );
}

/** The filters being typed; written in the address by « Filtrer » (a status or a payment method at once). */
function OrderFilters({ values, onApply }: { values: FilterValues; onApply: (values: FilterValues) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<FilterValues>(() => {
    const { q, statut, paiement, du, au } = values;
    return { q, statut, paiement, du, au };
  });
  const [error, setError] = useState<string | null>(null);
  const change = (param: keyof FilterValues, value: string) => setDraft((current) => ({ ...current, [param]: value }));
  const apply = (next: FilterValues) => {
    const problem = periodError(next);
    setError(problem);
    if (!problem) onApply({ ...next, q: next.q.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const choose = (param: 'statut' | 'paiement', value: string) => {
    change(param, value);
    apply({ ...draft, [param]: value });
  };

  return (
    <form
      className={`${adminClasses.filterPanel} ${styles.filters}`}
      role="search"
      aria-label="Rechercher des commandes"
      onSubmit={submit}
      noValidate
    >
      <div className={`${adminClasses.field} ${styles.search}`}>
        <label htmlFor={`${id}-q`}>Référence, nom ou e-mail</label>
        <input
          id={`${id}-q`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          type="search"
          value={draft.q}
          maxLength={ADMIN_ORDER_QUERY_RULES.q.maxLength}
          autoComplete="off"
          onChange={(event) => change('q', event.target.value)}
        />
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-status`}>Statut</label>
        <select
          id={`${id}-status`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          value={draft.statut}
          onChange={(event) => choose('statut', event.target.value)}
        >
          <option value="">Tous les statuts</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-payment`}>Paiement</label>
        <select
          id={`${id}-payment`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          value={draft.paiement}
          onChange={(event) => choose('paiement', event.target.value)}
        >
          <option value="">Tous les moyens</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method.id} value={method.id}>
              {method.label}
            </option>
          ))}
        </select>
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-from`}>Passée du</label>
        <input
          id={`${id}-from`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          type="date"
          value={draft.du}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => change('du', event.target.value)}
        />
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-to`}>au</label>
        <input
          id={`${id}-to`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          type="date"
          value={draft.au}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => change('au', event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={`${adminClasses.fieldError} ${styles.formError}`} role="alert">
          {error}
        </p>
      )}
      <div className={`${adminClasses.actions} ${styles.filterActions}`}>
        <button type="submit" className={adminClasses.primary}>
          Filtrer
        </button>
        {hasFilters(values) && (
          <button
            type="button"
            className={adminClasses.secondary}
            onClick={() => {
              setDraft(NO_FILTERS);
              apply(NO_FILTERS);
            }}
          >
            Tout afficher
          </button>
        )}
      </div>
    </form>
  );
}
