import { createHash } from 'node:crypto';
import {
  UNAVAILABLE_PAGE_CSP,
  UNAVAILABLE_PAGE_HEADING,
  UNAVAILABLE_PAGE_TEXT,
  unavailablePageHtml,
} from './unavailablePage';

describe('the page answered while the database is unavailable', () => {
  it('says so in French, in a page that needs nothing else (no script, no stylesheet to fetch)', () => {
    const html = unavailablePageHtml('/shop?taille=M');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<h1>${UNAVAILABLE_PAGE_HEADING}</h1>`);
    expect(html).toContain(UNAVAILABLE_PAGE_TEXT.replace(/'/g, '&apos;'));
    expect(html).toContain('<title>Site momentanément indisponible – Wado France</title>');
    expect(html).not.toMatch(/<script|<link/);
    expect(html).toContain('<a href="/shop?taille=M">Réessayer</a>');
  });

  it('brings a Content-Security-Policy that lets its own style block in (the site’s forbids inline styles) and nothing else', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(unavailablePageHtml('/'))![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(UNAVAILABLE_PAGE_CSP).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it('never links another site from the address asked for', () => {
    for (const path of ['//pirate.exemple/x', '/\\pirate.exemple/x', 'https://pirate.exemple/', '']) {
      expect(unavailablePageHtml(path)).toContain('<a href="/">Réessayer</a>');
    }
    expect(unavailablePageHtml('/news/"><script>')).toContain('href="/news/&quot;&gt;&lt;script&gt;"');
  });
});
