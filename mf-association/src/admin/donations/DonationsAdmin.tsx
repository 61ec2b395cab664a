import { useId, useState, type FormEvent } from 'react';
import {
  api,
  DONATION_STATUS_LABELS,
  DONATION_STATUSES,
  formatCount,
  formatPrice,
  Loading,
  Notice,
  Pagination,
  usePageParam,
  useUrlFilters,
  type AdminDonation,
  type AdminDonationFilters,
  type DonationStatus,
} from '@wado/shared';
import {
  ADMIN_DONATION_QUERY_RULES,
  adminClasses,
  ConfirmButton,
  errorMessage,
  formatDateTime,
  FormMessage,
  ListSummary,
  recordClasses,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import styles from './donations.module.css';

/** Donations per page: the API's default for the treasurer. */
export const DONATIONS_PAGE_SIZE = 50;
export const DONATIONS_TITLE = 'Dons';

/** The list's filters as the address keeps them (`?q=&statut=&page=`), French like the screens. */
const FILTER_PARAMS = ['q', 'statut'] as const;
type FilterValues = Record<(typeof FILTER_PARAMS)[number], string>;

const isStatus = (value: string): value is DonationStatus => (DONATION_STATUSES as readonly string[]).includes(value);

function apiFilters(values: FilterValues): AdminDonationFilters {
  return { q: values.q.trim() || undefined, status: isStatus(values.statut) ? values.statut : undefined };
}

function StatusBadge({ status }: { status: DonationStatus }) {
  return <span className={`${recordClasses.badge} ${styles[status]}`}>{DONATION_STATUS_LABELS[status]}</span>;
}

/**
 * `dons` (role treasurer): the donations made online, newest first, with their donor, amount,
 * status and tax receipt; a search on the reference, the receipt's number, the donor's name or
 * e-mail, and the status, kept in the address; the CSV export takes the same filters. A receipt
 * can be opened, and its e-mail sent again to a donor who did not get it.
 */
export function DonationsListScreen() {
  useAdminTitle(DONATIONS_TITLE);
  const [values, setValues] = useUrlFilters([...FILTER_PARAMS, 'page'] as const);
  const page = usePageParam();
  const filters = apiFilters(values);
  const filtered = Object.values(filters).some(Boolean);
  const { state, reload, replace } = useAdminData(
    () => api.listAdminDonations({ ...filters, page, limit: DONATIONS_PAGE_SIZE }),
    `donations:${JSON.stringify(filters)}:${page}`,
  );
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const resend = async (donation: AdminDonation) => {
    try {
      const updated = await api.resendDonationReceipt(donation.reference);
      if (state.status === 'ready') {
        replace({
          ...state.data,
          items: state.data.items.map((item) => (item.reference === updated.reference ? updated : item)),
        });
      }
      setMessage({
        kind: 'success',
        text: `Le reçu fiscal n° ${updated.receiptNumber ?? ''} est renvoyé à ${updated.email}.`,
      });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <div className={adminClasses.screen}>
      <h1>{DONATIONS_TITLE}</h1>
      <p className={adminClasses.lead}>
        Les dons faits en ligne par carte, les plus récents en premier. Un don payé a son reçu fiscal (quand
        l’association en établit), envoyé au donateur par e-mail : vous pouvez le lui renvoyer. Un don jamais payé
        expire au bout d’un jour.
      </p>
      <DonationFilters
        key={FILTER_PARAMS.map((param) => values[param]).join('|')}
        values={values}
        onApply={(next) => setValues({ ...next, page: '' })}
      />
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les dons n’ont pas pu être chargés" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <ListSummary
            csv={
              state.data.total > 0
                ? {
                    href: api.adminDonationsCsvPath(filters),
                    label: `Télécharger ${filtered ? 'ces dons' : 'tous les dons'} (CSV)`,
                  }
                : undefined
            }
          >
            {state.data.total === 0
              ? filtered
                ? 'Aucun don ne correspond à ces critères.'
                : 'Aucun don pour le moment.'
              : `${formatCount(state.data.total, 'don', 'dons')}, ${formatPrice(state.data.paidCents)} payés`}
          </ListSummary>
          {state.data.items.length > 0 && (
            <ul className={adminClasses.recordList}>
              {state.data.items.map((donation) => (
                <li key={donation.reference} className={adminClasses.record}>
                  <div>
                    <h2 className={adminClasses.recordTitle}>
                      {donation.reference}{' '}
                      <span className={styles.donor}>
                        {donation.firstName} {donation.lastName}
                      </span>
                    </h2>
                    <p className={recordClasses.meta}>
                      Le <time dateTime={donation.createdAt}>{formatDateTime(donation.createdAt)}</time> ·{' '}
                      {donation.email}
                    </p>
                    <p className={recordClasses.meta}>
                      {formatPrice(donation.amountCents)}
                      {donation.paidAt && (
                        <>
                          {' '}
                          · payé le <time dateTime={donation.paidAt}>{formatDateTime(donation.paidAt)}</time>
                        </>
                      )}
                      {donation.receiptNumber && ` · reçu fiscal n° ${donation.receiptNumber}`}
                    </p>
                  </div>
                  <StatusBadge status={donation.status} />
                  {donation.receiptNumber && (
                    <div className={styles.receipt}>
                      <a
                        className={adminClasses.secondary}
                        href={`/api/admin/donations/${encodeURIComponent(donation.reference)}/recu.pdf`}
                        target="_blank"
                        rel="noreferrer"
                      >
                        Voir le reçu n° {donation.receiptNumber}
                      </a>
                      <ConfirmButton
                        label="Renvoyer le reçu par e-mail"
                        question={`Renvoyer le reçu fiscal n° ${donation.receiptNumber} à ${donation.email} ?`}
                        confirmLabel="Renvoyer"
                        danger={false}
                        onConfirm={() => resend(donation)}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={state.data.pages} label="Pages des dons" />
        </>
      )}
    </div>
  );
}

/** The filters being typed; written in the address by « Filtrer » (a status at once). */
function DonationFilters({ values, onApply }: { values: FilterValues; onApply: (values: FilterValues) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<FilterValues>({ q: values.q, statut: values.statut });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <form
      className={`${adminClasses.filterPanel} ${styles.filters}`}
      role="search"
      aria-label="Rechercher des dons"
      onSubmit={submit}
      noValidate
    >
      <div className={`${adminClasses.field} ${styles.search}`}>
        <label htmlFor={`${id}-q`}>Référence, reçu, nom ou e-mail</label>
        <input
          id={`${id}-q`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          type="search"
          value={draft.q}
          maxLength={ADMIN_DONATION_QUERY_RULES.q.maxLength}
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-status`}>Statut</label>
        <select
          id={`${id}-status`}
          className={`${adminClasses.input} ${adminClasses.filterControl}`}
          value={draft.statut}
          onChange={(event) => {
            const next = { ...draft, statut: event.target.value };
            setDraft(next);
            onApply({ ...next, q: next.q.trim() });
          }}
        >
          <option value="">Tous les statuts</option>
          {DONATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DONATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary}>
          Filtrer
        </button>
      </div>
    </form>
  );
}
