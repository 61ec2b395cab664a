import type { ReactNode } from 'react';
import { TEXTS } from '../contract';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import type { ResourceState } from './useResource';

/**
 * The three states every screen has besides its content, the same everywhere on the site:
 * the loading indicator, a "not found" notice (unknown id) and an error notice with a retry.
 */
export function ResourceView<T>({
  state,
  retry,
  missingTitle = TEXTS.notFound.title,
  missingText = TEXTS.textPage.notFound,
  errorText = TEXTS.textPage.error,
  children,
}: {
  state: ResourceState<T>;
  retry: () => void;
  missingTitle?: string;
  missingText?: ReactNode;
  errorText?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'missing':
      return (
        <Notice title={missingTitle} headingLevel={1}>
          {typeof missingText === 'string' ? <p>{missingText}</p> : missingText}
        </Notice>
      );
    case 'error':
      return (
        <Notice
          title={TEXTS.section.unavailableTitle}
          headingLevel={1}
          action={{ label: TEXTS.section.retry, onClick: retry }}
        >
          {typeof errorText === 'string' ? <p>{errorText}</p> : errorText}
        </Notice>
      );
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
