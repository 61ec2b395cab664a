/**
 * The site search (`GET /api/search`, the page `/search` and the header's box): what it finds,
 * the French name of each kind, and the rule of a query, the same in the browser and the server.
 */

/** What the search finds, in the order the page offers them as filters. */
export const SEARCH_KINDS = [
  'page',
  'news',
  'event',
  'club',
  'competitor',
  'coach',
  'result',
  'lexicon',
  'press',
  'interview',
  'shop',
  'document',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind's name, for one result and for the filter of all of them. */
export const SEARCH_KIND_LABELS: Record<SearchKind, { one: string; all: string }> = {
  page: { one: 'Page', all: 'Pages' },
  news: { one: 'Actualité', all: 'Actualités' },
  event: { one: 'Événement', all: 'Événements' },
  club: { one: 'Club', all: 'Clubs' },
  competitor: { one: 'Compétiteur', all: 'Compétiteurs' },
  coach: { one: 'Entraîneur', all: 'Entraîneurs' },
  result: { one: 'Résultat', all: 'Résultats' },
  lexicon: { one: 'Lexique', all: 'Lexique' },
  press: { one: 'Presse', all: 'Presse' },
  interview: { one: 'Interview', all: 'Interviews' },
  shop: { one: 'Boutique', all: 'Boutique' },
  document: { one: 'Document', all: 'Documents' },
};

export const isSearchKind = (value: string | null | undefined): value is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value ?? '');

/** The page of the results, and the name of its query parameter (the header's form sends it there). */
export const SEARCH_PATH = '/search';

export const SEARCH_LIMITS = {
  /** Characters of a query, once trimmed. */
  minLength: 2,
  maxLength: 100,
  /** Results per page. */
  perPage: 10,
  maxPage: 100,
} as const;

export const SEARCH_QUERY_LENGTH_MESSAGE = `Votre recherche doit compter entre ${SEARCH_LIMITS.minLength} et ${SEARCH_LIMITS.maxLength} caractères.`;

/** Why a query cannot be searched (in French), or null when it can; `query` as typed. */
export function searchQueryProblem(query: string): string | null {
  const length = query.trim().length;
  return length < SEARCH_LIMITS.minLength || length > SEARCH_LIMITS.maxLength ? SEARCH_QUERY_LENGTH_MESSAGE : null;
}

/** The address of the results of `query` (trimmed), of one kind and one page if asked. */
export function searchUrl(query: string, options: { kind?: SearchKind | null; page?: number } = {}): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (options.kind) params.set('kind', options.kind);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
