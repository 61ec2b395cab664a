import { useId } from 'react';
import styles from './FilterBar.module.css';

/** The bar's field (its label above a full-width box or list), for a search form of a page's own. */
export const filterFieldClass = styles.field;

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A search box and one select above a list (club finder, lexicon…), with the count of what is
 * shown announced to screen readers. The parent owns the values (usually in the URL).
 */
export function FilterBar({
  search,
  select,
  count,
}: {
  search: {
    label: string;
    /** What can be typed, shown whole under the field and read with it. */
    hint?: string;
    /** Shown inside the field: only a text short enough for the field on a 320 px phone. */
    placeholder?: string;
    value: string;
    onChange: (value: string) => void;
  };
  select: {
    label: string;
    allLabel: string;
    options: FilterOption[];
    value: string;
    onChange: (value: string) => void;
  };
  /** « 12 clubs », shown under the controls and read out when it changes. */
  count: string;
}) {
  const id = useId();
  return (
    <div className={styles.bar}>
      <form className={styles.controls} role="search" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-search`}>{search.label}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search.value}
            placeholder={search.placeholder}
            autoComplete="off"
            maxLength={80}
            aria-describedby={search.hint ? `${id}-hint` : undefined}
            onChange={(event) => search.onChange(event.target.value)}
          />
          {search.hint && (
            <p id={`${id}-hint`} className={styles.hint}>
              {search.hint}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-select`}>{select.label}</label>
          <select id={`${id}-select`} value={select.value} onChange={(event) => select.onChange(event.target.value)}>
            <option value="">{select.allLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className={styles.count} role="status" aria-live="polite">
        {count}
      </p>
    </div>
  );
}

/** What a filtered list shows instead of nothing: why, a hint, and a way back to the whole list. */
export function NoMatch({
  message,
  hint,
  resetLabel,
  onReset,
}: {
  message: React.ReactNode;
  hint: string;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      <p>{hint}</p>
      <button type="button" className={styles.reset} onClick={onReset}>
        {resetLabel}
      </button>
    </div>
  );
}
