import { useParams } from 'react-router';
import { api, DetailView, loadBySlug, useResource } from '@wado/shared';
import { PressArticleView } from './PressArticleView';

/** `/press/{press}`: one press article, loaded by its slug. */
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
      {(article) => <PressArticleView article={article} />}
    </DetailView>
  );
}
