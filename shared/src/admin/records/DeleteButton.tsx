import { useState } from 'react';
import { BIN_RETENTION_DAYS } from '@wado/shared';
import { ConfirmDialog } from './ConfirmDialog';
import { errorMessage } from './errors';
import styles from './records.module.css';

/**
 * « Supprimer », then a confirmation dialog that names what will be deleted, and whether it goes
 * to the bin (`toBin`: restorable for 30 days) or for good. `onDelete` calls the API; a failure is
 * shown in the dialog (the API's French message), a success calls `onDeleted`.
 */
export function DeleteButton({
  label = 'Supprimer',
  what,
  toBin = false,
  onDelete,
  onDeleted,
}: {
  label?: string;
  /** The server keeps it in the bin (news, events, albums, collections), else deletes it for good. */
  toBin?: boolean;
  /** What is deleted, as the question says it: « l’actualité « Open de Paris » ». */
  what: string;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
      setOpen(false);
      onDeleted();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.dangerButton} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <ConfirmDialog
          title={toBin ? 'Mettre à la corbeille ?' : 'Supprimer définitivement ?'}
          confirmLabel={toBin ? 'Mettre à la corbeille' : 'Supprimer définitivement'}
          danger
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            setError(null);
          }}
        >
          {toBin ? (
            <p>
              Supprimer {what} ? Il disparaît du site aussitôt ; vous pourrez le restaurer pendant {BIN_RETENTION_DAYS}{' '}
              jours depuis « Corbeille ».
            </p>
          ) : (
            <p>Voulez-vous vraiment supprimer {what} ? Cette action est définitive.</p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
