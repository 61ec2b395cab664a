/**
 * The association's documents (PDF): the public list (`GET /api/documents`, published ones only),
 * the file itself (`GET /media/documents/{id}/{name}.pdf`), and the back office's calls
 * (`/api/admin/documents…`, roles `association` and `admin`). A new document and a new file are
 * sent as a form (multipart, the PDF in the field `file`); the other changes are JSON.
 */
import Type, { type Static } from 'typebox';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_DESCRIPTION_MAX_LENGTH,
  DOCUMENT_STATUSES,
  DOCUMENT_TITLE_MAX_LENGTH,
} from '../contract/documents';
import { Id } from './fields';

export const DocumentCategory = Type.Enum(DOCUMENT_CATEGORIES);
export type DocumentCategory = Static<typeof DocumentCategory>;
export const DocumentStatus = Type.Enum(DOCUMENT_STATUSES);
export type DocumentStatus = Static<typeof DocumentStatus>;

/** A published document as visitors see it. */
export const PublicDocument = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: DocumentCategory,
  /** Empty when there is none. */
  description: Type.String(),
  /** The document's day (`YYYY-MM-DD`): an assembly's, a rule's adoption, else its upload. */
  date: Type.String(),
  /** Where the PDF is downloaded: `/media/documents/<id>/<name>.pdf` (the same address when the file is replaced). */
  url: Type.String(),
  /** The PDF's size in bytes and its number of pages. */
  bytes: Type.Integer(),
  pages: Type.Integer(),
});
export type PublicDocument = Static<typeof PublicDocument>;

/** `GET /api/documents`: in the order of the categories, then the most recent first. */
export const DocumentList = Type.Object({ documents: Type.Array(PublicDocument) });
export type DocumentList = Static<typeof DocumentList>;

/** A document in the back office, draft or published. */
export const AdminDocument = Type.Object({
  ...PublicDocument.properties,
  status: DocumentStatus,
  /** The PDF for the back office (drafts included): `/api/admin/documents/<id>/file`. */
  fileUrl: Type.String(),
  /** The name of the file as it was sent. */
  fileName: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** When it was last published; null for a document never published. */
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AdminDocument = Static<typeof AdminDocument>;

export const AdminDocumentList = Type.Object({ items: Type.Array(AdminDocument) });
export type AdminDocumentList = Static<typeof AdminDocumentList>;

/**
 * `PUT /api/admin/documents/{id}`: the fields besides the file (the same text fields as the form of
 * a new document). Their rules are `documentFieldProblems` of the contract (French messages by
 * field); the schema only bounds their size.
 */
export const DocumentInput = Type.Object(
  {
    title: Type.String({ maxLength: DOCUMENT_TITLE_MAX_LENGTH + 100 }),
    category: Type.String({ maxLength: 40 }),
    date: Type.String({ maxLength: 20 }),
    description: Type.String({ maxLength: DOCUMENT_DESCRIPTION_MAX_LENGTH + 100 }),
  },
  { additionalProperties: false },
);
export type DocumentInput = Static<typeof DocumentInput>;

export const DocumentIdParams = Type.Object({ id: Id });
export type DocumentIdParams = Static<typeof DocumentIdParams>;

/** `GET /media/documents/{id}/{file}`: anything passes; the server answers 404 for what is not a published document. */
export const DocumentFileParams = Type.Object({ id: Type.String(), file: Type.String() });
export type DocumentFileParams = Static<typeof DocumentFileParams>;
