/** The news as an RSS 2.0 feed, with absolute links and escaped XML. */
import { NEWS_FEED_PATH, type NewsSummary, type SiteSettings } from '@wado/shared/contract';
import { escapeMarkup } from '../../markup';

/** The media type of an image, from its file's extension. */
function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase();
  switch (extension) {
    case 'svg':
      return 'image/svg+xml';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'avif':
      return 'image/avif';
    default:
      return 'image/jpeg';
  }
}

/** RFC 822 date of a publication day (noon in Paris is always that same day). */
function rfc822(day: string): string {
  return new Date(`${day}T12:00:00Z`).toUTCString();
}

export function rssFeed(
  items: NewsSummary[],
  origin: string,
  builtAt: Date,
  site: Pick<SiteSettings, 'name' | 'fullName'>,
): string {
  const channelLink = `${origin}/news`;
  const entries = items.map((item) => {
    const link = `${origin}/news/${item.slug}`;
    return (
      `<item><title>${escapeMarkup(item.title)}</title><link>${escapeMarkup(link)}</link>` +
      `<guid isPermaLink="true">${escapeMarkup(link)}</guid><pubDate>${rfc822(item.publishedAt)}</pubDate>` +
      `<description>${escapeMarkup(item.summary)}</description>` +
      `<enclosure url="${escapeMarkup(origin + item.image.url)}" type="${imageType(item.image.url)}" length="0"/></item>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeMarkup(`${site.name} – Actualités`)}</title><link>${escapeMarkup(channelLink)}</link>` +
    `<atom:link href="${escapeMarkup(origin + NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeMarkup(`Les actualités de ${site.fullName}`)}</description><language>fr-FR</language>` +
    `<lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>${entries.join('')}</channel></rss>\n`
  );
}
