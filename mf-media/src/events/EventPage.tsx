import { useParams } from 'react-router';
import {
  api,
  DetailView,
  EVENT_KIND_LABELS,
  formatDate,
  formatDateRange,
  loadBySlug,
  Markdown,
  todayInParis,
  useResource,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './events.module.css';

/** `/event/{event}`: dates, place, kind, description, how to register, add to a calendar. */
export default function EventPage() {
  const { event: slug = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(slug, api.getEvent), slug);
  return (
    <DetailView
      state={state}
      retry={retry}
      back={{ to: '/events', label: 'Tous les événements' }}
      missingTitle="Événement introuvable"
      missingText="Cet événement n'existe pas ou a été retiré du calendrier."
      title={(event) => event.title}
      description={(event) => event.summary}
    >
      {(event) => {
        const finished = event.endDate < todayInParis();
        const open = !finished && (event.registrationDeadline === null || event.registrationDeadline >= todayInParis());
        return (
          <article className={page.article}>
            <span className={page.badge}>{EVENT_KIND_LABELS[event.kind]}</span>
            <h1 className={page.title}>{event.title}</h1>
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
            <div className={page.actions}>
              <a className={page.secondary} href={event.icsUrl} download={`${event.slug}.ics`}>
                Ajouter à mon agenda (.ics)
              </a>
            </div>
            <Markdown source={event.description} />
            <section className={styles.register} aria-labelledby="inscription">
              <h2 id="inscription">{finished ? 'Événement terminé' : "Comment s'inscrire"}</h2>
              <Markdown source={event.registration} />
              {open && event.registrationUrl && (
                <a className={page.button} href={event.registrationUrl} rel="noopener noreferrer">
                  S'inscrire en ligne
                </a>
              )}
            </section>
          </article>
        );
      }}
    </DetailView>
  );
}
