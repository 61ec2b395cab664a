import {
  EVENT_KIND_LABELS,
  formatDate,
  formatDateRange,
  Markdown,
  MediaImg,
  todayInParis,
  type EventDetail,
} from '@wado/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import page from '../common/page.module.css';
import styles from './events.module.css';

/**
 * An event as a visitor sees it: dates, place, kind, description, how to register, add to a
 * calendar (until it is over). Shown by `/event/{event}` (with its online `registration`, when
 * there is one) and by the back office's preview of a draft.
 */
export function EventView({ event, registration }: { event: EventDetail; registration?: ReactNode }) {
  const finished = event.endDate < todayInParis();
  const open = !finished && (event.registrationDeadline === null || event.registrationDeadline >= todayInParis());
  return (
    <article className={page.article}>
      <span className={page.badge}>{EVENT_KIND_LABELS[event.kind]}</span>
      <h1 className={page.title}>{event.title}</h1>
      {event.image && <MediaImg image={event.image} className={page.hero} />}
      <p className={page.lead}>{event.summary}</p>
      <dl className={styles.facts}>
        <dt>Date</dt>
        <dd>{formatDateRange(event.startDate, event.endDate)}</dd>
        <dt>Lieu</dt>
        <dd>
          {event.place}
          <br />
          {event.address}
        </dd>
        {event.registrationDeadline && !finished && (
          <>
            <dt>Inscriptions</dt>
            <dd>jusqu'au {formatDate(event.registrationDeadline)}</dd>
          </>
        )}
      </dl>
      {!finished && (
        <div className={page.actions}>
          <a className={page.secondary} href={event.icsUrl} download={`${event.slug}.ics`}>
            Ajouter à mon agenda (.ics)
          </a>
        </div>
      )}
      <Markdown source={event.description} />
      {(event.album || event.result || (event.news && event.news.length > 0)) && (
        <section aria-labelledby="autour">
          <h2 id="autour">Autour de l'événement</h2>
          <ul>
            {event.album && (
              <li>
                Les photos : <Link to={`/gallery?album=${event.album.slug}`}>{event.album.title}</Link>
              </li>
            )}
            {event.result && (
              <li>
                Les résultats : <Link to={`/result/${event.result.slug}`}>{event.result.name}</Link>
              </li>
            )}
            {event.news?.map((news) => (
              <li key={news.slug}>
                <Link to={`/news/${news.slug}`}>{news.title}</Link> (
                <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>)
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.register} aria-labelledby="inscription">
        <h2 id="inscription">{finished ? 'Événement terminé' : "Comment s'inscrire"}</h2>
        <Markdown source={event.registration} />
        {open && event.registrationUrl && (
          <a className={page.button} href={event.registrationUrl} rel="noopener noreferrer">
            S'inscrire en ligne
          </a>
        )}
        {registration}
      </section>
    </article>
  );
}
