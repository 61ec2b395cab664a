import type { Done } from '../schemas/auth';
import type {
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterIssueList,
  NewsletterPreview,
  NewsletterReport,
  NewsletterTestSent,
} from '../schemas/newsletter';
import { jsonBody, request } from './http';

const session: RequestInit = { credentials: 'same-origin' };
const write = (method: 'POST' | 'PUT' | 'DELETE', body?: unknown): RequestInit => ({
  ...(body === undefined ? { method } : jsonBody(method, body)),
  ...session,
});
const issue = (id: number) => `/api/admin/newsletter/issues/${encodeURIComponent(String(id))}`;

/** The newsletter's issues in the back office (roles admin and media). */
export const newsletterAdminApi = {
  getNewsletterIssues: () => request<NewsletterIssueList>('/api/admin/newsletter/issues', session),
  createNewsletterIssue: (body: NewsletterIssueInput) =>
    request<NewsletterIssue>('/api/admin/newsletter/issues', write('POST', body)),
  getNewsletterIssue: (id: number) => request<NewsletterIssue>(issue(id), session),
  saveNewsletterIssue: (id: number, body: NewsletterIssueInput) =>
    request<NewsletterIssue>(issue(id), write('PUT', body)),
  deleteNewsletterIssue: (id: number) => request<Done>(issue(id), write('DELETE')),
  previewNewsletterIssue: (id: number) => request<NewsletterPreview>(`${issue(id)}/preview`, session),
  /** To the signed-in person's own address. */
  sendNewsletterTest: (id: number) => request<NewsletterTestSent>(`${issue(id)}/test`, write('POST', {})),
  /** To every confirmed subscriber; 409 once sent. */
  sendNewsletterIssue: (id: number) => request<NewsletterIssue>(`${issue(id)}/send`, write('POST', {})),
  getNewsletterReport: (id: number) => request<NewsletterReport>(`${issue(id)}/report`, session),
};
