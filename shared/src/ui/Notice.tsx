import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A framed message inside the layout: errors, unknown ids, sections that cannot load. */
export function Notice({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: { label: string; onClick: () => void };
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.notice} role="alert">
      <Heading>{title}</Heading>
      {children}
      {action && (
        <button type="button" className={styles.button} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}

export const buttonClassName = styles.button;
