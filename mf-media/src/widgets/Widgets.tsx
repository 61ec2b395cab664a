import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  api,
  dayAndMonth,
  formatDate,
  formatDateRange,
  EVENT_KIND_LABELS,
  useResource,
  type ResourceState,
  MediaImg,
} from '@wado/shared';
import { WIDGET_IMAGE_SIZES } from '../common/imageSizes';
import styles from './widgets.module.css';

const SHOWN = 3;

/** A widget's own states, small enough for a home page column (no full-page indicator). */
function WidgetState<T>({
  state,
  retry,
  what,
  children,
}: {
  state: ResourceState<T>;
  retry: () => void;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'ready') return <>{children(state.data)}</>;
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        Chargement...
      </p>
    );
  }
  return (
    <p className={styles.status} role="alert">
      {what} n'ont pas pu être chargés.
      <button type="button" className={styles.retry} onClick={retry}>
        Réessayer
      </button>
    </p>
  );
}

/** Home page: the three latest news. */
export function LatestNews() {
  const [state, retry] = useResource(() => api.getNews({ limit: SHOWN }), 'home-news');
  return (
    <section className={styles.widget} aria-labelledby="home-latest-news">
      <h2 id="home-latest-news" className={styles.heading}>
        Dernières actualités
      </h2>
      <WidgetState state={state} retry={retry} what="Les articles">
        {(news) =>
          news.items.length === 0 ? (
            <p className={styles.status}>Aucune actualité pour le moment.</p>
          ) : (
            <ul className={styles.list}>
              {news.items.map((item) => (
                <li key={item.slug} className={styles.item}>
                  <MediaImg
                    image={item.image}
                    className={styles.thumb}
                    sizes={WIDGET_IMAGE_SIZES}
                    decorative
                    loading="lazy"
                  />
                  <div>
                    <h3 className={styles.title}>
                      <Link to={`/news/${item.slug}`}>{item.title}</Link>
                    </h3>
                    <p className={styles.meta}>
                      <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </WidgetState>
      <p className={styles.more}>
        <Link to="/news">Toutes les actualités →</Link>
      </p>
    </section>
  );
}

/** Home page: the next three events. */
export function NextEvents() {
  const [state, retry] = useResource(() => api.getEvents({ period: 'upcoming', limit: SHOWN }), 'home-events');
  return (
    <section className={styles.widget} aria-labelledby="home-next-events">
      <h2 id="home-next-events" className={styles.heading}>
        Prochains événements
      </h2>
      <WidgetState state={state} retry={retry} what="Les événements">
        {(events) =>
          events.items.length === 0 ? (
            <p className={styles.status}>Aucun événement annoncé pour le moment.</p>
          ) : (
            <ul className={styles.list}>
              {events.items.map((event) => {
                const block = dayAndMonth(event.startDate);
                return (
                  <li key={event.slug} className={styles.item}>
                    <div className={styles.date} aria-hidden="true">
                      <span className={styles.day}>{block.day}</span>
                      <span className={styles.month}>{block.month}</span>
                    </div>
                    <div>
                      <h3 className={styles.title}>
                        <Link to={`/event/${event.slug}`}>{event.title}</Link>
                      </h3>
                      <p className={styles.meta}>
                        {EVENT_KIND_LABELS[event.kind]} · {formatDateRange(event.startDate, event.endDate)} ·{' '}
                        {event.city}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </WidgetState>
      <p className={styles.more}>
        <Link to="/events">Tout le calendrier →</Link>
      </p>
    </section>
  );
}
