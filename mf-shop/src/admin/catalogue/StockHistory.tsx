import { api, Loading, Notice } from '@wado/shared';
import { adminClasses, formatDateTime, useAdminData } from '@wado/shared/admin';
import styles from './catalogue.module.css';

/** « +5 », « −2 » */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${-delta}`);

/** Every change of the article's stock, newest first: when, which size, by how much, what it left, who and why. */
export function StockHistory({ itemId, version }: { itemId: string; version: string }) {
  // `version` (the article's last change) reloads it after an adjustment.
  const { state, reload } = useAdminData(() => api.getShopStockHistory(itemId), `shop-stock:${itemId}:${version}`);
  return (
    <section className={styles.section} aria-labelledby="stock-history">
      <h2 id="stock-history">Historique du stock</h2>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="L’historique n’a pas pu être chargé" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <p>Aucun mouvement de stock.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={adminClasses.visuallyHidden}>
                Mouvements de stock, les plus récents en premier
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Taille</th>
                  <th scope="col" className={styles.number}>
                    Variation
                  </th>
                  <th scope="col" className={styles.number}>
                    Stock après
                  </th>
                  <th scope="col">Motif</th>
                  <th scope="col">Par</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((movement) => (
                  <tr key={movement.id}>
                    <td>
                      <time dateTime={movement.at}>{formatDateTime(movement.at)}</time>
                    </td>
                    <td>{movement.variantLabel}</td>
                    <td className={`${styles.number} ${movement.delta > 0 ? styles.positive : styles.negative}`}>
                      {signed(movement.delta)}
                    </td>
                    <td className={styles.number}>{movement.stockAfter}</td>
                    <td>{movement.reason}</td>
                    <td>{movement.actor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {state.status === 'ready' && state.data.total > state.data.items.length && (
        <p>
          Les {state.data.items.length} mouvements les plus récents sur {state.data.total}.
        </p>
      )}
    </section>
  );
}
