import { createClubMap, type MapClub } from './leafletMap';

const TILES = {
  tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  attribution: '© les contributeurs d’OpenStreetMap',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};
const CLUBS: MapClub[] = [
  { id: 1, name: 'Wado Karaté Lyon', city: 'Lyon', position: { latitude: 45.758, longitude: 4.835 } },
  {
    id: 2,
    name: 'Karaté Wado Saint-Étienne',
    city: 'Saint-Étienne',
    position: { latitude: 45.434, longitude: 4.39 },
    distance: 'À 51\u00a0km de vous',
  },
];

function drawMap(tiles = TILES) {
  const element = document.createElement('div');
  // Leaflet frames the clubs in the container's size: jsdom lays nothing out.
  Object.defineProperty(element, 'clientWidth', { value: 600 });
  Object.defineProperty(element, 'clientHeight', { value: 400 });
  document.body.append(element);
  const openClub = jest.fn();
  const view = createClubMap(element, tiles, { openClub, markerClass: 'club-marker' });
  return { element, view, openClub };
}

describe('the Leaflet map of the club finder', () => {
  afterEach(() => document.body.replaceChildren());

  it('puts one marker per club, reachable with Tab and named for screen readers', () => {
    const { element, view } = drawMap();
    view.show(CLUBS);
    const markers = [...element.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
    expect(markers).toHaveLength(2);
    for (const marker of markers) {
      expect(marker).toHaveClass('club-marker');
      expect(marker).toHaveAttribute('tabindex', '0');
      expect(marker).toHaveAttribute('role', 'button');
    }
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Wado Karaté Lyon, Lyon',
      'Karaté Wado Saint-Étienne, Saint-Étienne, À 51\u00a0km de vous',
    ]);
    // Another page of the list: its clubs replace the previous ones.
    view.show(CLUBS.slice(1));
    expect(element.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
    view.remove();
  });

  it('opens a bubble that links to the club’s page, followed within the site', () => {
    const { element, view, openClub } = drawMap();
    view.show(CLUBS);
    element.querySelectorAll<HTMLElement>('.leaflet-marker-icon')[1]!.click();
    const link = element.querySelector<HTMLAnchorElement>('.leaflet-popup-content a')!;
    expect(link).toHaveAttribute('href', '/club/2');
    expect(link).toHaveTextContent('Karaté Wado Saint-Étienne');
    expect(element.querySelector('.leaflet-popup-content p')!.textContent).toBe('Saint-Étienne · À 51\u00a0km de vous');
    expect(element.querySelector('.leaflet-popup-close-button')).toHaveAttribute('aria-label', 'Fermer la bulle');
    expect(link).toHaveFocus();
    link.click();
    expect(openClub).toHaveBeenCalledWith(2);
    view.remove();
  });

  it('credits the tile server as it is configured, as text, with French controls', () => {
    const { element, view } = drawMap({ ...TILES, attribution: '<img src=x onerror=alert(1)> Tuiles' });
    view.show(CLUBS);
    const credit = element.querySelector('.leaflet-control-attribution')!;
    expect(credit.querySelector('img')).toBeNull();
    expect(credit).toHaveTextContent('<img src=x onerror=alert(1)> Tuiles');
    expect(credit.querySelector('a[href="https://www.openstreetmap.org/copyright"]')).not.toBeNull();
    expect(element.querySelector('.leaflet-control-zoom-in')).toHaveAttribute('aria-label', 'Zoomer');
    expect(element.querySelector('.leaflet-control-zoom-out')).toHaveAttribute('aria-label', 'Dézoomer');
    const tile = element.querySelector<HTMLImageElement>('.leaflet-tile');
    expect(tile?.src).toMatch(/^http:\/\/127\.0\.0\.1:9\/\d+\/\d+\/\d+\.png$/);
    view.remove();
    expect(element.querySelector('.leaflet-marker-icon')).toBeNull();
  });
});
