import { DOCUMENT_CATEGORY_LABELS, isDocumentCategory } from '@wado/shared/contract';
import { documentUrl, publishedDocuments } from '../../documents';
import { joinText } from '../text';
import type { SearchSource } from './source';

/**
 * The association's published documents: each found by its title, its category and its
 * description, and leading straight to its PDF (`/media/documents/<id>/<name>.pdf`). A draft is
 * never found.
 */
export const documentsSource: SearchSource = {
  kind: 'document',
  async pages(db) {
    const rows = await publishedDocuments(db);
    return rows.map((row) => ({
      url: documentUrl(row),
      title: row.title,
      text: joinText(isDocumentCategory(row.category) ? DOCUMENT_CATEGORY_LABELS[row.category] : null, row.description),
      visibleFrom: null,
    }));
  },
};
