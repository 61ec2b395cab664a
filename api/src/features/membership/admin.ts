import {
  LicenceCategoryInput,
  LicenceCategoryRecord,
  MembershipSeasonInput,
  MembershipSeasonRecord,
} from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { assertDay, type Collection, type Store } from '../editing';
import { HttpError } from '../errors';
import { currentSeason } from './routes';

type SeasonRow = Selectable<Database['membership_seasons']>;

const today = () => new Date().toISOString().slice(0, 10);

async function seasonsOf(db: Store, rows: SeasonRow[]): Promise<MembershipSeasonRecord[]> {
  const shown = await currentSeason(db, today());
  const counts = await db
    .selectFrom('licence_categories')
    .select(['season_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('season_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    affiliationFeeCents: row.affiliation_fee_cents,
    current: shown?.id === row.id,
    categoryCount: Number(counts.find((count) => count.season_id === row.id)?.count ?? 0),
  }));
}

function seasonColumns(input: MembershipSeasonInput) {
  assertDay(input.startsOn, 'Le premier jour de la saison');
  assertDay(input.endsOn, 'Le dernier jour de la saison');
  if (input.endsOn <= input.startsOn) {
    throw new HttpError(400, 'La saison doit finir après son premier jour : vérifiez les dates.');
  }
  return {
    label: input.label.trim(),
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    affiliation_fee_cents: input.affiliationFeeCents,
  };
}

/** A new season starts with the licence categories, steps and documents of the latest one, to adjust. */
async function copyLatestSeason(db: Store, seasonId: number): Promise<void> {
  const latest = await db
    .selectFrom('membership_seasons')
    .select(['id', 'starts_on'])
    .where('id', '!=', seasonId)
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) return;
  const from = latest.id;
  const categories = await db.selectFrom('licence_categories').selectAll().where('season_id', '=', from).execute();
  // Birth years follow the seasons: « nés de 2015 à 2020 » one season is « de 2016 à 2021 » the next.
  const years =
    Number((await seasons(db).where('id', '=', seasonId).executeTakeFirstOrThrow()).starts_on.slice(0, 4)) -
    Number(latest.starts_on.slice(0, 4));
  const shifted = (year: number | null) => (year === null ? null : year + years);
  const steps = await db.selectFrom('membership_steps').selectAll().where('season_id', '=', from).execute();
  const documents = await db.selectFrom('membership_documents').selectAll().where('season_id', '=', from).execute();
  for (const { id: _id, ...category } of categories) {
    await db
      .insertInto('licence_categories')
      .values({
        ...category,
        season_id: seasonId,
        birth_year_min: shifted(category.birth_year_min),
        birth_year_max: shifted(category.birth_year_max),
      })
      .execute();
  }
  for (const { id: _id, ...step } of steps) {
    await db
      .insertInto('membership_steps')
      .values({ ...step, season_id: seasonId })
      .execute();
  }
  for (const { id: _id, ...document } of documents) {
    await db
      .insertInto('membership_documents')
      .values({ ...document, season_id: seasonId })
      .execute();
  }
}

const seasons = (db: Store) => db.selectFrom('membership_seasons').selectAll();

/**
 * The seasons of membership (label, dates, a club's affiliation fee), edited by the `association`
 * role; the /membership page shows the one that contains today. Deleting a season deletes its
 * categories, steps and documents; the season shown today cannot be deleted (409).
 */
export const MEMBERSHIP_SEASONS: Collection<typeof MembershipSeasonInput, typeof MembershipSeasonRecord> = {
  path: 'membership-seasons',
  table: 'membership_seasons',
  auditKind: 'membership-season',
  notFound: 'Cette saison est introuvable : elle a peut-être été supprimée.',
  duplicate: 'Une saison porte déjà ce nom : choisissez-en un autre (« 2027-2028 »).',
  schemas: { input: MembershipSeasonInput, record: MembershipSeasonRecord },
  list: async (db) => seasonsOf(db, await seasons(db).orderBy('starts_on', 'desc').orderBy('id', 'desc').execute()),
  load: async (db, id) => {
    const row = await seasons(db).where('id', '=', id).executeTakeFirst();
    return row && (await seasonsOf(db, [row]))[0];
  },
  create: async (db, input) => {
    const { id } = await db
      .insertInto('membership_seasons')
      .values(seasonColumns(input))
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyLatestSeason(db, id);
    return id;
  },
  update: async (db, current, input) => {
    await db.updateTable('membership_seasons').set(seasonColumns(input)).where('id', '=', current.id).execute();
  },
  remove: async (db, current) => {
    if (current.current) {
      throw new HttpError(
        409,
        'Cette saison est celle que montre aujourd’hui la page « Adhésion » : elle ne peut pas être supprimée. Modifiez-la plutôt.',
      );
    }
    // The clubs' licences and payments of the season stay for the accounts.
    const count = async (table: 'licences' | 'season_payments') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('season_id', '=', current.id)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const [licences, payments] = await Promise.all([count('licences'), count('season_payments')]);
    if (licences > 0 || payments > 0) {
      throw new HttpError(
        409,
        `Cette saison ne peut pas être supprimée : ${
          licences > 0
            ? `${licences === 1 ? 'une licence y est demandée ou délivrée' : `${licences} licences y sont demandées ou délivrées`}`
            : 'des clubs l’ont payée'
        }, et les comptes la gardent. Modifiez-la plutôt.`,
      );
    }
    const competition = await db
      .selectFrom('competition_settings')
      .innerJoin('events', 'events.id', 'competition_settings.event_id')
      .select('events.title')
      .where('competition_settings.season_id', '=', current.id)
      .executeTakeFirst();
    if (competition) {
      throw new HttpError(
        409,
        `Cette saison ne peut pas être supprimée : les inscriptions à « ${competition.title} » demandent une licence de cette saison. Modifiez-la plutôt.`,
      );
    }
    // The renewal reminders sent for it go with it.
    for (const table of [
      'licence_categories',
      'membership_steps',
      'membership_documents',
      'season_reminders',
    ] as const) {
      await db.deleteFrom(table).where('season_id', '=', current.id).execute();
    }
    await db.deleteFrom('membership_seasons').where('id', '=', current.id).execute();
  },
};

type CategoryRow = Selectable<Database['licence_categories']> & { season_label: string };

const categoryOf = (row: CategoryRow): LicenceCategoryRecord => ({
  id: row.id,
  seasonId: row.season_id,
  seasonLabel: row.season_label,
  name: row.name,
  audience: row.audience,
  description: row.description,
  feeCents: row.fee_cents,
  position: row.position,
  bornFrom: row.birth_year_min,
  bornUntil: row.birth_year_max,
});

async function categoryColumns(db: Store, input: LicenceCategoryInput, current: LicenceCategoryRecord | null) {
  const season = await seasons(db).where('id', '=', input.seasonId).executeTakeFirst();
  if (!season) throw new HttpError(400, 'Cette saison n’existe pas : choisissez-en une dans la liste.');
  const bornFrom = input.bornFrom === undefined ? (current?.bornFrom ?? null) : input.bornFrom;
  const bornUntil = input.bornUntil === undefined ? (current?.bornUntil ?? null) : input.bornUntil;
  if (bornFrom !== null && bornUntil !== null && bornUntil < bornFrom) {
    throw new HttpError(400, 'Les années de naissance vont de la plus ancienne à la plus récente : vérifiez-les.');
  }
  return {
    birth_year_min: bornFrom,
    birth_year_max: bornUntil,
    season_id: input.seasonId,
    name: input.name.trim(),
    audience: input.audience.trim(),
    description: input.description.trim(),
    fee_cents: input.feeCents,
    position: input.position,
  };
}

const categories = (db: Store) =>
  db
    .selectFrom('licence_categories')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'licence_categories.season_id')
    .selectAll('licence_categories')
    .select('membership_seasons.label as season_label');

/** The licence categories of each season (name, audience, fee, order), edited by the `association` role. */
export const LICENCE_CATEGORIES: Collection<typeof LicenceCategoryInput, typeof LicenceCategoryRecord> = {
  path: 'licence-categories',
  table: 'licence_categories',
  auditKind: 'licence-category',
  notFound: 'Cette catégorie de licence est introuvable : elle a peut-être été supprimée.',
  duplicate: 'Cette catégorie de licence existe déjà.',
  schemas: { input: LicenceCategoryInput, record: LicenceCategoryRecord },
  // The latest season first, each in the order of the membership page.
  list: async (db) =>
    (
      await categories(db)
        .orderBy('membership_seasons.starts_on', 'desc')
        .orderBy('licence_categories.position')
        .orderBy('licence_categories.id')
        .execute()
    ).map(categoryOf),
  load: async (db, id) => {
    const row = await categories(db).where('licence_categories.id', '=', id).executeTakeFirst();
    return row && categoryOf(row);
  },
  create: async (db, input) =>
    (
      await db
        .insertInto('licence_categories')
        .values(await categoryColumns(db, input, null))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  update: async (db, current, input) => {
    await db
      .updateTable('licence_categories')
      .set(await categoryColumns(db, input, current))
      .where('id', '=', current.id)
      .execute();
  },
  remove: async (db, current) => {
    await db.deleteFrom('licence_categories').where('id', '=', current.id).execute();
  },
};
