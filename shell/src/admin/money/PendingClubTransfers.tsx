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

export const PENDING_TRANSFERS_TITLE = 'Virements des clubs à recevoir';

/** A transfer a club chose, for its season or its competition entries, as the list shows it. */
interface ClubTransfer {
  reference: string;
  club: string;
  totalCents: number;
  /** « saison 2026-2027 », « inscriptions à Championnat de France Wado ». */
  what: string;
  /** « affiliation et 3 licences », « 2 inscriptions ». */
  covers: string;
  /** What recording it does, for the confirmation. */
  outcome: string;
  createdAt: string;
  createdBy: string;
  receive: () => Promise<{ message: string }>;
}

/** Both kinds of transfers clubs make, oldest first: the bank statement is matched by reference. */
async function clubTransfers(): Promise<ClubTransfer[]> {
  const [seasons, entries] = await Promise.all([api.pendingSeasonTransfers(), api.pendingEntryTransfers()]);
  return [
    ...seasons.items.map((transfer) => ({
      reference: transfer.reference,
      club: transfer.club.name,
      totalCents: transfer.totalCents,
      what: `saison ${transfer.season.label}`,
      covers:
        transfer.licenceCount === 0
          ? 'affiliation seule'
          : `affiliation et ${formatCount(transfer.licenceCount, 'licence')}`,
      outcome: 'Les licences de ce paiement seront délivrées, avec leur numéro.',
      createdAt: transfer.createdAt,
      createdBy: transfer.createdBy,
      receive: () => api.seasonTransferReceived(transfer.reference),
    })),
    ...entries.items.map((transfer) => ({
      reference: transfer.reference,
      club: transfer.club.name,
      totalCents: transfer.totalCents,
      what: `inscriptions à ${transfer.competition.title}`,
      covers: formatCount(transfer.entryCount, 'inscription'),
      outcome: 'Les inscriptions de ce paiement seront confirmées.',
      createdAt: transfer.createdAt,
      createdBy: transfer.createdBy,
      receive: () => api.entryTransferReceived(transfer.reference),
    })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The clubs' transfers nobody has recorded yet (for their season, for their competition entries),
 * oldest first: the treasurer matches the bank statement against their references and records
 * each one that arrived (its licences are then issued, its entries confirmed). `onRecorded` lets
 * the payments below show it at once.
 */
export function PendingClubTransfers({ onRecorded }: { onRecorded: () => void }) {
  const id = useId();
  const { state, reload } = useAdminData(clubTransfers, 'pending-club-transfers');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const received = async (transfer: ClubTransfer) => {
    try {
      const { message } = await transfer.receive();
      setNotice({ kind: 'success', text: `${transfer.club} : ${message}` });
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
        (state.data.length === 0 ? (
          <p className={adminClasses.meta}>Aucun virement de club n’est attendu.</p>
        ) : (
          <>
            <p className={adminClasses.meta}>
              {formatCount(state.data.length, 'virement attendu', 'virements attendus')}, les plus anciens en premier :
              à rapprocher du relevé par leur référence.
            </p>
            <ul className={adminClasses.recordList}>
              {state.data.map((transfer) => (
                <li key={transfer.reference} className={adminClasses.record}>
                  <div>
                    <h3 className={adminClasses.recordTitle}>
                      {formatPrice(transfer.totalCents)} · {transfer.club}, {transfer.what}
                    </h3>
                    <p className={adminClasses.meta}>
                      Référence {transfer.reference} · {transfer.covers} · choisi le{' '}
                      <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time> par{' '}
                      {transfer.createdBy}
                    </p>
                  </div>
                  <ConfirmButton
                    label="Virement reçu"
                    question={`Le virement de ${formatPrice(transfer.totalCents)} de ${transfer.club} (référence ${transfer.reference}) est-il arrivé sur le compte de l’association ? ${transfer.outcome}`}
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
