import { ACCESS, ADMIN_PATH, type RemoteName, type Role } from '@wado/shared';

/** The remote these editing screens belong to (as its `./routes` says). */
export const remote: RemoteName = 'mf-media';

/** Who edits the media section: the `media` role (the server checks it again at every call). */
export const MEDIA_ROLES: readonly Role[] = ACCESS.media;

/**
 * Who opens the events: the media team (every event) and the national team (its competitions'
 * events only: the server's per-record rule, the form offers that kind alone).
 */
export const EVENT_ROLES: readonly Role[] = ACCESS.competitionEvents;

/** Who organizes a competition's entries by clubs: categories, deadline, fee, the entries and their lists. */
export const COMPETITION_ORGANIZER_ROLES: readonly Role[] = ACCESS.competitions;

/** Who enters a club's licensees in a competition: its managers (their own clubs) and the association. */
export const COMPETITION_CLUB_ROLES: readonly Role[] = ACCESS.competitionEntries;

/** Where the shell shows this section's editing screens: `/admin/mf-media`. */
export const ADMIN_ROOT = `${ADMIN_PATH}/${remote}`;

/** The screens of each kind of record, under the section's root (French, like the back office's addresses). */
export const SEGMENTS = {
  news: 'actualites',
  events: 'evenements',
  albums: 'albums',
  press: 'presse',
  interviews: 'interviews',
  registrations: 'inscriptions',
  /** The organizers' screen of the clubs' entries to competitions. */
  competitionEntries: 'competitions-organisation',
  /**
   * A club's entries to a competition (`?evenement=&club=`): the API sends a club back here from
   * HelloAsso (`clubPagePath` of api/src/features/competitions/routes.ts), so it stays as it is.
   */
  clubCompetitions: 'competitions',
} as const;

export const adminPathOf = (kind: keyof typeof SEGMENTS) => `${ADMIN_ROOT}/${SEGMENTS[kind]}`;
