import {
  DONATION_NOT_ACKNOWLEDGED,
  donationAmountError,
  normalizeDonor,
  validateDonor,
  type SiteSettings,
} from '@wado/shared/contract';
import {
  DonationCheckout,
  DonationRequest,
  DonationState,
  DonationTokenParams,
  PdfDocument,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/dialect';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import type { CardPayments } from '../payments';
import { readSiteSettings } from '../settings';
import { receiptFilename, receiptPdf } from './receipt';
import {
  findDonationByToken,
  newDonationReference,
  newDonationToken,
  receiptFactsOf,
  toDonationState,
  type DonationRow,
} from './store';

export const DONATION_NOT_FOUND = 'Ce don est introuvable : vérifiez le lien reçu par e-mail.';
export const RECEIPT_NOT_FOUND =
  'Ce reçu fiscal est introuvable : vérifiez le lien reçu par e-mail, ou écrivez à l’association.';
export const DONATION_ALREADY_PAID = 'Ce don est déjà payé : merci pour votre générosité !';
export const DONATION_EXPIRED =
  'Ce don n’a pas été payé à temps et a expiré : faites un nouveau don avec le formulaire de la page.';

/** Why a donation cannot be given online right now: no card payment configured. */
export function onlineDonationsClosed(settings: Pick<SiteSettings, 'chequeOrder' | 'chequeAddress'>): string {
  return `Les dons en ligne ne sont pas proposés pour le moment. Vous pouvez donner par chèque à l’ordre de ${settings.chequeOrder}, envoyé à ${settings.chequeAddress}.`;
}

const noStore = { 'Cache-Control': 'no-store' };

/** Where HelloAsso sends the donor back: the donation page, which reads the donation by its secret link. */
export const donationReturnPath = (token: string) => `/donations?don=${token}`;

/**
 * The donor's routes: `POST /api/donations` (the donation, then its card payment),
 * `GET /api/donations/:token` (the return page), `POST /api/donations/:token/payment` (another
 * attempt after a refused or abandoned payment) and `GET /api/donations/:token/recu.pdf`.
 */
export async function donationRoutes(app: Api, { db, cardPayments }: { db: Db; cardPayments: CardPayments | null }) {
  async function startPayment(donation: DonationRow, payments: CardPayments): Promise<DonationCheckout> {
    const settings = await readSiteSettings(db);
    const { redirectUrl } = await payments.start(db, {
      purpose: 'donation',
      reference: donation.reference,
      amountCents: donation.amount_cents,
      itemName: `Don à ${settings.name}`,
      payer: { firstName: donation.first_name, lastName: donation.last_name, email: donation.email },
      returnPath: donationReturnPath(donation.token),
      // « Retour » on HelloAsso's page: the donation page says it is not paid yet and offers to pay it.
      backPath: donationReturnPath(donation.token),
      containsDonation: true,
    });
    return { reference: donation.reference, token: donation.token, redirectUrl };
  }

  app.post(
    '/api/donations',
    { bodyLimit: 8 * 1024, schema: { body: DonationRequest, response: { 201: DonationCheckout } } },
    async (request, reply) => {
      void reply.headers(noStore);
      if (!cardPayments) throw new HttpError(409, onlineDonationsClosed(await readSiteSettings(db)));
      const { amountCents, acknowledged, ...details } = request.body;
      const amountError = donationAmountError(amountCents);
      if (amountError) throw new HttpError(400, amountError);
      const donor = normalizeDonor(details);
      const firstError = Object.values(validateDonor(donor))[0];
      if (firstError) throw new HttpError(400, firstError);
      if (acknowledged !== true) throw new HttpError(400, DONATION_NOT_ACKNOWLEDGED);

      const at = app.clock.now().toISOString();
      let donation: DonationRow | undefined;
      // A reference already taken (one chance in hundreds of millions): drawn again.
      for (let attempt = 0; !donation; attempt += 1) {
        try {
          donation = await db
            .insertInto('donations')
            .values({
              reference: newDonationReference(),
              token: newDonationToken(),
              status: 'pending_payment',
              amount_cents: amountCents,
              first_name: donor.firstName,
              last_name: donor.lastName,
              email: donor.email,
              address: donor.address,
              postcode: donor.postcode,
              city: donor.city,
              created_at: at,
              updated_at: at,
              paid_at: null,
              receipt_number: null,
              receipt_issuer: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
      // HelloAsso unreachable: a 503 with a French message; the donation waits, then expires unpaid.
      const checkout = await startPayment(donation, cardPayments);
      return reply.status(201).send(checkout);
    },
  );

  app.get(
    '/api/donations/:token',
    { schema: { params: DonationTokenParams, response: { 200: DonationState } } },
    async (request, reply) => {
      void reply.headers(noStore);
      const donation = await findDonationByToken(db, request.params.token);
      if (!donation) throw new HttpError(404, DONATION_NOT_FOUND);
      return toDonationState(donation);
    },
  );

  app.post(
    '/api/donations/:token/payment',
    { bodyLimit: 1024, schema: { params: DonationTokenParams, response: { 201: DonationCheckout } } },
    async (request, reply) => {
      void reply.headers(noStore);
      const donation = await findDonationByToken(db, request.params.token);
      if (!donation) throw new HttpError(404, DONATION_NOT_FOUND);
      if (donation.status === 'paid') throw new HttpError(409, DONATION_ALREADY_PAID);
      if (donation.status === 'expired') throw new HttpError(409, DONATION_EXPIRED);
      if (!cardPayments) throw new HttpError(409, onlineDonationsClosed(await readSiteSettings(db)));
      // A payment HelloAsso took but whose notification was lost is recorded first: never paid twice.
      if (await cardPayments.settle(db, 'donation', donation.reference)) {
        throw new HttpError(409, DONATION_ALREADY_PAID);
      }
      return reply.status(201).send(await startPayment(donation, cardPayments));
    },
  );

  app.get(
    '/api/donations/:token/recu.pdf',
    { schema: { params: DonationTokenParams, response: { 200: PdfDocument } } },
    async (request, reply) => {
      const donation = await findDonationByToken(db, request.params.token);
      const facts = donation ? receiptFactsOf(donation) : null;
      if (!facts) throw new HttpError(404, RECEIPT_NOT_FOUND);
      const pdf = await receiptPdf(facts);
      return reply
        .type('application/pdf')
        .headers({ ...noStore, 'Content-Disposition': `inline; filename="${receiptFilename(facts.number)}"` })
        .send(pdf);
    },
  );
}
