/**
 * `/api/admin/licensees`: a club's licensees and their licences per season, kept by the club's
 * managers (their clubs only) and by the association.
 */
import Type, { type Static } from 'typebox';
import { CLUB_DISCIPLINES } from '../contract/association-clubs';
import { EMAIL_MAX_LENGTH } from '../contract/email';
import {
  LICENCE_REQUEST_MAX,
  LICENSEE_IMPORT_MAX_BYTES,
  LICENCE_STATUSES,
  LICENSEE_LIMITS,
  LICENSEE_SEXES,
  SEASON_PAYMENT_METHODS,
  SEASON_PAYMENT_STATUSES,
} from '../contract/licensees';
import { Day, Id, Line } from './fields';

/** A licensee as the club enters her: who she is, her grade and discipline, and whom to write to. */
export const LicenseeInput = Type.Object({
  clubId: Id,
  firstName: Line(LICENSEE_LIMITS.name),
  lastName: Line(LICENSEE_LIMITS.name),
  birthDate: Day,
  sex: Type.Enum(LICENSEE_SEXES),
  /** « 6e kyu », « 1er dan ». */
  grade: Line(LICENSEE_LIMITS.grade),
  discipline: Type.Enum(CLUB_DISCIPLINES),
  /** The licensee's address, or a parent's for a minor. */
  email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
});
export type LicenseeInput = Static<typeof LicenseeInput>;

/** One season's licence of a licensee. */
export const LicenseeLicence = Type.Object({
  seasonId: Type.Integer(),
  seasonLabel: Type.String(),
  status: Type.Enum(LICENCE_STATUSES),
  /** Set when the licence is issued (the season paid): `WF26004217`. */
  number: Type.Union([Type.String(), Type.Null()]),
});
export type LicenseeLicence = Static<typeof LicenseeLicence>;

export const LicenseeRecord = Type.Object({
  ...LicenseeInput.properties,
  id: Type.Integer(),
  clubName: Type.String(),
  /** Her licences, latest season first. */
  licences: Type.Array(LicenseeLicence),
});
export type LicenseeRecord = Static<typeof LicenseeRecord>;

/** `GET /api/admin/licensees?club=`: one club's licensees (each club the person may see, without). */
export const LicenseeListQuery = Type.Object({ club: Type.Optional(Id) });
export type LicenseeListQuery = Static<typeof LicenseeListQuery>;

/**
 * `POST /api/admin/licensees/licences`: asks for the licences of these licensees of the club in the
 * season (a new licensee, or last season's renewed in one action); one already asked for stays as it is.
 */
export const LicenceRequest = Type.Object({
  clubId: Id,
  seasonId: Id,
  licenseeIds: Type.Array(Id, { minItems: 1, maxItems: LICENCE_REQUEST_MAX, uniqueItems: true }),
});
export type LicenceRequest = Static<typeof LicenceRequest>;
export const LicenceRequestResult = Type.Object({
  /** Licences asked for by this request. */
  requested: Type.Integer(),
  /** Licensees whose licence of the season was already asked for or issued. */
  already: Type.Integer(),
  message: Type.String(),
});
export type LicenceRequestResult = Static<typeof LicenceRequestResult>;

/** `GET /api/admin/licensees/export.csv?club=&season=`: the list for a spreadsheet. */
export const LicenseeExportQuery = Type.Object({ club: Id, season: Type.Optional(Id) });
export type LicenseeExportQuery = Static<typeof LicenseeExportQuery>;

/**
 * `GET /api/admin/licensees/seasons`: the seasons whose licences a club may ask for (not ended),
 * soonest first, and the latest ended one (whose licensees a club renews).
 */
export const LicenceSeason = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  startsOn: Type.String(),
  endsOn: Type.String(),
});
export type LicenceSeason = Static<typeof LicenceSeason>;
export const LicenceSeasons = Type.Object({
  open: Type.Array(LicenceSeason),
  previous: Type.Union([LicenceSeason, Type.Null()]),
});
export type LicenceSeasons = Static<typeof LicenceSeasons>;

/** `GET /api/admin/licensees/account?club=&season=`: what a club owes for a season, and its payments. */
export const SeasonAccountQuery = Type.Object({ club: Id, season: Id });
export type SeasonAccountQuery = Static<typeof SeasonAccountQuery>;

export const SeasonAccountLicence = Type.Object({
  licenceId: Type.Integer(),
  licenseeId: Type.Integer(),
  name: Type.String(),
  birthDate: Type.String(),
  /** The category its birth year falls in, and its price; null: none fits (the association must say). */
  category: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), feeCents: Type.Integer() }),
    Type.Null(),
  ]),
});
export type SeasonAccountLicence = Static<typeof SeasonAccountLicence>;

export const SeasonPaymentSummary = Type.Object({
  reference: Type.String(),
  method: Type.Enum(SEASON_PAYMENT_METHODS),
  status: Type.Enum(SEASON_PAYMENT_STATUSES),
  totalCents: Type.Integer(),
  licenceCount: Type.Integer(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
});
export type SeasonPaymentSummary = Static<typeof SeasonPaymentSummary>;

export const SeasonAccount = Type.Object({
  club: Type.Object({ id: Type.Integer(), name: Type.String() }),
  season: Type.Object({ id: Type.Integer(), label: Type.String() }),
  /** Whether the club is affiliated for the season (its affiliation paid). */
  affiliated: Type.Boolean(),
  /** The affiliation still to pay (0 once affiliated). */
  affiliationDueCents: Type.Integer(),
  /** The licences asked for and not yet paid. */
  licences: Type.Array(SeasonAccountLicence),
  /** Affiliation and priced licences: what a payment started now would ask. */
  totalDueCents: Type.Integer(),
  payments: Type.Array(SeasonPaymentSummary),
});
export type SeasonAccount = Static<typeof SeasonAccount>;

/** `POST /api/admin/licensees/payments`: the club pays what it owes for the season, by card or transfer. */
export const SeasonPaymentRequest = Type.Object({
  clubId: Id,
  seasonId: Id,
  method: Type.Enum(SEASON_PAYMENT_METHODS),
});
export type SeasonPaymentRequest = Static<typeof SeasonPaymentRequest>;
export const SeasonPaymentStarted = Type.Object({
  reference: Type.String(),
  totalCents: Type.Integer(),
  /** Card: HelloAsso's payment page, where the browser goes next; transfer: null. */
  redirectUrl: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});
export type SeasonPaymentStarted = Static<typeof SeasonPaymentStarted>;

/** `POST /api/admin/licensees/payments/{reference}/received`: a transfer arrived (association, treasurer). */
export const SeasonPaymentParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Z0-9-]+$' }),
});
export type SeasonPaymentParams = Static<typeof SeasonPaymentParams>;

/**
 * `GET /api/admin/licensees/payments/pending` (association, treasurer): the transfers clubs chose to
 * make for their season and that have not been recorded yet, oldest first: the bank statement is
 * matched against their references.
 */
export const PendingSeasonTransfer = Type.Object({
  reference: Type.String(),
  club: Type.Object({ id: Type.Integer(), name: Type.String() }),
  season: Type.Object({ id: Type.Integer(), label: Type.String() }),
  totalCents: Type.Integer(),
  /** The licences it pays (0 when it pays the affiliation alone). */
  licenceCount: Type.Integer(),
  createdAt: Type.String(),
  /** Who chose the transfer (an e-mail). */
  createdBy: Type.String(),
});
export type PendingSeasonTransfer = Static<typeof PendingSeasonTransfer>;
export const PendingSeasonTransfers = Type.Object({ items: Type.Array(PendingSeasonTransfer) });
export type PendingSeasonTransfers = Static<typeof PendingSeasonTransfers>;

/** `GET /api/admin/licensees/overview?season=`: every club's season at a glance (the association). */
export const SeasonOverviewQuery = Type.Object({ season: Id });
export type SeasonOverviewQuery = Static<typeof SeasonOverviewQuery>;
export const SeasonOverviewClub = Type.Object({
  clubId: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  /** Its active managers (0: the association acts for it). */
  managers: Type.Integer(),
  affiliated: Type.Boolean(),
  /** Licences asked for and not paid yet, issued, and the season's payments waiting. */
  requested: Type.Integer(),
  issued: Type.Integer(),
  pendingPayments: Type.Integer(),
  /** What the club paid for the season (confirmed payments). */
  paidCents: Type.Integer(),
});
export type SeasonOverviewClub = Static<typeof SeasonOverviewClub>;
export const SeasonOverview = Type.Object({
  season: Type.Object({ id: Type.Integer(), label: Type.String() }),
  clubs: Type.Array(SeasonOverviewClub),
});
export type SeasonOverview = Static<typeof SeasonOverview>;

/**
 * `POST /api/admin/licensees/import`: a club's list from a spreadsheet (CSV, as Excel exports it in
 * French: `;`, dates « 05/03/2014 »). Without `confirm`: the preview, nothing written. With it: every
 * line written at once, or nothing if any line is refused.
 */
export const LicenseeImportRequest = Type.Object({
  clubId: Id,
  csv: Type.String({ minLength: 1, maxLength: LICENSEE_IMPORT_MAX_BYTES }),
  confirm: Type.Boolean(),
});
export type LicenseeImportRequest = Static<typeof LicenseeImportRequest>;
export const LicenseeImportLine = Type.Object({
  /** Its line in the file (the header is line 1). */
  line: Type.Integer(),
  name: Type.String(),
  /**
   * `new`: added; `update`: a licensee of the club with the same name and birth day, changed;
   * `refused`: see `problems`.
   */
  status: Type.Enum(['new', 'update', 'refused'] as const),
  problems: Type.Array(Type.String()),
});
export type LicenseeImportLine = Static<typeof LicenseeImportLine>;
export const LicenseeImportResult = Type.Object({
  lines: Type.Array(LicenseeImportLine),
  added: Type.Integer(),
  updated: Type.Integer(),
  refused: Type.Integer(),
  /** Whether the lines were written (confirmed, none refused). */
  written: Type.Boolean(),
  message: Type.String(),
});
export type LicenseeImportResult = Static<typeof LicenseeImportResult>;
