import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './records.module.css';

/**
 * A question that must be answered before something that cannot be undone (delete, restore an
 * old version): a modal alert dialog. The focus goes to « Annuler » (the safe answer), Tab stays
 * inside, Escape cancels, and the focus goes back to the button that opened it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action (red button). */
  danger?: boolean;
  /** The action is under way: both buttons wait. */
  busy?: boolean;
  /** The action failed (the API's French message). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab' && dialog.current) {
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={`${id}-text`}>{children}</div>
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button ref={cancel} type="button" className={styles.secondaryButton} onClick={onCancel} disabled={busy}>
            Annuler
          </button>
          <button
            type="button"
            className={danger ? styles.dangerButton : styles.primaryButton}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? 'Un instant…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
