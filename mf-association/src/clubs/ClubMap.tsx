import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RUNTIME_CONFIG_ELEMENT_ID, useHydrated, type MapTiles } from '@wado/shared';
import styles from './ClubMap.module.css';
import type { ClubMapView, MapClub } from './leafletMap';

/** The tile server of the page's runtime configuration (written into every page by the server), or null: no map. */
export function mapTilesOfPage(): MapTiles | null {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const map = (JSON.parse(text) as { map?: Partial<MapTiles> | null }).map;
    return map && typeof map.tileUrl === 'string' && map.tileUrl !== '' && typeof map.attribution === 'string'
      ? { tileUrl: map.tileUrl, attribution: map.attribution, attributionUrl: map.attributionUrl ?? '' }
      : null;
  } catch {
    return null;
  }
}

/** Whether `element` has come within a screen of the viewport (always, where that cannot be observed). */
function useNearViewport(element: React.RefObject<HTMLElement | null>, active: boolean): boolean {
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!observable || !active || seen || !element.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element, active, seen, observable]);
  return seen || !observable;
}

/**
 * The map of the clubs of the current page of the finder, under the list (the list is the page's
 * accessible view, the map an extra): a labelled region whose markers are reached with Tab and
 * opened with Enter, each popup linking to the club's page. Only in the browser (the server's
 * render has none: it cannot know whether scripts run), only when the site has a tile server;
 * Leaflet is downloaded when the map comes near the screen.
 */
export function ClubMap({ clubs }: { clubs: MapClub[] }) {
  const headingId = useId();
  const hydrated = useHydrated();
  const tiles = useMemo(() => (hydrated ? mapTilesOfPage() : null), [hydrated]);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<ClubMapView | null>(null);
  const shown = tiles !== null && clubs.length > 0;
  const near = useNearViewport(container, shown);

  // What the map reads when Leaflet arrives, kept current.
  const navigate = useNavigate();
  const current = useRef({ clubs, navigate });
  useEffect(() => {
    current.current = { clubs, navigate };
    view.current?.show(clubs);
  }, [clubs, navigate]);

  useEffect(() => {
    if (!near || !tiles || !container.current) return;
    let live = true;
    const element = container.current;
    // `on-demand-`: the server leaves this chunk's styles (Leaflet's) out of the first paint.
    import(/* webpackChunkName: "on-demand-club-map" */ './leafletMap').then(
      ({ createClubMap }) => {
        if (!live) return;
        view.current = createClubMap(element, tiles, {
          openClub: (id) => void current.current.navigate(`/club/${id}`),
          markerClass: styles.marker!,
        });
        view.current.show(current.current.clubs);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      view.current?.remove();
      view.current = null;
    };
  }, [near, tiles]);

  if (!shown) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Carte des clubs de cette page
      </h2>
      <p className={styles.help}>
        Les clubs de la liste ci-dessus. Tab passe d’un club à l’autre, Entrée ouvre sa bulle et le lien vers sa page ;
        les flèches déplacent la carte, + et − zooment.
      </p>
      {failed ? (
        <p className={styles.help}>La carte n’a pas pu être chargée : la liste ci-dessus donne les mêmes clubs.</p>
      ) : (
        <div ref={container} className={styles.map} data-testid="club-map" />
      )}
    </section>
  );
}
