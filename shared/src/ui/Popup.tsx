import styles from './ui.module.css';

export interface PopupProps {
  message: string;
  /** A second sentence, on its own line below `message` (which stays as the specification words it). */
  detail?: string;
  /** Styling variant supplied with the content: 'success', 'error', 'warning', 'info'… */
  type: string;
  displayed: boolean;
}

/** Spec §2: a transient message, styled by its type, visible only while `displayed` is set. */
export function Popup({ message, detail, type, displayed }: PopupProps) {
  if (!displayed) return null;
  const variant = styles[type] ?? '';
  return (
    <div className={`${styles.popup} ${variant}`} role={type === 'error' ? 'alert' : 'status'} data-type={type}>
      {detail ? (
        <>
          <span className={styles.popupLine}>{message}</span>
          <span className={styles.popupLine}>{detail}</span>
        </>
      ) : (
        message
      )}
    </div>
  );
}
