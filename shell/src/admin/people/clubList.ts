import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ClubInput, ClubRecord, Role } from '@wado/shared';
import { collectionApi, useAdminData, type AdminDataState } from '@wado/shared/admin';

/** The roles the association gives from « Personnes » (ACCESS.clubManagers): club managers only. */
export const CLUB_MANAGER_ROLES: readonly Role[] = ['club'];

/** Whether `roles` make a club manager, who looks after at least one club. */
export const managesClubs = (roles: readonly Role[]) => roles.includes('club');

export const NO_CLUB = 'Choisissez au moins un club pour un responsable de club.';

const clubsAdmin = collectionApi<ClubInput, ClubRecord>('clubs');

/** The directory of clubs, once for the whole page: the clubs to tick, the names of a manager's clubs. */
export interface ClubList {
  /** The clubs sorted by name, once asked for. */
  state: AdminDataState<ClubRecord[]>;
  /** Loads the list if it is not loaded yet (a `club` role ticked). */
  need: () => void;
  reload: () => void;
}

const byName = (clubs: ClubRecord[]) =>
  [...clubs].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }) || a.id - b.id);

/**
 * The page's list of clubs: loaded when first needed (a manager in the list, or the `club` role
 * ticked), then kept.
 */
export function useClubListLoader(neededNow: boolean): ClubList {
  const [wanted, setWanted] = useState(false);
  // Once needed, kept: a manager changed to another role does not make the page load it again.
  if (neededNow && !wanted) setWanted(true);
  const needed = wanted || neededNow;
  const { state, reload } = useAdminData(
    () => (needed ? clubsAdmin.list().then(({ items }) => byName(items)) : Promise.resolve([])),
    needed ? 'clubs' : 'not-yet',
  );
  const need = useCallback(() => setWanted(true), []);
  return useMemo(
    () => ({ state: needed ? state : ({ status: 'loading' } as const), need, reload }),
    [needed, state, need, reload],
  );
}

export const ClubListContext = createContext<ClubList | null>(null);

/** The page's list of clubs (PeoplePage provides it). */
export function useClubList(): ClubList {
  const list = useContext(ClubListContext);
  if (!list) throw new Error('useClubList: hors de ClubListContext');
  return list;
}

/** The names of clubs `ids`, sorted, « club n° 7 » for one the list does not hold (or not yet). */
export function clubNames(ids: readonly number[], clubs: readonly ClubRecord[]): string[] {
  const known = ids.flatMap((id) => clubs.filter((club) => club.id === id).map((club) => club.name));
  const unknown = ids.filter((id) => !clubs.some((club) => club.id === id)).map((id) => `club n°\u00a0${id}`);
  return [...known.sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })), ...unknown];
}
