import { useParams } from 'react-router';
import { api, DetailView, formatDate, loadBySlug, Markdown, useResource } from '@wado/shared';
import page from '../common/page.module.css';
import styles from './press.module.css';

/** `/press/{press}`: a press article, its full text when we may publish it, else a link to it. */
export default function PressArticlePage() {
  const { press: slug = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(slug, api.getPressArticle), slug);
  return (
    <DetailView
      state={state}
      retry={retry}
      back={{ to: '/press', label: 'Toute la revue de presse' }}
      missingTitle="Article de presse introuvable"
      missingText="Cet article n'existe pas ou n'est plus référencé."
      title={(article) => article.title}
      description={(article) => article.excerpt}
    >
      {(article) => (
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
      )}
    </DetailView>
  );
}
