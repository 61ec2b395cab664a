/**
 * Online donations: the donor's form, what the return page learns of a donation (by its secret
 * link), the tax receipt's PDF, and the treasurer's list. The rules a schema cannot say (an
 * e-mail address, a postcode) are `validateDonor` of `@wado/shared/contract`, run by the form and
 * by the server.
 */
import Type, { type Static, type TUnsafe } from 'typebox';
import {
  ADMIN_DONATION_PAGINATION,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  DONATION_REFERENCE_PATTERN,
  DONATION_STATUSES,
  DONATION_TOKEN_PATTERN,
  DONOR_LIMITS,
  type DonorField,
} from '../contract/donations';
import { ListQuery, Page } from './common';

// Lengths are checked by `validateDonor` after trimming (its messages name the field); the schema only bounds the size.
const donorText = (field: DonorField) => Type.String({ maxLength: DONOR_LIMITS[field] + 20 });

export const DonationStatus = Type.Enum(DONATION_STATUSES);
export type DonationStatus = Static<typeof DonationStatus>;

/** `POST /api/donations`: the amount (computed by the form from the buttons or the free amount) and the donor. */
export const DonationRequest = Type.Object(
  {
    amountCents: Type.Integer({ minimum: DONATION_MIN_CENTS, maximum: DONATION_MAX_CENTS }),
    firstName: donorText('firstName'),
    lastName: donorText('lastName'),
    email: donorText('email'),
    address: donorText('address'),
    postcode: donorText('postcode'),
    city: donorText('city'),
    /** The donor confirms the gift is made without anything in return. */
    acknowledged: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DonationRequest = Static<typeof DonationRequest>;

/** The answer of a donation or of a new attempt at paying it: where the browser goes to pay (HelloAsso). */
export const DonationCheckout = Type.Object({
  reference: Type.String(),
  /** The donor's secret link (`/donations?don=…`). */
  token: Type.String(),
  redirectUrl: Type.String(),
});
export type DonationCheckout = Static<typeof DonationCheckout>;

export const DonationTokenParams = Type.Object({ token: Type.String({ pattern: DONATION_TOKEN_PATTERN }) });

/** `GET /api/donations/:token`: what the return page shows. */
export const DonationState = Type.Object({
  reference: Type.String(),
  status: DonationStatus,
  amountCents: Type.Integer(),
  firstName: Type.String(),
  /** Null until paid, and for an association whose gifts give no tax reduction. */
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  /** Where the receipt's PDF is downloaded again; null when there is none. */
  receiptPath: Type.Union([Type.String(), Type.Null()]),
});
export type DonationState = Static<typeof DonationState>;

/**
 * A PDF document (the tax receipt), declared by its media type: its bytes are sent as they are,
 * never serialized (typed as bytes, so that a route hands them over).
 */
const PdfBytes = Type.String({ contentMediaType: 'application/pdf' }) as unknown as TUnsafe<Uint8Array>;
export const PdfDocument = { content: { 'application/pdf': { schema: PdfBytes } } };

/** A donation as the treasurer sees it. */
export const AdminDonation = Type.Object({
  reference: Type.String(),
  status: DonationStatus,
  amountCents: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  address: Type.String(),
  postcode: Type.String(),
  city: Type.String(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
});
export type AdminDonation = Static<typeof AdminDonation>;

const adminDonationFilters = {
  status: Type.Optional(DonationStatus),
  /** Part of the reference, of the donor's name or e-mail, or of the receipt's number (case ignored). */
  q: Type.Optional(Type.String({ maxLength: 100 })),
};
export const AdminDonationQuery = ListQuery(adminDonationFilters, ADMIN_DONATION_PAGINATION);
export type AdminDonationQuery = Static<typeof AdminDonationQuery>;
export const AdminDonationExportQuery = Type.Object(adminDonationFilters);
export type AdminDonationExportQuery = Static<typeof AdminDonationExportQuery>;
export type AdminDonationFilters = Static<typeof AdminDonationExportQuery>;

export const AdminDonationList = Page(AdminDonation, {
  /** The sum of the paid donations the filters keep (all pages), in cents. */
  paidCents: Type.Integer(),
});
export type AdminDonationList = Static<typeof AdminDonationList>;

export const DonationReferenceParams = Type.Object({
  reference: Type.String({ pattern: DONATION_REFERENCE_PATTERN }),
});
