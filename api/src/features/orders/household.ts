import { foldEmail, ORDER_STATUS_LABELS, type OrderStatus } from '@wado/shared/contract';
import type { EspaceOrder } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';

/** « Mon espace »: the shop's orders made with an address of `mailbox` (`foldEmail`), newest first. */
export async function householdOrders(db: Db, mailbox: string): Promise<EspaceOrder[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'reference', 'created_at', 'status', 'total_cents', 'payment_method'])
    .where('email_key', '=', foldEmail(mailbox))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('order_lines')
    .select(['order_id', 'item_name', 'variant_label', 'quantity'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('id')
    .execute();
  return orders.map((order) => ({
    reference: order.reference,
    createdAt: order.created_at,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
    totalCents: order.total_cents,
    paymentMethod: order.payment_method,
    lines: lines
      .filter((line) => line.order_id === order.id)
      .map((line) => ({ name: line.item_name, variant: line.variant_label, quantity: line.quantity })),
  }));
}
