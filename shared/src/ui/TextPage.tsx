import type { ReactNode } from 'react';
import { api } from '../api/client';
import type { ContentPage } from '../contract';
import { TEXTS } from '../contract';
import { Markdown } from '../markdown/Markdown';
import { ResourceView } from '../data/ResourceView';
import { useResource } from '../data/useResource';
import { formatDate } from '../format/format';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './ui.module.css';

export type TextSource = { page: string } | { endpoint: 'saleConditions' | 'terms' };

function fetchText(source: TextSource): Promise<ContentPage> {
  if ('page' in source) return api.getContent(source.page);
  return source.endpoint === 'saleConditions' ? api.getSaleConditions() : api.getTerms();
}

/**
 * A text page (spec §2): fetches its content and renders the Markdown safely; `lead` comes
 * between the title and the text (the legal notice's facts, from the site's settings).
 */
export function TextPage({
  source,
  underConstruction = false,
  lead,
}: {
  source: TextSource;
  underConstruction?: boolean;
  lead?: ReactNode;
}) {
  const key = 'page' in source ? `page:${source.page}` : `endpoint:${source.endpoint}`;
  const [state, reload] = useResource(() => fetchText(source), key);
  useDocumentTitle(state.status === 'ready' ? state.data.title : undefined);

  return (
    <ResourceView state={state} retry={reload}>
      {(content) => (
        <article className={styles.page}>
          <h1>{content.title}</h1>
          {underConstruction && (
            <p className={`${styles.popup} ${styles.warning}`} role="note">
              {TEXTS.textPage.underConstruction}
            </p>
          )}
          {lead}
          <Markdown source={content.body} />
          <p className={styles.updated}>
            {TEXTS.textPage.updated} {formatDate(content.updatedAt)}
          </p>
        </article>
      )}
    </ResourceView>
  );
}
