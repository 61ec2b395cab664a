/**
 * « Mon espace » (`/api/espace/…`): the household of an e-mail address (every licensee whose
 * licence names it), and what each section shows of it: licences (mf-association), orders
 * (mf-shop), registrations (mf-media), donations (mf-association). `GET /api/licences/check/{code}`
 * is the public check of a licence card's QR code.
 */
import Type, { type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../contract/email';
import { LICENCE_STATUSES } from '../contract/licensees';
import { Nullable } from './fields';

/** `POST /api/espace/link`: a sign-in link to this address, if the site knows it (the answer never says). */
export const EspaceLinkRequest = Type.Object({ email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }) });
export type EspaceLinkRequest = Static<typeof EspaceLinkRequest>;

/** `POST /api/espace/session`: the link's secret, used once; the space's cookie is set. */
export const EspaceSessionRequest = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type EspaceSessionRequest = Static<typeof EspaceSessionRequest>;

const ClubRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** One person of the household: a licensee whose licence names the address. */
export const HouseholdMember = Type.Object({
  licenseeId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** YYYY-MM-DD */
  birthDate: Type.String(),
  grade: Type.String(),
  club: ClubRef,
});
export type HouseholdMember = Static<typeof HouseholdMember>;

/** `GET /api/espace/household` (the shell): who is signed in, and the household. */
export const EspaceHousehold = Type.Object({
  email: Type.String(),
  members: Type.Array(HouseholdMember),
  /** When the session ends without a visit (ISO instant). */
  expiresAt: Type.String(),
});
export type EspaceHousehold = Static<typeof EspaceHousehold>;

/** One licence of a household member, in a season. */
export const EspaceLicence = Type.Object({
  id: Type.Integer(),
  season: Type.Object({ label: Type.String(), startsOn: Type.String(), endsOn: Type.String() }),
  club: ClubRef,
  status: Type.Enum(LICENCE_STATUSES),
  /** Set once issued: `WF26004217`. */
  number: Nullable(Type.String()),
  /** Issued, and its season has begun and is not over. */
  valid: Type.Boolean(),
  /** Issued only: the attestation (PDF) and the licence card (PDF, with its QR code). */
  attestationUrl: Nullable(Type.String()),
  cardUrl: Nullable(Type.String()),
  /** Issued only: the public page the card's QR code opens (absolute). */
  checkUrl: Nullable(Type.String()),
});
export type EspaceLicence = Static<typeof EspaceLicence>;

/** `GET /api/espace/licences` (mf-association): each member's licences, the newest season first. */
export const EspaceLicences = Type.Object({
  members: Type.Array(
    Type.Object({
      licenseeId: Type.Integer(),
      firstName: Type.String(),
      lastName: Type.String(),
      licences: Type.Array(EspaceLicence),
    }),
  ),
});
export type EspaceLicences = Static<typeof EspaceLicences>;

/** `GET /api/espace/orders` (mf-shop): the shop's orders made with the address, newest first. */
export const EspaceOrder = Type.Object({
  reference: Type.String(),
  createdAt: Type.String(),
  /** `OrderStatus`, and its French label. */
  status: Type.String(),
  statusLabel: Type.String(),
  totalCents: Type.Integer(),
  /** `card`, `transfer`, `cheque`. */
  paymentMethod: Type.String(),
  lines: Type.Array(Type.Object({ name: Type.String(), variant: Type.String(), quantity: Type.Integer() })),
});
export type EspaceOrder = Static<typeof EspaceOrder>;
export const EspaceOrders = Type.Object({ items: Type.Array(EspaceOrder) });
export type EspaceOrders = Static<typeof EspaceOrders>;

/** `GET /api/espace/registrations` (mf-media): registrations to events made with the address, newest first. */
export const EspaceRegistration = Type.Object({
  reference: Type.String(),
  createdAt: Type.String(),
  event: Type.Object({ title: Type.String(), slug: Type.String(), startDate: Type.String() }),
  firstName: Type.String(),
  lastName: Type.String(),
  /** `RegistrationStatus`, and its French label. */
  status: Type.String(),
  statusLabel: Type.String(),
  amountCents: Type.Integer(),
  /** Whether the space may cancel it now (not cancelled, event not begun). */
  cancellable: Type.Boolean(),
});
export type EspaceRegistration = Static<typeof EspaceRegistration>;
export const EspaceRegistrations = Type.Object({ items: Type.Array(EspaceRegistration) });
export type EspaceRegistrations = Static<typeof EspaceRegistrations>;
/** `POST /api/espace/registrations/{reference}/cancel` */
export const EspaceReferenceParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Z0-9-]+$' }),
});
export type EspaceReferenceParams = Static<typeof EspaceReferenceParams>;

/** `GET /api/espace/donations` (mf-association): donations made with the address, newest first. */
export const EspaceDonation = Type.Object({
  reference: Type.String(),
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
  amountCents: Type.Integer(),
  statusLabel: Type.String(),
  /** The tax receipt (PDF), once paid. */
  receiptUrl: Nullable(Type.String()),
});
export type EspaceDonation = Static<typeof EspaceDonation>;
export const EspaceDonations = Type.Object({ items: Type.Array(EspaceDonation) });
export type EspaceDonations = Static<typeof EspaceDonations>;

/** `GET /api/espace/licences/{id}/attestation.pdf`, `…/carte.pdf` */
export const EspaceLicenceParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type EspaceLicenceParams = Static<typeof EspaceLicenceParams>;

/** `GET /api/licences/check/{code}`: a licence card's QR code, checked by anyone; nothing more than this. */
export const LicenceCheckParams = Type.Object({
  code: Type.String({ minLength: 10, maxLength: 40, pattern: '^[A-Za-z0-9]+$' }),
});
export type LicenceCheckParams = Static<typeof LicenceCheckParams>;
export const LicenceCheck = Type.Object({
  /** Issued, its season begun and not over. */
  valid: Type.Boolean(),
  /** « Inès Boucher » */
  name: Type.String(),
  club: Type.String(),
  season: Type.String(),
  number: Type.String(),
  /** YYYY-MM-DD: the last day it is valid. */
  validUntil: Type.String(),
});
export type LicenceCheck = Static<typeof LicenceCheck>;

/** `POST /api/espace/email`: move the household to this address (a confirmation link is e-mailed to it). */
export const EspaceEmailChangeRequest = Type.Object({
  email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
});
export type EspaceEmailChangeRequest = Static<typeof EspaceEmailChangeRequest>;

/** `POST /api/espace/email/confirm`: the confirmation link's secret, used once; a session of the new address opens. */
export const EspaceEmailChangeConfirm = EspaceSessionRequest;
export type EspaceEmailChangeConfirm = Static<typeof EspaceEmailChangeConfirm>;

/** `POST /api/espace/erasure`: the erasure, confirmed (anything else is refused). */
export const EspaceErasureRequest = Type.Object({ confirm: Type.Literal(true) });
export type EspaceErasureRequest = Static<typeof EspaceErasureRequest>;

/** One line of an erasure: what (in French), how many, and for what is kept, why and until when. */
export const EspaceErasureItem = Type.Object({
  /** A stable code: `newsletter`, `sessions`, `registrations`, `licensees`, `orders`… */
  id: Type.String(),
  /** « Inscriptions à des événements passés (2) » */
  what: Type.String(),
  /** Kept only: the rule that keeps it. */
  why: Nullable(Type.String()),
  /** Kept only: « jusqu’au 31 décembre 2036 » (in French, as said to a person). */
  until: Nullable(Type.String()),
});
export type EspaceErasureItem = Static<typeof EspaceErasureItem>;

/**
 * `GET /api/espace/erasure` (what an erasure would do now) and `POST /api/espace/erasure` (what it
 * did): erased at once, and kept (why, until when). `done` is true once done (the session is over).
 */
export const EspaceErasure = Type.Object({
  done: Type.Boolean(),
  erased: Type.Array(EspaceErasureItem),
  kept: Type.Array(EspaceErasureItem),
});
export type EspaceErasure = Static<typeof EspaceErasure>;
