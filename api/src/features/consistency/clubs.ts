import type { Db } from '../../db/connection';
import type { Inconsistency } from './inconsistency';
import type { PublishedText } from './published';
import { countStatements } from './texts';

/**
 * Every club the site names for a person is a club of the directory: the coaches', the
 * competitors', the French athletes' on the podiums (foreign clubs are names only), and the clubs
 * of the licence holders the shop checks.
 */
export async function clubReferences(db: Db): Promise<Inconsistency[]> {
  const [coaches, competitors, places, members, clubs] = await Promise.all([
    db
      .selectFrom('coaches')
      .leftJoin('clubs', 'clubs.id', 'coaches.club_id')
      .select(['coaches.name', 'coaches.club', 'clubs.id as directory_id'])
      .orderBy('coaches.position')
      .execute(),
    db
      .selectFrom('competitors')
      .leftJoin('clubs', 'clubs.id', 'competitors.club_id')
      .select(['competitors.name', 'competitors.club', 'clubs.id as directory_id'])
      .orderBy('competitors.position')
      .execute(),
    db
      .selectFrom('podium_places')
      .innerJoin('competitions', 'competitions.id', 'podium_places.competition_id')
      .leftJoin('clubs', 'clubs.id', 'podium_places.club_id')
      .select([
        'podium_places.athlete',
        'podium_places.club',
        'clubs.id as directory_id',
        'competitions.slug',
        'competitions.name as competition',
      ])
      .where('podium_places.country', '=', 'France')
      .orderBy('competitions.start_date')
      .orderBy('podium_places.id')
      .execute(),
    db.selectFrom('members').select(['licence_number', 'club_name']).orderBy('licence_number').execute(),
    db.selectFrom('clubs').select('name').execute(),
  ]);
  const problems: Inconsistency[] = [];
  const missing = (where: string, who: string, club: string) =>
    problems.push({
      rule: 'clubs',
      where,
      message: `${who} : le club « ${club} » n'est pas un club de l'annuaire des clubs affiliés.`,
    });
  for (const coach of coaches) {
    if (coach.directory_id === null) missing('/coaches', `L'entraîneur ${coach.name}`, coach.club);
  }
  for (const competitor of competitors) {
    if (competitor.directory_id === null) missing('/competitors', `Le compétiteur ${competitor.name}`, competitor.club);
  }
  for (const place of places) {
    if (place.directory_id === null) {
      missing(`/result/${place.slug}`, `${place.athlete}, sur le podium de « ${place.competition} »`, place.club);
    }
  }
  const directory = new Set(clubs.map((club) => club.name));
  for (const member of members) {
    if (!directory.has(member.club_name)) {
      missing('/isaffiliated', `La licence ${member.licence_number}`, member.club_name);
    }
  }
  return problems;
}

/** A number of clubs stated in a published text (« plus de 120 clubs ») never exceeds the directory. */
export async function clubFigures(db: Db, texts: PublishedText[]): Promise<Inconsistency[]> {
  const { count } = await db
    .selectFrom('clubs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const directory = Number(count);
  const problems: Inconsistency[] = [];
  for (const text of texts) {
    for (const statement of countStatements(text.text, 'clubs?')) {
      const least = statement.moreThan
        ? statement.value + 1
        : statement.about
          ? statement.value * 0.9
          : statement.value;
      if (least <= directory) continue;
      problems.push({
        rule: 'clubs',
        where: text.where,
        message: `« ${statement.phrase} » dans ${text.label}, mais l'annuaire compte ${directory} clubs affiliés.`,
      });
    }
  }
  return problems;
}
