import type { TestServer } from './extraServer';
import { licenceCheckPath } from './licences';
/**
 * A concrete URL for a route of the table: detail routes take the first page of that kind the
 * sitemap lists (a real row of the database: an unknown id answers 404).
 */
export async function concreteUrl(path: string, site: TestServer): Promise<string> {
  if (!path.includes(':')) return path;
  // One person's page, kept out of the sitemap: the card of a licence of the seed.
  if (path === '/licence/:code') return licenceCheckPath(site, 'WF26004217');
  const baseURL = site.url;
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const prefix = path.slice(0, path.lastIndexOf('/') + 1);
  const found = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .find((url) => url.startsWith(prefix) && !url.slice(prefix.length).includes('/'));
  if (!found) throw new Error(`Aucune page ${path} dans le sitemap`);
  return found;
}
