import { SLUG_PATTERN } from './pagination';
import { findRoute } from './routes';

/**
 * What search engines and link previews show for each route: a French description of one or two
 * sentences (under 160 characters). Detail pages replace it with their own data (a news summary,
 * an item's description…).
 */
export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Wado France, association nationale de Wadō-ryū karaté : clubs affiliés, sélection nationale, stages, actualités, médiathèque et boutique.',
  '/association':
    "Qui sommes-nous : l'association nationale qui fédère les clubs de Wadō-ryū karaté en France, ses missions et son fonctionnement.",
  '/history': "L'histoire du Wadō-ryū, de Ōtsuka Hironori à nos jours, et celle de l'association en France.",
  '/manager': "Le mot de la présidente de Wado France : la saison, les projets et les valeurs de l'association.",
  '/committee':
    'Le comité directeur et les commissions de Wado France : présidente, secrétaire, trésorier et responsables.',
  '/seminary':
    "Stages et séminaires de Wado France : stages nationaux, techniques et d'arbitrage tout au long de la saison.",
  '/affiliated_clubs':
    'Trouvez un club de Wadō-ryū karaté près de chez vous : recherche par nom, ville, département ou région.',
  '/club/:club':
    'Un club affilié à Wado France : horaires, adresse, contact, disciplines, sélection nationale et événements proches.',
  '/membership':
    'Adhérer à Wado France : la saison, les licences et leurs tarifs, les démarches et le certificat médical.',
  '/partners': 'Les partenaires qui soutiennent Wado France et le Wadō-ryū karaté.',
  '/donations': 'Soutenir Wado France par un don ou un mécénat : à quoi servent les dons et comment donner.',
  '/documents':
    'Les documents de Wado France à télécharger : formulaire de licence, questionnaires de santé, règlements, procès-verbaux.',
  '/wado': "Le Wadō-ryū, « la voie de l'harmonie » : un style de karaté japonais fondé par Ōtsuka Hironori.",
  '/knowit': "Ce qu'il faut savoir du Wadō-ryū : principes, pratique et vocabulaire essentiels.",
  '/features': 'Les caractéristiques techniques du Wadō-ryū : esquives, déplacements et économie du mouvement.',
  '/lexicon':
    'Le lexique du Wado : termes japonais du karaté, leur lecture et leur sens en français, classés par catégorie.',
  '/special': 'Les spécificités du Wadō-ryū par rapport aux autres styles de karaté.',
  '/kihon_kata': 'Kihon et kata du Wadō-ryū : les techniques de base et les formes enseignées dans les clubs.',
  '/gathering': 'Les rassemblements de Wado France : rencontres nationales des pratiquants et des enseignants.',
  '/selection': 'La sélection nationale de Wado France : son rôle, ses compétitions et son encadrement.',
  '/admission': 'Comment intégrer la sélection nationale de Wado France : critères, détections et calendrier.',
  '/coaches': 'Les entraîneurs de la sélection nationale de Wado France : rôle, grade, club et parcours.',
  '/competitors': 'Les compétiteurs de la sélection nationale de Wado France, en kata et en kumite, par catégorie.',
  '/competitor/:competitor':
    'Un compétiteur de la sélection nationale de Wado France : club, grade, catégorie, médailles et tous ses résultats.',
  '/results': 'Les résultats de la sélection nationale de Wado France, saison par saison : podiums et médailles.',
  '/result/:result': "Résultats d'une compétition de la sélection nationale de Wado France : podiums par catégorie.",
  '/events':
    'Le calendrier de Wado France : stages, compétitions, passages de grades et assemblées, à ajouter à votre agenda.',
  '/event/:event': 'Un événement de Wado France : dates, lieu, programme et inscription.',
  '/news': "Les actualités de Wado France : vie de l'association, compétitions, stages et annonces.",
  '/news/:news': "Une actualité de Wado France : la vie de l'association et de ses clubs.",
  '/gallery': 'La galerie photo de Wado France : albums des stages, compétitions et rassemblements.',
  '/press': "Wado France dans la presse : articles et reportages sur l'association et le Wadō-ryū.",
  '/press/:press': 'Un article de presse sur Wado France.',
  '/interviews': "Interviews d'enseignants, de compétiteurs et de bénévoles de Wado France.",
  '/interview/:interview': 'Une interview publiée par Wado France.',
  '/shop': 'La boutique de Wado France : karategis, ceintures, textiles, sacs et livres, avec un tarif licencié.',
  '/shop/:itemId': 'Un article de la boutique de Wado France.',
  '/cart': 'Votre panier sur la boutique de Wado France.',
  '/isaffiliated': 'Vérifiez votre licence pour bénéficier du tarif licencié de la boutique Wado France.',
  '/billing': 'Vos coordonnées et la validation de votre commande sur la boutique Wado France.',
  '/general_terms_and_conditions_of_sale':
    'Les conditions générales de vente de la boutique en ligne de Wado France, dont le droit de rétractation.',
  '/terms_of_use': "Les conditions générales d'utilisation du site de Wado France.",
  '/mentions_legales':
    'Les mentions légales du site de Wado France : éditeur, directeur de la publication et hébergeur.',
  '/confidentialite': 'La politique de confidentialité de Wado France : données collectées, finalités et vos droits.',
  '/search':
    'Rechercher sur le site de Wado France : actualités, événements, clubs, compétiteurs, lexique, boutique et documents.',
  '/licence/:code': 'Vérifier une carte de licence de Wado France : valide ou non, pour quelle saison et quel club.',
};

/**
 * Pages a search engine should not index (a visitor's own cart and order, the site's search
 * results, the check of one person's licence card).
 */
const PRIVATE_PATHS = new Set(['/cart', '/isaffiliated', '/billing', '/search', '/licence/:code']);

/** The default description of a browser path (its route's, or the home page's for unknown paths). */
export function routeDescription(pathname: string): string {
  const route = findRoute(pathname);
  return ROUTE_DESCRIPTIONS[route?.path ?? '/'] ?? ROUTE_DESCRIPTIONS['/']!;
}

export function isPrivatePath(pathname: string): boolean {
  const route = findRoute(pathname);
  return route !== undefined && PRIVATE_PATHS.has(route.path);
}

/** A description cut to what search engines show (about 160 characters), on a word boundary. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The image link previews show for pages without their own (1200 × 630, served by the API). */
export const DEFAULT_SHARE_IMAGE = '/media/site/partage.png';

/** The size of a link-preview picture (what Open Graph readers show best, 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Where the API serves the link-preview picture of a drawing: `/media/share/{kind}/{name}.jpg`. */
export const SHARE_IMAGE_PREFIX = '/media/share/';
/** The folders of the site's drawings (`/media/{kind}/{name}.svg`) that have a link-preview picture. */
export const SHARE_IMAGE_KINDS = [
  'news',
  'gallery',
  'shop',
  'interviews',
  'coaches',
  'competitors',
  'committee',
] as const;

const DRAWING = /^\/media\/([a-z]+)\/([a-z0-9-]+)\.svg$/;

/** Where the API serves the generated card of a record without a picture: `/media/share/card/{kind}/{slug}.jpg`. */
export const SHARE_CARD_PREFIX = `${SHARE_IMAGE_PREFIX}card/`;
/** The records that get a generated card (their title on the site's colours) when they have no picture. */
export const SHARE_CARD_KINDS = ['event', 'news', 'press', 'interview'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];
/** The detail page of each of them. */
const SHARE_CARD_ROUTES: Readonly<Record<string, ShareCardKind>> = {
  '/event/:event': 'event',
  '/news/:news': 'news',
  '/press/:press': 'press',
  '/interview/:interview': 'interview',
};

export function shareCardUrl(kind: ShareCardKind, slug: string): string {
  return `${SHARE_CARD_PREFIX}${kind}/${slug}.jpg`;
}

const SLUG = new RegExp(SLUG_PATTERN);

/** The card of the record a detail page shows, if its route has cards (and its last segment is a slug). */
function shareCardOfPath(pathname: string): string | undefined {
  const route = findRoute(pathname);
  const kind = route && SHARE_CARD_ROUTES[route.path];
  const slug = pathname.slice(pathname.lastIndexOf('/') + 1);
  return kind && SLUG.test(slug) ? shareCardUrl(kind, slug) : undefined;
}

/**
 * The picture a page's link preview shows for its image: a photo as it is, a drawing of the site
 * (SVG, which link previews do not read) as its JPEG rendering, nothing for another SVG or the
 * site's default picture (the page's generated card, or the site's picture, is then shown).
 */
export function shareImageUrl(image: { url: string } | null | undefined): string | undefined {
  // The site's own picture stands for "no picture": the page's card (or that picture) is shown.
  if (!image || image.url === DEFAULT_SHARE_IMAGE) return undefined;
  const drawing = DRAWING.exec(image.url);
  if (drawing) {
    const [, kind, name] = drawing;
    return (SHARE_IMAGE_KINDS as readonly string[]).includes(kind!)
      ? `${SHARE_IMAGE_PREFIX}${kind}/${name}.jpg`
      : undefined;
  }
  return /\.svg(?:$|[?#])/i.test(image.url) ? undefined : image.url;
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  /** `<meta property="og:…">` and robots, in order. */
  meta: { attribute: 'name' | 'property'; key: string; content: string }[];
}

/**
 * The head of a page, the same whether the server writes it or the browser updates it after a
 * client-side navigation: title, description, canonical URL and Open Graph tags.
 */
export function headTags(input: {
  origin: string;
  pathname: string;
  search?: string;
  title: string;
  description?: string;
  image?: string;
}): HeadTags {
  const description = shortDescription(input.description || routeDescription(input.pathname));
  // Only the page number makes another page of the same list; filters do not.
  const page = new URLSearchParams(input.search ?? '').get('page');
  const canonical = `${input.origin}${input.pathname}${page && /^[2-9]\d*$|^1\d+$/.test(page) ? `?page=${page}` : ''}`;
  // A page without its own picture: its record's generated card where there is one, else the site's picture.
  const own = input.image ?? shareCardOfPath(input.pathname);
  const image = own ? new URL(own, `${input.origin}/`).href : `${input.origin}${DEFAULT_SHARE_IMAGE}`;
  const meta: HeadTags['meta'] = [
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: 'Wado France' },
    { attribute: 'property', key: 'og:locale', content: 'fr_FR' },
    { attribute: 'property', key: 'og:title', content: input.title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:url', content: canonical },
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'name', key: 'robots', content: isPrivatePath(input.pathname) ? 'noindex, follow' : 'index, follow' },
  ];
  return { title: input.title, description, canonical, meta };
}

/** What a page says about itself for its head: its own title (without the site's name), a description, an image. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute path or URL of an image for link previews. */
  image?: string;
}

/** The id of the JSON element that carries the server's rendered data to the browser. */
export const RENDERED_DATA_ELEMENT_ID = 'wado-rendered-data';

/**
 * The id of the JSON element (a list of TakeoverPreload) naming the files of the sections a page
 * shows: the page's start script preloads them once the page has painted. shell/src/start/
 * startAfterPageLoad.ts keeps its own copy of this id, of the attribute below and of the type:
 * importing this file would bring the route table into it.
 */
export const TAKEOVER_PRELOADS_ELEMENT_ID = 'wado-takeover-preloads';

/**
 * The attribute the preload of a section's chunk file carries (its entry's and manifest's do not):
 * a section's retry looks for them (shell/src/sections/loadSection.ts).
 */
export const SECTION_CHUNK_PRELOAD_ATTRIBUTE = 'data-section-chunk';

/**
 * A file the takeover needs: a manifest (`fetch`, as the federation runtime fetches it), an entry
 * or the file of a section's pages (`script`, the latter marked `sectionChunk`).
 */
export interface TakeoverPreload {
  href: string;
  as: 'fetch' | 'script';
  sectionChunk?: boolean;
}
