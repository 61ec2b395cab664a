import { api, espaceCards, formatDate, formatPrice, useResource, visuallyHiddenClass } from '@wado/shared';
import { PartState } from './PartState';
import styles from './espace.module.css';

/**
 * « Dons et reçus fiscaux », in « Mon espace »: each donation made with the address, newest
 * first (its day, its amount, where it stands), with its tax receipt once it is paid.
 */
export function DonationsPart() {
  const [state, retry] = useResource(() => api.getEspaceDonations(), 'espace:donations');
  return (
    <PartState state={state} retry={retry} loadingText="Chargement des dons…">
      {({ items }) =>
        items.length === 0 ? (
          <p>Aucun don fait avec cette adresse.</p>
        ) : (
          <ul className={`${espaceCards.list} ${espaceCards.dense}`}>
            {items.map((donation) => {
              const day = formatDate(donation.createdAt);
              const amount = formatPrice(donation.amountCents);
              return (
                <li key={donation.reference} className={`${espaceCards.card} ${styles.donation}`}>
                  <p>
                    <strong>{amount}</strong> · Don du {day} · {donation.statusLabel}
                  </p>
                  <p className={styles.muted}>Référence {donation.reference}</p>
                  {donation.receiptUrl && (
                    <p>
                      <a href={donation.receiptUrl}>
                        Reçu fiscal (PDF)
                        <span className={visuallyHiddenClass}>
                          , don de {amount} du {day}
                        </span>
                      </a>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )
      }
    </PartState>
  );
}
