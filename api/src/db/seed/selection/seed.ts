import type { Transaction } from 'kysely';
import type { Database } from '../../schema';
import { portraitImage } from '../images/files';
import { COACHES, COMPETITIONS, COMPETITORS } from './data';

async function isEmpty(
  trx: Transaction<Database>,
  table: 'coaches' | 'competitors' | 'competitions',
): Promise<boolean> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/**
 * The directory's clubs by name (the seed names them as the directory does). A name the directory
 * does not have (a database whose directory was edited before this seed) is kept as written,
 * unlinked: the consistency check lists it.
 */
async function directoryClubs(trx: Transaction<Database>) {
  const rows = await trx.selectFrom('clubs').select(['id', 'name', 'city']).orderBy('id').execute();
  const byName = new Map<string, { id: number; city: string }>();
  for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, { id: row.id, city: row.city });
  return (name: string) => byName.get(name);
}

/** Coaches, competitors and results, each table filled only when it is empty (a restart adds nothing). */
export async function seedSelection(trx: Transaction<Database>): Promise<void> {
  const clubNamed = await directoryClubs(trx);
  const isFrench = (country: string) => country === 'France';
  if (await isEmpty(trx, 'coaches')) {
    await trx
      .insertInto('coaches')
      .values(
        COACHES.map(({ portrait: _portrait, club, ...coach }, position) => {
          const image = portraitImage('coaches', coach.slug, coach.name);
          const directory = clubNamed(club);
          return {
            ...coach,
            club_id: directory?.id ?? null,
            club,
            city: directory?.city ?? '',
            portrait: image.url,
            portrait_alt: image.alt,
            position,
          };
        }),
      )
      .execute();
  }
  if (await isEmpty(trx, 'competitors')) {
    await trx
      .insertInto('competitors')
      .values(
        COMPETITORS.map((competitor, position) => {
          const image = portraitImage('competitors', competitor.slug, competitor.name);
          return {
            slug: competitor.slug,
            name: competitor.name,
            gender: competitor.gender,
            club_id: clubNamed(competitor.club)?.id ?? null,
            club: competitor.club,
            discipline: competitor.discipline,
            age_group: competitor.ageGroup,
            weight_class: competitor.weightClass,
            grade: competitor.grade,
            achievements: JSON.stringify(competitor.achievements),
            portrait: image.url,
            portrait_alt: image.alt,
            position,
          };
        }),
      )
      .execute();
  }
  if (await isEmpty(trx, 'competitions')) {
    const competitors = await trx.selectFrom('competitors').select(['id', 'name']).execute();
    const competitorNamed = (name: string) => competitors.find((competitor) => competitor.name === name)?.id ?? null;
    for (const competition of COMPETITIONS) {
      const { id } = await trx
        .insertInto('competitions')
        .values({
          slug: competition.slug,
          name: competition.name,
          season: competition.season,
          start_date: competition.startDate,
          end_date: competition.endDate,
          place: competition.place,
          city: competition.city,
          country: competition.country,
          level: competition.level,
          report: competition.report,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('podium_places')
        .values(
          competition.categories.flatMap((category, categoryPosition) =>
            category.podium.map((place) => ({
              competition_id: id,
              category: category.name,
              category_position: categoryPosition,
              rank: place.rank,
              athlete: place.athlete,
              club_id: isFrench(place.country) ? (clubNamed(place.club)?.id ?? null) : null,
              club: place.club,
              country: place.country,
              competitor_id: place.teamMember ? competitorNamed(place.athlete) : null,
              team_member: place.teamMember ? 1 : 0,
            })),
          ),
        )
        .execute();
    }
  }
}
