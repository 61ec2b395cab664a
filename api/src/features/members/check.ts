import { normalizeLicence, foldAccents } from '@wado/shared/contract';
import type { Db } from '../../db/connection';

/** « Da Silva », « da-silva » and « DA SILVA » are the same name; so are « Hébert » and « hebert ». */
export function foldName(name: string): string {
  return foldAccents(name)
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

export interface ActiveMember {
  licenceNumber: string;
  clubName: string;
  seasonEnd: string;
}

/** Today in France (YYYY-MM-DD): a licence is valid until the end of its last day there. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/**
 * The member holding this licence, if the last name matches and the season is not over: a licence
 * a club asked for and paid (issued), else one of the federation's earlier list. The order route
 * calls it again: a member price is never granted on the client's word.
 */
export async function findActiveMember(
  db: Db,
  licenceNumber: string,
  lastName: string,
  now = new Date(),
): Promise<ActiveMember | null> {
  const folded = foldName(lastName);
  if (folded === '') return null;
  const number = normalizeLicence(licenceNumber);
  const today = parisToday(now);
  // The licences the clubs ask for and pay: issued, of a season not over.
  const issued = await db
    .selectFrom('licences')
    .innerJoin('licensees', 'licensees.id', 'licences.licensee_id')
    .innerJoin('clubs', 'clubs.id', 'licences.club_id')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'licences.season_id')
    .select(['licences.number', 'licensees.last_name', 'clubs.name as club_name', 'membership_seasons.ends_on'])
    .where('licences.number', '=', number)
    .where('licences.status', '=', 'issued')
    .executeTakeFirst();
  if (issued) {
    if (foldName(issued.last_name) !== folded || issued.ends_on < today) return null;
    return { licenceNumber: number, clubName: issued.club_name, seasonEnd: issued.ends_on };
  }
  // The federation's earlier list (`members`): rows a host added by hand before the clubs kept their
  // licences here (the demo's became licensees, migration 049), until their season ends.
  const row = await db
    .selectFrom('members')
    .select(['licence_number', 'club_name', 'season_end', 'last_name_folded'])
    .where('licence_number', '=', number)
    .executeTakeFirst();
  if (!row || row.last_name_folded !== folded || row.season_end < today) return null;
  return { licenceNumber: row.licence_number, clubName: row.club_name, seasonEnd: row.season_end };
}
