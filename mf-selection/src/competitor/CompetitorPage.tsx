import { Link, useParams } from 'react-router';
import {
  AGE_GROUP_LABELS,
  api,
  COMPETITION_LEVEL_LABELS,
  DetailView,
  DISCIPLINE_LABELS,
  formatDateRange,
  loadBySlug,
  MediaImg,
  shareImageUrl,
  useResource,
  type CompetitorDetail,
  type CompetitorResult,
} from '@wado/shared';
import page from '../common/page.module.css';
import { Medals, RankBadge } from '../common/Medals';
import styles from './competitor.module.css';

/** « Juniors (16-17 ans), -68 kg »: the age group, and the weight class in kumite. */
export function categoryOf(competitor: Pick<CompetitorDetail, 'ageGroup' | 'weightClass'>): string {
  const age = AGE_GROUP_LABELS[competitor.ageGroup];
  return competitor.weightClass ? `${age}, ${competitor.weightClass}` : age;
}

/** « 4 médailles » */
const medalCount = (total: number) => (total === 0 ? 'Aucune médaille' : `${total} médaille${total > 1 ? 's' : ''}`);

function Result({ result }: { result: CompetitorResult }) {
  const { competition } = result;
  return (
    <li className={styles.result}>
      <RankBadge rank={result.rank} />
      <div>
        <h3 className={styles.competition}>
          <Link to={`/result/${competition.slug}`}>{competition.name}</Link>
        </h3>
        <p className={styles.category}>{result.category}</p>
        <p className={page.meta}>
          {formatDateRange(competition.startDate, competition.endDate)} · {competition.city} ({competition.country}) ·{' '}
          {COMPETITION_LEVEL_LABELS[competition.level]}
        </p>
      </div>
    </li>
  );
}

/** `/competitor/{competitor}`: one athlete of the team, their club, category, medals and every result. */
export default function CompetitorPage() {
  const { competitor: slug = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(slug, api.getCompetitor), `competitor:${slug}`);
  return (
    <DetailView
      state={state}
      retry={retry}
      back={{ to: '/competitors', label: 'Tous les compétiteurs' }}
      missingTitle="Compétiteur introuvable"
      missingText="Ce compétiteur n'existe pas ou ne fait plus partie de la sélection."
      title={(competitor) => competitor.name}
      description={(competitor) =>
        `${competitor.name}, ${DISCIPLINE_LABELS[competitor.discipline].toLowerCase()} ${categoryOf(competitor)}, ${competitor.club} : ${medalCount(competitor.medals.total).toLowerCase()} et tous ses résultats en sélection nationale de Wado France.`
      }
      image={(competitor) => shareImageUrl(competitor.portrait)}
    >
      {(competitor) => (
        <article>
          <header className={styles.header}>
            <MediaImg image={competitor.portrait} className={styles.portrait} />
            <div>
              <h1 className={page.title}>{competitor.name}</h1>
              <dl className={styles.facts}>
                <div>
                  <dt>Club</dt>
                  <dd>
                    {competitor.clubId === null ? (
                      competitor.club
                    ) : (
                      <Link to={`/club/${competitor.clubId}`}>{competitor.club}</Link>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Grade</dt>
                  <dd>{competitor.grade}</dd>
                </div>
                <div>
                  <dt>Discipline</dt>
                  <dd>{DISCIPLINE_LABELS[competitor.discipline]}</dd>
                </div>
                <div>
                  <dt>Catégorie</dt>
                  <dd>{categoryOf(competitor)}</dd>
                </div>
              </dl>
            </div>
          </header>
          <section className={styles.summary} aria-labelledby="competitor-medals">
            <h2 id="competitor-medals">{medalCount(competitor.medals.total)}</h2>
            {competitor.medals.total > 0 && <Medals medals={competitor.medals} owner={competitor.name} />}
          </section>
          {competitor.achievements.length > 0 && (
            <section aria-labelledby="competitor-achievements">
              <h2 id="competitor-achievements">Palmarès</h2>
              <ul className={styles.achievements}>
                {competitor.achievements.map((achievement) => (
                  <li key={achievement}>{achievement}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="competitor-results">
            <h2 id="competitor-results">Résultats</h2>
            {competitor.results.length === 0 ? (
              <p className={page.empty}>Aucun podium publié pour l'instant.</p>
            ) : (
              <ol className={styles.results}>
                {competitor.results.map((result) => (
                  <Result key={`${result.competition.slug} ${result.category}`} result={result} />
                ))}
              </ol>
            )}
          </section>
        </article>
      )}
    </DetailView>
  );
}
