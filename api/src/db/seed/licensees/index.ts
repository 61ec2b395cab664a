import { sql } from 'kysely';
import type { Db } from '../../connection';
import { newLicenceCheckCode } from '../../migrations/052_licensee_space';
import { SEED_LICENCE_HOLDERS } from './holders';

/**
 * The demo's licence holders as licensees of their clubs, each with her licence of the season
 * issued under its number; only those whose number is not issued yet, in a club and a season the
 * site has (an association that renamed the club or changed the season's dates keeps its own data).
 * Each number's series is moved past it, so that a number issued later is new.
 */
export async function seedLicenceHolders(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const issued = new Set(
      (
        await trx
          .selectFrom('licences')
          .select('number')
          .where(
            'number',
            'in',
            SEED_LICENCE_HOLDERS.map((holder) => holder.licence),
          )
          .execute()
      ).map((row) => row.number),
    );
    const at = now.toISOString();
    for (const holder of SEED_LICENCE_HOLDERS) {
      if (issued.has(holder.licence)) continue;
      const club = await trx.selectFrom('clubs').select('id').where('name', '=', holder.club).executeTakeFirst();
      const season = await trx
        .selectFrom('membership_seasons')
        .select('id')
        .where('ends_on', '=', holder.seasonEnd)
        .executeTakeFirst();
      if (!club || !season) continue;
      const licensee = await trx
        .insertInto('licensees')
        .values({
          club_id: club.id,
          first_name: holder.firstName,
          last_name: holder.lastName,
          birth_date: holder.birthDate,
          sex: holder.sex,
          grade: holder.grade,
          discipline: holder.discipline,
          email: holder.email,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('licences')
        .values({
          licensee_id: licensee.id,
          club_id: club.id,
          season_id: season.id,
          status: 'issued',
          number: holder.licence,
          check_code: newLicenceCheckCode(),
          requested_at: at,
          issued_at: at,
        })
        .execute();
      // The series of the number's prefix goes past it: a number issued later is new.
      const [prefix, rank] = [holder.licence.slice(0, 4), Number(holder.licence.slice(4))];
      await trx
        .insertInto('licence_number_series')
        .values({ prefix, last_number: rank })
        .onConflict((conflict) =>
          conflict.column('prefix').doUpdateSet({
            last_number: sql<number>`CASE WHEN licence_number_series.last_number < ${rank} THEN ${rank} ELSE licence_number_series.last_number END`,
          }),
        )
        .execute();
    }
  });
}
