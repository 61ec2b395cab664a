import { useId, useState } from 'react';
import {
  CLUB_LIST_LIMITS,
  FRENCH_REGIONS,
  filterFieldClass,
  filterSubmitClass,
  formatCount,
  useHydrated,
  type ClubListResponse,
} from '@wado/shared';
import styles from './ClubFinderPage.module.css';
import type { VisitorPosition } from './useVisitorPosition';

export interface ClubSearch {
  q: string;
  region: string;
}

/** What « autour de moi » says when the position could not be had (the form stays usable). */
const POSITION_PROBLEMS: Partial<Record<VisitorPosition['status'], string>> = {
  refused:
    'Vous n’avez pas autorisé le site à connaître votre position. Cherchez plutôt une ville, un code postal ou un département.',
  unavailable:
    'Votre position n’a pas pu être trouvée. Réessayez, ou cherchez plutôt une ville, un code postal ou un département.',
  unsupported:
    'Votre navigateur ne donne pas votre position. Cherchez plutôt une ville, un code postal ou un département.',
};

/**
 * The finder's search: a town, postal code, department or club name, and a region. A plain GET
 * form of the page, so that it works before (or without) JavaScript; with it, a search sets the
 * URL without reloading, and choosing a region applies at once. Every region is offered, with
 * its number of clubs. « Autour de moi » asks the browser for the position on its click only; it
 * works once the page's script runs (disabled before).
 */
export function ClubSearchForm({
  search,
  regions,
  onSearch,
  position,
  onLocate,
}: {
  /** The search of the URL. */
  search: ClubSearch;
  /** The counts per region, once the directory has answered. */
  regions: ClubListResponse['regions'] | undefined;
  onSearch: (search: ClubSearch, options: { replace: boolean }) => void;
  position: VisitorPosition;
  onLocate: () => void;
}) {
  const id = useId();
  // The button needs the page's script: the server renders it disabled, the browser enables it.
  const scripted = useHydrated();
  const asking = position.status === 'asking';
  const problem = POSITION_PROBLEMS[position.status];
  const [draft, setDraft] = useState(search.q);
  // The URL changed (back button, a link): the box shows its search again.
  const [shownQuery, setShownQuery] = useState(search.q);
  if (shownQuery !== search.q) {
    setShownQuery(search.q);
    setDraft(search.q);
  }
  const countOf = (region: string) => regions?.find((entry) => entry.region === region)?.count;

  return (
    <form
      className={styles.search}
      role="search"
      method="get"
      action="/affiliated_clubs"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ q: draft.trim(), region: search.region }, { replace: false });
      }}
    >
      <div className={filterFieldClass}>
        <label htmlFor={`${id}-q`}>Rechercher un club</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={draft}
          placeholder="Ville ou code postal"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={CLUB_LIST_LIMITS.maxQueryLength}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div className={filterFieldClass}>
        <label htmlFor={`${id}-region`}>Région</label>
        <select
          id={`${id}-region`}
          name="region"
          value={search.region}
          onChange={(event) => onSearch({ q: draft.trim(), region: event.target.value }, { replace: true })}
        >
          <option value="">Toutes les régions</option>
          {FRENCH_REGIONS.map((region) => {
            const count = countOf(region);
            return (
              <option key={region} value={region}>
                {count === undefined
                  ? region
                  : `${region} (${count === 0 ? 'aucun club' : formatCount(count, 'club', 'clubs')})`}
              </option>
            );
          })}
        </select>
      </div>
      <button type="submit" className={filterSubmitClass}>
        Rechercher
      </button>
      <button
        type="button"
        className={styles.locate}
        disabled={!scripted || asking}
        aria-describedby={`${id}-position`}
        onClick={onLocate}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        {asking ? 'Localisation…' : 'Autour de moi'}
      </button>
      <p id={`${id}-position`} className={problem ? styles.positionProblem : styles.positionHelp} aria-live="polite">
        {problem ??
          (asking
            ? 'Votre navigateur vous demande si le site peut connaître votre position.'
            : 'Votre position sert à cette recherche seulement : elle n’est ni enregistrée ni conservée.')}
      </p>
    </form>
  );
}
