import { randomInt } from 'node:crypto';
import {
  CARD_HOLD_MINUTES,
  foldEmail,
  normalizePhone,
  PAYMENT_DELAY_DAYS,
  TERMS_NOT_ACCEPTED,
  validateBilling,
  withSiteFacts,
  type OrderConfirmation,
  type OrderRequest,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { HttpError } from '../errors';
import { requestHash } from '../idempotency';
import { enqueueMail } from '../mail';
import { findActiveMember, parisToday } from '../members';
import { PAYMENT_PROVIDERS } from '../payments';
import { changeStock, ORDER_ACTOR } from '../shop';
import { confirmationEmail } from './confirmationEmail';
import { readSiteSettings } from '../settings';
import { assertOfflineHoldRoom, assertOrderLimits, assertUnpaidOrderRoom, type UnpaidOrderCaps } from './limits';
import { assertInStock, changedTotalMessage, priceLines, stockShortage, StockShortageError, totals } from './pricing';
import { findOrder } from './store';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `WF-${code}`;
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const CARD_NOT_OFFERED =
  'Le paiement par carte n’est pas proposé en ce moment : choisissez le virement bancaire ou le chèque.';

/** When an order placed at `now` stops holding its articles if it is paid by card. */
export function cardHoldEnd(now: Date): Date {
  return new Date(now.getTime() + CARD_HOLD_MINUTES * 60_000);
}

export const KEY_REUSED =
  'Cette clé de commande a déjà servi pour une autre commande. Rechargez la page de facturation pour repartir d’une commande neuve.';

/**
 * Places an order: checks the caps on quantities, re-checks the licence, prices every line from
 * the database, then, in one transaction, replays an earlier answer for the same idempotency key,
 * or checks the buyer's unpaid orders against their caps, decrements each stock (never below
 * zero), writes the order, its lines, its history and its confirmation e-mail. An order paid by
 * card holds its articles `CARD_HOLD_MINUTES` only (`hold_until`); its checkout is started
 * afterwards, outside the transaction (`cardCheckout.ts`).
 */
export async function placeOrder(
  db: Db,
  body: OrderRequest,
  idempotencyKey: string,
  options: {
    publicUrl: string;
    now?: Date;
    clientAddress?: string | null;
    unpaidCaps?: UnpaidOrderCaps;
    /** HelloAsso is configured: an order may be paid by card. */
    cardOffered?: boolean;
  },
): Promise<{ created: boolean; order: OrderConfirmation }> {
  const now = options.now ?? new Date();
  if (body.payment === 'card' && !options.cardOffered) throw new HttpError(400, CARD_NOT_OFFERED);
  const settings = await readSiteSettings(db);
  assertOrderLimits(body.lines, settings.email);
  const errors = validateBilling(body.billing);
  const firstError = Object.values(errors)[0];
  if (firstError) throw new HttpError(400, firstError);
  if (body.acceptTerms !== true) throw new HttpError(400, TERMS_NOT_ACCEPTED);

  const hash = requestHash(body);
  const member = body.licence
    ? await findActiveMember(db, body.licence.licenceNumber, body.licence.lastName, now)
    : null;
  const memberPricing = member !== null;
  const email = body.billing.email.trim().toLowerCase();
  // `jean+1@` and `jean@` are one buyer for the caps.
  const emailKey = foldEmail(email);
  const clientAddress = options.clientAddress ?? null;

  // PostgreSQL's default isolation (read committed) with locks, the same on every replica: one
  // transaction at a time per idempotency key (a double click replays the first answer) and per
  // buyer (the unpaid orders are counted by one order at a time). SQLite has one writer anyway.
  const outcome = await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `order-key:${idempotencyKey}`);
    if (options.unpaidCaps) {
      await lockForTransaction(trx, `order-buyer:${emailKey}`);
      if (clientAddress) await lockForTransaction(trx, `order-address:${clientAddress}`);
    }
    const earlier = await trx
      .selectFrom('orders')
      .select(['reference', 'request_hash'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.request_hash !== hash) throw new HttpError(409, KEY_REUSED);
      return { created: false, reference: earlier.reference };
    }
    // Counted in the transaction that writes the order: no concurrent order slips past the cap.
    if (options.unpaidCaps) await assertUnpaidOrderRoom(trx, { emailKey, clientAddress }, options.unpaidCaps);

    const lines = await priceLines(trx, body.lines, memberPricing);
    assertInStock(lines);
    // A card order holds its articles 30 minutes only: the share bounds the long holds.
    if (options.unpaidCaps && body.payment !== 'card') {
      await assertOfflineHoldRoom(trx, lines, {
        sharePercent: options.unpaidCaps.sharePercent,
        cardOffered: options.cardOffered === true,
      });
    }
    const quote = totals(lines, body.delivery, memberPricing, settings);
    if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== quote.totalCents) {
      throw new HttpError(409, changedTotalMessage(body.expectedTotalCents, quote.totalCents));
    }

    let reference = newReference();
    while (await trx.selectFrom('orders').select('id').where('reference', '=', reference).executeTakeFirst())
      reference = newReference();

    // In the order of the variants' ids: two orders of the same articles lock their rows in the
    // same order, so that neither waits for the other for ever (a deadlock on PostgreSQL).
    for (const line of [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
      // The condition makes the decrement safe even against another server on the same database:
      // PostgreSQL re-reads the row once a concurrent decrement has committed. Logged in the stock's history.
      const left = await changeStock(trx, {
        variantId: line.variantId,
        delta: -line.quantity,
        reason: `Commande ${reference}`,
        actor: ORDER_ACTOR,
        orderReference: reference,
        at: now,
      });
      if (left === null) {
        const { stock } = await trx
          .selectFrom('shop_variants')
          .select('stock')
          .where('id', '=', line.variantId)
          .executeTakeFirstOrThrow();
        throw new StockShortageError([stockShortage({ ...line, stock })]);
      }
    }
    const createdAt = now.toISOString();
    const provider = PAYMENT_PROVIDERS[body.payment];
    const billing = {
      firstName: body.billing.firstName.trim(),
      lastName: body.billing.lastName.trim(),
      email,
      phone: normalizePhone(body.billing.phone),
      address: body.billing.address.trim(),
      addressMore: (body.billing.addressMore ?? '').trim(),
      postcode: body.billing.postcode.trim(),
      city: body.billing.city.trim(),
    };
    const holdUntil = body.payment === 'card' ? cardHoldEnd(now).toISOString() : null;
    // A card order is due the day its hold ends (the expiry job goes by the hold, not by this day).
    const paymentDue = holdUntil ? parisToday(new Date(holdUntil)) : addDays(parisToday(now), PAYMENT_DELAY_DAYS);
    const { id } = await trx
      .insertInto('orders')
      .values({
        reference,
        status: provider.initialStatus,
        created_at: createdAt,
        updated_at: createdAt,
        idempotency_key: idempotencyKey,
        request_hash: hash,
        first_name: billing.firstName,
        last_name: billing.lastName,
        email: billing.email,
        email_key: emailKey,
        phone: billing.phone,
        address: billing.address,
        address_more: billing.addressMore,
        postcode: billing.postcode,
        city: billing.city,
        delivery: body.delivery,
        payment_method: body.payment,
        licence_number: member?.licenceNumber ?? null,
        member_pricing: memberPricing ? 1 : 0,
        subtotal_cents: quote.subtotalCents,
        shipping_cents: quote.shippingCents,
        total_cents: quote.totalCents,
        payment_due: paymentDue,
        hold_until: holdUntil,
        client_address: clientAddress,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(
        quote.lines.map((line) => ({
          order_id: id,
          item_id: line.itemId,
          variant_id: line.variantId,
          item_name: line.name,
          variant_label: line.variantLabel,
          image_url: line.image.url,
          image_alt: line.image.alt,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          public_unit_price_cents: line.publicUnitPriceCents,
          line_total_cents: line.lineTotalCents,
        })),
      )
      .execute();
    await trx
      .insertInto('order_status_history')
      .values({ order_id: id, status: provider.initialStatus, at: createdAt, note: 'Commande passée sur le site' })
      .execute();

    const order: OrderConfirmation = {
      ...quote,
      reference,
      status: provider.initialStatus,
      createdAt,
      delivery: body.delivery,
      billing,
      payment: provider.instructions(
        { reference, totalCents: quote.totalCents, dueDate: paymentDue, holdUntil },
        settings,
      ),
    };
    const conditions = await trx
      .selectFrom('content_pages')
      .select(['title', 'body'])
      .where('slug', '=', 'sale_conditions')
      .executeTakeFirst();
    const conditionsText = conditions ? `${conditions.title}\n\n${withSiteFacts(conditions.body, settings)}` : '';
    await enqueueMail(trx, confirmationEmail(order, options.publicUrl, conditionsText, settings), now);
    return { created: true, reference };
  });

  const stored = await findOrder(db, outcome.reference);
  if (!stored) throw new Error(`Commande ${outcome.reference} introuvable après son enregistrement`);
  const { licenceNumber: _licence, updatedAt: _updated, history: _history, ...order } = stored;
  return { created: outcome.created, order };
}
