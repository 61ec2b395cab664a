import { Link } from 'react-router';
import { formatDateRange, formatDate, Markdown, MediaImg, type NewsArticle } from '@wado/shared';
import page from '../common/page.module.css';

/**
 * A news article as a visitor sees it: title, date and author, image, summary and Markdown body
 * (rendered safely). Shown by `/news/{news}` and by the back office's preview of a draft.
 */
export function NewsArticleView({ article }: { article: NewsArticle }) {
  return (
    <article className={page.article}>
      <h1 className={page.title}>{article.title}</h1>
      <p className={page.meta}>
        Publié le <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {article.author}
      </p>
      <MediaImg image={article.image} className={page.hero} />
      <p className={page.lead}>{article.summary}</p>
      <Markdown source={article.body} />
      {article.event && (
        <p className={page.meta}>
          L'événement : <Link to={`/event/${article.event.slug}`}>{article.event.title}</Link>,{' '}
          {formatDateRange(article.event.startDate, article.event.endDate)}
        </p>
      )}
    </article>
  );
}
