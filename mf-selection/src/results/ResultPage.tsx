import { Link, useParams } from 'react-router';
import {
  api,
  COMPETITION_LEVEL_LABELS,
  formatDateRange,
  loadBySlug,
  Markdown,
  DetailView,
  useResource,
  type PodiumPlace,
} from '@wado/shared';
import { ClubName } from '../common/ClubName';
import page from '../common/page.module.css';
import styles from './results.module.css';
import { Medals, RankBadge } from '../common/Medals';

function Place({ place }: { place: PodiumPlace }) {
  return (
    <li className={styles.place}>
      <RankBadge rank={place.rank} />
      <span className={place.teamMember ? styles.ours : undefined}>
        <span className={styles.athlete}>
          {place.competitorSlug ? (
            <Link to={`/competitor/${place.competitorSlug}`}>{place.athlete}</Link>
          ) : (
            place.athlete
          )}
        </span>
        {place.teamMember && <span className={styles.teamTag}>Équipe de France</span>}
        <br />
        <span className={page.meta}>
          <ClubName name={place.club} clubId={place.clubId} /> · {place.country}
        </span>
      </span>
    </li>
  );
}

/** `/result/{result}`: one competition, the podium of each category and the team's medal count. */
export default function ResultPage() {
  const { result = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(result, api.getResult), result);
  return (
    <DetailView
      state={state}
      retry={retry}
      wide
      back={{ to: '/results', label: 'Tous les résultats' }}
      missingTitle="Compétition introuvable"
      missingText="Cette compétition n'existe pas ou n'est plus publiée."
      title={(competition) => competition.name}
      description={(competition) =>
        `${competition.name} : les podiums de chaque catégorie et les médailles de la sélection nationale de Wado France.`
      }
    >
      {(competition) => (
        <article>
          <h1 className={page.title}>{competition.name}</h1>
          <ul className={styles.facts}>
            <li>{formatDateRange(competition.startDate, competition.endDate)}</li>
            <li>
              {competition.place}, {competition.city} ({competition.country})
            </li>
            <li>{COMPETITION_LEVEL_LABELS[competition.level]}</li>
            <li>Saison {competition.season}</li>
          </ul>
          <div className={styles.summary}>
            <strong>Médailles de l'équipe de France</strong>
            <Medals medals={competition.medals} />
          </div>
          {competition.report && (
            <div className={styles.report}>
              <Markdown source={competition.report} />
            </div>
          )}
          <h2>Podiums par catégorie</h2>
          <div className={styles.categories}>
            {competition.categories.map((category) => (
              <section key={category.name} className={styles.category}>
                <h3>{category.name}</h3>
                <ol className={styles.podium}>
                  {category.podium.map((place, index) => (
                    <Place key={index} place={place} />
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </article>
      )}
    </DetailView>
  );
}
