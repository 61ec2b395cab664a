import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_LIMITS, SEARCH_PATH, visuallyHiddenClass } from '@wado/shared';
import { preloadSearchPage } from '../../pages/search/SearchRoute';
import { useSearchSubmit } from '../../pages/search/useSearchSubmit';
import styles from './SearchBox.module.css';

const LABEL = 'Rechercher sur le site';

/**
 * The header's search: an icon that opens a real form (`GET /search?q=`). A `<details>` element,
 * so that it opens and sends without JavaScript too; with it, the form goes through the router,
 * the field gets the focus at once, and Escape, a press elsewhere or a new page close it.
 */
export function SearchBox() {
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { pathname, search } = useLocation();
  const close = () => {
    if (details.current) details.current.open = false;
  };
  // The field disappears with the form: the focus goes back to the icon (a new page then moves it to its title).
  const onSubmit = useSearchSubmit(() => {
    close();
    details.current?.querySelector('summary')?.focus();
  });

  useEffect(close, [pathname, search]);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  return (
    <details
      ref={details}
      className={styles.search}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        close();
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary
        className={styles.toggle}
        onPointerEnter={preloadSearchPage}
        onFocus={preloadSearchPage}
        onClick={(event) => {
          // Opened here rather than by the browser (its toggle event comes later): the field has
          // the focus at once, and the first letters typed are not lost.
          event.preventDefault();
          const element = details.current;
          if (!element) return;
          element.open = !element.open;
          if (element.open) input.current?.focus();
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={visuallyHiddenClass}>{LABEL}</span>
      </summary>
      <form
        className={styles.panel}
        role="search"
        aria-label={LABEL}
        action={SEARCH_PATH}
        method="get"
        onSubmit={onSubmit}
      >
        <label htmlFor={id}>{LABEL}</label>
        <div className={styles.row}>
          <input
            ref={input}
            id={id}
            type="search"
            name="q"
            required
            maxLength={SEARCH_LIMITS.maxLength}
            autoComplete="off"
          />
          <button type="submit">Rechercher</button>
        </div>
      </form>
    </details>
  );
}
