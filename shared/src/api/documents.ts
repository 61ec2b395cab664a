import type { Done } from '../schemas/auth';
import type { AdminDocument, AdminDocumentList, DocumentInput, DocumentList } from '../schemas/documents';
import { DOCUMENT_FILE_FIELD } from '../contract/documents';
import { ApiError, apiUrl, jsonBody, request } from './http';

const signedIn: RequestInit = { credentials: 'same-origin' };
const adminPath = (id?: number) => `/api/admin/documents${id === undefined ? '' : `/${id}`}`;

/** How much of a file has gone: bytes sent out of the request's total. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * A form sent with its progress reported (`fetch` cannot tell how much of a request has gone), with
 * the session's cookie; a refusal becomes an `ApiError` with the server's French message, like `request`.
 */
function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const message =
        typeof body === 'object' && body !== null && typeof Reflect.get(body, 'message') === 'string'
          ? (Reflect.get(body, 'message') as string)
          : `Erreur ${xhr.status}`;
      reject(new ApiError(xhr.status, message, body));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Le serveur est injoignable.')));
    xhr.addEventListener('abort', () => reject(new ApiError(0, 'L’envoi a été interrompu.')));
    xhr.send(form);
  });
}

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
