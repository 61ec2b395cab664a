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

/** Coaches, competitors and results, each table filled only when it is empty (a restart adds nothing). */
export async function seedSelection(trx: Transaction<Database>): Promise<void> {
  if (await isEmpty(trx, 'coaches')) {
    await trx
      .insertInto('coaches')
      .values(
        COACHES.map(({ portrait: _portrait, ...coach }, position) => {
          const image = portraitImage('coaches', coach.slug, coach.name);
          return { ...coach, portrait: image.url, portrait_alt: image.alt, position };
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
              club: place.club,
              country: place.country,
              team_member: place.teamMember ? 1 : 0,
            })),
          ),
        )
        .execute();
    }
  }
}
