import { useParams } from 'react-router';
import { api, DetailView, loadBySlug, shareImageUrl, useResource } from '@wado/shared';
import { NewsArticleView } from './NewsArticleView';

/** `/news/{news}`: one article, loaded by its slug. */
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
      image={(article) => shareImageUrl(article.image)}
    >
      {(article) => <NewsArticleView article={article} />}
    </DetailView>
  );
}
