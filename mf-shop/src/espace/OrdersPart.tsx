import {
  api,
  EspaceFacts,
  espaceCards,
  formatDate,
  formatPrice,
  useEspaceData,
  type EspaceOrder,
  type EspaceOrders,
} from '@wado/shared';
import styles from './espace.module.css';

/** How each order was paid, as the buyer chose it on the billing page. */
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: 'carte (HelloAsso)',
  transfer: 'virement',
  cheque: 'chèque',
};

const loadOrders = (): Promise<EspaceOrders> => api.getEspaceOrders();

/** The newest first, whatever order the answer came in (ties keep theirs). */
function newestFirst(orders: readonly EspaceOrder[]): EspaceOrder[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** « 2 × T-shirt Wado France (M) »; an article without sizes has no brackets. */
export function lineText(line: EspaceOrder['lines'][number]): string {
  return `${line.quantity} × ${line.name}${line.variant ? ` (${line.variant})` : ''}`;
}

function Order({ order }: { order: EspaceOrder }) {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod;
  return (
    <li className={espaceCards.card}>
      <h3 className={`${espaceCards.title} ${styles.title}`}>
        Commande {order.reference} du <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </h3>
      <EspaceFacts
        className={styles.facts}
        facts={[
          ['Total', formatPrice(order.totalCents)],
          ['État', order.statusLabel],
          ['Paiement', method],
        ]}
      />
      <ul className={styles.lines} aria-label={`Articles de la commande ${order.reference}`}>
        {order.lines.map((line, index) => (
          <li key={index}>{lineText(line)}</li>
        ))}
      </ul>
    </li>
  );
}

/**
 * « Mon espace », the shop's part: the orders made with the signed-in address, newest first, each
 * with its total, its state, how it is paid and its articles. The shell gives the part its heading
 * (`<h2>`); each order is an `<h3>`.
 */
export function OrdersPart() {
  const { state, retry } = useEspaceData(loadOrders);

  if (state.status === 'loading') {
    return (
      <p className={espaceCards.status} role="status">
        Chargement des commandes…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={`${espaceCards.alert} ${styles.alert}`} role="alert">
        <p>Les commandes n’ont pas pu être chargées : {state.message}</p>
        <button type="button" className={`${espaceCards.button} ${espaceCards.secondaryButton}`} onClick={retry}>
          Réessayer
        </button>
      </div>
    );
  }
  if (state.data.items.length === 0) {
    return <p className={espaceCards.status}>Aucune commande faite avec cette adresse.</p>;
  }
  return (
    <ul className={espaceCards.list}>
      {newestFirst(state.data.items).map((order) => (
        <Order key={order.reference} order={order} />
      ))}
    </ul>
  );
}
