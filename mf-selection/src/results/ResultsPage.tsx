import { useId } from 'react';
import { Link } from 'react-router';
import {
  api,
  COMPETITION_LEVEL_LABELS,
  formatDateRange,
  Pagination,
  ResourceView,
  SEASON_PATTERN,
  useDocumentTitle,
  usePageParam,
  useResource,
  useUrlFilters,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './results.module.css';
import { groupBySeason, seasonLabel } from './grouping';
import { Medals } from '../common/Medals';

const PER_PAGE = 10;

/** `/results`: the competitions, by season (most recent first), with the team's medals. */
export default function ResultsPage() {
  useDocumentTitle('Résultats de la sélection nationale');
  const id = useId();
  const [values, update] = useUrlFilters(['saison', 'page'] as const);
  const season = new RegExp(SEASON_PATTERN).test(values.saison) ? values.saison : undefined;
  const pageNumber = usePageParam();
  const [state, retry] = useResource(
    () => api.getResults({ season, page: pageNumber, limit: PER_PAGE }),
    `${season ?? ''}:${pageNumber}`,
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>Résultats</h1>
      <p className={page.lead}>
        Les compétitions de la sélection nationale, saison par saison : championnats de France, opens internationaux,
        championnats d'Europe et du monde. Ouvrez une compétition pour voir les podiums de chaque catégorie.
      </p>
      <ResourceView state={state} retry={retry}>
        {(results) => (
          <>
            <form
              className={page.filters}
              role="search"
              aria-label="Choisir une saison"
              onSubmit={(event) => event.preventDefault()}
            >
              <div className={page.field}>
                <label htmlFor={`${id}-season`}>Saison</label>
                <select
                  id={`${id}-season`}
                  value={season ?? ''}
                  onChange={(event) => update({ saison: event.target.value, page: '' })}
                >
                  <option value="">Toutes les saisons</option>
                  {results.seasons.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            </form>
            {results.items.length === 0 ? (
              <p className={page.empty}>Aucun résultat n'est publié pour cette saison.</p>
            ) : (
              groupBySeason(results.items).map((group) => (
                <section key={group.season} aria-labelledby={`${id}-${group.season}`}>
                  <h2 id={`${id}-${group.season}`} className={styles.season}>
                    {seasonLabel(group.season)}
                  </h2>
                  <ul className={styles.list}>
                    {group.items.map((competition) => (
                      <li key={competition.slug} className={styles.item}>
                        <div>
                          <h3>
                            <Link to={`/result/${competition.slug}`}>{competition.name}</Link>
                          </h3>
                          <p className={page.meta}>
                            {formatDateRange(competition.startDate, competition.endDate)} · {competition.city} (
                            {competition.country}) · {COMPETITION_LEVEL_LABELS[competition.level]}
                          </p>
                        </div>
                        <Medals medals={competition.medals} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
            <Pagination page={results.page} pages={results.pages} label="Pages des résultats" />
          </>
        )}
      </ResourceView>
    </div>
  );
}
