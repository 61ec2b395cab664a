import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResourceView, useDocumentTitle, type ResourceState } from '@wado/shared';
import styles from './page.module.css';

/**
 * The frame of every detail screen: a way back to the list, then the loading, "introuvable"
 * (unknown id, inside the layout) and error states, then the content.
 */
export function Detail<T>({ state, retry, back, missingTitle, missingText, title, children }: {
  state: ResourceState<T>;
  retry: () => void;
  back: { to: string; label: string };
  missingTitle: string;
  missingText: string;
  /** The document title once the data is there. */
  title: (data: T) => string;
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(state.status === 'ready' ? title(state.data) : state.status === 'missing' ? missingTitle : undefined);
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <Link className={styles.back} to={back.to}>
        ← {back.label}
      </Link>
      <ResourceView
        state={state}
        retry={retry}
        missingTitle={missingTitle}
        missingText={
          <p>
            {missingText} <Link to={back.to}>{back.label}</Link>
          </p>
        }
      >
        {children}
      </ResourceView>
    </div>
  );
}
