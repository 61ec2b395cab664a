import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_SHARE_IMAGE } from '../contract/pageMeta';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { ResourceView } from './ResourceView';
import type { ResourceState } from './useResource';
import styles from './DetailView.module.css';

/**
 * The frame of a detail screen (`/news/{news}`, `/result/{result}`…): a way back to the list, then
 * the loading, "introuvable" (unknown id, inside the layout, with the way back) and error states,
 * then the content; the document title follows the data.
 */
export function DetailView<T>({
  state,
  retry,
  back,
  missingTitle,
  missingText,
  title,
  description,
  image,
  wide = false,
  children,
}: {
  state: ResourceState<T>;
  retry: () => void;
  back: { to: string; label: string };
  missingTitle: string;
  missingText: string;
  /** The document title once the data is there. */
  title: (data: T) => string;
  /** What search engines and link previews show, from the data (a summary, an excerpt). */
  description?: (data: T) => string;
  /** The picture of link previews, from the data (its own image), when it has one. */
  image?: (data: T) => string | undefined;
  /** The full page width (tables, grids) instead of a reading column. */
  wide?: boolean;
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(
    state.status === 'ready' ? title(state.data) : state.status === 'missing' ? missingTitle : undefined,
    {
      description: state.status === 'ready' && description ? description(state.data) : undefined,
      // An unknown record has no card: the site's own picture, not a card that would answer 404.
      image:
        state.status === 'ready' && image
          ? image(state.data)
          : state.status === 'missing'
            ? DEFAULT_SHARE_IMAGE
            : undefined,
    },
  );
  return (
    <div className={`${styles.page} ${wide ? '' : styles.narrow}`}>
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
