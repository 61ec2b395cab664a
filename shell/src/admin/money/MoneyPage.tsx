import { useId, useState, type FormEvent } from 'react';
import {
  api,
  formatCount,
  formatPrice,
  Loading,
  Notice,
  Pagination,
  usePageParam,
  useUrlFilters,
  type MoneyFilters,
  type MoneyKind,
} from '@wado/shared';
import { adminClasses, formatDateTime, ListSummary, useAdminData, useAdminTitle } from '@wado/shared/admin';
import styles from './MoneyPage.module.css';
import { PendingClubTransfers } from './PendingClubTransfers';

export const MONEY_TITLE = 'Paiements reçus';
export const MONEY_PAGE_SIZE = 50;

const KIND_LABELS: Record<MoneyKind, string> = {
  order: 'Commandes de la boutique',
  registration: 'Inscriptions aux événements',
  donation: 'Dons',
  season: 'Saisons des clubs',
  competition: 'Compétitions des clubs',
};
const METHOD_LABELS: Record<string, string> = { card: 'carte (HelloAsso)', transfer: 'virement', cheque: 'chèque' };

/** The filters as the address keeps them (`?du=&au=&type=&page=`), French like the screens. */
const FILTER_PARAMS = ['du', 'au', 'type'] as const;
type FilterValues = Record<(typeof FILTER_PARAMS)[number], string>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isKind = (value: string): value is MoneyKind => value in KIND_LABELS;

function apiFilters(values: FilterValues): MoneyFilters {
  return {
    from: isDay(values.du) ? values.du : undefined,
    to: isDay(values.au) ? values.au : undefined,
    kind: isKind(values.type) ? values.type : undefined,
  };
}

/**
 * `/admin/paiements` (role treasurer): the clubs' season transfers to record when they arrive, then
 * every payment received, whatever it paid for (the shop's orders, registrations to events,
 * donations, clubs' seasons), newest first, with the totals by kind for the days chosen, and one
 * CSV export of the same lines for the accounts.
 */
export function MoneyPage() {
  useAdminTitle(MONEY_TITLE);
  const [values, setValues] = useUrlFilters([...FILTER_PARAMS, 'page'] as const);
  const page = usePageParam();
  const filters = apiFilters(values);
  const { state, reload } = useAdminData(
    () => api.getMoney({ ...filters, page, limit: MONEY_PAGE_SIZE }),
    `money:${JSON.stringify(filters)}:${page}`,
  );

  return (
    <div className={adminClasses.screen}>
      <h1>{MONEY_TITLE}</h1>
      <p className={adminClasses.lead}>
        Tout ce que l’association a reçu : les commandes de la boutique une fois payées, les inscriptions payées aux
        événements, les dons et les saisons payées par les clubs (affiliation et licences), les plus récents en premier,
        avec leur date de paiement (heure de Paris).
      </p>
      <PendingClubTransfers onRecorded={reload} />
      <h2 className={styles.listTitle}>Paiements</h2>
      <MoneyFilterForm
        key={FILTER_PARAMS.map((param) => values[param]).join('|')}
        values={values}
        onApply={(next) => setValues({ ...next, page: '' })}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les paiements n’ont pas pu être chargés" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <ListSummary
            csv={
              state.data.total > 0
                ? { href: api.moneyCsvPath(filters), label: 'Télécharger ces paiements (CSV)' }
                : undefined
            }
          >
            {state.data.total === 0
              ? 'Aucun paiement pour ces critères.'
              : `${formatCount(state.data.total, 'paiement', 'paiements')}, ${formatPrice(state.data.totalCents)} en tout`}
          </ListSummary>
          {state.data.total > 0 && (
            <dl className={styles.totals}>
              {(Object.keys(KIND_LABELS) as MoneyKind[]).map((kind) => (
                <div key={kind}>
                  <dt>{KIND_LABELS[kind]}</dt>
                  <dd>{formatPrice(state.data.byKind[kind])}</dd>
                </div>
              ))}
            </dl>
          )}
          {state.data.items.length > 0 && (
            <ul className={adminClasses.recordList}>
              {state.data.items.map((line) => (
                <li key={`${line.kind}:${line.reference}`} className={adminClasses.record}>
                  <div>
                    <h2 className={adminClasses.recordTitle}>
                      {formatPrice(line.amountCents)} · {line.what}
                    </h2>
                    <p className={adminClasses.meta}>
                      Payé le <time dateTime={line.paidAt}>{formatDateTime(line.paidAt)}</time> par{' '}
                      {METHOD_LABELS[line.method] ?? line.method} · {line.reference} · {line.payer} ({line.email})
                    </p>
                    <p className={adminClasses.meta}>Aujourd’hui : {line.status}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={state.data.pages} label="Pages des paiements" />
        </>
      )}
    </div>
  );
}

function MoneyFilterForm({ values, onApply }: { values: FilterValues; onApply: (values: FilterValues) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<FilterValues>({ du: values.du, au: values.au, type: values.type });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.du && draft.au && draft.au < draft.du) {
      setError('La fin de la période ne peut précéder son début.');
      document.getElementById(`${id}-au`)?.focus();
      return;
    }
    setError(null);
    onApply(draft);
  };
  return (
    <form
      className={`${adminClasses.filterPanel} ${styles.filters}`}
      role="search"
      aria-label="Choisir les paiements"
      onSubmit={submit}
      noValidate
    >
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-du`}>Payés à partir du</label>
        <input
          id={`${id}-du`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          type="date"
          value={draft.du}
          onChange={(event) => setDraft({ ...draft, du: event.target.value })}
        />
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-au`}>Jusqu’au</label>
        <input
          id={`${id}-au`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          type="date"
          value={draft.au}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-au-erreur` : undefined}
          onChange={(event) => setDraft({ ...draft, au: event.target.value })}
        />
        {error && (
          <p id={`${id}-au-erreur`} className={adminClasses.fieldError}>
            {error}
          </p>
        )}
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-type`}>Pour</label>
        <select
          id={`${id}-type`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value })}
        >
          <option value="">Tout</option>
          {(Object.keys(KIND_LABELS) as MoneyKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.secondary}>
          Afficher
        </button>
      </div>
    </form>
  );
}
