import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { errorMessage } from './errors';
import styles from './records.module.css';

/**
 * « Supprimer », then a confirmation dialog that names what will be deleted. `onDelete` calls the
 * API; a failure is shown in the dialog (the API's French message), a success calls `onDeleted`.
 */
export function DeleteButton({
  label = 'Supprimer',
  what,
  onDelete,
  onDeleted,
}: {
  label?: string;
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
          title="Supprimer définitivement ?"
          confirmLabel="Supprimer définitivement"
          danger
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            setError(null);
          }}
        >
          <p>Voulez-vous vraiment supprimer {what} ? Cette action est définitive.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
