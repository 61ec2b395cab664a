import { ACCESS, holdsRole } from '@wado/shared';
import { useAdminPerson } from '@wado/shared/admin';

/**
 * Whether the signed-in person keeps every club (the association), not only the clubs she manages
 * (role `club`): the screens then offer every club, « Nouveau club », « Supprimer ». Outside the
 * shell (a screen alone in a test): as the association. The server decides each request anyway.
 */
export function useKeepsEveryClub(): boolean {
  const person = useAdminPerson();
  return person === null || holdsRole(person.roles, ACCESS.association);
}
