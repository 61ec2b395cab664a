import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  ACCESS,
  api,
  ApiError,
  formatCount,
  formatDate,
  formatPrice,
  goToPaymentPage,
  holdsRole,
  Loading,
  SEASON_PAYMENT_METHOD_LABELS,
  SEASON_PAYMENT_STATUS_LABELS,
  type SeasonPaymentMethod,
} from '@wado/shared';
import {
  adminClasses,
  collectionClasses,
  ConfirmButton,
  formatDateTime,
  PaymentMethodButtons,
  recordClasses,
  recordErrorMessage,
  useAdminData,
  useAdminPerson,
  useCardReturn,
  type AdminDataState,
} from '@wado/shared/admin';
import type { LicenceSeason, SeasonAccount, SeasonPaymentSummary } from '@wado/shared/schemas';
import { licenseesApi, type ClubChoice } from './licenseesApi';
import styles from './licensees.module.css';

export { CARD_RETURN_UNPAID } from '@wado/shared/admin';
export const CARD_RETURN_PAID = 'Paiement reçu : les licences sont délivrées, avec leur numéro.';
export const CARD_RETURN_UNREACHABLE =
  'Nous n’arrivons pas à joindre HelloAsso pour vérifier votre paiement. Rien n’est perdu : il sera pris en compte dès sa confirmation. Réessayez dans quelques instants.';

/** What the panel says of a failure: HelloAsso out of reach in the panel's words, else the API's. */
function failureText(failure: unknown): string {
  return failure instanceof ApiError && failure.status === 503 ? CARD_RETURN_UNREACHABLE : recordErrorMessage(failure);
}

/** A season's account as the list holds it: null while no season is open (nothing to pay then). */
export interface SeasonAccountData {
  state: AdminDataState<SeasonAccount | null>;
  /** Loads it again, « loading » meanwhile (a retry, a return from HelloAsso). */
  reload: () => void;
  /** Loads it again, the panel as it is meanwhile (after an action). */
  refresh: () => Promise<void>;
}

/** The club's account for the season, loaded beside its list (the list's actions refresh it too). */
export function useSeasonAccount(clubId: number, seasonId: number | undefined): SeasonAccountData {
  const { state, reload, replace } = useAdminData<SeasonAccount | null>(
    () => (seasonId === undefined ? Promise.resolve(null) : licenseesApi.account(clubId, seasonId)),
    `licensees:account:${clubId}:${seasonId ?? ''}`,
  );
  const refresh = useCallback(async () => {
    if (seasonId === undefined) return;
    try {
      replace(await licenseesApi.account(clubId, seasonId));
    } catch {
      reload();
    }
  }, [clubId, seasonId, replace, reload]);
  return { state, reload, refresh };
}

/** A payment's status as a badge. */
function PaymentStatus({ payment }: { payment: SeasonPaymentSummary }) {
  return (
    <span className={`${recordClasses.badge} ${styles[payment.status]}`}>
      {SEASON_PAYMENT_STATUS_LABELS[payment.status]}
    </span>
  );
}

/**
 * « Paiement de la saison »: what the club owes for the season (its affiliation, the licences asked
 * for, each at its category's price), paying it by card (HelloAsso) or by transfer, and the
 * season's payments; the association records a transfer that arrived. Coming back from HelloAsso
 * (`paiement`, `checkoutIntentId` in the address), the payment is first read back from HelloAsso
 * (the address's `code` is never taken for « paid »), then the list and the account load again.
 */
export function SeasonPaymentPanel({
  club,
  season,
  account,
  refreshList,
  reloadList,
}: {
  club: ClubChoice;
  season: LicenceSeason;
  account: SeasonAccountData;
  /** The list again, the table as it is meanwhile (licences just issued). */
  refreshList: () => Promise<void>;
  /** The list again, « loading » meanwhile (a return from HelloAsso). */
  reloadList: () => void;
}) {
  const id = useId();
  const person = useAdminPerson();
  /** Outside the shell (a test): as the association; the server decides anyway. */
  const keepsEveryClub = person === null || holdsRole(person.roles, ACCESS.association);
  const recordsTransfers = person === null || holdsRole(person.roles, ACCESS.seasonTransfers);
  const options = useAdminData(() => api.paymentOptions(), 'licensees:payment-options');
  const card = options.state.status === 'ready' && options.state.data.card;

  // What the panel says: HelloAsso's answer about the payment the manager comes back from (then the
  // list and the account again), or the answer to an action (a transfer's details, a refusal).
  const [notice, setNotice] = useCardReturn({
    paid: CARD_RETURN_PAID,
    failureText,
    onSettled: () => {
      reloadList();
      account.reload();
    },
  });
  const [busy, setBusy] = useState<SeasonPaymentMethod | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // Each new notice takes the focus: it is read at once, and seen on a phone.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const pay = async (method: SeasonPaymentMethod) => {
    setBusy(method);
    try {
      const started = await licenseesApi.pay({ clubId: club.id, seasonId: season.id, method });
      if (started.redirectUrl) {
        setNotice({ kind: 'info', text: started.message });
        // The browser leaves for HelloAsso: the buttons stay disabled meanwhile.
        goToPaymentPage(started.redirectUrl);
        return;
      }
      // A transfer: its details stay shown (they hold the reference to quote).
      setNotice({ kind: 'success', text: started.message });
      setBusy(null);
      await account.refresh();
    } catch (failure) {
      setNotice({ kind: 'error', text: recordErrorMessage(failure) });
      setBusy(null);
    }
  };

  const received = async (payment: SeasonPaymentSummary) => {
    try {
      const { message } = await api.seasonTransferReceived(payment.reference);
      setNotice({ kind: 'success', text: message });
      await Promise.all([account.refresh(), refreshList()]);
    } catch (failure) {
      setNotice({ kind: 'error', text: recordErrorMessage(failure) });
      // Recorded meanwhile, or replaced by a newer payment: the account as it is now.
      if (failure instanceof ApiError && failure.status === 409) await account.refresh();
    }
  };

  const { state } = account;
  let body: ReactNode;
  if (state.status === 'error') {
    body = (
      <div className={`${adminClasses.message} ${adminClasses.error}`} role="alert">
        <p className={styles.flush}>Le compte de la saison n’a pas pu être chargé : {state.message}</p>
        <button type="button" className={`${adminClasses.secondary} ${styles.retry}`} onClick={account.reload}>
          Réessayer
        </button>
      </div>
    );
  } else if (state.status === 'ready' && state.data) {
    const data = state.data;
    const unpriced = data.licences.filter((licence) => licence.category === null);
    const owed = data.affiliationDueCents > 0 || data.licences.length > 0;
    const payable = unpriced.length === 0 && data.totalDueCents > 0;
    const total = formatPrice(data.totalDueCents);
    const pendingTransfer = data.payments.find(
      (payment) => payment.method === 'transfer' && payment.status === 'pending',
    );
    const recordable = recordsTransfers && pendingTransfer !== undefined;
    body = (
      <>
        {data.affiliationDueCents > 0 ? (
          <p>
            Affiliation du club : <strong>{formatPrice(data.affiliationDueCents)}</strong>
          </p>
        ) : (
          data.affiliated && <p>Club affilié pour la saison {data.season.label}.</p>
        )}
        {!owed ? (
          <p className={recordClasses.count}>Rien à payer pour cette saison.</p>
        ) : (
          <>
            {data.licences.length === 0 ? (
              <p>Aucune licence n’attend de paiement.</p>
            ) : (
              <>
                <h4 id={`${id}-licences`} className={styles.subheading}>
                  {formatCount(data.licences.length, 'licence')} à payer
                </h4>
                <div
                  className={collectionClasses.tableFrame}
                  tabIndex={0}
                  role="region"
                  aria-labelledby={`${id}-licences`}
                >
                  <table className={collectionClasses.table}>
                    <thead>
                      <tr>
                        <th scope="col">Licencié</th>
                        <th scope="col">Naissance</th>
                        <th scope="col">Catégorie</th>
                        <th scope="col">Prix</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.licences.map((licence) => (
                        <tr key={licence.licenceId}>
                          <th scope="row">{licence.name}</th>
                          <td data-label="Naissance">
                            <time dateTime={licence.birthDate}>{formatDate(licence.birthDate)}</time>
                          </td>
                          {licence.category ? (
                            <>
                              <td data-label="Catégorie">{licence.category.name}</td>
                              <td data-label="Prix" className={styles.amount}>
                                {formatPrice(licence.category.feeCents)}
                              </td>
                            </>
                          ) : (
                            <>
                              <td data-label="Catégorie" className={styles.unpriced}>
                                aucune catégorie ne correspond à son année de naissance
                              </td>
                              <td data-label="Prix">
                                <span aria-hidden="true">—</span>
                                <span className={adminClasses.visuallyHidden}>Aucun prix</span>
                              </td>
                            </>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
            {unpriced.length > 0 && (
              <p className={styles.unpriced}>
                {unpriced.length === 1
                  ? 'Une licence n’a pas de catégorie : le paiement est impossible tant que ce n’est pas corrigé.'
                  : `${unpriced.length} licences n’ont pas de catégorie : le paiement est impossible tant que ce n’est pas corrigé.`}{' '}
                {keepsEveryClub
                  ? 'Vérifiez la date de naissance du licencié, ou complétez les catégories de la saison dans « Licences ».'
                  : 'Vérifiez la date de naissance du licencié, ou demandez à l’association de compléter les catégories de la saison.'}
              </p>
            )}
            <p className={styles.total}>
              Total à payer : <strong>{total}</strong>
            </p>
            {payable && (
              <>
                {pendingTransfer && (
                  <p className={recordClasses.meta}>
                    Un virement de {formatPrice(pendingTransfer.totalCents)} (référence {pendingTransfer.reference}) est
                    attendu : un nouveau paiement le remplace. Si ce virement est déjà fait, attendez que l’association
                    l’enregistre.
                  </p>
                )}
                <PaymentMethodButtons
                  card={card}
                  busy={busy}
                  onPay={(method) => void pay(method)}
                  cardLabel={`Payer ${total} par carte`}
                  aria-label={`Payer la saison ${season.label}`}
                />
                <p className={recordClasses.meta}>
                  {card
                    ? 'Par carte, sur la page sécurisée de HelloAsso : les licences sont délivrées, avec leur numéro, dès le paiement. '
                    : ''}
                  Par virement : vous recevez les coordonnées bancaires et la référence à indiquer ; les licences sont
                  délivrées dès que l’association a reçu le virement.
                </p>
              </>
            )}
          </>
        )}
        <h4 id={`${id}-payments`} className={styles.subheading}>
          Paiements
        </h4>
        {data.payments.length === 0 ? (
          <p className={recordClasses.meta}>Aucun paiement pour cette saison.</p>
        ) : (
          <div className={collectionClasses.tableFrame} tabIndex={0} role="region" aria-labelledby={`${id}-payments`}>
            <table className={collectionClasses.table}>
              <thead>
                <tr>
                  <th scope="col">Référence</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Statut</th>
                  <th scope="col">Montant</th>
                  <th scope="col">Licences</th>
                  <th scope="col">Date</th>
                  {recordable && <th scope="col">Action</th>}
                </tr>
              </thead>
              <tbody>
                {data.payments.map((payment) => (
                  <tr key={payment.reference}>
                    <th scope="row" className={styles.reference}>
                      {payment.reference}
                    </th>
                    <td data-label="Mode">{SEASON_PAYMENT_METHOD_LABELS[payment.method]}</td>
                    <td data-label="Statut">
                      <PaymentStatus payment={payment} />
                    </td>
                    <td data-label="Montant" className={styles.amount}>
                      {formatPrice(payment.totalCents)}
                    </td>
                    <td data-label="Licences">{payment.licenceCount}</td>
                    <td data-label="Date">
                      <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
                      {payment.paidAt && (
                        <span className={styles.paidAt}>
                          payé le <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
                        </span>
                      )}
                    </td>
                    {recordable && (
                      <td data-label="Action" className={styles.action}>
                        {payment.method === 'transfer' && payment.status === 'pending' && (
                          <ConfirmButton
                            label="Virement reçu"
                            question={`Le virement de ${formatPrice(payment.totalCents)} (référence ${payment.reference}) est-il arrivé sur le compte de l’association ? Les licences de ce paiement seront délivrées, avec leur numéro.`}
                            confirmLabel="Oui, l’enregistrer"
                            danger={false}
                            onConfirm={() => received(payment)}
                          />
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    );
  } else {
    body = <Loading />;
  }

  return (
    <section className={styles.payment} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.paymentTitle}>
        Paiement de la saison {season.label}
      </h3>
      <div aria-live="polite">
        {notice && (
          <div
            ref={noticeRef}
            tabIndex={-1}
            className={`${adminClasses.message} ${adminClasses[notice.kind]} ${styles.notice}`}
          >
            <p className={styles.flush}>{notice.text}</p>
            {notice.action && (
              <button
                type="button"
                className={`${adminClasses.secondary} ${styles.retry}`}
                onClick={notice.action.onClick}
              >
                {notice.action.label}
              </button>
            )}
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
