import { createContext, useContext, type ReactNode } from 'react';
import type { CurrentPerson } from '../../schemas/auth';

/**
 * Who is signed in, as the shell knows it, for the screens the remotes bring (`./admin`): a screen
 * hides what the person's roles cannot do (« Nouveau club » to a club manager). The server still
 * decides every request. One context for the whole back office: `@wado/shared/admin` is a singleton.
 */
const AdminPersonContext = createContext<CurrentPerson | null>(null);

/** Set by the shell around the screens of a section. */
export function AdminPersonProvider({ person, children }: { person: CurrentPerson; children: ReactNode }) {
  return <AdminPersonContext.Provider value={person}>{children}</AdminPersonContext.Provider>;
}

/** The signed-in person; null outside the shell (a screen alone in a test): show everything, the server decides. */
export function useAdminPerson(): CurrentPerson | null {
  return useContext(AdminPersonContext);
}
