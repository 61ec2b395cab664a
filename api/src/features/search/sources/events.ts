import { joinText, plainText } from '../text';
import { detailPath, type SearchSource } from './source';

/** Published events (`/event/<slug>`), past ones included, scheduled ones from their instant. */
export const eventsSource: SearchSource = {
  kind: 'event',
  async pages(db) {
    const rows = await db
      .selectFrom('events')
      .select(['slug', 'title', 'summary', 'description', 'place', 'city', 'address', 'registration', 'publish_at'])
      .where('status', '=', 'published')
      .where('publish_at', 'is not', null)
      .execute();
    return rows.map((row) => ({
      url: detailPath('/event/', row.slug),
      title: row.title,
      text: joinText(
        row.summary,
        row.place,
        row.address,
        row.address.includes(row.city) ? '' : row.city,
        plainText(row.description),
        plainText(row.registration),
      ),
      visibleFrom: row.publish_at,
    }));
  },
};
