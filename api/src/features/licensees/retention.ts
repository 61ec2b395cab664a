/**
 * Licensees are kept no longer than needed (the privacy policy says so): two seasons after her last
 * licence's season, a licensee loses her name, birth day (the year stays, which priced her licence),
 * grade and address; her licences and payments stay for the accounts. One a club entered and never
 * asked a licence for is deleted two years after. Each is written to the audit log.
 */
import type { Db } from '../../db/connection';
import { recordAudit } from '../auth';

/** Who the audit log says did it. */
export const RETENTION_ACTOR = 'serveur (durée de conservation des données)';
/** How long a licensee without any licence is kept. */
const UNLICENSED_KEPT_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** Seasons ended since her last licence's, after which a licensee is anonymised. */
const SEASONS_WITHOUT_LICENCE = 2;

export async function applyLicenseeRetention(db: Db, now: Date): Promise<{ anonymised: number[]; deleted: number[] }> {
  const today = now.toISOString().slice(0, 10);
  const ended = await db
    .selectFrom('membership_seasons')
    .select(['starts_on', 'ends_on'])
    .where('ends_on', '<', today)
    .execute();
  // Each licensee's last licence's season (any licence: asked for counts as a renewal too).
  const last = await db
    .selectFrom('licensees')
    .innerJoin('licences', 'licences.licensee_id', 'licensees.id')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'licences.season_id')
    .select(['licensees.id', 'licensees.birth_date', (eb) => eb.fn.max('membership_seasons.ends_on').as('last_end')])
    .where('licensees.anonymised_at', 'is', null)
    .groupBy(['licensees.id', 'licensees.birth_date'])
    .execute();
  const lapsed = last.filter(
    (row) => ended.filter((season) => season.starts_on > String(row.last_end)).length >= SEASONS_WITHOUT_LICENCE,
  );
  const anonymised: number[] = [];
  for (const row of lapsed) {
    const done = await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('licensees')
        .set({
          first_name: 'Anonyme',
          last_name: `Licencié n° ${row.id}`,
          birth_date: `${row.birth_date.slice(0, 4)}-01-01`,
          grade: '',
          email: '',
          anonymised_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', row.id)
        .where('anonymised_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!changed) return false;
      await recordAudit(trx, RETENTION_ACTOR, { action: 'anonymise', kind: 'licensee', recordId: row.id }, now);
      return true;
    });
    if (done) anonymised.push(row.id);
  }

  const unlicensed = await db
    .selectFrom('licensees')
    .select('id')
    .where('created_at', '<', new Date(now.getTime() - UNLICENSED_KEPT_MS).toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('licences').select('licences.id').whereRef('licences.licensee_id', '=', 'licensees.id'))),
    )
    .execute();
  const deleted: number[] = [];
  for (const { id } of unlicensed) {
    const done = await db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('licensees')
        .where('id', '=', id)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('licences').select('licences.id').where('licences.licensee_id', '=', id))),
        )
        .returning('id')
        .executeTakeFirst();
      if (!gone) return false;
      await recordAudit(trx, RETENTION_ACTOR, { action: 'delete', kind: 'licensee', recordId: id }, now);
      return true;
    });
    if (done) deleted.push(id);
  }
  return { anonymised, deleted };
}
