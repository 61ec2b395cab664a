/** The news as an RSS 2.0 feed, with absolute links and escaped XML. */
import { ASSOCIATION, NEWS_FEED_PATH } from '@wado/shared/contract';

export interface FeedItem {
  slug: string;
  title: string;
  published_at: string;
  summary: string;
  image: string;
  image_alt: string;
}

/** Characters XML 1.0 cannot carry, even escaped: dropped, or the whole feed would be unreadable. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
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
      `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(link)}</link>` +
      `<guid isPermaLink="true">${escapeXml(link)}</guid><pubDate>${rfc822(item.published_at)}</pubDate>` +
      `<description>${escapeXml(item.summary)}</description>` +
      `<enclosure url="${escapeXml(origin + item.image)}" type="image/svg+xml" length="0"/></item>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeXml(`${ASSOCIATION.name} – Actualités`)}</title><link>${escapeXml(channelLink)}</link>` +
    `<atom:link href="${escapeXml(origin + NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(`Les actualités de ${ASSOCIATION.fullName}`)}</description><language>fr-FR</language>` +
    `<lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>${entries.join('')}</channel></rss>\n`
  );
}
