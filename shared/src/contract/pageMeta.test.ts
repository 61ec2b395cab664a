import {
  DEFAULT_SHARE_IMAGE,
  headTags,
  isPrivatePath,
  ROUTE_DESCRIPTIONS,
  routeDescription,
  shareImageUrl,
  shortDescription,
} from './pageMeta';
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
    // The site's own picture, which a news item without an image answers with, is no picture of its own.
    expect(shareImageUrl({ url: DEFAULT_SHARE_IMAGE })).toBeUndefined();
  });
});

describe('the og:image of a page', () => {
  const origin = 'https://www.wado-france.fr';
  const ogImage = (pathname: string, image?: string) =>
    headTags({ origin, pathname, title: 'Titre', image }).meta.find((tag) => tag.key === 'og:image')!.content;

  it('is the generated card of a detail page without a picture', () => {
    expect(ogImage('/event/stage-national-lyon')).toBe(`${origin}/media/share/card/event/stage-national-lyon.jpg`);
    expect(ogImage('/news/open-de-paris', shareImageUrl({ url: DEFAULT_SHARE_IMAGE }))).toBe(
      `${origin}/media/share/card/news/open-de-paris.jpg`,
    );
    expect(ogImage('/press/le-progres')).toBe(`${origin}/media/share/card/press/le-progres.jpg`);
    expect(ogImage('/interview/sensei')).toBe(`${origin}/media/share/card/interview/sensei.jpg`);
  });

  it('keeps a page’s own picture, and the site’s for other pages, unknown records and odd paths', () => {
    expect(ogImage('/event/stage', '/media/uploads/abc-1280.jpg')).toBe(`${origin}/media/uploads/abc-1280.jpg`);
    expect(ogImage('/event/inconnu', DEFAULT_SHARE_IMAGE)).toBe(`${origin}${DEFAULT_SHARE_IMAGE}`);
    expect(ogImage('/events')).toBe(`${origin}${DEFAULT_SHARE_IMAGE}`);
    expect(ogImage('/shop/kimono')).toBe(`${origin}${DEFAULT_SHARE_IMAGE}`);
    expect(ogImage('/event/%3Cscript%3E')).toBe(`${origin}${DEFAULT_SHARE_IMAGE}`);
  });
});
