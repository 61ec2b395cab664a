import { DONATION_STATUS_LABELS, foldEmail, type DonationStatus } from '@wado/shared/contract';
import type { EspaceDonation } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { receiptFilename, receiptPdf } from './receipt';
import { receiptFactsOf, type DonationRow } from './store';

/** The donations made with an address of `mailbox` (`foldEmail`): one query by domain, then the exact mailbox. */
async function donationsOf(db: Db, mailbox: string): Promise<DonationRow[]> {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  const rows = await db
    .selectFrom('donations')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), 'like', `%@${domain}`))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.filter((row) => foldEmail(row.email) === mailbox);
}

/** « Mon espace »: the donations of the mailbox, newest first, each with its tax receipt once paid. */
export async function householdDonations(db: Db, mailbox: string): Promise<EspaceDonation[]> {
  return (await donationsOf(db, mailbox)).map((row) => ({
    reference: row.reference,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    amountCents: row.amount_cents,
    statusLabel: DONATION_STATUS_LABELS[row.status as DonationStatus] ?? row.status,
    receiptUrl: receiptFactsOf(row) ? `/api/espace/donations/${row.reference}/recu.pdf` : null,
  }));
}

/** The tax receipt of a donation of the mailbox; null when it is another's, or has none yet. */
export async function householdReceipt(
  db: Db,
  mailbox: string,
  reference: string,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const row = (await donationsOf(db, mailbox)).find((donation) => donation.reference === reference);
  const facts = row ? receiptFactsOf(row) : null;
  if (!facts) return null;
  return { pdf: await receiptPdf(facts), filename: receiptFilename(facts.number) };
}
