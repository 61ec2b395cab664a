import type { EditableTextPage, RevisionList, TextPageInput, TextPageList, TextPageRevision } from '../schemas/editing';
import { jsonBody, request } from './http';

const session: RequestInit = { credentials: 'same-origin' };
const page = (slug: string) => `/api/admin/pages/${encodeURIComponent(slug)}`;
const revision = (slug: string, id: number) => `${page(slug)}/revisions/${encodeURIComponent(String(id))}`;

/** The text pages of the back office (`/api/admin/pages`): saved means published. */
export const pagesApi = {
  /** Only the pages the signed-in person may edit. */
  getTextPages: () => request<TextPageList>('/api/admin/pages', { ...session }),
  getTextPage: (slug: string) => request<EditableTextPage>(page(slug), { ...session }),
  /** Published at once; the previous text is kept as a revision. */
  saveTextPage: (slug: string, body: TextPageInput) =>
    request<EditableTextPage>(page(slug), { ...jsonBody('PUT', body), ...session }),
  getTextPageRevisions: (slug: string) => request<RevisionList>(`${page(slug)}/revisions`, { ...session }),
  getTextPageRevision: (slug: string, id: number) => request<TextPageRevision>(revision(slug, id), { ...session }),
  restoreTextPageRevision: (slug: string, id: number) =>
    request<EditableTextPage>(`${revision(slug, id)}/restore`, { ...jsonBody('POST', {}), ...session }),
};
