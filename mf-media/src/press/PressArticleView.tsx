import { formatDate, Markdown, type PressArticle } from '@wado/shared';
import page from '../common/page.module.css';
import styles from './press.module.css';

/**
 * A press article as a visitor sees it: its full text when we may publish it, else a link to it.
 * Shown by `/press/{press}` and by the back office's preview of a draft.
 */
export function PressArticleView({ article }: { article: PressArticle }) {
  return (
    <article className={page.article}>
      <p className={styles.source}>{article.source}</p>
      <h1 className={page.title}>{article.title}</h1>
      <p className={page.meta}>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · par {article.author}
      </p>
      <blockquote className={styles.quote}>{article.excerpt}</blockquote>
      {article.body ? (
        <Markdown source={article.body} />
      ) : (
        <p>Le texte intégral de cet article est disponible sur le site de {article.source}.</p>
      )}
      {article.url && (
        <p>
          <a className={page.button} href={article.url} rel="noopener noreferrer">
            Lire l'article sur le site de {article.source}
          </a>
        </p>
      )}
    </article>
  );
}
