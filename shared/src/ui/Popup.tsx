import styles from './ui.module.css';

export interface PopupProps {
  message: string;
  /** Styling variant supplied with the content: 'success', 'error', 'warning', 'info'… */
  type: string;
  displayed: boolean;
}

/** Spec §2: a transient message, styled by its type, visible only while `displayed` is set. */
export function Popup({ message, type, displayed }: PopupProps) {
  if (!displayed) return null;
  const variant = styles[type] ?? '';
  return (
    <div className={`${styles.popup} ${variant}`} role={type === 'error' ? 'alert' : 'status'} data-type={type}>
      {message}
    </div>
  );
}
