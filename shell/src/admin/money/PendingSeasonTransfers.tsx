import { useId, useState } from 'react';
import { api, ApiError, formatCount, formatPrice } from '@wado/shared';
import {
  adminClasses,
  ConfirmButton,
  FormMessage,
  formatDateTime,
  recordErrorMessage,
  useAdminData,
} from '@wado/shared/admin';
import type { PendingSeasonTransfer } from '@wado/shared/contract';

export const PENDING_TRANSFERS_TITLE = 'Virements des clubs à recevoir';

/**
 * The clubs' season transfers nobody has recorded yet, oldest first: the treasurer matches the bank
 * statement against their references and records each one that arrived (its licences are then
 * issued, with their numbers). `onRecorded` lets the payments below show it at once.
 */
export function PendingSeasonTransfers({ onRecorded }: { onRecorded: () => void }) {
  const id = useId();
  const { state, reload } = useAdminData(() => api.pendingSeasonTransfers(), 'pending-season-transfers');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const received = async (transfer: PendingSeasonTransfer) => {
    try {
      const { message } = await api.seasonTransferReceived(transfer.reference);
      setNotice({ kind: 'success', text: `${transfer.club.name} : ${message}` });
      onRecorded();
    } catch (failure) {
      setNotice({ kind: 'error', text: recordErrorMessage(failure) });
      // Recorded meanwhile by the association, or replaced by the club's newer payment.
      if (!(failure instanceof ApiError && failure.status === 409)) return;
    }
    reload();
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{PENDING_TRANSFERS_TITLE}</h2>
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {state.status === 'loading' && <p className={adminClasses.meta}>Chargement des virements attendus…</p>}
      {state.status === 'error' && (
        <div className={`${adminClasses.message} ${adminClasses.error}`} role="alert">
          <p>Les virements attendus n’ont pas pu être chargés : {state.message}</p>
          <button type="button" className={adminClasses.secondary} onClick={reload}>
            Réessayer
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <p className={adminClasses.meta}>Aucun virement de club n’est attendu.</p>
        ) : (
          <>
            <p className={adminClasses.meta}>
              {formatCount(state.data.items.length, 'virement attendu', 'virements attendus')}, les plus anciens en
              premier : à rapprocher du relevé par leur référence.
            </p>
            <ul className={adminClasses.recordList}>
              {state.data.items.map((transfer) => (
                <li key={transfer.reference} className={adminClasses.record}>
                  <div>
                    <h3 className={adminClasses.recordTitle}>
                      {formatPrice(transfer.totalCents)} · {transfer.club.name}, saison {transfer.season.label}
                    </h3>
                    <p className={adminClasses.meta}>
                      Référence {transfer.reference} ·{' '}
                      {transfer.licenceCount === 0
                        ? 'affiliation seule'
                        : `affiliation et ${formatCount(transfer.licenceCount, 'licence')}`}{' '}
                      · choisi le <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time> par{' '}
                      {transfer.createdBy}
                    </p>
                  </div>
                  <ConfirmButton
                    label="Virement reçu"
                    question={`Le virement de ${formatPrice(transfer.totalCents)} de ${transfer.club.name} (référence ${transfer.reference}) est-il arrivé sur le compte de l’association ? Les licences de ce paiement seront délivrées, avec leur numéro.`}
                    confirmLabel="Oui, l’enregistrer"
                    danger={false}
                    onConfirm={() => received(transfer)}
                  />
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
