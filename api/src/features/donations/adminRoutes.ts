import { sql, type RawBuilder } from 'kysely';
import { DONATION_STATUS_LABELS, type AdminDonationFilters, ACCESS } from '@wado/shared/contract';
import {
  AdminDonation,
  AdminDonationExportQuery,
  AdminDonationList,
  AdminDonationQuery,
  DonationReferenceParams,
  PdfDocument,
  TextDocument,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { enqueueMail, type Mailer } from '../mail';
import { recordAudit, requireRoles, signedIn } from '../auth';
import { csvDateTime, csvDocument, euros } from '../exports';
import { pageOfQuery } from '../paging';
import { readSiteSettings } from '../settings';
import { thankYouEmail } from './emails';
import { receiptFilename, receiptPdf } from './receipt';
import { findDonationByReference, receiptFactsOf, toAdminDonation, type DonationRow } from './store';

export const ADMIN_DONATION_NOT_FOUND = "Ce don n'existe pas.";
export const NO_RECEIPT =
  'Ce don n’a pas de reçu fiscal : il n’est pas payé, ou l’association n’établissait pas de reçus à sa date.';

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The donations the treasurer's filters keep (list and export alike): a status, and a text found
 * in the reference, the receipt's number, the donor's names or e-mail address, case ignored.
 */
function filteredDonations(db: Db, { status, q }: AdminDonationFilters) {
  let query = db.selectFrom('donations');
  if (status) query = query.where('status', '=', status);
  const words = q?.trim().replace(/\s+/g, ' ');
  if (words) {
    const pattern = likePattern(words);
    const matches = (column: RawBuilder<unknown>) =>
      sql<boolean>`lower(${column}) LIKE lower(CAST(${pattern} AS TEXT)) ESCAPE '\\'`;
    query = query.where(
      sql<boolean>`(${sql.join(
        [
          matches(sql.ref('reference')),
          matches(sql`coalesce(receipt_number, '')`),
          matches(sql.ref('email')),
          matches(sql`first_name || ' ' || last_name`),
          matches(sql`last_name || ' ' || first_name`),
        ],
        sql` OR `,
      )})`,
    );
  }
  return query;
}

const CSV_HEADER = [
  'Référence',
  'Date',
  'Statut',
  'Nom',
  'Prénom',
  'E-mail',
  'Adresse',
  'Code postal',
  'Ville',
  'Montant (€)',
  'Payé le',
  'Reçu fiscal',
];

/** The donations for a French spreadsheet: UTF-8 with BOM, `;` separators, CRLF line ends. */
export function donationsCsv(rows: DonationRow[]): string {
  const lines = rows.map((row) => [
    row.reference,
    csvDateTime(row.created_at),
    DONATION_STATUS_LABELS[toAdminDonation(row).status],
    row.last_name,
    row.first_name,
    row.email,
    row.address,
    row.postcode,
    row.city,
    euros(row.amount_cents),
    csvDateTime(row.paid_at),
    row.receipt_number ?? '',
  ]);
  return csvDocument(CSV_HEADER, lines);
}

/** The treasurer's donations (`treasurer` role): the list, its export, a receipt, and its e-mail sent again. */
export async function adminDonationRoutes(
  app: Api,
  { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string },
) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(ACCESS.treasury, { publicUrl }));

  app.get(
    '/api/admin/donations',
    { schema: { querystring: AdminDonationQuery, response: { 200: AdminDonationList } } },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const { paid } = await filteredDonations(db, filters)
        .where('status', '=', 'paid')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | bigint>('amount_cents'), eb.lit(0)).as('paid'))
        .executeTakeFirstOrThrow();
      const list = await pageOfQuery(
        filteredDonations(db, filters),
        { page, limit },
        (donations) => donations.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        (rows) => rows.map(toAdminDonation),
      );
      return { ...list, paidCents: Number(paid) };
    },
  );

  app.get(
    '/api/admin/donations.csv',
    { schema: { querystring: AdminDonationExportQuery, response: { 200: TextDocument('text/csv') } } },
    async (request, reply) => {
      const rows = await filteredDonations(db, request.query).selectAll().orderBy('created_at').orderBy('id').execute();
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="dons-${day}.csv"`)
        .send(donationsCsv(rows));
    },
  );

  app.get(
    '/api/admin/donations/:reference/recu.pdf',
    { schema: { params: DonationReferenceParams, response: { 200: PdfDocument } } },
    async (request, reply) => {
      const donation = await findDonationByReference(db, request.params.reference);
      if (!donation) throw new HttpError(404, ADMIN_DONATION_NOT_FOUND);
      const facts = receiptFactsOf(donation);
      if (!facts) throw new HttpError(409, NO_RECEIPT);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${receiptFilename(facts.number)}"`)
        .send(await receiptPdf(facts));
    },
  );

  app.post(
    '/api/admin/donations/:reference/receipt-email',
    { bodyLimit: 1024, schema: { params: DonationReferenceParams, response: { 200: AdminDonation } } },
    async (request) => {
      const at = app.clock.now();
      const donation = await db.transaction().execute(async (trx) => {
        const found = await findDonationByReference(trx, request.params.reference);
        if (!found) throw new HttpError(404, ADMIN_DONATION_NOT_FOUND);
        const facts = receiptFactsOf(found);
        if (!facts) throw new HttpError(409, NO_RECEIPT);
        await enqueueMail(trx, thankYouEmail(found, await readSiteSettings(trx), publicUrl), at);
        await recordAudit(
          trx,
          signedIn(request),
          {
            action: 'resend-receipt',
            kind: 'donation',
            recordId: found.reference,
            after: { to: found.email, receiptNumber: facts.number },
          },
          at,
        );
        return found;
      });
      mailer.notify();
      return toAdminDonation(donation);
    },
  );
}
