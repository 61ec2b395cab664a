import type { APIRequestContext, Page } from '@playwright/test';

/** Every `href` of the `<a>` and `<link>` tags of an HTML text: the page a browser without JavaScript gets. */
export function hrefsInHtml(html: string): string[] {
  return [...html.matchAll(/<(?:a|link)\b[^>]*>/gi)].flatMap((tag) => {
    const match = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i.exec(tag[0]);
    const href = match && (match[1] ?? match[2] ?? match[3]);
    return href ? [href.replace(/&amp;/g, '&')] : [];
  });
}

/** Every `href` of the `<a>` and `<link>` elements of the page as the browser shows it now. */
export function hrefsInPage(page: Page): Promise<string[]> {
  return page.$$eval('a[href], link[href]', (elements) => elements.map((element) => element.getAttribute('href')!));
}

/** The links of an RSS feed or an iCalendar file: `<link>`, permalink `<guid>`, `url`/`href`, `URL:` lines. */
export function urlsInFeed(feed: string): string[] {
  const text = feed.replace(/\r?\n[ \t]/g, ''); // iCalendar folds its long lines.
  return [
    ...[...text.matchAll(/<(link|guid(?![^>]*isPermaLink="false"))\b[^>]*>([^<]+)<\/\1>/g)].map((match) => match[2]!),
    ...[...text.matchAll(/\b(?:url|href)="([^"]+)"/g)].map((match) => match[1]!),
    ...[...text.matchAll(/^URL[^:]*:(.+)$/gm)].map((match) => match[1]!.trim()),
  ];
}

/**
 * The site's own address of an href found on `from` (`/news/x`, no fragment), or null for another
 * site, an e-mail or a phone number. `webcal:` links to the site's calendar are the site's own
 * (the calendar application fetches them over HTTP). Other sites' hosts are added to `externalHosts`.
 */
export function internalUrl(href: string, from: string, externalHosts?: Set<string>): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), from);
  } catch {
    return href; // Not even an address: checked, and reported as broken.
  }
  const site = new URL(from);
  if (url.protocol === 'webcal:') url = new URL(`${site.protocol}//${url.host}${url.pathname}${url.search}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // The server's PUBLIC_URL may name the same server as localhost or 127.0.0.1.
  const sameServer = url.port === site.port && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (url.origin !== site.origin && !sameServer) {
    externalHosts?.add(url.host);
    return null;
  }
  return `${url.pathname}${url.search}`;
}

/**
 * Asks the server for each address once (per worker: the server and its data stay the same
 * through a worker's tests), without following redirections: a link must lead to its page.
 */
export class LinkChecker {
  private static readonly statuses = new Map<string, number>();

  constructor(private readonly request: APIRequestContext) {}

  /** The addresses that do not answer 200, each with the pages that link to it: `/x → 404 (linked from /a, /b)`. */
  async broken(linksFrom: Map<string, Set<string>>): Promise<string[]> {
    const unknown = [...linksFrom.keys()].filter((url) => !LinkChecker.statuses.has(url));
    for (let start = 0; start < unknown.length; start += 16) {
      await Promise.all(
        unknown.slice(start, start + 16).map(async (url) => {
          const response = await this.request.get(url, { maxRedirects: 0 }).catch(() => null);
          LinkChecker.statuses.set(url, response?.status() ?? 0);
        }),
      );
    }
    return [...linksFrom]
      .filter(([url]) => LinkChecker.statuses.get(url) !== 200)
      .map(
        ([url, pages]) =>
          `${url} → ${LinkChecker.statuses.get(url) || 'pas de réponse'} (lien sur ${[...pages].join(', ')})`,
      );
  }
}

/** Adds the internal addresses among `hrefs`, found on `page`, to `linksFrom` (address → pages linking to it). */
export function collectLinks(
  linksFrom: Map<string, Set<string>>,
  hrefs: string[],
  page: string,
  externalHosts?: Set<string>,
): void {
  const where = new URL(page);
  for (const href of hrefs) {
    const url = internalUrl(href, page, externalHosts);
    if (url === null) continue;
    const pages = linksFrom.get(url) ?? new Set<string>();
    pages.add(`${where.pathname}${where.search}`);
    linksFrom.set(url, pages);
  }
}
