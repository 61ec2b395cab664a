import { isIP } from 'node:net';
import { orderLimitMessage, PAYMENT_DELAY_DAYS, type OrderLineRequest } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';

/** Orders waiting for payment one buyer may hold at once; 0 turns a cap off. */
export interface UnpaidOrderCaps {
  perEmail: number;
  perAddress: number;
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
  `Vous avez déjà ${count} commande${count > 1 ? 's' : ''} en attente de paiement avec cette adresse e-mail. ` +
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
  buyer: { email: string; clientAddress: string | null },
  caps: UnpaidOrderCaps,
): Promise<void> {
  const open = trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending_payment');
  if (caps.perEmail > 0) {
    const { n } = await open.where('email', '=', buyer.email).executeTakeFirstOrThrow();
    if (Number(n) >= caps.perEmail) throw new HttpError(429, TOO_MANY_UNPAID_FOR_EMAIL(Number(n)));
  }
  if (caps.perAddress > 0 && buyer.clientAddress) {
    const { n } = await open.where('client_address', '=', buyer.clientAddress).executeTakeFirstOrThrow();
    if (Number(n) >= caps.perAddress) throw new HttpError(429, TOO_MANY_UNPAID_FOR_ADDRESS);
  }
}
