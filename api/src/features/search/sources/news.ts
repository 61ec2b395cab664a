import { joinText, plainText } from '../text';
import { detailPath, type SearchSource } from './source';

/** Published news (`/news/<slug>`), scheduled ones from their instant. */
export const newsSource: SearchSource = {
  kind: 'news',
  async pages(db) {
    const rows = await db
      .selectFrom('news')
      .select(['slug', 'title', 'summary', 'body', 'author', 'publish_at'])
      .where('status', '=', 'published')
      .where('publish_at', 'is not', null)
      .execute();
    return rows.map((row) => ({
      url: detailPath('/news/', row.slug),
      title: row.title,
      text: joinText(row.summary, plainText(row.body), row.author),
      visibleFrom: row.publish_at,
    }));
  },
};
