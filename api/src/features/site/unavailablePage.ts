/**
 * The page every address of the site answers while the database cannot be read (PostgreSQL
 * restarting, a failover): 503 with Retry-After, so that a crawler or a shared cache keeps
 * nothing of it, instead of a 404 for a page that exists or a 200 with empty lists. Plain HTML,
 * styles inline and no script: it needs nothing the server could not give at that moment.
 */
import { createHash } from 'node:crypto';
import { documentTitle } from '@wado/shared/contract';
import { escapeMarkup } from '../markup';

export const UNAVAILABLE_PAGE_HEADING = 'Site momentanément indisponible';
export const UNAVAILABLE_PAGE_TEXT =
  'Le site ne peut pas afficher cette page pour le moment. Veuillez réessayer dans quelques instants.';
export const UNAVAILABLE_PAGE_RETRY = 'Réessayer';

/** The page's only styles, inline: the site's stylesheets may be what cannot be served. */
const PAGE_STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
.brand{font-size:1rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#8b0000;margin:0 0 2rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
p{font-size:1.125rem;line-height:1.5;margin:0 0 2rem}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.25rem;background:#8b0000;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
`;

/**
 * The page's own Content-Security-Policy: the site's forbids inline styles, which left this page
 * unstyled; this one allows that one style block by its hash, and nothing else.
 */
const styleHash = createHash('sha256').update(PAGE_STYLE).digest('base64');
export const UNAVAILABLE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Seconds a visitor's browser or a crawler is told to wait before asking again. */
export const UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The page, for `path` (its « Réessayer » link asks for the same address again; an address that
 * a browser would read as another site's, `//…` or `/\…`, gives the home page instead).
 */
export function unavailablePageHtml(path: string): string {
  const retry = /^\/(?![/\\])/.test(path) ? path : '/';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(documentTitle(UNAVAILABLE_PAGE_HEADING))}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="brand">Wado France</p>
<h1>${escapeMarkup(UNAVAILABLE_PAGE_HEADING)}</h1>
<p>${escapeMarkup(UNAVAILABLE_PAGE_TEXT)}</p>
<a href="${escapeMarkup(retry)}">${escapeMarkup(UNAVAILABLE_PAGE_RETRY)}</a>
</main>
</body>
</html>
`;
}

/**
 * The same page as a whole HTTP response, for a load balancer to answer when no replica is up
 * (HAProxy's `errorfile 503`; deploy/errors/503.http is this, written by api/scripts/errorPages.ts).
 */
export function unavailableErrorFile(): string {
  const page = unavailablePageHtml('/');
  return [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(page)}`,
    'Cache-Control: no-store',
    `Retry-After: ${UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS}`,
    'Connection: close',
    '',
    page,
  ].join('\r\n');
}

/** A page's data could not be read because the database is unavailable (a 503 from the API). */
export class PageDataUnavailable extends Error {
  constructor() {
    super('Les données de la page sont momentanément illisibles (base de données indisponible)');
  }
}
