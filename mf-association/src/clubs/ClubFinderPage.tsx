import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  api,
  CLUB_LIST_LIMITS,
  CLUBS_PER_PAGE,
  FRENCH_REGIONS,
  formatCount,
  Pagination,
  ResourceView,
  useDocumentTitle,
  usePageParam,
  useResource,
  inRegion,
  type ClubListResponse,
  type FrenchRegion,
  type ResourceState,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './ClubFinderPage.module.css';
import { ClubCard } from './ClubCard';
import { ClubSearchForm, type ClubSearch } from './ClubSearchForm';
import { NearestClubs } from './NearestClubs';

const isRegion = (value: string): value is FrenchRegion => (FRENCH_REGIONS as readonly string[]).includes(value);

/** The search of the URL (`?q=&region=&page=`), within what the API accepts. */
function useClubSearch(): { q: string; region: FrenchRegion | ''; page: number } {
  const [params] = useSearchParams();
  const region = params.get('region') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, CLUB_LIST_LIMITS.maxQueryLength),
    // A region the site does not know (an old shared link) filters nothing rather than everything.
    region: isRegion(region) ? region : '',
    page: Math.min(usePageParam(), CLUB_LIST_LIMITS.maxPage),
  };
}

/**
 * The last answer received, with the search it answers: shown while the next one loads, so that
 * the page does not jump.
 */
function useLastAnswer<T, S>(state: ResourceState<T>, search: S): { data: T; search: S } | undefined {
  const current = state.status === 'ready' ? { data: state.data, search } : undefined;
  const [last, setLast] = useState(current);
  if (current && current.data !== last?.data) setLast(current);
  return current ?? last;
}

/** « 60 clubs », « 4 clubs sur 60 — page 1 sur 2 », « Aucun club ne correspond à « Dijon » ». */
function countText(list: ClubListResponse, { q, region }: { q: string; region: FrenchRegion | '' }): string {
  const where = region ? ` ${inRegion(region)}` : '';
  if (list.total === 0) {
    return q
      ? `Aucun club ne correspond à «\u00a0${q}\u00a0»${where}.`
      : region
        ? `Aucun club affilié ${inRegion(region)} pour le moment.`
        : 'Aucun club affilié pour le moment.';
  }
  const directory = list.regions.reduce((sum, entry) => sum + entry.count, 0);
  const found = formatCount(list.total, 'club', 'clubs') + (q || region ? ` sur ${directory}` : '');
  return list.pages > 1 ? `${found} — page ${Math.min(list.page, list.pages)} sur ${list.pages}` : found;
}

function ClubList({ list }: { list: ClubListResponse }) {
  const [params] = useSearchParams();
  if (list.items.length === 0) {
    const firstPage = new URLSearchParams(params);
    firstPage.delete('page');
    return (
      <p className={styles.help}>
        Cette page n’existe pas : la liste compte {formatCount(list.pages, 'page', 'pages')}.{' '}
        <Link to={{ search: firstPage.toString() ? `?${firstPage}` : '' }}>Revenir à la première page</Link>
      </p>
    );
  }
  return (
    <>
      <ul className={page.grid} aria-label="Clubs affiliés">
        {list.items.map((club) => (
          <ClubCard key={club.id} club={club} />
        ))}
      </ul>
      <Pagination page={list.page} pages={list.pages} label="Pages des clubs" />
    </>
  );
}

/**
 * `/affiliated_clubs`: the club finder. The search, the region and the page are in the URL, so
 * the server renders each of them and every link works without JavaScript; twelve clubs a page. A
 * search that finds nothing shows the clubs nearest to the place it names, or the regions.
 */
export default function ClubFinderPage() {
  useDocumentTitle('Clubs affiliés');
  const search = useClubSearch();
  const { q, region, page: pageNumber } = search;
  const [, setParams] = useSearchParams();
  const [state, retry] = useResource(
    () => api.getClubs({ q: q || undefined, region: region || undefined, page: pageNumber, limit: CLUBS_PER_PAGE }),
    `${q}|${region}|${pageNumber}`,
  );
  const shown = useLastAnswer(state, search);
  const count = useRef<HTMLParagraphElement>(null);

  // Another page of the same search: back to the top of the list, read from its count.
  const turnedPage = useRef(false);
  const previous = useRef(search);
  useEffect(() => {
    const before = previous.current;
    if (before.page !== pageNumber && before.q === q && before.region === region) turnedPage.current = true;
    previous.current = { q, region, page: pageNumber };
  }, [q, region, pageNumber]);
  useEffect(() => {
    if (state.status !== 'ready' || !turnedPage.current) return;
    turnedPage.current = false;
    count.current?.focus({ preventScroll: true });
    count.current?.scrollIntoView?.({ block: 'start' });
  }, [state]);

  const applySearch = (next: ClubSearch, { replace }: { replace: boolean }) => {
    const params = new URLSearchParams();
    if (next.q) params.set('q', next.q);
    if (next.region) params.set('region', next.region);
    setParams(params, { replace, preventScrollReset: true });
  };

  return (
    <div className={page.page}>
      <h1>Clubs affiliés</h1>
      <p className={page.lead}>
        Trouvez le dojo le plus proche de chez vous : cherchez une ville, un code postal, un département ou le nom d’un
        club, ou choisissez une région. Chaque club propose deux séances d’essai gratuites.
      </p>
      <ClubSearchForm search={{ q, region }} regions={shown?.data.regions} onSearch={applySearch} />
      {state.status === 'error' || state.status === 'missing' || !shown ? (
        <ResourceView
          state={state}
          retry={retry}
          errorText="La liste des clubs n’a pas pu être chargée. Vérifiez votre connexion puis réessayez."
        >
          {() => null}
        </ResourceView>
      ) : (
        <div className={styles.results} aria-busy={state.status === 'loading'}>
          <p ref={count} className={styles.count} role="status" tabIndex={-1}>
            {countText(shown.data, shown.search)}
          </p>
          {shown.data.total > 0 ? (
            <ClubList list={shown.data} />
          ) : (
            shown.data.nearest && <NearestClubs nearest={shown.data.nearest} regions={shown.data.regions} />
          )}
        </div>
      )}
    </div>
  );
}
