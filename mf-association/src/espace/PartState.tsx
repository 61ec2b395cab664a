import type { ReactNode } from 'react';
import { buttonClassName, type ResourceState } from '@wado/shared';
import styles from './espace.module.css';

/**
 * The loading and error states of a part of « Mon espace », under the heading the shell renders
 * (no heading of their own): the error says the server's message, with a way to ask again.
 */
export function PartState<T>({
  state,
  retry,
  loadingText,
  children,
}: {
  state: ResourceState<T>;
  retry: () => void;
  /** « Chargement des licences… » */
  loadingText: string;
  children: (data: T) => ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return (
        <p className={styles.muted} role="status">
          {loadingText}
        </p>
      );
    case 'missing':
    case 'error':
      return (
        <div className={styles.problem} role="alert">
          <p>
            {state.status === 'error'
              ? state.message
              : 'Ces informations n’ont pas pu être trouvées. Réessayez dans quelques instants.'}
          </p>
          <button type="button" className={buttonClassName} onClick={retry}>
            Réessayer
          </button>
        </div>
      );
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
