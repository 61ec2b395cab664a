import { isIP } from 'node:net';
import {
  formatCount,
  orderLimitMessage,
  PAYMENT_DELAY_DAYS,
  type OrderLineRequest,
  type SizeStock,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { HttpError } from '../errors';

/**
 * Orders waiting for payment one buyer may hold at once (0 turns a cap off), and the share (in %)
 * of each size that orders waiting for a transfer or a cheque may hold together (100: no share).
 */
export interface UnpaidOrderCaps {
  perEmail: number;
  perAddress: number;
  sharePercent: number;
}

/** Per line and per order caps (400, before anything is read or written). */
export function assertOrderLimits(lines: readonly OrderLineRequest[], contactEmail: string): void {
  const message = orderLimitMessage(lines, contactEmail);
  if (message) throw new HttpError(400, message);
}

/**
 * The address an order is counted under: an IPv4 address as it is, an IPv6 address as its /64
 * network (one subscriber usually gets a whole /64, so counting single addresses would count
 * nothing). IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail (a:b::1.2.3.4) is two groups; only the first four groups matter here.
  const tailCount = tailGroups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0);
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailCount).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export const TOO_MANY_UNPAID_FOR_EMAIL = (count: number) =>
  `Vous avez déjà ${formatCount(count, 'commande')} en attente de paiement avec cette adresse e-mail. ` +
  `Réglez-les d’abord (les instructions sont dans l’e-mail de confirmation de chacune), ou attendez leur annulation : une commande non payée sous ${PAYMENT_DELAY_DAYS} jours est annulée automatiquement.`;

export const TOO_MANY_UNPAID_FOR_ADDRESS =
  'Trop de commandes en attente de paiement ont été passées depuis cette connexion. ' +
  `Réglez d’abord les commandes en attente, ou attendez leur annulation : une commande non payée sous ${PAYMENT_DELAY_DAYS} jours est annulée automatiquement.`;

/**
 * Refuses (429) a further order while the buyer already holds the allowed number of unpaid ones.
 * Called inside the transaction that writes the order, which holds the buyer's locks (see
 * `placeOrder`): two concurrent orders cannot both see room for one.
 */
export async function assertUnpaidOrderRoom(
  trx: Db,
  buyer: { emailKey: string; clientAddress: string | null },
  caps: UnpaidOrderCaps,
): Promise<void> {
  const open = trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending_payment');
  if (caps.perEmail > 0) {
    const { n } = await open.where('email_key', '=', buyer.emailKey).executeTakeFirstOrThrow();
    if (Number(n) >= caps.perEmail) throw new HttpError(429, TOO_MANY_UNPAID_FOR_EMAIL(Number(n)));
  }
  if (caps.perAddress > 0 && buyer.clientAddress) {
    const { n } = await open.where('client_address', '=', buyer.clientAddress).executeTakeFirstOrThrow();
    if (Number(n) >= caps.perAddress) throw new HttpError(429, TOO_MANY_UNPAID_FOR_ADDRESS);
  }
}

/**
 * How many articles of a size the orders waiting for a transfer or a cheque may hold together:
 * `sharePercent` of what the shop has of it (on sale, plus what unpaid orders hold), rounded down.
 * The rest can only leave through a card order, paid within its 30-minute hold, or once these
 * orders are paid or cancelled: no number of strangers ordering by transfer and never paying can
 * take a size away from a buyer who pays. Without card payment there is no other way to buy, so
 * the last article of a size may be ordered by transfer (at least one).
 */
export function offlineHoldAllowance(units: number, sharePercent: number, cardOffered: boolean): number {
  const share = Math.floor((units * sharePercent) / 100);
  return cardOffered ? share : Math.max(1, share);
}

export function sizeReservedMessage(
  size: Pick<SizeStock, 'name' | 'variantLabel'>,
  room: number,
  cardOffered: boolean,
) {
  const what = `« ${size.name} » (${size.variantLabel})`;
  const allowed =
    room > 0
      ? ` Par virement ou par chèque, vous pouvez en commander ${room === 1 ? 'un seul' : `au plus ${room}`} pour le moment.`
      : '';
  const card = cardOffered ? ' Le paiement par carte permet de l’acheter tout de suite.' : '';
  return `${what} est momentanément réservé par des commandes en attente de paiement : réessayez plus tard.${allowed}${card}`;
}

/**
 * Refuses (409) an order paid by transfer or cheque that would take the articles of a size that
 * such orders hold together beyond `offlineHoldAllowance`. In the transaction that writes the
 * order, under one lock per size (in the order of their ids, as the stock's own updates): two
 * concurrent orders cannot both see room for one.
 */
export async function assertOfflineHoldRoom(
  trx: Db,
  lines: readonly (SizeStock & { variantId: string; quantity: number })[],
  { sharePercent, cardOffered }: { sharePercent: number; cardOffered: boolean },
): Promise<void> {
  if (sharePercent >= 100 || lines.length === 0) return;
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  for (const line of sorted) await lockForTransaction(trx, `order-offline-hold:${line.variantId}`);
  const ids = sorted.map((line) => line.variantId);
  const stocks = await trx.selectFrom('shop_variants').select(['id', 'stock']).where('id', 'in', ids).execute();
  const held = await trx
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.variant_id', (eb) => eb.fn.sum<number | string | bigint>('l.quantity').as('units')])
    .select((eb) =>
      eb.fn
        .sum<number | string | bigint | null>(
          eb.case().when('o.payment_method', '<>', 'card').then(eb.ref('l.quantity')).else(0).end(),
        )
        .as('offline'),
    )
    .where('o.status', '=', 'pending_payment')
    .where('l.variant_id', 'in', ids)
    .groupBy('l.variant_id')
    .execute();
  for (const line of sorted) {
    const stock = Number(stocks.find((row) => row.id === line.variantId)?.stock ?? 0);
    const holding = held.find((row) => row.variant_id === line.variantId);
    const allowance = offlineHoldAllowance(stock + Number(holding?.units ?? 0), sharePercent, cardOffered);
    const room = Math.max(0, allowance - Number(holding?.offline ?? 0));
    if (line.quantity > room) throw new HttpError(409, sizeReservedMessage(line, room, cardOffered));
  }
}
