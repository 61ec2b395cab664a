import {
  formatPrice,
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type OrderStatus,
  type SiteSettings,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { enqueueMail, type OutgoingMail } from '../mail';
import { CANCELLATION_ACTOR, changeStock } from '../shop';
import { readSiteSettings } from '../settings';

/** What the buyer is told when an order changes status; `reason` replaces the standard sentence. */
export function statusMail(
  order: AdminOrder,
  status: OrderStatus,
  settings: Pick<SiteSettings, 'name' | 'fullName' | 'email' | 'phone'>,
  reason?: string,
): OutgoingMail {
  const sentences: Partial<Record<OrderStatus, string>> = {
    paid: `Nous avons bien reçu votre paiement de ${formatPrice(order.totalCents)}. Votre commande est en préparation.`,
    shipped:
      order.delivery === 'pickup'
        ? 'Votre commande vous a été remise, ou vous attend à la permanence du siège (mardi 18 h – 20 h, samedi 10 h – 12 h).'
        : 'Votre commande a été remise à Colissimo : vous la recevrez dans les prochains jours.',
    cancelled:
      'Votre commande a été annulée. Si vous aviez déjà payé, vous êtes remboursé dans les 14 jours par le même moyen de paiement.',
  };
  return {
    to: order.billing.email,
    subject: `Commande ${order.reference} : ${ORDER_STATUS_LABELS[status].toLowerCase()} – ${settings.name}`,
    text: [
      `Bonjour ${order.billing.firstName} ${order.billing.lastName},`,
      '',
      reason ?? sentences[status] ?? '',
      '',
      `Pour toute question : ${settings.email} – ${settings.phone}`,
      settings.fullName,
    ].join('\n'),
    topic: `order:${order.reference}:${status}`,
  };
}

/**
 * Moves an order from the status it was read in to `status`, in the caller's transaction. The
 * conditional UPDATE comes first and is the claim: of two concurrent changes (two treasurers, two
 * expiry jobs on the same database) only the one that finds the order still in its old status
 * goes on; the other gets false and writes nothing. The claimant then, in the same transaction,
 * puts the stock back on a cancellation, records the history row and queues the buyer's e-mail.
 * The caller calls `mailer.notify()` after the commit.
 */
export async function changeOrderStatus(
  trx: Db,
  order: AdminOrder,
  status: OrderStatus,
  options: { note: string; at: Date; mailReason?: string },
): Promise<boolean> {
  const at = options.at.toISOString();
  const claimed = await trx
    .updateTable('orders')
    // The client address only serves to count unpaid orders: forgotten once the order leaves that status.
    .set({ status, updated_at: at, client_address: null })
    .where('reference', '=', order.reference)
    .where('status', '=', order.status)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  if (status === 'cancelled') {
    // Cancelling puts the articles back on sale.
    for (const line of order.lines) {
      await changeStock(trx, {
        variantId: line.variantId,
        delta: line.quantity,
        reason: `Annulation de la commande ${order.reference}`,
        actor: CANCELLATION_ACTOR,
        orderReference: order.reference,
        at: options.at,
      });
    }
  }
  await trx
    .insertInto('order_status_history')
    .values({ order_id: claimed.id, status, at, note: options.note })
    .execute();
  // The note stays internal: the buyer gets the standard sentence, or the given reason.
  const settings = await readSiteSettings(trx);
  await enqueueMail(trx, statusMail(order, status, settings, options.mailReason), options.at);
  return true;
}
