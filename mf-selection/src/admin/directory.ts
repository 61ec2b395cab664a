import { api, CLUB_LIST_LIMITS } from '@wado/shared';
import type { LoadedChoice } from '@wado/shared/admin';

/** The clubs of the directory, as a select offers them: « Wado Kai Rennes (Rennes) ». */
export async function directoryClubs(): Promise<LoadedChoice[]> {
  const { items } = await api.getClubs({ limit: CLUB_LIST_LIMITS.maxLimit });
  return items
    .map((club) => ({ id: club.id, label: `${club.name} (${club.city})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

/** The cache key of the directory's clubs in the back office's selects. */
export const DIRECTORY_CLUBS = 'selection-directory-clubs';
