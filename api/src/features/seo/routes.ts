import { ADMIN_PATH, ROUTES } from '@wado/shared/contract';
import { TextDocument } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { escapeMarkup } from '../markup';
import { publicUrlOf } from '../paging';
import { detailPaths } from './detailPages';

/** Pages that are steps of a purchase or the site's search results, not content: kept out of search engines. */
const NOT_INDEXED = new Set(['/cart', '/isaffiliated', '/billing', '/search', '/licence', '/espace']);

const ROBOTS_TYPE = 'text/plain; charset=utf-8';
const SITEMAP_TYPE = 'application/xml; charset=utf-8';

/** `GET /robots.txt` and `GET /sitemap.xml` (every route of the table and every detail page in the database). */
export async function seoRoutes(app: Api, { db }: { db: Db }) {
  app.get('/robots.txt', { schema: { response: { 200: TextDocument('text/plain') } } }, async (request, reply) => {
    void reply.type(ROBOTS_TYPE).header('Cache-Control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /cookies/',
      // The back office: never indexed.
      `Disallow: ${ADMIN_PATH}`,
      ...[...NOT_INDEXED].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrlOf(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get(
    '/sitemap.xml',
    { schema: { response: { 200: TextDocument('application/xml') } } },
    async (request, reply) => {
      const origin = publicUrlOf(request);
      const pages: { path: string; updated?: string }[] = ROUTES.filter(
        (route) => !route.path.includes(':') && !NOT_INDEXED.has(route.path),
      ).map((route) => ({ path: route.path }));
      pages.push(...(await detailPaths(db, app.clock.now())));
      const urls = pages
        .map(
          ({ path, updated }) =>
            `  <url><loc>${escapeMarkup(origin + path)}</loc>${updated ? `<lastmod>${updated}</lastmod>` : ''}</url>`,
        )
        .join('\n');
      void reply.type(SITEMAP_TYPE).header('Cache-Control', 'public, max-age=600');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },
  );
}
