import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { CardPayments } from '../payments';
import { enqueueMail } from '../mail';
import { readSettingsRecord } from '../settings';
import { thankYouEmail } from './emails';
import { receiptIssuerOf } from './receipt';
import { findDonationByReference, nextReceiptNumber, receiptYear } from './store';

/**
 * What « paid » means for a donation, in the transaction that records the card payment (run once
 * per payment): the donation becomes paid (also when it had expired: the gift did arrive); when
 * the association issues tax receipts, the next number of the payment's year is taken and the
 * association's facts of that moment are kept with it; the thank-you e-mail (receipt attached) is
 * queued. A rollback anywhere undoes all of it, the number included.
 */
export async function markDonationPaid(
  trx: Db,
  reference: string,
  payment: { amountCents: number; at: Date },
  { publicUrl, log }: { publicUrl: string; log: Pick<FastifyBaseLogger, 'error'> },
): Promise<boolean> {
  const donation = await findDonationByReference(trx, reference);
  if (!donation) {
    log.error({ reference }, 'paiement par carte d’un don inconnu');
    return false;
  }
  const at = payment.at.toISOString();
  // The claim: only the transaction whose update changes the row goes on (a number is never taken twice).
  const claimed = await trx
    .updateTable('donations')
    .set({ status: 'paid', paid_at: at, updated_at: at })
    .where('id', '=', donation.id)
    .where('status', '<>', 'paid')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;

  const settings = await readSettingsRecord(trx);
  let receipt: { receipt_number: string; receipt_issuer: string } | null = null;
  if (settings.taxReceiptEligible) {
    receipt = {
      receipt_number: await nextReceiptNumber(trx, receiptYear(payment.at)),
      receipt_issuer: JSON.stringify(receiptIssuerOf(settings)),
    };
    await trx.updateTable('donations').set(receipt).where('id', '=', donation.id).execute();
  }
  const paid = { ...donation, status: 'paid', paid_at: at, updated_at: at, ...receipt };
  await enqueueMail(trx, thankYouEmail(paid, settings, publicUrl), payment.at);
  return true;
}

/** Gives the card payments the donations' « paid » step. */
export function registerDonationPayments(
  cardPayments: CardPayments,
  options: { publicUrl: string; log: Pick<FastifyBaseLogger, 'error'> },
): void {
  cardPayments.onPaid('donation', async (trx, reference, payment) => {
    await markDonationPaid(trx, reference, payment, options);
  });
}
