import { useEffect, useState } from 'react';
import { agree, foldAccents, type ClubRecord } from '@wado/shared';
import { adminClasses, FormMessage } from '@wado/shared/admin';
import { clubNames, useClubList } from './clubList';
import styles from './PeoplePage.module.css';

/** From this many clubs, a text box narrows the list. */
export const CLUB_FILTER_FROM = 10;

const matches = (club: ClubRecord, words: string[]) => {
  const text = foldAccents(`${club.name} ${club.city} ${club.postalCode}`);
  return words.every((word) => text.includes(word));
};

/**
 * The clubs a manager looks after: one checkbox per club of the directory (its name and commune,
 * by name), a filter when there are many, in a fieldset (its `id` receives the focus on an error)
 * that says which are chosen, the filter hiding some.
 */
export function ClubCheckboxes({
  id,
  legend,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  value: readonly number[];
  onChange: (clubIds: number[]) => void;
  error?: string;
}) {
  const { state, need, reload } = useClubList();
  const [filter, setFilter] = useState('');
  useEffect(() => need(), [need]);

  const clubs = state.status === 'ready' ? state.data : [];
  const words = foldAccents(filter).split(/\s+/).filter(Boolean);
  const shown = clubs.filter((club) => matches(club, words));
  const chosen = clubNames(value, clubs);
  const describedBy = [`${id}-chosen`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset id={id} className={adminClasses.fieldset} tabIndex={-1} aria-describedby={describedBy}>
      <legend className={adminClasses.legend}>{legend}</legend>
      {state.status === 'loading' && (
        <p className={adminClasses.meta} role="status">
          Chargement des clubs…
        </p>
      )}
      {state.status === 'error' && (
        <FormMessage kind="error">
          <p>La liste des clubs n’a pas pu être chargée : {state.message}</p>
          <button type="button" className={adminClasses.secondary} onClick={reload}>
            Réessayer
          </button>
        </FormMessage>
      )}
      {state.status === 'ready' && clubs.length === 0 && (
        <p className={adminClasses.meta}>
          L’annuaire n’a encore aucun club : ajoutez-les dans « Association », « Clubs ».
        </p>
      )}
      {clubs.length >= CLUB_FILTER_FROM && (
        <div className={adminClasses.field}>
          <label htmlFor={`${id}-filter`}>Filtrer les clubs</label>
          <input
            id={`${id}-filter`}
            className={adminClasses.input}
            type="search"
            autoComplete="off"
            value={filter}
            aria-describedby={`${id}-filter-hint`}
            onChange={(event) => setFilter(event.target.value)}
            // Enter narrows the list; it does not send the form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          <p id={`${id}-filter-hint`} className={adminClasses.hint}>
            Une partie du nom, de la commune ou du code postal. Les clubs cochés le restent quand le filtre les cache.
          </p>
        </div>
      )}
      {shown.length > 0 && (
        <div className={styles.clubChoices}>
          {shown.map((club) => (
            <label key={club.id} className={adminClasses.checkbox}>
              <input
                type="checkbox"
                checked={value.includes(club.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, club.id].sort((a, b) => a - b)
                      : value.filter((candidate) => candidate !== club.id),
                  )
                }
              />
              <span>
                {club.name} <span className={styles.city}>({club.city})</span>
              </span>
            </label>
          ))}
        </div>
      )}
      {clubs.length > 0 && shown.length === 0 && (
        <p className={adminClasses.meta}>Aucun club ne correspond à « {filter.trim()} ».</p>
      )}
      <p id={`${id}-chosen`} className={adminClasses.hint}>
        {chosen.length === 0
          ? 'Aucun club choisi.'
          : `${agree(chosen.length, 'Club choisi', 'Clubs choisis')} : ${chosen.join(', ')}.`}
      </p>
      {error && (
        <p id={`${id}-error`} className={adminClasses.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
