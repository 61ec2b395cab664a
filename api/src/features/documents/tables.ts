import type { Generated } from 'kysely';

/** The association's documents to download (migration 024). */
export interface DocumentTables {
  documents: {
    id: Generated<number>;
    title: string;
    /** One of `DOCUMENT_CATEGORIES` (`membership`, `health`…). */
    category: string;
    /** Empty when there is none. */
    description: Generated<string>;
    /** `draft` (back office only) or `published` (on the site). */
    status: string;
    /** The day shown to visitors, `YYYY-MM-DD`. */
    document_date: string;
    /** SHA-256 of the PDF (hex): its file is `<hash>.pdf` in the documents' folder; two documents may share one. */
    file_hash: string;
    /** The name of the file as it was sent (shown in the back office). */
    file_name: string;
    file_bytes: number;
    page_count: number;
    created_at: string;
    updated_at: string;
    /** When it was last published; null until then. */
    published_at: string | null;
  };
}
