import { useState } from 'react';
import { api, BIN_RETENTION_DAYS, formatCount, Loading, Notice, type BinEntry } from '@wado/shared';
import {
  adminClasses,
  ConfirmButton,
  errorMessage,
  formatDateTime,
  FormMessage,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import styles from './BinPage.module.css';

export const BIN_TITLE = 'Corbeille';

/**
 * `/admin/corbeille`: what the person's sections deleted in the last 30 days, newest first. Each
 * can be restored (with its photos, its versions and its links) or deleted for good; « Vider la
 * corbeille » deletes for good all she sees, after a question.
 */
export function BinPage() {
  useAdminTitle(BIN_TITLE);
  const { state, reload, replace } = useAdminData(() => api.getBin(), 'bin');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const act = async (work: () => Promise<{ message: string }>, without: (items: BinEntry[]) => BinEntry[]) => {
    setMessage(null);
    try {
      const done = await work();
      if (state.status === 'ready') replace({ items: without(state.data.items) });
      setMessage({ kind: 'success', text: done.message });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    }
  };
  const withoutEntry = (id: number) => (items: BinEntry[]) => items.filter((item) => item.id !== id);

  return (
    <div className={adminClasses.screen}>
      <h1>{BIN_TITLE}</h1>
      <p className={adminClasses.lead}>
        Ce que vous et votre équipe avez supprimé reste ici {BIN_RETENTION_DAYS} jours : vous pouvez le restaurer tel
        qu’il était, avec ses photos, ses versions et ses liens. Ensuite, il est supprimé pour de bon.
      </p>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="La corbeille n’a pas pu être chargée" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && state.data.items.length === 0 && <p>La corbeille est vide.</p>}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <div className={styles.summary}>
            <p>{formatCount(state.data.items.length, 'élément', 'éléments')} dans la corbeille.</p>
            <ConfirmButton
              label="Vider la corbeille"
              question={`Supprimer pour de bon ${formatCount(state.data.items.length, 'élément', 'éléments')} ? Ils ne pourront plus être restaurés.`}
              confirmLabel="Vider"
              onConfirm={() =>
                act(
                  () => api.emptyBin(),
                  () => [],
                )
              }
            />
          </div>
          <ul className={adminClasses.recordList}>
            {state.data.items.map((entry) => (
              <li key={entry.id} className={adminClasses.record}>
                <div>
                  <h2 className={adminClasses.recordTitle}>{entry.title}</h2>
                  <p className={adminClasses.meta}>
                    {entry.label} · supprimé le{' '}
                    <time dateTime={entry.deletedAt}>{formatDateTime(entry.deletedAt)}</time> par {entry.deletedBy} ·
                    supprimé pour de bon le <time dateTime={entry.expiresAt}>{formatDateTime(entry.expiresAt)}</time>
                  </p>
                </div>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={adminClasses.secondary}
                    aria-label={`Restaurer « ${entry.title} »`}
                    onClick={() => void act(() => api.restoreFromBin(entry.id), withoutEntry(entry.id))}
                  >
                    Restaurer
                  </button>
                  <ConfirmButton
                    label="Supprimer pour de bon"
                    question={`Supprimer « ${entry.title} » pour de bon ? Il ne pourra plus être restauré.`}
                    confirmLabel="Supprimer"
                    onConfirm={() => act(() => api.deleteFromBin(entry.id), withoutEntry(entry.id))}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
