import { ACCESS, ADMIN_PATH, type RemoteName, type Role } from '@wado/shared';

/** The remote these editing screens belong to (as its `./routes` says). */
export const remote: RemoteName = 'mf-media';

/** Who edits the media section: the `media` role (the server checks it again at every call). */
export const MEDIA_ROLES: readonly Role[] = ACCESS.media;

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
} as const;

export const adminPathOf = (kind: keyof typeof SEGMENTS) => `${ADMIN_ROOT}/${SEGMENTS[kind]}`;
