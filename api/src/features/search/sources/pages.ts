import { withSiteFacts } from '@wado/shared/contract';
import { TEXT_PAGES } from '../../editing';
import { readSiteSettings } from '../../settings';
import { plainText } from '../text';
import type { SearchSource } from './source';

/** The text pages of the route table (`/history`, `/seminary`…): saved means published, no drafts. */
export const textPagesSource: SearchSource = {
  kind: 'page',
  async pages(db) {
    const rows = await db.selectFrom('content_pages').select(['slug', 'title', 'body']).execute();
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    // The facts a page names are found by their current value (a change of settings is a logged
    // change: the index is stale after it).
    const settings = await readSiteSettings(db);
    return TEXT_PAGES.flatMap((page) => {
      const row = bySlug.get(page.slug);
      if (!row) return [];
      const text = plainText(withSiteFacts(row.body, settings));
      return [{ url: page.path, title: row.title, text, visibleFrom: null }];
    });
  },
};
