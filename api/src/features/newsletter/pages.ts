import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeMarkup } from '../markup';

/**
 * The style of the small pages reached from an e-mail (confirm, unsubscribe). A file, not an
 * inline <style>: the site's CSP (`style-src 'self'`) blocks inline styles, and stays as strict.
 */
export const PAGE_CSS =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1b1c21;background:#fff}' +
  'h1{color:#1d2a5c;line-height:1.25}a{color:#1d2a5c}' +
  'button{padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1d2a5c;color:#fff;font:inherit;font-weight:600;cursor:pointer}' +
  'button:hover{background:#2c3d80}a:focus-visible,button:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}';

export const PAGE_CSS_PATH = '/api/newsletter/page.css';
/** Versioned by content: the file is cached for a year, a change gets a new address. */
export const PAGE_CSS_URL = `${PAGE_CSS_PATH}?v=${createHash('sha256').update(PAGE_CSS).digest('hex').slice(0, 12)}`;

/** The content type of those pages. */
const PAGE_TYPE = 'text/html; charset=utf-8';

/**
 * A tiny self-contained French page: the visitor arrives here from an e-mail, not from the site.
 * `siteName` is the association's short name of the site's settings.
 */
export function sendPage(reply: FastifyReply, status: number, title: string, body: string, siteName: string) {
  const site = escapeMarkup(siteName);
  return reply
    .status(status)
    .type(PAGE_TYPE)
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${title} – ${site}</title><link rel="icon" href="/logo-mark.svg"><link rel="stylesheet" href="${PAGE_CSS_URL}"></head>` +
        `<body><main><h1>${title}</h1>${body}<p><a href="/">Retour au site de ${site}</a></p></main></body></html>`,
    );
}

/** A form that posts the token back: a GET (what mail scanners prefetch) never changes anything. */
export function tokenForm(action: string, token: string, label: string): string {
  return (
    `<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeMarkup(token)}">` +
    `<button type="submit">${label}</button></form>`
  );
}
