import { ApiError } from '../api/http';
import { isSlug } from '../contract';

/**
 * Loads a detail by its id from the URL. A malformed id cannot exist: it is reported as missing
 * (the "introuvable" notice) without asking the server, which would answer 400.
 */
export function loadBySlug<T>(slug: string, load: (slug: string) => Promise<T>): Promise<T> {
  return isSlug(slug) ? load(slug) : Promise.reject(new ApiError(404, 'Identifiant inconnu'));
}
