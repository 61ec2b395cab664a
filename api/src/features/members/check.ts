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
 * The member holding this licence, if the last name matches and the season is not over. The
 * order route calls it again: a member price is never granted on the client's word.
 */
export async function findActiveMember(
  db: Db,
  licenceNumber: string,
  lastName: string,
  now = new Date(),
): Promise<ActiveMember | null> {
  const folded = foldName(lastName);
  if (folded === '') return null;
  const row = await db
    .selectFrom('members')
    .select(['licence_number', 'club_name', 'season_end', 'last_name_folded'])
    .where('licence_number', '=', normalizeLicence(licenceNumber))
    .executeTakeFirst();
  if (!row || row.last_name_folded !== folded || row.season_end < parisToday(now)) return null;
  return { licenceNumber: row.licence_number, clubName: row.club_name, seasonEnd: row.season_end };
}
