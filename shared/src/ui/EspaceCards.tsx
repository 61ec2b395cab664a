import type { ReactNode } from 'react';
import styles from './EspaceCards.module.css';

/**
 * The class names of « Mon espace »'s card lists, one look for every section's part: `list` of
 * `card`s (`dense` on the list: short cards, closer together), a card's `title` (its `<h3>`) and
 * `facts` (`EspaceFacts`), the part's `status` (loading, nothing yet), `alert` and `success` (with
 * `message` above a list), `actions` and their `button`s (`primaryButton`, `secondaryButton`, or the
 * part's own colours). A part adds its own class beside one of these for what is its own only: the
 * title's and the facts' bottom margins, a border's colour.
 */
export const espaceCards = {
  list: styles.list,
  dense: styles.dense,
  card: styles.card,
  title: styles.title,
  facts: styles.facts,
  status: styles.status,
  alert: styles.alert,
  success: styles.success,
  message: styles.message,
  actions: styles.actions,
  button: styles.button,
  primaryButton: styles.primaryButton,
  secondaryButton: styles.secondaryButton,
} as const;

/**
 * A card's facts, « Date : 19 décembre 2026 · État : Confirmée · Montant : 25,00 € », as a `<dl>`:
 * side by side, wrapping, one under the other on a phone. `className` adds the part's own.
 */
export function EspaceFacts({
  facts,
  className,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  className?: string;
}) {
  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
