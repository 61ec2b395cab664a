/**
 * A concrete URL for a route of the table: detail routes take the first page of that kind the
 * sitemap lists (a real row of the database: an unknown id answers 404).
 */
export async function concreteUrl(path: string, baseURL: string): Promise<string> {
  if (!path.includes(':')) return path;
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const prefix = path.slice(0, path.lastIndexOf('/') + 1);
  const found = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .find((url) => url.startsWith(prefix) && !url.slice(prefix.length).includes('/'));
  if (!found) throw new Error(`Aucune page ${path} dans le sitemap`);
  return found;
}
