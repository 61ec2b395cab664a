import { joinText, plainText } from '../text';
import { detailPath, type SearchSource } from './source';

/** The articles on sale (`/shop/<id>`): never a draft nor one withdrawn from sale. */
export const shopSource: SearchSource = {
  kind: 'shop',
  async pages(db) {
    const rows = await db
      .selectFrom('shop_items')
      .leftJoin('shop_categories', 'shop_categories.id', 'shop_items.category')
      .select(['shop_items.id', 'shop_items.name', 'shop_items.summary', 'shop_items.description'])
      .select('shop_categories.label as category')
      .where('shop_items.active', '=', 1)
      .execute();
    return rows.map((row) => ({
      url: detailPath('/shop/', row.id),
      title: row.name,
      text: joinText(row.summary, plainText(row.description), row.category),
      visibleFrom: null,
    }));
  },
};
