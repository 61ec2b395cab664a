import { useLocation } from 'react-router';

/** A message carried to the next screen (« Brouillon créé », « supprimé »). */
export function useFlashNotice(): string | null {
  const { state } = useLocation();
  const notice: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'notice') : null;
  return typeof notice === 'string' ? notice : null;
}
