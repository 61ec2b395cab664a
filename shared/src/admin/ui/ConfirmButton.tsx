import { useEffect, useId, useRef, useState } from 'react';
import styles from './admin.module.css';

/**
 * A button whose action is asked again before it runs (disable a person, revoke a token, restore
 * a version): the question opens in place with « Annuler » focused, so that Enter or a slip of the
 * finger does nothing; « Annuler » or Escape closes it and gives the focus back to the button.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled = false,
  danger = true,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) cancel.current?.focus();
    else if (wasOpen.current) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={danger ? styles.danger : styles.secondary}
        aria-expanded={open}
        disabled={disabled || busy}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <div
          className={styles.confirm}
          role="group"
          aria-labelledby={questionId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setOpen(false);
            }
          }}
        >
          <p id={questionId}>{question}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={danger ? styles.danger : styles.secondary}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </button>
            <button ref={cancel} type="button" className={styles.secondary} onClick={() => setOpen(false)}>
              Annuler
            </button>
          </div>
        </div>
      )}
    </>
  );
}
