import { Fragment, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  api,
  buttonClassName,
  filterFieldClass,
  findRoute,
  formatCount,
  isSearchKind,
  Pagination,
  ResourceView,
  SEARCH_LIMITS,
  SEARCH_PATH,
  searchQueryProblem,
  searchUrl,
  useDocumentTitle,
  usePageParam,
  useResource,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
  type SearchSegment,
} from '@wado/shared';
import { useSearchSubmit } from './useSearchSubmit';
import styles from './SearchPage.module.css';

/** Text with the words the query found in `<mark>`. */
function Highlighted({ segments }: { segments: SearchSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
  );
}

/**
 * A page of the site through the router; a place in a page (`/coaches#<slug>`: the browser scrolls
 * to it once the page is loaded) or a file as a plain link.
 */
function ResultLink({ result }: { result: SearchResult }) {
  const title = <Highlighted segments={result.titleSegments} />;
  const inApp = !result.url.includes('#') && findRoute(result.url.split('?')[0]!) !== undefined;
  return inApp ? <Link to={result.url}>{title}</Link> : <a href={result.url}>{title}</a>;
}

function NoResults({ query, kind, all }: { query: string; kind: SearchKind | null; all: number }) {
  if (kind && all > 0) {
    return (
      <div className={styles.empty}>
        <p>Aucun résultat de ce type pour « {query} ».</p>
        <p>
          <Link to={searchUrl(query)}>Voir les {formatCount(all, 'résultat', 'résultats')} de tous les types</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <p role="status">
        <strong>Aucun résultat pour « {query} ».</strong>
      </p>
      <p>Vérifiez l’orthographe, ou essayez un autre mot, plus court ou plus général. Vous pouvez aussi :</p>
      <ul>
        <li>
          <Link to="/affiliated_clubs">trouver un club près de chez vous</Link> ;
        </li>
        <li>
          <Link to="/lexicon">parcourir le lexique du Wado</Link> ;
        </li>
        <li>
          <Link to="/news">lire les actualités de l’association</Link>.
        </li>
      </ul>
    </div>
  );
}

function Results({ found, kind }: { found: SearchResponse; kind: SearchKind | null }) {
  const { query } = found;
  if (found.total === 0) return <NoResults query={query} kind={kind} all={found.all} />;
  return (
    <>
      <nav className={styles.kinds} aria-label="Types de résultats">
        <ul>
          {[{ kind: null, label: 'Tout', count: found.all }, ...found.counts].map((each) => (
            <li key={each.kind ?? 'all'}>
              <Link to={searchUrl(query, { kind: each.kind })} aria-current={each.kind === kind ? 'page' : undefined}>
                {each.label} <span className={styles.count}>{each.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {found.items.length === 0 ? (
        <p className={styles.empty}>
          Cette page n’existe plus.{' '}
          <Link to={searchUrl(query, { kind })}>Revenir à la première page des résultats</Link>
        </p>
      ) : (
        <ol className={styles.results} start={(found.page - 1) * found.limit + 1} aria-label="Résultats">
          {found.items.map((result) => (
            <li key={`${result.kind} ${result.url}`} className={styles.result}>
              <h2 className={styles.resultTitle}>
                <ResultLink result={result} />
              </h2>
              <p className={styles.kind}>{result.kindLabel}</p>
              {result.extract.length > 0 && (
                <p className={styles.extract}>
                  <Highlighted segments={result.extract} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination page={found.page} pages={found.pages} label="Pages des résultats" />
    </>
  );
}

function SearchResults({ query, kind, page }: { query: string; kind: SearchKind | null; page: number }) {
  const [state, retry] = useResource(
    () => api.search({ q: query, kind, page }),
    `search:${kind ?? ''}:${page}:${query}`,
  );
  return (
    <ResourceView
      state={state}
      retry={retry}
      errorText="La recherche n’a pas pu aboutir. Vérifiez votre connexion puis réessayez."
    >
      {(found) => (
        <>
          {found.all > 0 && (
            <p className={styles.summary} role="status">
              {formatCount(found.all, 'résultat', 'résultats')} pour « {query} »
            </p>
          )}
          <Results found={found} kind={kind} />
        </>
      )}
    </ResourceView>
  );
}

/**
 * `/search?q=&kind=&page=`: the site search. Rendered by the server with its results (a form that
 * works without JavaScript), the words found marked, filtered by kind, paged with real links.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const kindParam = params.get('kind');
  const kind = isSearchKind(kindParam) ? kindParam : null;
  const page = usePageParam();
  const problem = query === '' ? null : searchQueryProblem(query);
  const headingId = useId();
  const onSubmit = useSearchSubmit();
  useDocumentTitle(query ? `Recherche : ${query}` : 'Recherche');

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        Recherche
      </h1>
      <form
        className={styles.form}
        role="search"
        aria-labelledby={headingId}
        action={SEARCH_PATH}
        method="get"
        onSubmit={onSubmit}
      >
        <div className={filterFieldClass}>
          <label htmlFor={`${headingId}-q`}>Mots recherchés</label>
          <input
            key={query}
            id={`${headingId}-q`}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={SEARCH_LIMITS.maxLength}
            required
            autoComplete="off"
          />
        </div>
        <button type="submit" className={buttonClassName}>
          Rechercher
        </button>
      </form>
      {query === '' ? (
        <p className={styles.hint}>
          Actualités, événements, pages de l’association, clubs, compétiteurs, résultats, lexique, presse, boutique et
          documents : saisissez un ou plusieurs mots, sans vous soucier des accents ni des majuscules.
        </p>
      ) : problem ? (
        <p className={styles.empty}>{problem}</p>
      ) : (
        <SearchResults query={query} kind={kind} page={page} />
      )}
    </div>
  );
}
