import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../api/client';
import type { ContentPage } from '../contract';
import { TEXTS } from '../contract';
import { Markdown } from '../markdown/Markdown';
import { Loading } from './Loading';
import { Notice } from './Notice';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './ui.module.css';

export type TextSource = { page: string } | { endpoint: 'saleConditions' | 'terms' };

function fetchText(source: TextSource): Promise<ContentPage> {
  if ('page' in source) return api.getContent(source.page);
  return source.endpoint === 'saleConditions' ? api.getSaleConditions() : api.getTerms();
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; content: ContentPage }
  | { status: 'missing' }
  | { status: 'error' };

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/** A text page (spec §2): fetches its content and renders the Markdown safely. */
export function TextPage({ source, underConstruction = false }: { source: TextSource; underConstruction?: boolean }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const key = 'page' in source ? `page:${source.page}` : `endpoint:${source.endpoint}`;

  const load = useCallback(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    fetchText(source).then(
      (content) => !cancelled && setState({ status: 'ready', content }),
      (error: unknown) =>
        !cancelled && setState({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'error' }),
    );
    return () => {
      cancelled = true;
    };
    // `key` identifies the source; the object itself may be rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(load, [load]);
  useDocumentTitle(state.status === 'ready' ? state.content.title : undefined);

  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'missing':
      return <Notice title={TEXTS.notFound.title}>{<p>{TEXTS.textPage.notFound}</p>}</Notice>;
    case 'error':
      return (
        <Notice title={TEXTS.section.unavailableTitle} action={{ label: TEXTS.section.retry, onClick: load }}>
          <p>{TEXTS.textPage.error}</p>
        </Notice>
      );
    case 'ready': {
      const { content } = state;
      return (
        <article className={styles.page}>
          <h1>{content.title}</h1>
          {underConstruction && (
            <p className={`${styles.popup} ${styles.warning}`} role="note">
              {TEXTS.textPage.underConstruction}
            </p>
          )}
          <Markdown source={content.body} />
          <p className={styles.updated}>
            {TEXTS.textPage.updated} {dateFormat.format(new Date(content.updatedAt))}
          </p>
        </article>
      );
    }
  }
}
