import styles from './CheckoutSteps.module.css';

const STEPS = ['Panier', 'Licence', 'Coordonnées', 'Récapitulatif', 'Confirmation'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Where the buyer is in the checkout (and what comes next). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label="Étapes de la commande">
      <ol className={styles.steps}>
        {STEPS.map((step, position) => (
          <li
            key={step}
            className={position < index ? styles.done : position === index ? styles.current : undefined}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {position + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
