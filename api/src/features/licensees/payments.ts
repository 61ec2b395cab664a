/**
 * A club pays its season: the affiliation (once a season) and the licences it asked for, each at
 * the price of the category its licensee's birth year falls in. One payment covers them, by card
 * (HelloAsso, confirmed when read back from HelloAsso) or by transfer (confirmed by the association
 * or the treasurer). A licence is issued, with its number, only when its payment is confirmed; one
 * that a second payment covers too is flagged for refund, never issued twice.
 */
import { randomBytes } from 'node:crypto';
import { licenceNumber, licenceNumberPrefix, licenseeName, type SeasonPaymentMethod } from '@wado/shared/contract';
import type { PendingSeasonTransfer, SeasonAccount } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { newLicenceCheckCode } from '../../db/migrations/052_licensee_space';
import { recordAudit, type SignedInPerson } from '../auth';
import { HttpError } from '../errors';

const SEASON_NOT_FOUND = 'Cette saison est introuvable : rechargez la page.';

/** The category a licensee born in `year` falls in: the first, in the season's order, whose years hold it. */
function categoryFor(
  categories: {
    id: number;
    name: string;
    fee_cents: number;
    birth_year_min: number | null;
    birth_year_max: number | null;
  }[],
  year: number,
) {
  const found = categories.find(
    (category) =>
      (category.birth_year_min !== null || category.birth_year_max !== null) &&
      (category.birth_year_min === null || year >= category.birth_year_min) &&
      (category.birth_year_max === null || year <= category.birth_year_max),
  );
  return found ? { id: found.id, name: found.name, feeCents: found.fee_cents } : null;
}

/** What a club owes for a season: its affiliation if not paid yet, its licences asked for and not paid. */
export async function seasonAccount(
  db: Db,
  club: { id: number; name: string },
  seasonId: number,
): Promise<SeasonAccount> {
  const season = await db
    .selectFrom('membership_seasons')
    .select(['id', 'label', 'affiliation_fee_cents'])
    .where('id', '=', seasonId)
    .executeTakeFirst();
  if (!season) throw new HttpError(404, SEASON_NOT_FOUND);
  const affiliated = Boolean(
    await db
      .selectFrom('club_affiliations')
      .select('club_id')
      .where('club_id', '=', club.id)
      .where('season_id', '=', seasonId)
      .executeTakeFirst(),
  );
  const categories = await db
    .selectFrom('licence_categories')
    .select(['id', 'name', 'fee_cents', 'birth_year_min', 'birth_year_max'])
    .where('season_id', '=', seasonId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const requested = await db
    .selectFrom('licences')
    .innerJoin('licensees', 'licensees.id', 'licences.licensee_id')
    .select([
      'licences.id',
      'licensees.id as licensee_id',
      'licensees.first_name',
      'licensees.last_name',
      'licensees.birth_date',
    ])
    .where('licences.club_id', '=', club.id)
    .where('licences.season_id', '=', seasonId)
    .where('licences.status', '=', 'requested')
    .orderBy('licensees.last_name')
    .orderBy('licensees.first_name')
    .orderBy('licences.id')
    .execute();
  const licences = requested.map((row) => ({
    licenceId: row.id,
    licenseeId: row.licensee_id,
    name: licenseeName({ firstName: row.first_name, lastName: row.last_name }),
    birthDate: row.birth_date,
    category: categoryFor(categories, Number(row.birth_date.slice(0, 4))),
  }));
  const payments = await db
    .selectFrom('season_payments')
    .select(['id', 'reference', 'method', 'status', 'total_cents', 'created_at', 'paid_at'])
    .where('club_id', '=', club.id)
    .where('season_id', '=', seasonId)
    .orderBy('id', 'desc')
    .execute();
  const counts = payments.length
    ? await db
        .selectFrom('season_payment_licences')
        .select(['payment_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where(
          'payment_id',
          'in',
          payments.map((payment) => payment.id),
        )
        .groupBy('payment_id')
        .execute()
    : [];
  const affiliationDueCents = affiliated ? 0 : season.affiliation_fee_cents;
  return {
    club,
    season: { id: season.id, label: season.label },
    affiliated,
    affiliationDueCents,
    licences,
    totalDueCents: affiliationDueCents + licences.reduce((sum, licence) => sum + (licence.category?.feeCents ?? 0), 0),
    payments: payments.map((payment) => ({
      reference: payment.reference,
      method: payment.method as SeasonPaymentMethod,
      status: payment.status as SeasonAccount['payments'][number]['status'],
      totalCents: payment.total_cents,
      licenceCount: Number(counts.find((count) => count.payment_id === payment.id)?.count ?? 0),
      createdAt: payment.created_at,
      paidAt: payment.paid_at,
    })),
  };
}

/**
 * Records a payment of what the club owes now (the payments still waiting are replaced by it):
 * refused when nothing is owed (409) or when a licence fits no category (400, the names said).
 */
export async function createSeasonPayment(
  db: Db,
  {
    club,
    seasonId,
    method,
    person,
    now,
  }: {
    club: { id: number; name: string };
    seasonId: number;
    method: SeasonPaymentMethod;
    person: SignedInPerson;
    now: Date;
  },
): Promise<{ reference: string; totalCents: number; seasonLabel: string; licenceCount: number }> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `season-payment:${club.id}:${seasonId}`);
    const account = await seasonAccount(trx, club, seasonId);
    const unpriced = account.licences.filter((licence) => licence.category === null);
    if (unpriced.length > 0) {
      throw new HttpError(
        400,
        `Aucune catégorie de licence de la saison ${account.season.label} ne correspond à l’année de naissance de ${unpriced.map((licence) => `${licence.name} (${licence.birthDate.slice(0, 4)})`).join(', ')} : vérifiez sa date de naissance, ou demandez à l’association de compléter les catégories.`,
      );
    }
    if (account.totalDueCents === 0) {
      throw new HttpError(
        409,
        `Rien à payer pour la saison ${account.season.label} : aucune licence demandée n’attend de paiement.`,
      );
    }
    await trx
      .updateTable('season_payments')
      .set({ status: 'cancelled' })
      .where('club_id', '=', club.id)
      .where('season_id', '=', seasonId)
      .where('status', '=', 'pending')
      .execute();
    const reference = `SAI-${club.id}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const licencesCents = account.totalDueCents - account.affiliationDueCents;
    const { id } = await trx
      .insertInto('season_payments')
      .values({
        reference,
        club_id: club.id,
        season_id: seasonId,
        method,
        status: 'pending',
        affiliation_cents: account.affiliationDueCents,
        licences_cents: licencesCents,
        total_cents: account.totalDueCents,
        created_by: person.email,
        created_at: now.toISOString(),
        paid_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account.licences.length > 0) {
      await trx
        .insertInto('season_payment_licences')
        .values(
          account.licences.map((licence) => ({
            payment_id: id,
            licence_id: licence.licenceId,
            category_id: licence.category!.id,
            fee_cents: licence.category!.feeCents,
          })),
        )
        .execute();
    }
    await recordAudit(
      trx,
      person,
      {
        action: 'season-payment',
        kind: 'club-licensees',
        recordId: String(club.id),
        before: null,
        after: {
          name: club.name,
          season: account.season.label,
          reference,
          method,
          totalCents: account.totalDueCents,
          licences: account.licences.length,
        },
      },
      now,
    );
    return {
      reference,
      totalCents: account.totalDueCents,
      seasonLabel: account.season.label,
      licenceCount: account.licences.length,
    };
  });
}

/**
 * The next licence number of a season: its first year's series (`WF26…`), whose row is locked until
 * the transaction ends, so that two payments confirmed at once, in one season or in two seasons
 * starting the same year, never take the same number.
 */
async function nextLicenceNumber(trx: Db, season: { starts_on: string }): Promise<string> {
  const prefix = licenceNumberPrefix(season.starts_on);
  await trx
    .insertInto('licence_number_series')
    .values({ prefix, last_number: 0 })
    .onConflict((conflict) => conflict.column('prefix').doNothing())
    .execute();
  const { last_number } = await trx
    .updateTable('licence_number_series')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('prefix', '=', prefix)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return licenceNumber(season.starts_on, last_number);
}

/**
 * A season's payment confirmed (card read back from HelloAsso, or transfer received), in the
 * caller's transaction, once: its licences are issued with their numbers (one already issued by
 * another payment is flagged for refund), and the club is affiliated. False when it was already paid.
 */
export async function markSeasonPaid(trx: Db, reference: string, at: Date): Promise<boolean> {
  const payment = await trx
    .selectFrom('season_payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!payment) return false;
  // The claim: of two confirmations at once, only the one whose update changes the row goes on.
  const claimed = await trx
    .updateTable('season_payments')
    .set({ status: 'paid', paid_at: at.toISOString() })
    .where('id', '=', payment.id)
    .where('status', '<>', 'paid')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  const season = await trx
    .selectFrom('membership_seasons')
    .select(['id', 'starts_on'])
    .where('id', '=', payment.season_id)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('season_payment_licences')
    .innerJoin('licences', 'licences.id', 'season_payment_licences.licence_id')
    .select(['licences.id', 'licences.status'])
    .where('season_payment_licences.payment_id', '=', payment.id)
    .orderBy('licences.id')
    .execute();
  for (const line of lines) {
    if (line.status === 'issued') {
      await trx
        .updateTable('season_payment_licences')
        .set({ refund_due: 1 })
        .where('payment_id', '=', payment.id)
        .where('licence_id', '=', line.id)
        .execute();
      continue;
    }
    await trx
      .updateTable('licences')
      .set({
        status: 'issued',
        number: await nextLicenceNumber(trx, season),
        check_code: newLicenceCheckCode(),
        issued_at: at.toISOString(),
        payment_id: payment.id,
      })
      .where('id', '=', line.id)
      .execute();
  }
  if (payment.affiliation_cents > 0) {
    await trx
      .insertInto('club_affiliations')
      .values({
        club_id: payment.club_id,
        season_id: payment.season_id,
        payment_id: payment.id,
        paid_at: at.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['club_id', 'season_id']).doNothing())
      .execute();
  }
  return true;
}

/** The season transfers clubs chose and nobody has recorded yet, oldest first (the treasurer's list). */
export async function pendingSeasonTransfers(db: Db): Promise<PendingSeasonTransfer[]> {
  const rows = await db
    .selectFrom('season_payments')
    .innerJoin('clubs', 'clubs.id', 'season_payments.club_id')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'season_payments.season_id')
    .select((eb) => [
      'season_payments.reference',
      'season_payments.total_cents',
      'season_payments.created_at',
      'season_payments.created_by',
      'clubs.id as club_id',
      'clubs.name as club_name',
      'membership_seasons.id as season_id',
      'membership_seasons.label as season_label',
      eb
        .selectFrom('season_payment_licences')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('season_payment_licences.payment_id', '=', 'season_payments.id')
        .as('licence_count'),
    ])
    .where('season_payments.method', '=', 'transfer')
    .where('season_payments.status', '=', 'pending')
    .orderBy('season_payments.created_at')
    .orderBy('season_payments.id')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    club: { id: row.club_id, name: row.club_name },
    season: { id: row.season_id, label: row.season_label },
    totalCents: row.total_cents,
    licenceCount: Number(row.licence_count ?? 0),
    createdAt: row.created_at,
    createdBy: row.created_by,
  }));
}
