import { ACCESS } from './access';
import { REMOTE_APPS, type RemoteName } from './apps';
import { holdsRole, type Role } from './roles';

/** A section of the back office that a remote brings (its `./admin` module), as the main menu shows it. */
export interface AdminSection {
  remote: RemoteName;
  /** Menu label (French). */
  label: string;
  /** Who sees the section in the menu; the shell never loads it for anyone else. */
  roles: readonly Role[];
}

/**
 * Which remotes bring editing screens to the back office, and who may use them, as each remote
 * declares it in apps.json (the parts of ACCESS its screens serve). The shell reads this table to
 * build its menu before any remote is loaded: a remote is fetched only for a person who may use it.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = REMOTE_APPS.flatMap(({ name, admin }) =>
  admin
    ? [{ remote: name, label: admin.label, roles: [...new Set(admin.access.flatMap((part) => ACCESS[part]))] }]
    : [],
);

/** The back-office section a remote brings, if any. */
export function adminSectionOf(remote: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.remote === remote);
}

/** The sections a person holding `roles` may open, in menu order. */
export function adminSectionsFor(roles: readonly Role[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => holdsRole(roles, section.roles));
}
