import { Link } from 'react-router';
import {
  api,
  COMPETITION_DISCIPLINE_LABELS,
  ENTRY_STATUS_LABELS,
  EspaceFacts,
  espaceCards,
  formatDate,
  formatWeight,
  useEspaceData,
  type EspaceCompetitionEntries,
  type EspaceCompetitionEntry,
} from '@wado/shared';

const loadEntries = (): Promise<EspaceCompetitionEntries> => api.getEspaceCompetitions();

/** What the state means for a parent: the club enters and pays, not the family. */
const STATE_TEXT: Record<EspaceCompetitionEntry['status'], string> = {
  pending: `${ENTRY_STATUS_LABELS.pending} par le club`,
  paid: 'Confirmée',
  withdrawn: ENTRY_STATUS_LABELS.withdrawn,
};

function Entry({ entry }: { entry: EspaceCompetitionEntry }) {
  const category = `${COMPETITION_DISCIPLINE_LABELS[entry.discipline]} : ${entry.categoryLabel}`;
  return (
    <li className={espaceCards.card}>
      <h3 className={espaceCards.title}>
        <Link to={`/event/${entry.event.slug}`}>{entry.event.title}</Link>
      </h3>
      <p>
        {entry.name} ({entry.club})
      </p>
      <EspaceFacts
        facts={[
          ['Date', formatDate(new Date(`${entry.event.startDate}T12:00:00Z`))],
          ['Catégorie', category],
          ...(entry.weightKg !== null ? ([['Poids déclaré', formatWeight(entry.weightKg)]] as const) : []),
          ['État', STATE_TEXT[entry.status]],
        ]}
      />
      {entry.moves.map((move, index) => (
        <p key={index}>
          Changement de catégorie par les organisateurs : {move.from} → {move.to} ({move.reason}).
        </p>
      ))}
    </li>
  );
}

/**
 * « Mon espace », the competitions' part: the household's licensees entered by their clubs, the
 * latest competition first (the event, who, the category the entry computed, its state, the
 * organizers' moves and why). Nothing to do here: the club enters and pays.
 */
export function CompetitionsPart() {
  const { state, retry } = useEspaceData(loadEntries);
  if (state.status === 'loading') {
    return (
      <p className={espaceCards.status} role="status">
        Chargement des inscriptions aux compétitions…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={espaceCards.alert} role="alert">
        <p>Les inscriptions aux compétitions n’ont pas pu être chargées : {state.message}</p>
        <button type="button" className={`${espaceCards.button} ${espaceCards.secondaryButton}`} onClick={retry}>
          Réessayer
        </button>
      </div>
    );
  }
  if (state.data.items.length === 0) {
    return (
      <p className={espaceCards.status}>
        Aucune inscription à une compétition. Ce sont les clubs qui inscrivent leurs licenciés.
      </p>
    );
  }
  return (
    <ul className={espaceCards.list}>
      {state.data.items.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
