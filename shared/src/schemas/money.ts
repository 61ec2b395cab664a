/**
 * The treasurer's one view of the money received (`GET /api/admin/money`, `…/money.csv`): paid
 * orders of the shop, paid registrations to events, paid donations and the clubs' paid seasons
 * (affiliation and licences), in one list, newest first, filtered by the day they were paid (Paris
 * time) and by kind.
 */
import Type, { type Static } from 'typebox';
import { Day } from './fields';
import { ListQuery, Page } from './common';

export const MONEY_KINDS = ['order', 'registration', 'donation', 'season', 'competition'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

const moneyFilters = {
  /** Paid on or after this day (Paris time). */
  from: Type.Optional(Day),
  /** Paid on or before this day (Paris time). */
  to: Type.Optional(Day),
  kind: Type.Optional(Type.Enum(MONEY_KINDS)),
};

export const MoneyQuery = ListQuery(moneyFilters, { defaultLimit: 50, maxLimit: 200, maxPage: 10_000 });
export type MoneyQuery = Static<typeof MoneyQuery>;
export const MoneyExportQuery = Type.Object(moneyFilters);
export type MoneyExportQuery = Static<typeof MoneyExportQuery>;
export type MoneyFilters = Static<typeof MoneyExportQuery>;

export const MoneyLine = Type.Object({
  kind: Type.Enum(MONEY_KINDS),
  reference: Type.String(),
  /** When the payment was confirmed (ISO instant). */
  paidAt: Type.String(),
  /** « Commande », the event's title, « Don », the club's season. */
  what: Type.String(),
  payer: Type.String(),
  email: Type.String(),
  /** `card` (HelloAsso), `transfer` or `cheque`. */
  method: Type.String(),
  amountCents: Type.Integer(),
  /** Its status today, in French (a paid order may since have been shipped, or cancelled and refunded). */
  status: Type.String(),
});
export type MoneyLine = Static<typeof MoneyLine>;

export const MoneyReport = Page(MoneyLine, {
  /** What the filters keep, all pages, in cents: the whole and by kind. */
  totalCents: Type.Integer(),
  byKind: Type.Object({
    order: Type.Integer(),
    registration: Type.Integer(),
    donation: Type.Integer(),
    season: Type.Integer(),
    competition: Type.Integer(),
  }),
});
export type MoneyReport = Static<typeof MoneyReport>;
