import type { AdminOrder, DeliveryMethod, OrderStatus, PaymentMethod } from '@wado/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { PAYMENT_PROVIDERS } from '../payments';
import { readSiteSettings } from '../settings';

type OrderRow = Selectable<Database['orders']>;

/** Orders as the API shows them, lines and history included: a few queries for a whole list, not one per order. */
export async function toAdminOrders(db: Db, rows: OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute();
  const history = await db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  const references = rows.map((row) => row.reference);
  const actors = await statusActors(db, references);
  // Payment instructions name the bank details of today's settings.
  const payee = await readSiteSettings(db);
  return rows.map((row) => {
    const payment = PAYMENT_PROVIDERS[row.payment_method as PaymentMethod];
    return {
      reference: row.reference,
      status: row.status as OrderStatus,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      delivery: row.delivery as DeliveryMethod,
      billing: {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        addressMore: row.address_more,
        postcode: row.postcode,
        city: row.city,
      },
      licenceNumber: row.licence_number,
      memberPricing: row.member_pricing === 1,
      lines: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({
          itemId: line.item_id,
          variantId: line.variant_id,
          name: line.item_name,
          variantLabel: line.variant_label,
          image: { url: line.image_url, alt: line.image_alt },
          quantity: line.quantity,
          unitPriceCents: line.unit_price_cents,
          publicUnitPriceCents: line.public_unit_price_cents,
          lineTotalCents: line.line_total_cents,
        })),
      subtotalCents: row.subtotal_cents,
      shippingCents: row.shipping_cents,
      totalCents: row.total_cents,
      payment: payment.instructions(
        {
          reference: row.reference,
          totalCents: row.total_cents,
          dueDate: row.payment_due,
          holdUntil: row.hold_until,
        },
        payee,
      ),
      history: history
        .filter((entry) => entry.order_id === row.id)
        .map((entry) => ({
          status: entry.status as OrderStatus,
          at: entry.at,
          note: entry.note,
          actor: actors.get(`${row.reference} ${entry.status}`) ?? null,
        })),
    };
  });
}

/**
 * Who changed the orders' statuses, from the audit log (the history table keeps what and when),
 * by `<reference> <status>`: an order reaches each status once at most. A change the site made
 * itself (the order placed, an unpaid order expired) has no audit line.
 */
async function statusActors(db: Db, references: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['record_id', 'actor', 'after'])
    .where('kind', '=', 'order')
    .where('action', '=', 'status')
    .where('record_id', 'in', references)
    .execute();
  const actors = new Map<string, string>();
  for (const row of rows) {
    const status = (JSON.parse(row.after ?? '{}') as { status?: unknown }).status;
    if (typeof status === 'string') actors.set(`${row.record_id} ${status}`, row.actor);
  }
  return actors;
}

export async function findOrder(db: Db, reference: string): Promise<AdminOrder | null> {
  const row = await db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!row) return null;
  const [order] = await toAdminOrders(db, [row]);
  return order ?? null;
}
