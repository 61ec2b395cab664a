import { Link } from 'react-router';
import {
  api,
  formatDate,
  Pagination,
  ResourceView,
  useDocumentTitle,
  usePageParam,
  useResource,
  MediaImg,
} from '@wado/shared';
import page from '../common/page.module.css';
import { PORTRAIT_SIZES } from '../common/imageSizes';
import styles from './interviews.module.css';

const PER_PAGE = 10;

/** `/interviews`: conversations with experts, coaches, competitors and officials, newest first. */
export default function InterviewsPage() {
  useDocumentTitle('Interviews');
  const pageNumber = usePageParam();
  const [state, retry] = useResource(
    () => api.getInterviews({ page: pageNumber, limit: PER_PAGE }),
    String(pageNumber),
  );
  return (
    <div className={page.page}>
      <h1 className={page.title}>Interviews</h1>
      <p className={page.lead}>Experts, entraîneurs, compétiteurs et arbitres racontent leur Wado.</p>
      <ResourceView state={state} retry={retry}>
        {(interviews) =>
          interviews.items.length === 0 ? (
            <p className={page.empty}>Aucune interview n'est publiée pour le moment.</p>
          ) : (
            <>
              <ul className={page.grid}>
                {interviews.items.map((item) => (
                  <li key={item.slug} className={styles.card}>
                    <div className={styles.person}>
                      <MediaImg
                        image={item.portrait}
                        className={styles.portrait}
                        sizes={PORTRAIT_SIZES}
                        loading="lazy"
                      />
                      <div>
                        <p className={styles.who}>{item.person}</p>
                        <p className={page.meta}>{item.personRole}</p>
                      </div>
                    </div>
                    <h2 className={page.cardTitle}>
                      <Link to={`/interview/${item.slug}`}>{item.title}</Link>
                    </h2>
                    <p className={page.meta}>
                      <time dateTime={item.date}>{formatDate(item.date)}</time>
                    </p>
                    <p className={page.text}>{item.summary}</p>
                  </li>
                ))}
              </ul>
              <Pagination page={interviews.page} pages={interviews.pages} label="Pages des interviews" />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}
