import { Link, useSearchParams } from 'react-router';
import styles from './Pagination.module.css';

/** The `page` query parameter: a positive integer, 1 when absent or malformed. */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Previous / next links of a paginated list, keeping the other query parameters (filters) as they
 * are, so that every page can be shared. Nothing is shown when everything fits on one page.
 */
export function Pagination({ page, pages, label = 'Pagination' }: { page: number; pages: number; label?: string }) {
  const [searchParams] = useSearchParams();
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const text = next.toString();
    // An object: the same path, only the query changes (none at all for the first page).
    return { search: text ? `?${text}` : '' };
  };
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        <Link className={styles.link} to={hrefFor(page - 1)} rel="prev">
          ← Page précédente
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.current} aria-current="page">
        Page {Math.min(page, pages)} sur {pages}
      </span>
      {page < pages ? (
        <Link className={styles.link} to={hrefFor(page + 1)} rel="next">
          Page suivante →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
