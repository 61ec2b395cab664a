import { useMemo } from 'react';
import {
  api,
  filterClubs,
  FilterBar,
  formatCount,
  NoMatch,
  ResourceView,
  useDocumentTitle,
  useResource,
  useUrlFilters,
  CLUB_LIST_LIMITS,
  type ClubListResponse,
} from '@wado/shared';
import page from '../common/page.module.css';
import { ClubCard } from './ClubCard';

const FILTERS = ['q', 'region'] as const;

/** The directory and the filters of the URL: what the finder shows. */
function ClubResults({ directory }: { directory: ClubListResponse }) {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  // A region the directory does not know (an old shared link) filters nothing rather than everything.
  const region = directory.regions.some((entry) => entry.region === filters.region) ? filters.region : '';
  const shown = useMemo(() => filterClubs(directory.items, filters.q, region), [directory.items, filters.q, region]);

  return (
    <>
      <FilterBar
        search={{
          label: 'Rechercher un club',
          placeholder: 'Nom, ville ou numéro de département (69, 2A…)',
          value: filters.q,
          onChange: (q) => setFilters({ q }),
        }}
        select={{
          label: 'Région',
          allLabel: 'Toutes les régions',
          options: directory.regions.map((entry) => ({
            value: entry.region,
            label: `${entry.region} (${entry.count})`,
          })),
          value: region,
          onChange: (value) => setFilters({ region: value }),
        }}
        count={
          shown.length === 0
            ? 'Aucun club affiché'
            : `${formatCount(shown.length, 'club affiché', 'clubs affichés')} sur ${directory.total}`
        }
      />
      {shown.length === 0 ? (
        <NoMatch
          message={
            <>
              <strong>Aucun club ne correspond à votre recherche</strong>
              {filters.q && <> « {filters.q} »</>}
              {region && <> en {region}</>}.
            </>
          }
          hint="Vérifiez l’orthographe, cherchez une ville voisine ou le numéro du département."
          resetLabel="Afficher tous les clubs"
          onReset={() => setFilters({ q: '', region: '' })}
        />
      ) : (
        <ul className={page.grid} aria-label="Clubs affiliés">
          {shown.map((club) => (
            <ClubCard key={club.id} club={club} />
          ))}
        </ul>
      )}
    </>
  );
}

/** `/affiliated_clubs`: the club finder. The whole directory is loaded once and filtered as you type. */
export default function ClubFinderPage() {
  useDocumentTitle('Clubs affiliés');
  const [state, retry] = useResource(() => api.getClubs({ limit: CLUB_LIST_LIMITS.maxLimit }), 'clubs');

  return (
    <div className={page.page}>
      <h1>Clubs affiliés</h1>
      <p className={page.lead}>
        Trouvez le dojo le plus proche de chez vous : cherchez par nom de club, par ville ou par numéro de département,
        ou choisissez une région. Chaque club propose deux séances d’essai gratuites.
      </p>
      <ResourceView
        state={state}
        retry={retry}
        errorText="La liste des clubs n’a pas pu être chargée. Vérifiez votre connexion puis réessayez."
      >
        {(directory) => <ClubResults directory={directory} />}
      </ResourceView>
    </div>
  );
}
