import { useId, useState } from 'react';
import { CLUB_LIST_LIMITS, FRENCH_REGIONS, filterFieldClass, formatCount, type ClubListResponse } from '@wado/shared';
import styles from './ClubFinderPage.module.css';

export interface ClubSearch {
  q: string;
  region: string;
}

/**
 * The finder's search: a town, postal code, department or club name, and a region. A plain GET
 * form of the page, so that it works before (or without) JavaScript; with it, a search sets the
 * URL without reloading, and choosing a region applies at once. Every region is offered, with
 * its number of clubs.
 */
export function ClubSearchForm({
  search,
  regions,
  onSearch,
}: {
  /** The search of the URL. */
  search: ClubSearch;
  /** The counts per region, once the directory has answered. */
  regions: ClubListResponse['regions'] | undefined;
  onSearch: (search: ClubSearch, options: { replace: boolean }) => void;
}) {
  const id = useId();
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
      <button type="submit" className={styles.submit}>
        Rechercher
      </button>
    </form>
  );
}
