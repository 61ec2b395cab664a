import { Link } from 'react-router';
import { api, formatDate, Pagination, ResourceView, useDocumentTitle, usePageParam, useResource } from '@wado/shared';
import page from '../common/page.module.css';
import styles from './press.module.css';

const PER_PAGE = 10;

/** `/press`: what newspapers and magazines wrote about the association, newest first. */
export default function PressPage() {
  useDocumentTitle('Revue de presse');
  const pageNumber = usePageParam();
  const [state, retry] = useResource(() => api.getPress({ page: pageNumber, limit: PER_PAGE }), String(pageNumber));
  return (
    <div className={`${page.page} ${page.narrow}`}>
      <h1 className={page.title}>Revue de presse</h1>
      <p className={page.lead}>
        Les articles consacrés au Wado, à nos clubs et à la sélection nationale dans la presse.
      </p>
      <ResourceView state={state} retry={retry}>
        {(press) =>
          press.items.length === 0 ? (
            <p className={page.empty}>Aucun article de presse n'est référencé pour le moment.</p>
          ) : (
            <>
              <ul className={styles.list}>
                {press.items.map((item) => (
                  <li key={item.slug} className={styles.item}>
                    <p className={styles.source}>
                      {item.source} · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                    </p>
                    <h2 className={page.cardTitle}>
                      <Link to={`/press/${item.slug}`}>{item.title}</Link>
                    </h2>
                    <p className={page.text}>{item.excerpt}</p>
                  </li>
                ))}
              </ul>
              <Pagination page={press.page} pages={press.pages} label="Pages de la revue de presse" />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}
