import { isPrivatePath, ROUTE_DESCRIPTIONS, routeDescription, shareImageUrl, shortDescription } from './pageMeta';
import { ROUTES } from './routes';

describe('page descriptions', () => {
  it('every route has its own French description, short enough for a search result', () => {
    for (const route of ROUTES) {
      const description = ROUTE_DESCRIPTIONS[route.path];
      expect(description).toBeDefined();
      expect(description!.length).toBeGreaterThan(30);
      expect(description!.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(Object.values(ROUTE_DESCRIPTIONS)).size).toBe(Object.keys(ROUTE_DESCRIPTIONS).length);
    expect(Object.keys(ROUTE_DESCRIPTIONS).sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  it('finds the description of a browser path, detail pages included', () => {
    expect(routeDescription('/news/une-actualite')).toBe(ROUTE_DESCRIPTIONS['/news/:news']);
    expect(routeDescription('/nowhere')).toBe(ROUTE_DESCRIPTIONS['/']);
  });

  it('keeps the cart and checkout out of search engines', () => {
    expect(isPrivatePath('/billing')).toBe(true);
    expect(isPrivatePath('/shop')).toBe(false);
  });

  it('cuts a long text on a word boundary', () => {
    const text = 'mot '.repeat(100);
    const cut = shortDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('mot…')).toBe(true);
    expect(shortDescription('  court\n texte ')).toBe('court texte');
  });
});

describe('link-preview pictures', () => {
  it('uses a photo as it is and a drawing of the site through its JPEG rendering', () => {
    expect(shareImageUrl({ url: '/media/uploads/abc-1280.jpg' })).toBe('/media/uploads/abc-1280.jpg');
    expect(shareImageUrl({ url: '/media/news/open-de-paris.svg' })).toBe('/media/share/news/open-de-paris.jpg');
    expect(shareImageUrl({ url: '/media/shop/karategi-face.svg' })).toBe('/media/share/shop/karategi-face.jpg');
  });

  it('leaves the site’s default picture to what it cannot render', () => {
    expect(shareImageUrl(null)).toBeUndefined();
    expect(shareImageUrl(undefined)).toBeUndefined();
    expect(shareImageUrl({ url: '/media/partners/logo.svg' })).toBeUndefined();
    expect(shareImageUrl({ url: 'https://exemple.fr/dessin.svg' })).toBeUndefined();
  });
});
