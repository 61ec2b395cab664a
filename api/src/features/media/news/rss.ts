/** The news as an RSS 2.0 feed, with absolute links and escaped XML. */
import { ASSOCIATION, NEWS_FEED_PATH } from '@wado/shared/contract';
import { escapeMarkup } from '../../markup';

export interface FeedItem {
  slug: string;
  title: string;
  published_at: string;
  summary: string;
  image: string;
  image_alt: string;
}

/** RFC 822 date of a publication day (noon in Paris is always that same day). */
function rfc822(day: string): string {
  return new Date(`${day}T12:00:00Z`).toUTCString();
}

export function rssFeed(items: FeedItem[], origin: string, builtAt: Date): string {
  const channelLink = `${origin}/news`;
  const entries = items.map((item) => {
    const link = `${origin}/news/${item.slug}`;
    return (
      `<item><title>${escapeMarkup(item.title)}</title><link>${escapeMarkup(link)}</link>` +
      `<guid isPermaLink="true">${escapeMarkup(link)}</guid><pubDate>${rfc822(item.published_at)}</pubDate>` +
      `<description>${escapeMarkup(item.summary)}</description>` +
      `<enclosure url="${escapeMarkup(origin + item.image)}" type="image/svg+xml" length="0"/></item>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeMarkup(`${ASSOCIATION.name} – Actualités`)}</title><link>${escapeMarkup(channelLink)}</link>` +
    `<atom:link href="${escapeMarkup(origin + NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeMarkup(`Les actualités de ${ASSOCIATION.fullName}`)}</description><language>fr-FR</language>` +
    `<lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>${entries.join('')}</channel></rss>\n`
  );
}
