import { useParams } from 'react-router';
import { ApiError } from '@wado/shared';

/** Under a kind's screens: the new record's address (`…/news/nouveau`) and a record's preview (`…/12/apercu`). */
export const NEW_SEGMENT = 'nouveau';
export const PREVIEW_SEGMENT = 'apercu';

/**
 * The record of the address (`:id`): its number, null on the new record's screen (no `:id`),
 * NaN when the address names none (`…/abc`), which the screens show as not found.
 */
export function useRecordId(param = 'id'): number | null {
  const value = useParams()[param];
  if (value === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** Loads a record by its number, or reports an impossible one as not found without asking the server. */
export function loadById<T>(id: number, load: (id: number) => Promise<T>): Promise<T> {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647
    ? load(id)
    : Promise.reject(new ApiError(404, 'Identifiant inconnu'));
}
