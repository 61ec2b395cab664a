/**
 * Registration for events. Public routes (the event page, mf-media):
 * - `GET /api/events/{slug}/registration` → `RegistrationOffer` (`none` when the event takes no
 *   registrations on the site; 404 when it is not public)
 * - `POST /api/events/{slug}/registrations` `RegistrationRequest` (with an `Idempotency-Key`
 *   header) → 201 `RegistrationAnswer` (200 for a retry of the same request): `unconfirmed`, it
 *   takes no place until its address is confirmed (or, for a paid event, until it is paid)
 * - `GET /api/registration/confirm?token=` → an HTML page whose form posts the token (from the
 *   e-mail only) to `POST /api/registration/confirm` `RegistrationTokenRequest` → an HTML page
 * - `GET /api/registration?token=` → `PublicRegistration` (the registrant's own link)
 * - `POST /api/registration/pay` `RegistrationTokenRequest` → `RegistrationPayment`
 * - `POST /api/registration/cancel` `RegistrationTokenRequest` → `PublicRegistration`
 * The organizers' routes (role `media`):
 * - `GET /api/admin/event-registrations?period=&page=&limit=` → `AdminRegistrationEvents`
 * - `GET /api/admin/event-registrations/{id}` → `AdminEventRegistrations`
 * - `PUT /api/admin/event-registrations/{id}` `RegistrationSettingsInput` → `AdminEventRegistrations` (opens them)
 * - `POST /api/admin/event-registrations/{id}/close` → `AdminEventRegistrations`
 * - `GET /api/admin/event-registrations/{id}/registrants.csv` → the list for a spreadsheet
 * - `POST /api/admin/registrations/{reference}/cancel` → `AdminEventRegistrations`
 * Instants are ISO 8601 date-times in UTC; days `YYYY-MM-DD`; money integer cents.
 */
import Type, { type Static } from 'typebox';
import { EVENT_PERIODS } from '../contract/media';
import {
  REGISTRATION_CATEGORIES,
  REGISTRATION_GRADES,
  REGISTRATION_LIMITS,
  REGISTRATION_REFERENCE_PATTERN,
  REGISTRATION_STATUSES,
  REGISTRATION_TOKEN_PATTERN,
} from '../contract/registrations';
import { ListQuery, Page } from './common';
import { Id, Instant, Nullable } from './fields';

export const RegistrationStatus = Type.Enum(REGISTRATION_STATUSES);
export type RegistrationStatus = Static<typeof RegistrationStatus>;
export const RegistrationGrade = Type.Enum(REGISTRATION_GRADES);
export type RegistrationGrade = Static<typeof RegistrationGrade>;
export const RegistrationCategory = Type.Enum(REGISTRATION_CATEGORIES);
export type RegistrationCategory = Static<typeof RegistrationCategory>;

/** What the organizer asks besides the first name, last name and e-mail (always asked). */
export const RegistrationQuestions = Type.Object({
  licence: Type.Boolean(),
  club: Type.Boolean(),
  grade: Type.Boolean(),
  category: Type.Boolean(),
});
export type RegistrationQuestions = Static<typeof RegistrationQuestions>;

const Price = Type.Integer({ minimum: 0, maximum: REGISTRATION_LIMITS.maxPriceCents });

// ---------------------------------------------------------------------------------------------
// Public

/**
 * Where an event's registrations stand for a visitor: `open` (places left), `full` (the waiting
 * list only), `closed` (by the organizer), `deadline_passed`, `finished` (the event is over),
 * `card_unavailable` (a paid event while card payment is not offered).
 */
export const REGISTRATION_OFFER_STATES = [
  'open',
  'full',
  'closed',
  'deadline_passed',
  'finished',
  'card_unavailable',
] as const;
export const RegistrationOfferState = Type.Enum(REGISTRATION_OFFER_STATES);
export type RegistrationOfferState = Static<typeof RegistrationOfferState>;

export const RegistrationOfferDetails = Type.Object({
  state: RegistrationOfferState,
  capacity: Type.Integer(),
  placesLeft: Type.Integer(),
  /** People on the waiting list. */
  waiting: Type.Integer(),
  deadline: Type.String(),
  /** For people without a licence in force; 0: free. */
  priceCents: Type.Integer(),
  /** For licence holders (recognised by their licence number and last name). */
  memberPriceCents: Type.Integer(),
  questions: RegistrationQuestions,
});
export type RegistrationOfferDetails = Static<typeof RegistrationOfferDetails>;

/** `none`: the event takes no registrations on the site (its page says how to register otherwise). */
export const RegistrationOffer = Type.Union([Type.Object({ state: Type.Literal('none') }), RegistrationOfferDetails]);
export type RegistrationOffer = Static<typeof RegistrationOffer>;

/** The fields of the form (those not asked by the event are left out). */
export const RegistrationFields = Type.Object(
  {
    firstName: Type.String({ maxLength: 200 }),
    lastName: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 400 }),
    licenceNumber: Type.Optional(Type.String({ maxLength: 40 })),
    club: Type.Optional(Type.String({ maxLength: 400 })),
    grade: Type.Optional(Type.String({ maxLength: 20 })),
    category: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type RegistrationFields = Static<typeof RegistrationFields>;

export const RegistrationRequest = Type.Object(
  {
    ...RegistrationFields.properties,
    /** Full: put me on the waiting list (else a full event is refused, 409). */
    joinWaitingList: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RegistrationRequest = Static<typeof RegistrationRequest>;

export const RegistrationEventSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  place: Type.String(),
});
export type RegistrationEventSummary = Static<typeof RegistrationEventSummary>;

/** A registration as its registrant sees it (through its link's token). */
export const PublicRegistration = Type.Object({
  reference: Type.String(),
  /** The secret of its link (`/event/{slug}?inscription={token}`). */
  token: Type.String(),
  status: RegistrationStatus,
  event: RegistrationEventSummary,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** What is due (0: free). */
  amountCents: Type.Integer(),
  /** The licence holders' price applied. */
  memberPricing: Type.Boolean(),
  /** Until when its place is held while waiting for its payment. */
  holdUntil: Nullable(Type.String()),
  /** Its rank on the waiting list (1: the next to get a place). */
  waitingRank: Nullable(Type.Integer()),
  createdAt: Type.String(),
  /**
   * It can be paid by card now (card payment offered, and awaiting payment, or not confirmed yet
   * while a place is free).
   */
  canPay: Type.Boolean(),
  /** It can still be cancelled by its registrant. */
  canCancel: Type.Boolean(),
});
export type PublicRegistration = Static<typeof PublicRegistration>;

export const RegistrationAnswer = Type.Object({
  registration: PublicRegistration,
  /** Where to pay, for a registration awaiting its payment. */
  payment: Type.Optional(Type.Object({ redirectUrl: Type.String() })),
  /** Why the payment could not start (HelloAsso unreachable): the registration is kept, to pay later. */
  paymentProblem: Type.Optional(Type.String()),
});
export type RegistrationAnswer = Static<typeof RegistrationAnswer>;

export const RegistrationToken = Type.String({ pattern: REGISTRATION_TOKEN_PATTERN, maxLength: 64 });
export const RegistrationTokenQuery = Type.Object({ token: RegistrationToken });
export type RegistrationTokenQuery = Static<typeof RegistrationTokenQuery>;
export const RegistrationTokenRequest = Type.Object({ token: RegistrationToken }, { additionalProperties: false });
export type RegistrationTokenRequest = Static<typeof RegistrationTokenRequest>;

export const RegistrationPayment = Type.Object({ redirectUrl: Type.String() });
export type RegistrationPayment = Static<typeof RegistrationPayment>;

// ---------------------------------------------------------------------------------------------
// Organizers (role `media`)

/** Opens (or changes) an event's registrations. */
export const RegistrationSettingsInput = Type.Object(
  {
    capacity: Type.Integer({ minimum: 1, maximum: REGISTRATION_LIMITS.maxCapacity }),
    deadline: Instant,
    priceCents: Price,
    memberPriceCents: Price,
    questions: RegistrationQuestions,
  },
  { additionalProperties: false },
);
export type RegistrationSettingsInput = Static<typeof RegistrationSettingsInput>;

export const RegistrationSettings = Type.Object({
  ...RegistrationSettingsInput.properties,
  deadline: Type.String(),
  /** `open`: visitors register (until the deadline); `closed` by the organizer. */
  status: Type.Enum(['open', 'closed'] as const),
  updatedAt: Type.String(),
});
export type RegistrationSettings = Static<typeof RegistrationSettings>;

export const RegistrationCounts = Type.Object({
  confirmed: Type.Integer(),
  pendingPayment: Type.Integer(),
  waiting: Type.Integer(),
  cancelled: Type.Integer(),
  expired: Type.Integer(),
  /** Confirmed and awaiting payment: the places taken. */
  taken: Type.Integer(),
});
export type RegistrationCounts = Static<typeof RegistrationCounts>;

export const AdminRegistrationEvent = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  /** Shown on the site now (published, and its publication time has come). */
  public: Type.Boolean(),
});
export type AdminRegistrationEvent = Static<typeof AdminRegistrationEvent>;

/** One event of the organizers' list, and its registrations at a glance (null: none opened). */
export const AdminRegistrationEventSummary = Type.Object({
  ...AdminRegistrationEvent.properties,
  registrations: Nullable(
    Type.Object({
      status: Type.Enum(['open', 'closed'] as const),
      capacity: Type.Integer(),
      deadline: Type.String(),
      taken: Type.Integer(),
      waiting: Type.Integer(),
    }),
  ),
});
export type AdminRegistrationEventSummary = Static<typeof AdminRegistrationEventSummary>;

export const AdminRegistrationEventsQuery = ListQuery({
  period: Type.Enum(EVENT_PERIODS, { default: 'upcoming' }),
});
export type AdminRegistrationEventsQuery = Static<typeof AdminRegistrationEventsQuery>;

export const AdminRegistrationEvents = Page(AdminRegistrationEventSummary);
export type AdminRegistrationEvents = Static<typeof AdminRegistrationEvents>;

export const AdminRegistration = Type.Object({
  reference: Type.String(),
  status: RegistrationStatus,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** The licence recognised (licence holders' price), else null. */
  licenceNumber: Nullable(Type.String()),
  memberPricing: Type.Boolean(),
  club: Type.String(),
  grade: Nullable(RegistrationGrade),
  category: Nullable(RegistrationCategory),
  amountCents: Type.Integer(),
  /** What HelloAsso confirmed, and when. */
  paidCents: Nullable(Type.Integer()),
  paidAt: Nullable(Type.String()),
  createdAt: Type.String(),
  holdUntil: Nullable(Type.String()),
  waitingRank: Nullable(Type.Integer()),
  /** What happened to it beyond its status (a payment received too late, who cancelled). */
  note: Type.String(),
});
export type AdminRegistration = Static<typeof AdminRegistration>;

export const AdminEventRegistrations = Type.Object({
  event: AdminRegistrationEvent,
  settings: Nullable(RegistrationSettings),
  counts: RegistrationCounts,
  /** Card payment is offered (HelloAsso configured): paid registrations are possible online. */
  cardPayments: Type.Boolean(),
  /** Every registration, oldest first. */
  registrants: Type.Array(AdminRegistration),
});
export type AdminEventRegistrations = Static<typeof AdminEventRegistrations>;

export const AdminRegistrationEventParams = Type.Object({ id: Id });
export type AdminRegistrationEventParams = Static<typeof AdminRegistrationEventParams>;

export const RegistrationReferenceParams = Type.Object({
  reference: Type.String({ pattern: REGISTRATION_REFERENCE_PATTERN, maxLength: 9 }),
});
export type RegistrationReferenceParams = Static<typeof RegistrationReferenceParams>;
