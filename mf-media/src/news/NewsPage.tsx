import { Link } from 'react-router';
import {
  api,
  formatDate,
  NEWS_FEED_PATH,
  Pagination,
  ResourceView,
  useDocumentTitle,
  usePageParam,
  useResource,
  MediaImg,
} from '@wado/shared';
import { CARD_IMAGE_SIZES } from '../common/imageSizes';
import page from '../common/page.module.css';

const PER_PAGE = 9;

/** `/news`: the articles, newest first, nine per page (`?page=2`). */
export default function NewsPage() {
  useDocumentTitle('Actualités');
  const pageNumber = usePageParam();
  const [state, retry] = useResource(() => api.getNews({ page: pageNumber, limit: PER_PAGE }), String(pageNumber));
  return (
    <div className={page.page}>
      <h1 className={page.title}>Actualités</h1>
      <p className={page.lead}>
        La vie de l'association, de la sélection nationale et des clubs. Suivez-nous aussi avec le{' '}
        <a href={NEWS_FEED_PATH} type="application/rss+xml">
          flux RSS des actualités
        </a>
        .
      </p>
      <ResourceView state={state} retry={retry}>
        {(news) =>
          news.items.length === 0 ? (
            <p className={page.empty}>Aucune actualité n'est publiée pour le moment.</p>
          ) : (
            <>
              <ul className={page.grid}>
                {news.items.map((item, index) => (
                  <li key={item.slug} className={page.card}>
                    {/* The first card's image is the largest thing on a phone's first screen: loaded at once. */}
                    <MediaImg
                      image={item.image}
                      className={page.cardImage}
                      sizes={CARD_IMAGE_SIZES}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                    />
                    <div className={page.cardBody}>
                      <p className={page.meta}>
                        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                      </p>
                      <h2 className={page.cardTitle}>
                        <Link to={`/news/${item.slug}`}>{item.title}</Link>
                      </h2>
                      <p className={page.text}>{item.summary}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination page={news.page} pages={news.pages} label="Pages des actualités" />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}
