import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { DonationRequest } from '@wado/shared/contract';
import type { Db } from '../src/db/connection';
import { markDonationPaid } from '../src/features/donations/paid';
import { newDonationReference, newDonationToken } from '../src/features/donations/store';

/** Someone who gives, as the form sends them. */
export const DONOR = {
  firstName: 'Zoé',
  lastName: 'Lambert',
  email: 'zoe.lambert@exemple.fr',
  address: '12 rue des Lilas',
  postcode: '69003',
  city: 'Lyon',
};

export const donationBody = (overrides: Partial<DonationRequest> = {}): DonationRequest => ({
  amountCents: 5000,
  ...DONOR,
  acknowledged: true,
  ...overrides,
});

export const give = (app: FastifyInstance, body: object = donationBody()) =>
  app.inject({ method: 'POST', url: '/api/donations', payload: body });

export const donationRow = (app: FastifyInstance, reference: string) =>
  app.db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

/** Whether the association issues tax receipts (the setting, written straight to the database). */
export async function setTaxReceipts(app: FastifyInstance, eligible: boolean): Promise<void> {
  await app.db
    .updateTable('site_settings')
    .set({ tax_receipt_eligible: eligible ? 1 : 0 })
    .where('id', '=', 1)
    .execute();
}

/** A donation waiting for its payment, written straight to the database (made `createdAt`). */
export async function insertDonation(
  db: Db,
  { createdAt = new Date(), amountCents = 5000, email = DONOR.email } = {},
): Promise<{ reference: string; token: string }> {
  const reference = newDonationReference();
  const token = newDonationToken();
  const at = createdAt.toISOString();
  await db
    .insertInto('donations')
    .values({
      reference,
      token,
      status: 'pending_payment',
      amount_cents: amountCents,
      first_name: DONOR.firstName,
      last_name: DONOR.lastName,
      email,
      address: DONOR.address,
      postcode: DONOR.postcode,
      city: DONOR.city,
      created_at: at,
      updated_at: at,
      paid_at: null,
      receipt_number: null,
      receipt_issuer: null,
    })
    .execute();
  return { reference, token };
}

const quietLog = { error: () => undefined };

/** What HelloAsso's confirmation does to a donation (the « paid » step), in its own transaction. */
export async function payDonation(app: FastifyInstance, reference: string, at = new Date()): Promise<boolean> {
  const row = await donationRow(app, reference);
  return app.db
    .transaction()
    .execute((trx) =>
      markDonationPaid(
        trx,
        reference,
        { amountCents: row.amount_cents, at },
        { publicUrl: app.publicUrl, log: quietLog },
      ),
    );
}

/** The receipt counter of a year (0 when no number was given yet). */
export async function lastReceiptNumber(db: Db, year: number): Promise<number> {
  const row = await db
    .selectFrom('donation_receipt_counters')
    .select('last_number')
    .where('year', '=', year)
    .executeTakeFirst();
  return row?.last_number ?? 0;
}

/** Windows-1252 where it differs from Latin-1 (Node's TextDecoder reads it as Latin-1). */
const WINDOWS_1252_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š',
  0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
  0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
}; // prettier-ignore
const windows1252 = (bytes: Buffer) =>
  [...bytes].map((byte) => WINDOWS_1252_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text of a PDF drawn with the standard fonts, line by line as a reader sees it: each content
 * stream inflated, the strings of its `Tj` operators decoded from Windows-1252, the pieces drawn at
 * the same height joined.
 */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let found: RegExpExecArray | null;
  while ((found = streams.exec(source))) {
    const start = found.index + found[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    let y: string | null = null;
    for (const operation of content.matchAll(/1 0 0 1 [-\d.]+ ([-\d.]+) Tm|<([0-9A-Fa-f]*)> Tj/g)) {
      if (operation[1] !== undefined) {
        if (operation[1] !== y) lines.push('');
        y = operation[1];
        continue;
      }
      lines[lines.length - 1] += windows1252(Buffer.from(operation[2]!, 'hex'));
    }
  }
  return lines.filter((line) => line !== '');
}
