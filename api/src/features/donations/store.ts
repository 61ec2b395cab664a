import { randomBytes, randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  donationReceiptPath,
  type AdminDonation,
  type DonationState,
  type DonationStatus,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { parisToday } from '../members';
import type { Database } from '../../db/schema';
import type { ReceiptFacts, ReceiptIssuer } from './receipt';

export type DonationRow = Selectable<Database['donations']>;

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newDonationReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `DON-${code}`;
}

/** 24 random bytes: 32 URL-safe characters. */
export const newDonationToken = () => randomBytes(24).toString('base64url');

export function toAdminDonation(row: DonationRow): AdminDonation {
  return {
    reference: row.reference,
    status: row.status as DonationStatus,
    amountCents: row.amount_cents,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    receiptNumber: row.receipt_number,
  };
}

export function toDonationState(row: DonationRow): DonationState {
  return {
    reference: row.reference,
    status: row.status as DonationStatus,
    amountCents: row.amount_cents,
    firstName: row.first_name,
    receiptNumber: row.receipt_number,
    receiptPath: row.receipt_number ? donationReceiptPath(row.token) : null,
  };
}

/** What the receipt of a paid donation says; null when it has none. */
export function receiptFactsOf(row: DonationRow): ReceiptFacts | null {
  if (!row.receipt_number || !row.receipt_issuer || !row.paid_at) return null;
  return {
    number: row.receipt_number,
    issuer: JSON.parse(row.receipt_issuer) as ReceiptIssuer,
    donor: {
      firstName: row.first_name,
      lastName: row.last_name,
      address: row.address,
      postcode: row.postcode,
      city: row.city,
    },
    amountCents: row.amount_cents,
    paidAt: row.paid_at,
  };
}

export const findDonationByToken = (db: Db, token: string) =>
  db.selectFrom('donations').selectAll().where('token', '=', token).executeTakeFirst();

export const findDonationByReference = (db: Db, reference: string) =>
  db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirst();

/** The calendar year of a payment, in Paris (a gift at 00:30 on 1 January counts for the new year). */
export const receiptYear = (at: Date) => Number(parisToday(at).slice(0, 4));

/**
 * The next receipt number of `year` (`2026-0001`, `2026-0002`…), taken in the caller's
 * transaction: the counter's row is updated in place, so a concurrent transaction waits for this
 * one to end and then reads its number (never the same); a transaction rolled back takes its
 * increment with it (no gap).
 */
export async function nextReceiptNumber(trx: Db, year: number): Promise<string> {
  await trx
    .insertInto('donation_receipt_counters')
    .values({ year, last_number: 0 })
    .onConflict((conflict) => conflict.column('year').doNothing())
    .execute();
  const { last_number } = await trx
    .updateTable('donation_receipt_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${year}-${String(last_number).padStart(4, '0')}`;
}
