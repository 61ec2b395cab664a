import { ApiError } from '@wado/shared';

/** A problem the editor must solve, said in French (not a failure of the server). */
export class EditorProblem extends Error {
  override readonly name = 'EditorProblem';
}

/** What to tell the editor when a call failed: the API's French message, or a general one. */
export function errorMessage(failure: unknown): string {
  if (failure instanceof EditorProblem) return failure.message;
  if (failure instanceof ApiError) {
    if (failure.status === 0) return 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.';
    if (failure.status === 401) return 'Votre session a expiré : reconnectez-vous puis réessayez.';
    return failure.message;
  }
  return 'Une erreur inattendue est survenue. Réessayez dans un instant.';
}
