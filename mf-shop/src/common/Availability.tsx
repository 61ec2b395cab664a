import type { StockAvailability } from '@wado/shared';
import styles from './shop.module.css';

const LABELS: Record<StockAvailability, string> = {
  in_stock: 'En stock',
  low_stock: 'Stock limité',
  out_of_stock: 'Épuisé',
};

export function Availability({ value, stock }: { value: StockAvailability; stock?: number }) {
  const label = value === 'low_stock' && stock !== undefined ? `Plus que ${stock}` : LABELS[value];
  return <span className={`${styles.badge} ${styles[value]}`}>{label}</span>;
}
