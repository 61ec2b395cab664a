import { joinText, plainText } from '../text';
import { detailPath, type SearchSource } from './source';

/** Published press articles (`/press/<slug>`), scheduled ones from their instant. */
export const pressSource: SearchSource = {
  kind: 'press',
  async pages(db) {
    const rows = await db
      .selectFrom('press_articles')
      .select(['slug', 'title', 'source', 'excerpt', 'author', 'body', 'publish_at'])
      .where('status', '=', 'published')
      .where('publish_at', 'is not', null)
      .execute();
    return rows.map((row) => ({
      url: detailPath('/press/', row.slug),
      title: row.title,
      text: joinText(row.excerpt, plainText(row.body), row.source, row.author),
      visibleFrom: row.publish_at,
    }));
  },
};
