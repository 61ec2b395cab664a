import { useId } from 'react';
import { Link } from 'react-router';
import {
  AGE_GROUP_LABELS,
  AGE_GROUPS,
  api,
  DISCIPLINE_LABELS,
  DISCIPLINES,
  ResourceView,
  useDocumentTitle,
  useResource,
  useUrlFilters,
  type Competitor,
  MediaImg,
} from '@wado/shared';
import { ClubName } from '../common/ClubName';
import styles from '../common/page.module.css';
import { competitorCount, FILTER_KEYS, toApiFilters } from './filters';

const AGE_SHORT: Record<Competitor['ageGroup'], string> = {
  cadets: 'Cadets',
  juniors: 'Juniors',
  seniors: 'Seniors',
  veterans: 'Vétérans',
};

function category(competitor: Competitor): string {
  const parts = [DISCIPLINE_LABELS[competitor.discipline], AGE_SHORT[competitor.ageGroup]];
  if (competitor.weightClass) parts.push(competitor.weightClass);
  return parts.join(' · ');
}

function CompetitorCard({ competitor }: { competitor: Competitor }) {
  return (
    <li className={styles.card}>
      <div className={styles.person}>
        <MediaImg image={competitor.portrait} className={styles.portrait} loading="lazy" />
        <div>
          <h2 className={styles.name}>
            <Link to={`/competitor/${competitor.slug}`}>{competitor.name}</Link>
          </h2>
          <p className={styles.role}>{category(competitor)}</p>
          <p className={styles.meta}>
            {competitor.grade} · <ClubName name={competitor.club} clubId={competitor.clubId} />
          </p>
        </div>
      </div>
      <div>
        <h3 className={styles.meta}>Palmarès</h3>
        <ul className={styles.text}>
          {competitor.achievements.map((achievement) => (
            <li key={achievement}>{achievement}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** `/competitors`: the selected competitors, filtered by discipline, age group and gender (in the URL). */
export default function CompetitorsPage() {
  useDocumentTitle('Compétiteurs de la sélection nationale');
  const id = useId();
  const [values, update] = useUrlFilters(FILTER_KEYS);
  const filters = toApiFilters(values);
  const [state, retry] = useResource(() => api.getCompetitors(filters), JSON.stringify(filters));
  const filtered = Object.keys(filters).length > 0;
  const reset = () => update({ discipline: '', categorie: '', genre: '' });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Les compétiteurs de la sélection</h1>
      <p className={styles.lead}>
        Les karatékas retenus pour la saison, en kata et en kumite, des cadets aux vétérans, avec leur club et leur
        palmarès.
      </p>
      <form
        className={styles.filters}
        role="search"
        aria-label="Filtrer les compétiteurs"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-discipline`}>Discipline</label>
          <select
            id={`${id}-discipline`}
            value={filters.discipline ?? ''}
            onChange={(event) => update({ discipline: event.target.value })}
          >
            <option value="">Kata et kumite</option>
            {DISCIPLINES.map((discipline) => (
              <option key={discipline} value={discipline}>
                {DISCIPLINE_LABELS[discipline]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-age`}>Catégorie d'âge</label>
          <select
            id={`${id}-age`}
            value={filters.ageGroup ?? ''}
            onChange={(event) => update({ categorie: event.target.value })}
          >
            <option value="">Toutes les catégories</option>
            {AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {AGE_GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-gender`}>Tableau</label>
          <select
            id={`${id}-gender`}
            value={filters.gender ?? ''}
            onChange={(event) => update({ genre: event.target.value })}
          >
            <option value="">Féminin et masculin</option>
            <option value="F">Féminin</option>
            <option value="M">Masculin</option>
          </select>
        </div>
        {filtered && (
          <button type="button" className={styles.reset} onClick={reset}>
            Effacer les filtres
          </button>
        )}
      </form>
      <ResourceView state={state} retry={retry}>
        {(team) => (
          <>
            <p className={styles.count} role="status" aria-live="polite">
              {competitorCount(team.length)}
            </p>
            {team.length === 0 ? (
              <div className={styles.empty}>
                <p>Aucun compétiteur ne correspond à ces critères.</p>
                <button type="button" className={styles.reset} onClick={reset}>
                  Voir toute la sélection
                </button>
              </div>
            ) : (
              <ul className={styles.grid}>
                {team.map((competitor) => (
                  <CompetitorCard key={competitor.slug} competitor={competitor} />
                ))}
              </ul>
            )}
          </>
        )}
      </ResourceView>
    </div>
  );
}
