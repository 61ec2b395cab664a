import { useEffect, useId, useRef } from 'react';
import styles from './records.module.css';

/** One problem of a form: its French message and, when it is one field's, that field's id. */
export interface FormError {
  message: string;
  field?: string;
}

/**
 * What went wrong when saving, above the form: the API's French message, or the fields to fix
 * (each a link that moves to its field). The focus moves to it each time it appears or `attempt`
 * changes (another failed save), so that a screen reader reads it at once.
 */
export function ErrorSummary({
  errors,
  attempt = 0,
  title = 'L’enregistrement n’a pas abouti',
}: {
  errors: readonly FormError[];
  /** Increased at each failed attempt: the focus comes back even when the errors are the same. */
  attempt?: number;
  title?: string;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown, attempt]);
  if (!shown) return null;
  return (
    <div ref={box} className={styles.errorSummary} role="alert" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.errorSummaryTitle}>
        {title}
      </h2>
      <ul>
        {errors.map((error, index) => (
          <li key={`${error.field ?? ''}-${index}`}>
            {error.field ? (
              <a
                href={`#${error.field}`}
                onClick={(event) => {
                  const target = document.getElementById(error.field!);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
