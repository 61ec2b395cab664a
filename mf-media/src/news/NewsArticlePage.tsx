import { useParams } from 'react-router';
import { api, DetailView, formatDate, loadBySlug, Markdown, useResource, MediaImg } from '@wado/shared';
import page from '../common/page.module.css';

/** `/news/{news}`: one article, its image and its Markdown body (rendered safely). */
export default function NewsArticlePage() {
  const { news: slug = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(slug, api.getNewsArticle), slug);
  return (
    <DetailView
      state={state}
      retry={retry}
      back={{ to: '/news', label: 'Toutes les actualités' }}
      missingTitle="Actualité introuvable"
      missingText="Cette actualité n'existe pas ou n'est plus publiée."
      title={(article) => article.title}
      description={(article) => article.summary}
    >
      {(article) => (
        <article className={page.article}>
          <h1 className={page.title}>{article.title}</h1>
          <p className={page.meta}>
            Publié le <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {article.author}
          </p>
          <MediaImg image={article.image} className={page.hero} />
          <p className={page.lead}>{article.summary}</p>
          <Markdown source={article.body} />
        </article>
      )}
    </DetailView>
  );
}
