/**
 * The route table of the spec (§2): menu groups, sub-links, and which app owns each path.
 * It drives the shell's menu and router, the remotes' routes modules (contract tests),
 * and the server's HTTP status for unknown paths.
 */

import type { RemoteName } from './apps';

export {
  ESPACE_REMOTES,
  isRemoteName,
  REMOTE_APPS,
  REMOTE_NAMES,
  remoteApp,
  type RemoteApp,
  type RemoteName,
} from './apps';

/** Module Federation container names must be valid identifiers: `mf-shop` → `mf_shop`. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** The one module each remote exposes (see `SectionModule` in `@wado/shared`). */
export const SECTION_EXPOSE = './routes';

export type RouteOwner = 'shell' | RemoteName;

/**
 * - `text`: a text page fetched from `/api/content/{page}` (or a dedicated endpoint)
 * - `screen`: a dedicated screen
 */
export type RouteKind = 'home' | 'text' | 'screen';

export interface RouteEntry {
  /** React Router path pattern, e.g. `/result/:result`. */
  path: string;
  owner: RouteOwner;
  kind: RouteKind;
  /** Menu label and default document title, in French. */
  label: string;
  /** For text pages: the content key, or the dedicated endpoint. */
  content?: { page: string } | { endpoint: 'saleConditions' | 'terms' };
  /** Spec §2: the `features` page is visibly flagged as under construction. */
  underConstruction?: boolean;
}

const text = (path: string, owner: RouteOwner, label: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  owner,
  kind: 'text',
  label,
  content: { page: path.slice(1) },
  ...extra,
});
const screen = (path: string, owner: RouteOwner, label: string): RouteEntry => ({ path, owner, kind: 'screen', label });

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', owner: 'shell', kind: 'home', label: 'Accueil' },

  text('/association', 'mf-association', "L'association"),
  text('/history', 'mf-association', 'Histoire'),
  text('/manager', 'mf-association', 'Le mot de la présidente'),
  screen('/committee', 'mf-association', 'Comité directeur'),
  text('/seminary', 'mf-association', 'Stages et séminaires'),
  screen('/affiliated_clubs', 'mf-association', 'Clubs affiliés'),
  screen('/club/:club', 'mf-association', 'Club'),
  screen('/membership', 'mf-association', 'Adhésion'),
  screen('/partners', 'mf-association', 'Partenaires'),
  text('/donations', 'mf-association', 'Dons et mécénat'),
  screen('/documents', 'mf-association', 'Documents'),
  // The page a licence card's QR code opens (`LICENCE_CHECK_PATH`): valid or not, name and club.
  screen('/licence/:code', 'mf-association', 'Vérification de licence'),

  text('/wado', 'mf-wado', 'Le Wado'),
  text('/knowit', 'mf-wado', 'Le savoir'),
  text('/features', 'mf-wado', 'Caractéristiques', { underConstruction: true }),
  screen('/lexicon', 'mf-wado', 'Lexique'),
  text('/special', 'mf-wado', 'Spécificités'),
  text('/kihon_kata', 'mf-wado', 'Kihon et kata'),
  text('/gathering', 'mf-wado', 'Rassemblements'),

  text('/selection', 'mf-selection', 'La sélection'),
  text('/admission', 'mf-selection', 'Admission'),
  screen('/coaches', 'mf-selection', 'Entraîneurs'),
  screen('/competitors', 'mf-selection', 'Compétiteurs'),
  screen('/competitor/:competitor', 'mf-selection', 'Compétiteur'),
  screen('/results', 'mf-selection', 'Résultats'),
  screen('/result/:result', 'mf-selection', 'Résultat'),

  screen('/events', 'mf-media', 'Événements'),
  screen('/event/:event', 'mf-media', 'Événement'),
  screen('/news', 'mf-media', 'Actualités'),
  screen('/news/:news', 'mf-media', 'Actualité'),
  screen('/gallery', 'mf-media', 'Galerie'),
  screen('/press', 'mf-media', 'Presse'),
  screen('/press/:press', 'mf-media', 'Article de presse'),
  screen('/interviews', 'mf-media', 'Interviews'),
  screen('/interview/:interview', 'mf-media', 'Interview'),

  screen('/shop', 'mf-shop', 'Boutique'),
  screen('/shop/:itemId', 'mf-shop', 'Article'),
  screen('/cart', 'mf-shop', 'Panier'),
  screen('/isaffiliated', 'mf-shop', 'Licencié ?'),
  screen('/billing', 'mf-shop', 'Facturation'),
  {
    path: '/general_terms_and_conditions_of_sale',
    owner: 'mf-shop',
    kind: 'text',
    label: 'Conditions générales de vente',
    content: { endpoint: 'saleConditions' },
  },

  {
    path: '/terms_of_use',
    owner: 'shell',
    kind: 'text',
    label: "Conditions générales d'utilisation",
    content: { endpoint: 'terms' },
  },
  text('/mentions_legales', 'shell', 'Mentions légales'),
  text('/confidentialite', 'shell', 'Politique de confidentialité'),
  screen('/search', 'shell', 'Recherche'),
];

export interface MenuGroup {
  label: string;
  /** The group's own routes (spec's "Route" column), then its sub-links. */
  links: readonly string[];
}

/** The main menu, exactly as the spec's table (groups, routes, then sub-links). */
export const MENU: readonly MenuGroup[] = [
  { label: 'ACCUEIL', links: ['/'] },
  {
    label: "L'ASSOCIATION",
    links: [
      '/association',
      '/history',
      '/manager',
      '/committee',
      '/seminary',
      '/affiliated_clubs',
      '/membership',
      '/partners',
      '/donations',
    ],
  },
  { label: 'LE WADO', links: ['/wado', '/knowit', '/features', '/lexicon', '/special', '/kihon_kata', '/gathering'] },
  { label: 'SELECTION NATIONALE', links: ['/selection', '/admission', '/coaches', '/competitors', '/results'] },
  { label: 'EVENEMENTS', links: ['/events', '/news'] },
  { label: 'MEDIATHEQUE', links: ['/gallery', '/press', '/interviews'] },
  { label: 'BOUTIQUE', links: ['/shop'] },
];

export function routeByPath(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return ROUTES.filter((route) => route.owner === owner);
}

/** Does `pathname` match `pattern` (`:param` segments match one non-empty segment)? */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/');
  const got = clean.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** The route entry a browser path belongs to, or undefined for the not-found screen. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((route) => matchPath(route.path, pathname) !== null);
}
