/**
 * The map of the club finder, drawn by Leaflet. This module (and Leaflet with its styles) is
 * loaded by `ClubMap` with a dynamic import, only once a list of clubs is shown and the map comes
 * near the screen: no other page, and not the finder's first paint, downloads it.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoPoint, MapTiles } from '@wado/shared';

export interface MapClub {
  id: number;
  name: string;
  city: string;
  position: GeoPoint;
  /** « À 36 km de Dijon », when the list is ordered by distance. */
  distance?: string;
}

export interface ClubMapView {
  /** Shows these clubs (the current page of the list) and frames them. */
  show(clubs: MapClub[]): void;
  remove(): void;
}

/** Leaflet's credit and the tile server's, written as DOM text (the configuration is never read as HTML). */
function attributionHtml(tiles: MapTiles): string {
  const holder = document.createElement('span');
  const credit = document.createElement(tiles.attributionUrl ? 'a' : 'span');
  credit.textContent = tiles.attribution;
  if (credit instanceof HTMLAnchorElement) {
    credit.href = tiles.attributionUrl;
    credit.rel = 'noopener noreferrer';
  }
  holder.append(credit);
  return holder.innerHTML;
}

function popupOf(club: MapClub, openClub: (id: number) => void): HTMLElement {
  const popup = document.createElement('div');
  const link = document.createElement('a');
  link.href = `/club/${club.id}`;
  link.textContent = club.name;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openClub(club.id);
  });
  const place = document.createElement('p');
  place.textContent = club.distance ? `${club.city} · ${club.distance}` : club.city;
  popup.append(link, place);
  return popup;
}

/**
 * A map in `element` with the tiles of `tiles`: one marker per club, reachable with Tab and
 * opened with Enter (its popup links to the club's page, followed by `openClub`), the page's own
 * scrolling left alone (no zoom by the mouse wheel).
 */
export function createClubMap(
  element: HTMLElement,
  tiles: MapTiles,
  { openClub, markerClass }: { openClub: (id: number) => void; markerClass: string },
): ClubMapView {
  const map = L.map(element, { zoomControl: false, attributionControl: false, scrollWheelZoom: false });
  L.control.zoom({ zoomInTitle: 'Zoomer', zoomOutTitle: 'Dézoomer' }).addTo(map);
  L.control
    .attribution({ prefix: '<a href="https://leafletjs.com" rel="noopener noreferrer">Leaflet</a>' })
    .addAttribution(attributionHtml(tiles))
    .addTo(map);
  L.tileLayer(tiles.tileUrl, { maxZoom: 18 }).addTo(map);
  const markers = L.layerGroup().addTo(map);
  // An opened bubble takes the focus (its link comes next for the keyboard), in French.
  map.on('popupopen', ({ popup }) => {
    const bubble = popup.getElement();
    bubble?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Fermer la bulle');
    bubble?.querySelector<HTMLAnchorElement>('a[href^="/club/"]')?.focus({ preventScroll: true });
  });
  const icon = L.divIcon({ className: markerClass, iconSize: [22, 22], iconAnchor: [11, 11], popupAnchor: [0, -10] });

  return {
    show(clubs) {
      markers.clearLayers();
      for (const club of clubs) {
        const label = club.distance ? `${club.name}, ${club.city}, ${club.distance}` : `${club.name}, ${club.city}`;
        const marker = L.marker([club.position.latitude, club.position.longitude], { icon, title: label, alt: '' });
        // Its element exists once the map has a view (framed below): named then.
        marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
        // A bubble opened near the top moves the map down, clear of the zoom buttons.
        marker
          .bindPopup(() => popupOf(club, openClub), { autoPanPaddingTopLeft: [8, 84], maxWidth: 240 })
          .addTo(markers);
      }
      const points = clubs.map((club) => L.latLng(club.position.latitude, club.position.longitude));
      if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 12 });
    },
    remove() {
      map.remove();
    },
  };
}
