import { Link, useParams } from 'react-router';
import {
  AGE_GROUP_LABELS,
  api,
  CLUB_DISCIPLINE_LABELS,
  DetailView,
  DISCIPLINE_LABELS,
  EVENT_KIND_LABELS,
  formatDateRange,
  formatInteger,
  loadBySlug,
  MediaImg,
  presentationParagraphs,
  useResource,
  type ClubDetail,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './ClubPage.module.css';

/** « à 36 km », « dans la même commune ». */
const distanceText = (distanceKm: number) =>
  distanceKm === 0 ? 'dans la même commune' : `à ${formatInteger(distanceKm)}\u00a0km`;

function Contact({ club }: { club: ClubDetail }) {
  const ways = [
    club.email && (
      <li key="email">
        <span className={styles.label}>E-mail</span> <a href={`mailto:${club.email}`}>{club.email}</a>
      </li>
    ),
    club.phone && (
      <li key="phone">
        <span className={styles.label}>Téléphone</span>{' '}
        <a href={`tel:${club.phone.replace(/\s/g, '')}`}>{club.phone}</a>
      </li>
    ),
    club.website && (
      <li key="website">
        <span className={styles.label}>Site</span>{' '}
        <a href={club.website} rel="noopener noreferrer">
          {club.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
        </a>
      </li>
    ),
  ].filter(Boolean);
  return ways.length > 0 ? (
    <ul className={styles.plain}>{ways}</ul>
  ) : (
    <p>Le club n’a pas encore donné ses coordonnées : écrivez à Wado France, qui transmettra.</p>
  );
}

function Team({ club }: { club: ClubDetail }) {
  if (club.coaches.length === 0 && club.competitors.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="club-team">
      <h2 id="club-team">À la sélection nationale</h2>
      {club.coaches.length > 0 && (
        <>
          <h3 className={styles.subheading}>Entraîneurs</h3>
          <ul className={styles.people}>
            {club.coaches.map((coach) => (
              <li key={coach.slug}>
                <strong>{coach.name}</strong>, {coach.role}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/coaches">Les entraîneurs de la sélection nationale</Link>
          </p>
        </>
      )}
      {club.competitors.length > 0 && (
        <>
          <h3 className={styles.subheading}>Compétiteurs</h3>
          <ul className={styles.people}>
            {club.competitors.map((competitor) => (
              <li key={competitor.slug}>
                <Link to={`/competitor/${encodeURIComponent(competitor.slug)}`}>{competitor.name}</Link>
                <span className={page.muted}>
                  {' '}
                  · {DISCIPLINE_LABELS[competitor.discipline]} · {AGE_GROUP_LABELS[competitor.ageGroup]} ·{' '}
                  {competitor.grade}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Events({ club }: { club: ClubDetail }) {
  const radius = `${formatInteger(club.eventsRadiusKm)}\u00a0km`;
  return (
    <section className={styles.section} aria-labelledby="club-events">
      <h2 id="club-events">Prochains événements à moins de {radius}</h2>
      {club.events.length === 0 ? (
        <p>
          {club.position
            ? `Aucun événement publié à moins de ${radius} du club pour le moment.`
            : 'La commune du club n’est pas encore placée sur la carte : les événements proches ne peuvent pas être choisis.'}
        </p>
      ) : (
        <ul className={styles.events}>
          {club.events.map((event) => (
            <li key={event.slug}>
              <Link to={`/event/${encodeURIComponent(event.slug)}`} className={styles.eventTitle}>
                {event.title}
              </Link>
              <span className={page.muted}>
                {EVENT_KIND_LABELS[event.kind]} · {formatDateRange(event.startDate, event.endDate)} · {event.city},{' '}
                {distanceText(event.distanceKm)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/events">Tout le calendrier des événements</Link>
      </p>
    </section>
  );
}

/**
 * `/club/{club}`: one club of the directory (by its id): where and when it trains, how to reach
 * it, what it teaches, its people in the national team and the next events near it, with a way
 * back to the finder (the clubs around its town).
 */
export default function ClubPage() {
  const { club: id = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(id, api.getClub), `club:${id}`);
  return (
    <DetailView
      state={state}
      retry={retry}
      wide
      back={{ to: '/affiliated_clubs', label: 'Tous les clubs' }}
      missingTitle="Club introuvable"
      missingText="Ce club n’existe pas ou a quitté l’annuaire."
      title={(club) => club.name}
      description={(club) =>
        `${club.name}, club de karaté Wado à ${club.city} (${club.departmentName}) affilié à Wado France : horaires, adresse, contact et disciplines.`
      }
    >
      {(club) => (
        <article className={styles.club}>
          <h1 className={styles.title}>{club.name}</h1>
          <p className={styles.place}>
            {club.city} · {club.departmentName} ({club.department}) · {club.region}
          </p>
          {club.disciplines && club.disciplines.length > 0 && (
            <ul className={styles.disciplines} aria-label="Disciplines">
              {club.disciplines.map((discipline) => (
                <li key={discipline}>{CLUB_DISCIPLINE_LABELS[discipline]}</li>
              ))}
            </ul>
          )}
          {presentationParagraphs(club.presentation).length > 0 && (
            <section className={styles.presentation} aria-label="Présentation du club">
              {presentationParagraphs(club.presentation).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          )}
          {club.photo && (
            <MediaImg
              className={styles.photo}
              image={club.photo}
              sizes="(max-width: 44rem) 100vw, 42rem"
              loading="lazy"
              decoding="async"
            />
          )}
          <div className={styles.columns}>
            <section className={styles.section} aria-labelledby="club-times">
              <h2 id="club-times">Horaires</h2>
              {club.trainingTimes.length > 0 ? (
                <ul className={styles.times}>
                  {club.trainingTimes.map((slot) => (
                    <li key={slot}>{slot}</li>
                  ))}
                </ul>
              ) : (
                <p>Le club n’a pas encore donné ses horaires : contactez-le.</p>
              )}
              <p className={page.muted}>Deux séances d’essai gratuites avant de s’inscrire.</p>
            </section>
            <section className={styles.section} aria-labelledby="club-address">
              <h2 id="club-address">Adresse et contact</h2>
              <address className={styles.address}>
                {club.address}
                <br />
                {club.postalCode} {club.city}
              </address>
              <Contact club={club} />
            </section>
          </div>
          <Team club={club} />
          <Events club={club} />
          <p className={styles.more}>
            <Link to={`/affiliated_clubs?${new URLSearchParams({ q: `${club.city} ${club.department}` })}`}>
              Les autres clubs près de {club.city}
            </Link>
          </p>
        </article>
      )}
    </DetailView>
  );
}
