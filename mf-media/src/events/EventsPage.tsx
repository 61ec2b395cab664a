import { useId } from 'react';
import { Link } from 'react-router';
import {
  api,
  dayAndMonth,
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  formatDateRange,
  Pagination,
  ResourceView,
  useDocumentTitle,
  useSiteOrigin,
  usePageParam,
  useResource,
  useUrlFilters,
  type EventKind,
  type EventSummary,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './events.module.css';
import { calendarLinks } from './calendarLinks';

const PER_PAGE = 8;

function EventCard({ event, past }: { event: EventSummary; past: boolean }) {
  const block = dayAndMonth(event.startDate);
  return (
    <li className={`${styles.event} ${past ? styles.past : ''}`}>
      <div className={styles.date} aria-hidden="true">
        <span className={styles.day}>{block.day}</span>
        <span className={styles.month}>{block.month}</span>
      </div>
      <div>
        <span className={page.badge}>{EVENT_KIND_LABELS[event.kind]}</span>
        <h2 className={`${page.cardTitle} ${styles.eventTitle}`}>
          <Link to={`/event/${event.slug}`}>{event.title}</Link>
        </h2>
        <p className={page.meta}>
          {formatDateRange(event.startDate, event.endDate)} · {event.city}
        </p>
        <p className={page.text}>{event.summary}</p>
      </div>
    </li>
  );
}

/** `/events`: upcoming events first; past ones on request (`?periode=passes`); by kind; subscribable. */
export default function EventsPage() {
  useDocumentTitle('Événements');
  const id = useId();
  const [values, update] = useUrlFilters(['periode', 'type', 'page'] as const);
  const past = values.periode === 'passes';
  const kind = (EVENT_KINDS as readonly string[]).includes(values.type) ? (values.type as EventKind) : undefined;
  const pageNumber = usePageParam();
  const [state, retry] = useResource(
    () => api.getEvents({ period: past ? 'past' : 'upcoming', kind, page: pageNumber, limit: PER_PAGE }),
    `${past}:${kind ?? ''}:${pageNumber}`,
  );
  const links = calendarLinks({ href: `${useSiteOrigin()}/events` });
  const kindQuery = kind ? `&type=${kind}` : '';

  return (
    <div className={page.page}>
      <h1 className={page.title}>Événements</h1>
      <p className={page.lead}>
        Stages, compétitions, passages de grades, formations et assemblée générale : le calendrier de l'association.
        Ajoutez un événement ou tout le calendrier à votre agenda.
      </p>
      <div className={styles.toolbar}>
        <ul className={styles.tabs} aria-label="Période">
          <li>
            <Link className={styles.tab} to={`?${kindQuery.slice(1)}`} aria-current={past ? undefined : 'page'}>
              À venir
            </Link>
          </li>
          <li>
            <Link className={styles.tab} to={`?periode=passes${kindQuery}`} aria-current={past ? 'page' : undefined}>
              Passés
            </Link>
          </li>
        </ul>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Type d'événement</label>
          <select
            id={`${id}-kind`}
            value={kind ?? ''}
            onChange={(event) => update({ type: event.target.value, page: '' })}
          >
            <option value="">Tous les types</option>
            {EVENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {EVENT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ResourceView state={state} retry={retry}>
        {(events) =>
          events.items.length === 0 ? (
            <div className={page.empty}>
              <p>
                {past ? 'Aucun événement passé' : 'Aucun événement à venir'}
                {kind ? ` de type « ${EVENT_KIND_LABELS[kind]} »` : ''} pour le moment.
              </p>
              {!past && <Link to={`?periode=passes${kindQuery}`}>Voir les événements passés</Link>}
            </div>
          ) : (
            <>
              <h2 className={page.srOnly}>{past ? 'Événements passés' : 'Événements à venir'}</h2>
              <ul className={styles.list}>
                {events.items.map((event) => (
                  <EventCard key={event.slug} event={event} past={past} />
                ))}
              </ul>
              <Pagination page={events.page} pages={events.pages} label="Pages des événements" />
            </>
          )
        }
      </ResourceView>
      <section className={styles.subscribe} aria-labelledby={`${id}-subscribe`}>
        <h2 id={`${id}-subscribe`}>Le calendrier dans votre agenda</h2>
        <p className={page.text}>
          Abonnez-vous : les nouveaux événements apparaîtront d'eux-mêmes dans votre application d'agenda (Google
          Agenda, Apple Calendrier, Outlook, Thunderbird…).
        </p>
        <div className={page.actions}>
          <a className={page.button} href={links.subscribe}>
            S'abonner au calendrier
          </a>
          <a className={page.secondary} href={links.download} download="wado-france-evenements.ics">
            Télécharger le fichier .ics
          </a>
        </div>
      </section>
    </div>
  );
}
