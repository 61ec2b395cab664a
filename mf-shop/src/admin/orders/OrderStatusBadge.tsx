import { ORDER_STATUS_LABELS, type OrderStatus } from '@wado/shared';
import { recordClasses } from '@wado/shared/admin';
import styles from './orders.module.css';

/** An order's status as a coloured label (the words carry it: colour is a reminder only). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${recordClasses.badge} ${styles[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
