import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import styles from './FilterBar.module.css';

/** The bar's field (its label above a full-width box or list), for a search form of a page's own. */
export const filterFieldClass = styles.field;
/** The bar's « Rechercher » button, for a search form of a page's own. */
export const filterSubmitClass = styles.submit;

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A search box and one select above a list (the lexicon…), with the count of what is shown
 * announced to screen readers. The parent owns the values (usually in the URL). A plain GET form of
 * the page (`action`, the fields' `name`s): before (or without) JavaScript, « Rechercher » asks the
 * server for the filtered page; with it, typing and choosing apply at once, without reloading.
 */
export function FilterBar({
  action,
  search,
  select,
  count,
}: {
  /** The page's own address (`/lexicon`): the server renders the list for the form's query. */
  action: string;
  search: {
    /** The query parameter (`q`). */
    name: string;
    label: string;
    /** What can be typed, shown whole under the field and read with it. */
    hint?: string;
    /** Shown inside the field: only a text short enough for the field on a 320 px phone. */
    placeholder?: string;
    value: string;
    onChange: (value: string) => void;
  };
  select: {
    /** The query parameter (`category`). */
    name: string;
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
  const form = useRef<HTMLFormElement>(null);
  /** Applies what the fields show where it differs from the values (typed before the takeover, or sent). */
  const applyFields = () => {
    const fields = form.current && new FormData(form.current);
    if (!fields) return;
    const typed = String(fields.get(search.name) ?? '');
    const chosen = String(fields.get(select.name) ?? '');
    if (typed !== search.value) search.onChange(typed);
    if (chosen !== select.value) select.onChange(chosen);
  };
  // Typed or chosen on the server's page, before the browser took it over: hydration leaves the
  // fields as the visitor set them, and the list follows them. After the commit (a microtask): the
  // parent's change may update the URL at once (flushSync), which React refuses during an effect.
  // Once, on the first render in the browser.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => queueMicrotask(applyFields), []);

  return (
    <div className={styles.bar}>
      <form
        ref={form}
        className={styles.controls}
        role="search"
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          applyFields();
        }}
      >
        <div className={`${styles.field} ${styles.searchField}`}>
          <label htmlFor={`${id}-search`}>{search.label}</label>
          <input
            id={`${id}-search`}
            name={search.name}
            type="search"
            value={search.value}
            placeholder={search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={80}
            aria-describedby={search.hint ? `${id}-hint` : undefined}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
        {search.hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {search.hint}
          </p>
        )}
        <div className={`${styles.field} ${styles.selectField}`}>
          <label htmlFor={`${id}-select`}>{select.label}</label>
          <select
            id={`${id}-select`}
            name={select.name}
            value={select.value}
            onChange={(event) => select.onChange(event.target.value)}
          >
            <option value="">{select.allLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.submit}>
          Rechercher
        </button>
      </form>
      <p className={styles.count} role="status" aria-live="polite">
        {count}
      </p>
    </div>
  );
}

/**
 * What a filtered list shows instead of nothing: why, a hint, and a link back to the whole list
 * (a link: it works before the page's script runs).
 */
export function NoMatch({
  message,
  hint,
  resetLabel,
  resetTo,
}: {
  message: React.ReactNode;
  hint: string;
  resetLabel: string;
  /** The whole list's address (`/lexicon`). */
  resetTo: string;
}) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      <p>{hint}</p>
      <Link to={resetTo} className={styles.reset}>
        {resetLabel}
      </Link>
    </div>
  );
}
