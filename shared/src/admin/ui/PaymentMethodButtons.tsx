import type { SeasonPaymentMethod } from '../../contract';
import { adminClasses } from './Messages';
import styles from './PaymentMethodButtons.module.css';

/**
 * How a club pays (its season, its competition entries): « Payer par carte » on HelloAsso when the
 * site has it, and « Payer par virement »; the one being started says so, and both wait for it.
 */
export function PaymentMethodButtons({
  card,
  busy,
  onPay,
  cardLabel = 'Payer par carte',
  ...group
}: {
  /** The site takes cards (HelloAsso configured). */
  card: boolean;
  busy: SeasonPaymentMethod | null;
  onPay: (method: SeasonPaymentMethod) => void;
  cardLabel?: string;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <div className={styles.actions} role="group" {...group}>
      {card && (
        <button type="button" className={adminClasses.primary} disabled={busy !== null} onClick={() => onPay('card')}>
          {busy === 'card' ? 'Ouverture de HelloAsso…' : cardLabel}
        </button>
      )}
      <button
        type="button"
        className={card ? adminClasses.secondary : adminClasses.primary}
        disabled={busy !== null}
        onClick={() => onPay('transfer')}
      >
        {busy === 'transfer' ? 'Enregistrement…' : 'Payer par virement'}
      </button>
    </div>
  );
}
