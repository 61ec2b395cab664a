/**
 * `/api/admin/competitions`: the entries of an event of kind `competition`. The organizers (the
 * media team and the national team's) set its categories, deadline and fee, see the entries by
 * category, move a competitor with a reason, close the entries and export the lists; a club's
 * managers enter their own licensees and pay their entries in one checkout.
 */
import Type, { type Static } from 'typebox';
import {
  CATEGORY_SEXES,
  COMPETITION_DISCIPLINES,
  COMPETITION_LIMITS,
  COMPETITION_STATUSES,
  ENTRY_STATUSES,
  GRADE_CHOICES,
} from '../contract/competitions';
import { LICENSEE_SEXES, SEASON_PAYMENT_METHODS } from '../contract/licensees';
import { Day, Id, Line, Nullable } from './fields';

const BirthYear = Type.Integer({ minimum: 1900, maximum: 2100 });
const WeightKg = Type.Number({ minimum: COMPETITION_LIMITS.weightKgMin, maximum: COMPETITION_LIMITS.weightKgMax });

export const CompetitionCategoryInput = Type.Object({
  /** Set to keep an existing category (its entries stay in it); absent for a new one. */
  id: Type.Optional(Id),
  label: Line(COMPETITION_LIMITS.categoryLabel),
  discipline: Type.Enum(COMPETITION_DISCIPLINES),
  sex: Type.Enum(CATEGORY_SEXES),
  birthYearMin: Nullable(BirthYear),
  birthYearMax: Nullable(BirthYear),
  weightMinKg: Nullable(WeightKg),
  weightMaxKg: Nullable(WeightKg),
  minGrade: Nullable(Type.Enum(GRADE_CHOICES)),
});
export type CompetitionCategoryInput = Static<typeof CompetitionCategoryInput>;

export const CompetitionCategory = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  discipline: Type.Enum(COMPETITION_DISCIPLINES),
  sex: Type.Enum(CATEGORY_SEXES),
  birthYearMin: Nullable(Type.Integer()),
  birthYearMax: Nullable(Type.Integer()),
  weightMinKg: Nullable(Type.Number()),
  weightMaxKg: Nullable(Type.Number()),
  minGrade: Nullable(Type.String()),
});
export type CompetitionCategory = Static<typeof CompetitionCategory>;

/** `PUT /api/admin/competitions/{eventId}`: open (or change) the entries of a competition. */
export const CompetitionSettingsInput = Type.Object({
  seasonId: Id,
  deadline: Day,
  feeCents: Type.Integer({ minimum: 0, maximum: COMPETITION_LIMITS.feeCentsMax }),
  categories: Type.Array(CompetitionCategoryInput, { minItems: 1, maxItems: COMPETITION_LIMITS.categories }),
});
export type CompetitionSettingsInput = Static<typeof CompetitionSettingsInput>;

export const CompetitionParams = Type.Object({ eventId: Id });
export type CompetitionParams = Static<typeof CompetitionParams>;

/** A competition as the organizers and the clubs see it. */
export const Competition = Type.Object({
  eventId: Type.Integer(),
  title: Type.String(),
  startDate: Type.String(),
  seasonId: Type.Integer(),
  seasonLabel: Type.String(),
  deadline: Type.String(),
  feeCents: Type.Integer(),
  status: Type.Enum(COMPETITION_STATUSES),
  /** Open, and the deadline not passed: clubs may enter. */
  acceptsEntries: Type.Boolean(),
  categories: Type.Array(CompetitionCategory),
});
export type Competition = Static<typeof Competition>;

/**
 * `GET /api/admin/competitions`: the competitions whose entries are set, soonest first. For the
 * organizers only (empty for a club), what their form chooses from: the seasons (latest first) and
 * the events of kind `competition`, not over, whose entries are not set yet (soonest first).
 */
export const CompetitionList = Type.Object({
  items: Type.Array(Competition),
  seasons: Type.Array(
    Type.Object({ id: Type.Integer(), label: Type.String(), startsOn: Type.String(), endsOn: Type.String() }),
  ),
  events: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), startDate: Type.String() })),
});
export type CompetitionList = Static<typeof CompetitionList>;

/** One entry, as the club and the organizers see it. */
export const CompetitionEntry = Type.Object({
  id: Type.Integer(),
  licenseeId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: Type.String(),
  sex: Type.Enum(LICENSEE_SEXES),
  grade: Type.String(),
  licenceNumber: Type.String(),
  clubId: Type.Integer(),
  clubName: Type.String(),
  discipline: Type.Enum(COMPETITION_DISCIPLINES),
  categoryId: Type.Integer(),
  categoryLabel: Type.String(),
  weightKg: Nullable(Type.Number()),
  status: Type.Enum(ENTRY_STATUSES),
  /** The reference of the payment that covers it (pending or paid). */
  paymentReference: Nullable(Type.String()),
  /** Moves by the organizers, oldest first: « Kata cadets → Kata juniors : surclassement demandé ». */
  moves: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), reason: Type.String(), at: Type.String() })),
});
export type CompetitionEntry = Static<typeof CompetitionEntry>;

/** `GET /api/admin/competitions/{eventId}/clubs/{clubId}`: what a club sees of a competition. */
export const ClubCompetitionParams = Type.Object({ eventId: Id, clubId: Id });
export type ClubCompetitionParams = Static<typeof ClubCompetitionParams>;

/** A licensee of the club with a valid licence for the season: can she be entered, and where. */
export const CompetitionCandidate = Type.Object({
  licenseeId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: Type.String(),
  sex: Type.Enum(LICENSEE_SEXES),
  grade: Type.String(),
  licenceNumber: Type.String(),
  /** Kata: the category computed, or why not. Kumite depends on the weight: the rules are the categories'. */
  kata: Type.Union([
    Type.Object({ ok: Type.Literal(true), categoryId: Type.Integer(), categoryLabel: Type.String() }),
    Type.Object({ ok: Type.Literal(false), reason: Type.String() }),
  ]),
});
export type CompetitionCandidate = Static<typeof CompetitionCandidate>;

export const ClubCompetition = Type.Object({
  competition: Competition,
  clubId: Type.Integer(),
  clubName: Type.String(),
  candidates: Type.Array(CompetitionCandidate),
  entries: Type.Array(CompetitionEntry),
  /** The fees of the entries still to pay. */
  dueCents: Type.Integer(),
});
export type ClubCompetition = Static<typeof ClubCompetition>;

/** `POST /api/admin/competitions/{eventId}/clubs/{clubId}/entries`: enter licensees (all or none). */
export const EntryRequest = Type.Object({
  entries: Type.Array(
    Type.Object({
      licenseeId: Id,
      discipline: Type.Enum(COMPETITION_DISCIPLINES),
      weightKg: Type.Optional(Nullable(WeightKg)),
    }),
    { minItems: 1, maxItems: COMPETITION_LIMITS.entriesPerRequest },
  ),
});
export type EntryRequest = Static<typeof EntryRequest>;

/** The answer: the entries made; a 400 instead, listing each refusal, when any is refused. */
export const EntryResult = Type.Object({ entered: Type.Array(CompetitionEntry), message: Type.String() });
export type EntryResult = Static<typeof EntryResult>;

/** A 400 for entries refused: nothing is written, each refusal says why. */
export const EntryRefusal = Type.Object({
  error: Type.String(),
  message: Type.String(),
  /** Absent from a request the schema refused (its message says why). */
  refused: Type.Optional(
    Type.Array(
      Type.Object({
        licenseeId: Type.Integer(),
        name: Type.String(),
        discipline: Type.Enum(COMPETITION_DISCIPLINES),
        reason: Type.String(),
      }),
    ),
  ),
});
export type EntryRefusal = Static<typeof EntryRefusal>;

export const EntryParams = Type.Object({ entryId: Id });
export type EntryParams = Static<typeof EntryParams>;

/** `POST /api/admin/competitions/{eventId}/clubs/{clubId}/payments`: pay every entry still to pay. */
export const EntryPaymentRequest = Type.Object({ method: Type.Enum(SEASON_PAYMENT_METHODS) });
export type EntryPaymentRequest = Static<typeof EntryPaymentRequest>;
export const EntryPaymentStarted = Type.Object({
  reference: Type.String(),
  totalCents: Type.Integer(),
  redirectUrl: Nullable(Type.String()),
  message: Type.String(),
});
export type EntryPaymentStarted = Static<typeof EntryPaymentStarted>;

/** `GET /api/admin/competitions/{eventId}/entries` (organizers): every entry, by category. */
export const CompetitionEntriesByCategory = Type.Object({
  competition: Competition,
  categories: Type.Array(
    Type.Object({
      category: CompetitionCategory,
      entries: Type.Array(CompetitionEntry),
    }),
  ),
});
export type CompetitionEntriesByCategory = Static<typeof CompetitionEntriesByCategory>;

/** `POST /api/admin/competitions/entries/{entryId}/move`: to another category of the same discipline. */
export const EntryMoveRequest = Type.Object({
  categoryId: Id,
  reason: Line(COMPETITION_LIMITS.moveReason),
});
export type EntryMoveRequest = Static<typeof EntryMoveRequest>;

export const CategoryPdfParams = Type.Object({ eventId: Id, categoryId: Id });
export type CategoryPdfParams = Static<typeof CategoryPdfParams>;

/**
 * `GET /api/admin/competition-entries/results/{competitionId}` (organizers): the paid entries of
 * the events whose results these are, for the podiums' choices.
 */
export const PodiumEntryParams = Type.Object({ competitionId: Id });
export type PodiumEntryParams = Static<typeof PodiumEntryParams>;
export const PodiumEntryChoices = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      athlete: Type.String(),
      clubId: Type.Integer(),
      club: Type.String(),
      categoryLabel: Type.String(),
    }),
  ),
});
export type PodiumEntryChoices = Static<typeof PodiumEntryChoices>;

/**
 * `GET /api/espace/competitions`: the household's licensees' entries, as a parent follows them in
 * « Mon espace » (the club enters and pays them).
 */
export const EspaceCompetitionEntry = Type.Object({
  id: Type.Integer(),
  /** « Inès Boucher » */
  name: Type.String(),
  club: Type.String(),
  event: Type.Object({ title: Type.String(), slug: Type.String(), startDate: Type.String() }),
  discipline: Type.Enum(COMPETITION_DISCIPLINES),
  categoryLabel: Type.String(),
  weightKg: Nullable(Type.Number()),
  status: Type.Enum(ENTRY_STATUSES),
  /** The organizers' moves, with their reasons: « Kumite -60 kg → Kumite -67 kg : pesée ». */
  moves: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), reason: Type.String() })),
});
export type EspaceCompetitionEntry = Static<typeof EspaceCompetitionEntry>;
export const EspaceCompetitionEntries = Type.Object({ items: Type.Array(EspaceCompetitionEntry) });
export type EspaceCompetitionEntries = Static<typeof EspaceCompetitionEntries>;

/**
 * `GET /api/admin/competition-entries/payments/pending` (association, treasurer): the transfers
 * clubs chose for their entries and nobody recorded yet, oldest first.
 */
export const PendingEntryTransfer = Type.Object({
  reference: Type.String(),
  club: Type.Object({ id: Type.Integer(), name: Type.String() }),
  competition: Type.Object({ eventId: Type.Integer(), title: Type.String() }),
  totalCents: Type.Integer(),
  entryCount: Type.Integer(),
  createdAt: Type.String(),
  /** Who chose the transfer (an e-mail). */
  createdBy: Type.String(),
});
export type PendingEntryTransfer = Static<typeof PendingEntryTransfer>;
export const PendingEntryTransfers = Type.Object({ items: Type.Array(PendingEntryTransfer) });
export type PendingEntryTransfers = Static<typeof PendingEntryTransfers>;
