import type { Done } from '../schemas/auth';
import type { AdminDocument, AdminDocumentList, DocumentInput, DocumentList } from '../schemas/documents';
import { DOCUMENT_FILE_FIELD } from '../contract/documents';
import { jsonBody, request, sendForm, type UploadProgress } from './http';

const signedIn: RequestInit = { credentials: 'same-origin' };
const adminPath = (id?: number) => `/api/admin/documents${id === undefined ? '' : `/${id}`}`;

/** The fields first, then the file: the server reads them in that order as they arrive. */
function documentForm(file: Blob, fileName: string, fields: DocumentInput | null): FormData {
  const form = new FormData();
  if (fields) for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(DOCUMENT_FILE_FIELD, file, fileName);
  return form;
}

/**
 * The documents to download: the public list (`/documents`), and the back office's calls (roles
 * `association` and `admin`). A new document and a new file go with their upload's progress.
 */
export const documentsApi = {
  getDocuments: () => request<DocumentList>('/api/documents'),
  listAdminDocuments: () => request<AdminDocumentList>(adminPath(), signedIn),
  getAdminDocument: (id: number) => request<AdminDocument>(adminPath(id), signedIn),
  /** A new document, saved as a draft. */
  createDocument: (
    fields: DocumentInput,
    file: Blob,
    fileName: string,
    onProgress?: (progress: UploadProgress) => void,
  ) => sendForm<AdminDocument>('POST', adminPath(), documentForm(file, fileName, fields), onProgress),
  updateDocument: (id: number, input: DocumentInput) =>
    request<AdminDocument>(adminPath(id), { ...jsonBody('PUT', input), ...signedIn }),
  /** Another PDF for the same document (its address on the site stays the same). */
  replaceDocumentFile: (id: number, file: Blob, fileName: string, onProgress?: (progress: UploadProgress) => void) =>
    sendForm<AdminDocument>('PUT', `${adminPath(id)}/file`, documentForm(file, fileName, null), onProgress),
  publishDocument: (id: number) => request<AdminDocument>(`${adminPath(id)}/publish`, { method: 'POST', ...signedIn }),
  unpublishDocument: (id: number) =>
    request<AdminDocument>(`${adminPath(id)}/unpublish`, { method: 'POST', ...signedIn }),
  deleteDocument: (id: number) => request<Done>(adminPath(id), { method: 'DELETE', ...signedIn }),
};
