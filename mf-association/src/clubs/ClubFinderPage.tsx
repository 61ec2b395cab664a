import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  api,
  CLUB_LIST_LIMITS,
  CLUBS_PER_PAGE,
  FRENCH_REGIONS,
  formatCount,
  formatInteger,
  fromPlace,
  Pagination,
  ResourceView,
  useDocumentTitle,
  usePageParam,
  useResource,
  inRegion,
  type ClubListItem,
  type ClubListOrigin,
  type ClubListResponse,
  type FrenchRegion,
  type ResourceState,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './ClubFinderPage.module.css';
import { ClubCard } from './ClubCard';
import { ClubMap } from './ClubMap';
import { ClubSearchForm, type ClubSearch } from './ClubSearchForm';
import { UnknownPlace } from './UnknownPlace';
import { useVisitorPosition } from './useVisitorPosition';
import type { MapClub } from './leafletMap';

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

/** What a list shows: the URL's search, and the visitor's position when « autour de moi » is on. */
interface ShownSearch {
  q: string;
  region: FrenchRegion | '';
  page: number;
  near: string | undefined;
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

const directorySize = (list: ClubListResponse) => list.regions.reduce((sum, entry) => sum + entry.count, 0);
const clubsOfRegion = (list: ClubListResponse, region: FrenchRegion | '') =>
  region ? (list.regions.find((entry) => entry.region === region)?.count ?? 0) : directorySize(list);

/**
 * « 60 clubs — page 1 sur 5 », « 4 clubs sur 60 », « 60 clubs, du plus proche au plus éloigné »,
 * « Aucun club affilié en Normandie pour le moment. », « Aucun club ne correspond à « Dijon ». »
 */
function countText(list: ClubListResponse, { q, region }: ShownSearch): string {
  const where = region ? ` ${inRegion(region)}` : '';
  const pages = list.pages > 1 ? ` — page ${Math.min(list.page, list.pages)} sur ${list.pages}` : '';
  if (region && clubsOfRegion(list, region) === 0) return `Aucun club affilié ${inRegion(region)} pour le moment.`;
  if (list.origin) {
    if (list.total === 0) return 'Aucun club n’est encore inscrit dans l’annuaire.';
    return `${formatCount(list.total, 'club', 'clubs')}${where}, du plus proche au plus éloigné${pages}`;
  }
  if (list.total === 0) {
    return q ? `Aucun club ne correspond à «\u00a0${q}\u00a0»${where}.` : 'Aucun club affilié pour le moment.';
  }
  const found = formatCount(list.total, 'club', 'clubs') + (q || region ? ` sur ${directorySize(list)}` : '');
  return found + pages;
}

/** « À 87 km de Dijon », « À moins d’un kilomètre de vous ». */
function distanceText(distanceKm: number, origin: ClubListOrigin): string {
  const from = origin.place ? fromPlace(origin.place.centre) : 'de vous';
  return `${distanceKm === 0 ? 'À moins d’un kilomètre' : `À ${formatInteger(distanceKm)}\u00a0km`} ${from}`;
}

function PastTheEnd({ list }: { list: ClubListResponse }) {
  const [params] = useSearchParams();
  const firstPage = new URLSearchParams(params);
  firstPage.delete('page');
  return (
    <p className={styles.help}>
      Cette page n’existe pas : la liste compte {formatCount(list.pages, 'page', 'pages')}.{' '}
      <Link to={{ search: firstPage.toString() ? `?${firstPage}` : '' }}>Revenir à la première page</Link>
    </p>
  );
}

function ClubList({
  items,
  origin,
  label,
  headingLevel,
}: {
  items: ClubListItem[];
  origin: ClubListOrigin | null | undefined;
  label: string;
  headingLevel: 2 | 3;
}) {
  return (
    <ul className={page.grid} aria-label={label}>
      {items.map((club) => (
        <ClubCard
          key={club.id}
          club={club}
          headingLevel={headingLevel}
          distance={origin && club.distanceKm !== undefined ? distanceText(club.distanceKm, origin) : undefined}
        />
      ))}
    </ul>
  );
}

/** A list ordered by distance: where distances start, the clubs with theirs, the pages. */
function NearestList({ list, onLeave }: { list: ClubListResponse; onLeave: (() => void) | null }) {
  const headingId = useId();
  const origin = list.origin!;
  return (
    <section className={styles.distances} aria-labelledby={headingId}>
      <h2 id={headingId}>{origin.message}</h2>
      {origin.note && <p className={styles.help}>{origin.note}</p>}
      {list.items.length > 0 ? (
        <ClubList items={list.items} origin={origin} label="Clubs les plus proches" headingLevel={3} />
      ) : list.total > 0 ? (
        <PastTheEnd list={list} />
      ) : null}
      <Pagination page={list.page} pages={list.pages} label="Pages des clubs" />
      <p className={styles.help}>
        {onLeave ? (
          <button type="button" className={styles.linkButton} onClick={onLeave}>
            Afficher tous les clubs
          </button>
        ) : (
          <Link to={{ search: '' }}>Afficher tous les clubs</Link>
        )}
      </p>
    </section>
  );
}

/**
 * `/affiliated_clubs`: the club finder. The search, the region and the page are in the URL, so
 * the server renders each of them and every link works without JavaScript; twelve clubs a page. A
 * search that names a place lists every club nearest first, with its distance; « autour de moi »
 * does the same from the visitor's position (kept in this page's state only); words that name no
 * place search the clubs' names; words that name nothing known say so and offer the regions. A map
 * of the page's clubs follows the list.
 */
export default function ClubFinderPage() {
  useDocumentTitle('Clubs affiliés');
  const urlSearch = useClubSearch();
  const { position, locate, forget } = useVisitorPosition();
  const near = position.status === 'located' ? position.near : undefined;
  const search: ShownSearch = { ...urlSearch, q: near ? '' : urlSearch.q, near };
  const { q, region, page: pageNumber } = search;
  const [, setParams] = useSearchParams();
  const [state, retry] = useResource(
    () =>
      api.getClubs({
        q: q || undefined,
        region: region || undefined,
        near,
        page: pageNumber,
        limit: CLUBS_PER_PAGE,
      }),
    `${q}|${region}|${pageNumber}|${near ?? ''}`,
  );
  const shown = useLastAnswer(state, search);
  const count = useRef<HTMLParagraphElement>(null);

  // Another page of the same search, or the clubs around the visitor: the focus goes to the count
  // above the list, and the list to the top of the screen.
  const moveToResults = useRef(false);
  const previous = useRef(search);
  useEffect(() => {
    const before = previous.current;
    const turnedPage = before.page !== pageNumber && before.q === q && before.region === region;
    if (turnedPage || (near && near !== before.near)) moveToResults.current = true;
    previous.current = { q, region, page: pageNumber, near };
  }, [q, region, pageNumber, near]);
  useEffect(() => {
    if (state.status !== 'ready' || !moveToResults.current) return;
    moveToResults.current = false;
    count.current?.focus({ preventScroll: true });
    count.current?.scrollIntoView?.({ block: 'start' });
  }, [state]);

  const applySearch = (next: ClubSearch, { replace }: { replace: boolean }) => {
    forget();
    const params = new URLSearchParams();
    if (next.q) params.set('q', next.q);
    if (next.region) params.set('region', next.region);
    setParams(params, { replace, preventScrollReset: true });
  };
  // Once the position is known, the URL drops the search and the page it replaces (the region
  // chosen stays): the list around the visitor starts at its first page. A refusal
  // leaves the search shown as it was.
  // (Once per position: `setParams` changes with every address, a page turn included.)
  const placed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (near === placed.current) return;
    placed.current = near;
    if (!near) return;
    setParams(
      (params) => {
        const kept = new URLSearchParams();
        const chosen = params.get('region');
        if (chosen) kept.set('region', chosen);
        return kept;
      },
      { preventScrollReset: true },
    );
  }, [near, setParams]);
  const leaveNear = () => {
    forget();
    setParams({}, { preventScrollReset: true });
  };

  const list = shown?.data;
  const mapClubs = useMemo(
    (): MapClub[] =>
      (list?.items ?? []).flatMap((club) =>
        club.position
          ? [
              {
                id: club.id,
                name: club.name,
                city: club.city,
                position: club.position,
                ...(list?.origin && club.distanceKm !== undefined
                  ? { distance: distanceText(club.distanceKm, list.origin) }
                  : {}),
              },
            ]
          : [],
      ),
    [list],
  );

  return (
    <div className={page.page}>
      <h1>Clubs affiliés</h1>
      <p className={page.lead}>
        Trouvez le dojo le plus proche de chez vous : cherchez une ville, un code postal, un département ou le nom d’un
        club, choisissez une région, ou cherchez autour de vous. Chaque club propose deux séances d’essai gratuites.
      </p>
      <ClubSearchForm
        search={{ q: urlSearch.q, region }}
        regions={list?.regions}
        onSearch={applySearch}
        position={position}
        onLocate={locate}
      />
      {state.status === 'error' || state.status === 'missing' || !shown || !list ? (
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
            {countText(list, shown.search)}
          </p>
          {list.origin ? (
            <NearestList list={list} onLeave={shown.search.near ? leaveNear : null} />
          ) : list.items.length > 0 ? (
            <>
              <ClubList items={list.items} origin={null} label="Clubs affiliés" headingLevel={2} />
              <Pagination page={list.page} pages={list.pages} label="Pages des clubs" />
            </>
          ) : list.total > 0 ? (
            <PastTheEnd list={list} />
          ) : list.nearest ? (
            <UnknownPlace message={list.nearest.message} regions={list.regions} />
          ) : shown.search.q && shown.search.region ? (
            <p className={styles.help}>
              <Link to={{ search: `?${new URLSearchParams({ q: shown.search.q })}` }}>
                Chercher «&nbsp;{shown.search.q}&nbsp;» dans toutes les régions
              </Link>
            </p>
          ) : null}
          <ClubMap clubs={mapClubs} />
        </div>
      )}
    </div>
  );
}
