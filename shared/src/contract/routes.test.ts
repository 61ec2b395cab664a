import { findRoute, matchPath, MENU, REMOTE_NAMES, routeByPath, ROUTES, routesOwnedBy } from './routes';

describe('route table', () => {
  it('has a route for every link of the menu, in the order of the spec', () => {
    expect(MENU.map((group) => group.label)).toEqual([
      'ACCUEIL',
      "L'ASSOCIATION",
      'LE WADO',
      'SELECTION NATIONALE',
      'EVENEMENTS',
      'MEDIATHEQUE',
      'BOUTIQUE',
    ]);
    for (const group of MENU) for (const path of group.links) expect(routeByPath(path)).toBeDefined();
  });

  it('gives every path of the design card to the right remote', () => {
    const owned = (remote: (typeof REMOTE_NAMES)[number]) => routesOwnedBy(remote).map((route) => route.path);
    expect(owned('mf-association')).toEqual([
      '/association',
      '/history',
      '/manager',
      '/committee',
      '/seminary',
      '/affiliated_clubs',
      '/club/:club',
      '/membership',
      '/partners',
      '/donations',
      '/documents',
      '/licence/:code',
    ]);
    expect(owned('mf-wado')).toEqual([
      '/wado',
      '/knowit',
      '/features',
      '/lexicon',
      '/special',
      '/kihon_kata',
      '/gathering',
    ]);
    expect(owned('mf-selection')).toEqual([
      '/selection',
      '/admission',
      '/coaches',
      '/competitors',
      '/competitor/:competitor',
      '/results',
      '/result/:result',
    ]);
    expect(owned('mf-shop')).toEqual([
      '/shop',
      '/shop/:itemId',
      '/cart',
      '/isaffiliated',
      '/billing',
      '/general_terms_and_conditions_of_sale',
    ]);
    expect(owned('mf-media')).toHaveLength(9);
  });

  it('lists the 13 text pages of spec §2, features flagged as under construction', () => {
    const textPages = ROUTES.filter(
      (route) => route.kind === 'text' && route.content && 'page' in route.content && route.owner !== 'shell',
    );
    expect(textPages.map((route) => route.path.slice(1)).sort()).toEqual(
      [
        'association',
        'history',
        'manager',
        'seminary',
        'donations',
        'wado',
        'knowit',
        'features',
        'special',
        'kihon_kata',
        'gathering',
        'selection',
        'admission',
      ].sort(),
    );
    expect(ROUTES.filter((route) => route.underConstruction).map((route) => route.path)).toEqual(['/features']);
  });

  it('matches parameters and refuses anything else', () => {
    expect(matchPath('/result/:result', '/result/12')).toEqual({ result: '12' });
    expect(matchPath('/result/:result', '/result/')).toBeNull();
    expect(matchPath('/result/:result', '/result/1/2')).toBeNull();
    expect(matchPath('/history', '/history/')).toEqual({});
    expect(findRoute('/shop/kimono-150')?.path).toBe('/shop/:itemId');
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/%E0%A4%A')).toBeUndefined();
  });
});
